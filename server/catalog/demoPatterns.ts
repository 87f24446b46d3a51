/**
 * The demo products' patterns, drawn at start as SVG motifs and rendered by sharp. Each tile is
 * seamless in its own repeat: whatever crosses an edge of a straight tile is drawn again on the
 * opposite edge (a motif at the centre and its four quarters at the corners); a half-step tile keeps
 * its motif inside, since the repeat offsets the columns.
 */
import sharp from 'sharp';

export const DEMO_TILE = 512;

type Repeat = 'straight' | 'half_step';
type Motif = (colours: { ground: string; ink: string; accent: string }, repeat: Repeat) => string;

/**
 * Draws `shape(x, y)` at the centre and, for a straight repeat, at the four corners too: tiled
 * side by side, the corners' quarters meet as whole shapes between the centres. A half-step tile
 * holds the centre only, since the repeat itself drops every other column by half a tile (as the
 * print file and the mockup compositing do): corner quarters would then meet their neighbours
 * half a tile apart and show cut shapes.
 */
const centreAndCorners = (shape: (x: number, y: number) => string, repeat: Repeat) =>
  (repeat === 'half_step'
    ? [[DEMO_TILE / 2, DEMO_TILE / 2]]
    : [
        [DEMO_TILE / 2, DEMO_TILE / 2],
        [0, 0],
        [DEMO_TILE, 0],
        [0, DEMO_TILE],
        [DEMO_TILE, DEMO_TILE],
      ]
  )
    .map(([x, y]) => shape(x, y))
    .join('');

export const MOTIFS: Record<string, Motif> = {
  dots: ({ ink, accent }, repeat) =>
    centreAndCorners(
      (x, y) => `<circle cx="${x}" cy="${y}" r="70" fill="${ink}"/><circle cx="${x}" cy="${y}" r="28" fill="${accent}"/>`,
      repeat,
    ),
  stripes: ({ ink, accent }) =>
    `<rect x="0" y="0" width="${DEMO_TILE}" height="64" fill="${ink}"/><rect x="0" y="192" width="${DEMO_TILE}" height="24" fill="${accent}"/>` +
    `<rect x="0" y="256" width="${DEMO_TILE}" height="64" fill="${ink}"/><rect x="0" y="448" width="${DEMO_TILE}" height="24" fill="${accent}"/>`,
  chevron: ({ ink, accent }) =>
    [0, 128, 256, 384, 512]
      .map(
        (y) =>
          `<polyline points="0,${y} 128,${y - 64} 256,${y} 384,${y - 64} 512,${y}" fill="none" stroke="${ink}" stroke-width="36"/>` +
          `<polyline points="0,${y + 48} 128,${y - 16} 256,${y + 48} 384,${y - 16} 512,${y + 48}" fill="none" stroke="${accent}" stroke-width="10"/>`,
      )
      .join(''),
  leaves: ({ ink, accent }, repeat) =>
    centreAndCorners(
      (x, y) =>
        `<ellipse cx="${x - 40}" cy="${y}" rx="60" ry="24" transform="rotate(-35 ${x - 40} ${y})" fill="${ink}"/>` +
        `<ellipse cx="${x + 40}" cy="${y}" rx="60" ry="24" transform="rotate(35 ${x + 40} ${y})" fill="${ink}"/>` +
        `<line x1="${x}" y1="${y - 80}" x2="${x}" y2="${y + 80}" stroke="${accent}" stroke-width="8"/>`,
      repeat,
    ),
  lattice: ({ ink, accent }, repeat) =>
    `<path d="M0 0 L512 512 M512 0 L0 512 M256 0 L512 256 L256 512 L0 256 Z" fill="none" stroke="${ink}" stroke-width="18"/>` +
    centreAndCorners(
      (x, y) => `<rect x="${x - 22}" y="${y - 22}" width="44" height="44" transform="rotate(45 ${x} ${y})" fill="${accent}"/>`,
      repeat,
    ),
  waves: ({ ink, accent }) =>
    [64, 192, 320, 448]
      .map(
        (y, i) =>
          `<path d="M0 ${y} C 64 ${y - 48}, 192 ${y + 48}, 256 ${y} S 448 ${y - 48}, 512 ${y}" fill="none" stroke="${i % 2 ? accent : ink}" stroke-width="${i % 2 ? 12 : 28}"/>`,
      )
      .join(''),
};

