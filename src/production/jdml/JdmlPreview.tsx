/**
 * A JDML's panels drawn to scale (SVG): the drops side by side as they hang on the wall, each
 * with its number, its length and width, the trim printed at each end (cut off when hung), and
 * where in the pattern it starts — its repeat offset from the first drop, so that the panels join
 * up. A print file, when the section has one, fills the drop's printable area.
 */
import { useTranslate } from 'react-admin';
import { useTheme } from '@mui/material';
import { TRIM_INCHES } from '../../../resources/production/paper';
import type { JdmlSection } from '../../../providers/methods/production';

/** Room around and between the drops, and for the labels under them (inches of the drawing). */
const GAP = 3;
const LABEL_SPACE = 14;

export function JdmlPreview({ sections }: { sections: JdmlSection[] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const sorted = [...sections].sort((a, b) => a.position - b.position);
  const length = Math.max(...sorted.map((s) => Number(s.length_inches)));
  let x = GAP;
  const drops = sorted.map((s) => {
    const at = x;
    x += Number(s.width_inches) + GAP;
    return { ...s, x: at, width: Number(s.width_inches), length: Number(s.length_inches) };
  });
  const width = x;
  const height = length + GAP + LABEL_SPACE;
  const text = theme.palette.text.primary;
  const font = Math.max(2.2, Math.min(4, length / 30));
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={translate('%{count} drops of %{length} in', { count: drops.length, length })}
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
            {translate('Drop %{position}: %{width} × %{length} in, starts %{offset} in into the pattern', {
              position: d.position,
              width: d.width,
              length: d.length,
              offset: Number(d.offset_inches),
            })}
          </title>
          <rect x={d.x} y={GAP} width={d.width} height={d.length} fill={theme.palette.primary.light} fillOpacity={0.18} />
          {d.print_file_url && (
            <image
              href={d.print_file_url}
              x={d.x}
              y={GAP + TRIM_INCHES}
              width={d.width}
              height={d.length - 2 * TRIM_INCHES}
              preserveAspectRatio="xMidYMid slice"
            />
          )}
          <rect x={d.x} y={GAP} width={d.width} height={TRIM_INCHES} fill="url(#trim-hatch)" />
          <rect x={d.x} y={GAP + d.length - TRIM_INCHES} width={d.width} height={TRIM_INCHES} fill="url(#trim-hatch)" />
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
            {`${d.length} in`}
          </text>
          <text x={d.x + d.width / 2} y={GAP + d.length + font * 1.4} textAnchor="middle" fontSize={font} fill={text}>
            {`${d.width} in`}
          </text>
          <text
            x={d.x + d.width / 2}
            y={GAP + d.length + font * 2.8}
            textAnchor="middle"
            fontSize={font * 0.85}
            fill={theme.palette.text.secondary}
          >
            {`+${Number(d.offset_inches)} in`}
          </text>
        </g>
      ))}
    </svg>
  );
}
