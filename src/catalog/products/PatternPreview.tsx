/**
 * The product page's preview of the pattern papering a wall, in CSS: tiles of TILE_WIDTH px. A
 * straight repeat is one background repeated both ways. A half-step (half-drop) repeat drops every
 * other column by half a tile: the preview is a row of one-tile-wide columns, each the background
 * repeated downwards, every other one started half a tile lower.
 */
import { Box } from '@mui/material';

export const TILE_WIDTH = 120;
/** Columns enough for the widest card; the box clips what it does not show. */
const COLUMNS = 18;

export function PatternPreview({
  url,
  repeat,
  width,
  height,
  label,
}: {
  url: string;
  repeat: 'straight' | 'half_step';
  /** The pattern's size in pixels, for the tile's height; a square is assumed when unknown. */
  width?: number | null;
  height?: number | null;
  label: string;
}) {
  const tileHeight = width && height ? Math.round((TILE_WIDTH * height) / width) : TILE_WIDTH;
  const background = {
    backgroundImage: `url("${url}")`,
    backgroundSize: `${TILE_WIDTH}px ${tileHeight}px`,
  };
  return (
    <Box
      role="img"
      aria-label={label}
      data-repeat={repeat}
      sx={{
        height: 220,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        overflow: 'hidden',
        display: 'flex',
        ...(repeat === 'straight' && { ...background, backgroundRepeat: 'repeat' }),
      }}
    >
      {repeat === 'half_step' &&
        Array.from({ length: COLUMNS }, (_, column) => (
          <Box
            key={column}
            data-testid="repeat-column"
            style={{
              ...background,
              flex: `0 0 ${TILE_WIDTH}px`,
              backgroundRepeat: 'repeat-y',
              backgroundPosition: column % 2 ? `0px ${Math.round(tileHeight / 2)}px` : '0px 0px',
            }}
          />
        ))}
    </Box>
  );
}