export interface DemoDesign {
  name: string;
  brand: 1 | 2;
  motif: keyof typeof MOTIFS;
  colours: { ground: string; ink: string; accent: string };
  repeat: 'straight' | 'half_step';
  /** The repeat's size on paper, width × height in inches (DEFAULT_REPEAT_INCHES square otherwise). */
  repeat_inches?: [number, number];
  collection?: string;
}

/** A dozen designs over both demo brands, named as the demo store's orders name them (line items link to them). */
export const DEMO_DESIGNS: DemoDesign[] = [
  {
    name: 'Ink Botanics',
    brand: 1,
    motif: 'dots',
    colours: { ground: '#f4efe6', ink: '#2f5d50', accent: '#e0b44c' },
    repeat: 'half_step',
    repeat_inches: [24, 21],
    collection: 'Botanicals',
  },
  {
    name: 'Willow Bough',
    brand: 1,
    motif: 'leaves',
    colours: { ground: '#eef3ea', ink: '#4f7942', accent: '#8a6d3b' },
    repeat: 'half_step',
    repeat_inches: [24, 25.25],
    collection: 'Botanicals',
  },
  {
    name: 'Fern Grove',
    brand: 1,
    motif: 'lattice',
    colours: { ground: '#fbf7f0', ink: '#6b8f71', accent: '#c4574a' },
    repeat: 'straight',
    collection: 'Botanicals',
  },
  {
    name: 'Art Deco Fans',
    brand: 1,
    motif: 'chevron',
    colours: { ground: '#1f2a44', ink: '#d4af37', accent: '#f5f1e6' },
    repeat: 'straight',
    collection: 'Geometric',
  },
  {
    name: 'Linen Stripe',
    brand: 1,
    motif: 'stripes',
    colours: { ground: '#ffffff', ink: '#3a5a8c', accent: '#9bb7d4' },
    repeat: 'straight',
    collection: 'Geometric',
  },
  {
    name: 'Hexagon Drift',
    brand: 1,
    motif: 'lattice',
    colours: { ground: '#f2e8dc', ink: '#222222', accent: '#b5533c' },
    repeat: 'straight',
    collection: 'Geometric',
  },
  {
    name: 'Coastal Dunes',
    brand: 2,
    motif: 'waves',
    colours: { ground: '#eaf4f6', ink: '#1b5e7a', accent: '#7fb8c9' },
    repeat: 'straight',
    collection: 'Coastal',
  },
  {
    name: 'Terrazzo Chip',
    brand: 2,
    motif: 'dots',
    colours: { ground: '#dfeeea', ink: '#5fa8a0', accent: '#ffffff' },
    repeat: 'half_step',
    repeat_inches: [24, 18],
    collection: 'Coastal',
  },
  {
    name: 'Marble Vein',
    brand: 2,
    motif: 'stripes',
    colours: { ground: '#f7f3ea', ink: '#16324f', accent: '#c8553d' },
    repeat: 'straight',
    collection: 'Coastal',
  },
  {
    name: 'Palm Shadows',
    brand: 2,
    motif: 'leaves',
    colours: { ground: '#f3ead7', ink: '#a3905a', accent: '#6b5b3a' },
    repeat: 'half_step',
  },
  {
    name: 'Moonlit Meadow',
    brand: 2,
    motif: 'chevron',
    colours: { ground: '#e9eef2', ink: '#38556b', accent: '#d9c9a3' },
    repeat: 'straight',
  },
  {
    name: 'Citrus Grove',
    brand: 2,
    motif: 'lattice',
    colours: { ground: '#fdf6ee', ink: '#d9a38f', accent: '#8fb3b0' },
    repeat: 'straight',
  },
];

/** The PNG tile of a demo design. */
export async function renderDemoPattern(design: DemoDesign): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_TILE}" height="${DEMO_TILE}" viewBox="0 0 ${DEMO_TILE} ${DEMO_TILE}">
    <rect width="100%" height="100%" fill="${design.colours.ground}"/>${MOTIFS[design.motif](design.colours, design.repeat)}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
