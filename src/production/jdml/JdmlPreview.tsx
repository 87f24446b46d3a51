/**
 * A JDML's panels drawn to scale (SVG): the drops side by side as they hang on the wall, each
 * with its number, its length and width, the trim printed at each end (cut off when hung: the
 * top trim, and at the bottom the rest of the drop's last whole repeat), where across the pattern
 * it starts — its repeat offset from the first drop, so that the panels join up — and, when the
 * design's repeat is known, dashes where each repeat of the pattern starts down the drop: in a
 * half-drop every other drop's repeats start half a repeat lower (`↓n in`). A print file, when the
 * section has one, fills the drop's printable area.
 */
import { useTranslate } from 'react-admin';
import { useTheme } from '@mui/material';
import { TRIM_INCHES } from '../../../resources/production/paper';
import { useFormat } from '../../framework/format';
import type { JdmlSection } from '../../../providers/methods/production';

/** Room around and between the drops, and for the labels under them (inches of the drawing). */
const GAP = 3;
const LABEL_SPACE = 18;

export function JdmlPreview({
  sections,
  wallHeight,
  repeatHeight,
}: {
  sections: JdmlSection[];
  /** The wall's height: what is left below it (after the top trim) is trimmed too. */
  wallHeight?: number | null;
  /** The design's repeat height: the repeats' starts are dashed in each drop. */
  repeatHeight?: number | null;
}) {
  const translate = useTranslate();
  const theme = useTheme();
  const sorted = [...sections].sort((a, b) => a.position - b.position);
  const length = Math.max(...sorted.map((s) => Number(s.length_inches)));
  let x = GAP;
  const drops = sorted.map((s) => {
    const at = x;
    x += Number(s.width_inches) + GAP;
    const length = Number(s.length_inches);
    const drop = Number(s.vertical_offset_inches ?? 0);
    // Below the wall's height (after the top trim) is trimmed; unknown height: the trim alone.
    const bottomTrim = wallHeight ? Math.max(TRIM_INCHES, length - TRIM_INCHES - Number(wallHeight)) : TRIM_INCHES;
    const repeat = Number(repeatHeight);
    const repeats = repeat > 0 ? Array.from({ length: Math.ceil((length - drop) / repeat) }, (_, k) => drop + k * repeat) : [];
    return { ...s, x: at, width: Number(s.width_inches), length, drop, bottomTrim, repeats };
  });
  const width = x;
  const height = length + GAP + LABEL_SPACE;
  const text = theme.palette.text.primary;
  const font = Math.max(2.2, Math.min(4, length / 30));
  // Inches are "po" in French, as in the field labels.
  const { number } = useFormat();
  const inches = (value: number) => translate('screens.production.value_in', { value: number(value) });
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={translate('screens.production.count_drops_of_length_in', { count: drops.length, length })}
      data-testid="jdml-preview"
      style={{ width: '100%', maxHeight: 520, display: 'block' }}
    >
      <defs>
        <pattern id="trim-hatch" width="2" height="2" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <line x1="0" y1="0" x2="0" y2="2" stroke={theme.palette.error.light} strokeWidth="0.6" />
        </pattern>
      </defs>
      {drops.map((d) => (
        <g key={d.id} data-testid="jdml-drop">
          <title>
            {translate('screens.production.drop_position_width_length_in', {
              position: d.position,
              width: d.width,
              length: d.length,
              offset: Number(d.offset_inches),
              drop: d.drop,
            })}
          </title>
          <rect x={d.x} y={GAP} width={d.width} height={d.length} fill={theme.palette.primary.light} fillOpacity={0.18} />
          {d.print_file_url && (
            <image
              href={d.print_file_url}
              x={d.x}
              y={GAP + TRIM_INCHES}
              width={d.width}
              height={d.length - TRIM_INCHES - d.bottomTrim}
              preserveAspectRatio="xMidYMid slice"
            />
          )}
          <rect x={d.x} y={GAP} width={d.width} height={TRIM_INCHES} fill="url(#trim-hatch)" />
          <rect x={d.x} y={GAP + d.length - d.bottomTrim} width={d.width} height={d.bottomTrim} fill="url(#trim-hatch)" />
          {d.repeats.map((y) => (
            <line
              key={y}
              data-testid="jdml-repeat-start"
              x1={d.x}
              x2={d.x + d.width}
              y1={GAP + y}
              y2={GAP + y}
              stroke={theme.palette.secondary.main}
              strokeWidth={0.35}
              strokeDasharray="1.5 1"
            />
          ))}
          <rect x={d.x} y={GAP} width={d.width} height={d.length} fill="none" stroke={text} strokeWidth={0.3} />
          <text
            x={d.x + d.width / 2}
            y={GAP + TRIM_INCHES + font * 1.6}
            textAnchor="middle"
            fontSize={font * 1.6}
            fontWeight={700}
            fill={text}
          >
            {d.position}
          </text>
          <text
            x={d.x + d.width / 2}
            y={GAP + d.length / 2}
            textAnchor="middle"
            fontSize={font}
            fill={text}
            transform={`rotate(-90 ${d.x + d.width / 2} ${GAP + d.length / 2})`}
          >
            {inches(d.length)}
          </text>
          <text x={d.x + d.width / 2} y={GAP + d.length + font * 1.4} textAnchor="middle" fontSize={font} fill={text}>
            {inches(d.width)}
          </text>
          <text
            x={d.x + d.width / 2}
            y={GAP + d.length + font * 2.8}
            textAnchor="middle"
            fontSize={font * 0.85}
            fill={theme.palette.text.secondary}
          >
            {`+${inches(Number(d.offset_inches))}`}
          </text>
          {d.drop > 0 && (
            <text
              x={d.x + d.width / 2}
              y={GAP + d.length + font * 4}
              textAnchor="middle"
              fontSize={font * 0.85}
              fill={theme.palette.secondary.main}
              data-testid="jdml-vertical-offset"
            >
              {`↓${inches(d.drop)}`}
            </text>
          )}
        </g>
      ))}
    </svg>
  );
}
