/**
 * Room photos and a pattern made at seed time (and by the tests and the benchmark), rendered from
 * SVG by sharp: a wall lit by a window with a soft falloff towards the corner, a wooden floor,
 * furniture standing in front of the wall — enough for the wall analysis to have something real to
 * find, and for a mockup to show that the paper goes behind the furniture.
 */
import sharp from 'sharp';

export interface RoomStyle {
  name: string;
  wall: string;
  floor: string;
  furniture: 'sofa' | 'cabinet' | 'bed';
  /** Which side the window is on. */
  window: 'left' | 'right';
}

export const DEMO_ROOMS: RoomStyle[] = [
  { name: 'Sunny living room', wall: '#e9e4da', floor: '#a47c55', furniture: 'sofa', window: 'left' },
  { name: 'Calm bedroom', wall: '#dfe5e8', floor: '#8d6e52', furniture: 'bed', window: 'right' },
  { name: 'Hallway with cabinet', wall: '#ece7e1', floor: '#6f5846', furniture: 'cabinet', window: 'left' },
];

function furniture(style: RoomStyle, w: number, h: number, floorY: number): string {
  if (style.furniture === 'sofa') {
    const x = w * 0.42;
    const sw = w * 0.46;
    const top = floorY - h * 0.2;
    return `<g>
      <rect x="${x}" y="${top}" width="${sw}" height="${h * 0.2}" rx="${h * 0.03}" fill="#3f5e6b"/>
      <rect x="${x - w * 0.02}" y="${top + h * 0.08}" width="${sw + w * 0.04}" height="${h * 0.16}" rx="${h * 0.03}" fill="#35505c"/>
      <rect x="${x + sw * 0.05}" y="${top + h * 0.07}" width="${sw * 0.42}" height="${h * 0.07}" rx="${h * 0.02}" fill="#4b6f7e"/>
      <rect x="${x + sw * 0.53}" y="${top + h * 0.07}" width="${sw * 0.42}" height="${h * 0.07}" rx="${h * 0.02}" fill="#4b6f7e"/>
      <rect x="${x + w * 0.02}" y="${floorY + h * 0.04}" width="${w * 0.015}" height="${h * 0.03}" fill="#2b2b2b"/>
      <rect x="${x + sw - w * 0.035}" y="${floorY + h * 0.04}" width="${w * 0.015}" height="${h * 0.03}" fill="#2b2b2b"/>
    </g>`;
  }
  if (style.furniture === 'bed') {
    const x = w * 0.1;
    const bw = w * 0.5;
    return `<g>
      <rect x="${x}" y="${floorY - h * 0.26}" width="${bw}" height="${h * 0.3}" rx="${h * 0.015}" fill="#7b5b43"/>
      <rect x="${x - w * 0.01}" y="${floorY - h * 0.08}" width="${bw + w * 0.02}" height="${h * 0.2}" rx="${h * 0.02}" fill="#f4f1ec"/>
      <rect x="${x + bw * 0.06}" y="${floorY - h * 0.13}" width="${bw * 0.38}" height="${h * 0.07}" rx="${h * 0.02}" fill="#ffffff"/>
      <rect x="${x + bw * 0.56}" y="${floorY - h * 0.13}" width="${bw * 0.38}" height="${h * 0.07}" rx="${h * 0.02}" fill="#ffffff"/>
      <rect x="${x}" y="${floorY + h * 0.03}" width="${bw}" height="${h * 0.09}" fill="#b9c7cf"/>
    </g>`;
  }
  const x = w * 0.5;
  const cw = w * 0.34;
  return `<g>
    <rect x="${x}" y="${floorY - h * 0.24}" width="${cw}" height="${h * 0.27}" fill="#c9a27a"/>
    <line x1="${x + cw / 2}" y1="${floorY - h * 0.23}" x2="${x + cw / 2}" y2="${floorY + h * 0.02}" stroke="#8a6a4c" stroke-width="${w * 0.003}"/>
    <circle cx="${x + cw / 2 - w * 0.015}" cy="${floorY - h * 0.11}" r="${w * 0.005}" fill="#4a3a2c"/>
    <circle cx="${x + cw / 2 + w * 0.015}" cy="${floorY - h * 0.11}" r="${w * 0.005}" fill="#4a3a2c"/>
    <rect x="${x + cw * 0.3}" y="${floorY - h * 0.36}" width="${cw * 0.12}" height="${h * 0.12}" fill="#5c7a4f"/>
    <ellipse cx="${x + cw * 0.36}" cy="${floorY - h * 0.4}" rx="${cw * 0.14}" ry="${h * 0.07}" fill="#4f8a4a"/>
  </g>`;
}

/** One room photo as SVG at the given size. */
export function roomSvg(style: RoomStyle, w: number, h: number): string {
  const floorY = Math.round(h * 0.7);
  const winX = style.window === 'left' ? w * 0.08 : w * 0.7;
  const lightX = style.window === 'left' ? 0.15 : 0.85;
  const planks = Array.from({ length: 12 }, (_, i) => {
    const y = floorY + ((h - floorY) * (i + 1)) / 12;
    return `<line x1="0" y1="${y}" x2="${w}" y2="${y}" stroke="#00000022" stroke-width="${Math.max(1, h * 0.002)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <radialGradient id="light" cx="${lightX}" cy="0.25" r="0.9">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/>
      <stop offset="1" stop-color="#000000" stop-opacity="0.28"/>
    </radialGradient>
    <linearGradient id="corner" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#000000" stop-opacity="0.12"/>
      <stop offset="0.3" stop-color="#000000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000000" stop-opacity="0.1"/>
    </linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${style.floor}"/>
      <stop offset="1" stop-color="#3b2a1e"/>
    </linearGradient>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#bcd9f0"/>
      <stop offset="1" stop-color="#f2f7fb"/>
    </linearGradient>
  </defs>
  <rect width="${w}" height="${floorY}" fill="${style.wall}"/>
  <rect width="${w}" height="${floorY}" fill="url(#light)"/>
  <rect width="${w}" height="${floorY}" fill="url(#corner)"/>
  <rect x="${winX}" y="${h * 0.12}" width="${w * 0.22}" height="${h * 0.4}" fill="#f7f4ee"/>
  <rect x="${winX + w * 0.012}" y="${h * 0.135}" width="${w * 0.196}" height="${h * 0.37}" fill="url(#sky)"/>
  <rect x="${winX + w * 0.106}" y="${h * 0.135}" width="${w * 0.008}" height="${h * 0.37}" fill="#f7f4ee"/>
  <rect x="${winX + w * 0.012}" y="${h * 0.31}" width="${w * 0.196}" height="${h * 0.008}" fill="#f7f4ee"/>
  <rect y="${floorY}" width="${w}" height="${h - floorY}" fill="url(#floor)"/>
  ${planks}
  <rect y="${floorY - h * 0.025}" width="${w}" height="${h * 0.025}" fill="#f5f2ec"/>
  ${furniture(style, w, h, floorY)}
</svg>`;
}

/** A room photo as JPEG, as a camera would give it. */
export function renderRoom(style: RoomStyle, width = 1600, height = 1200): Promise<Buffer> {
  return sharp(Buffer.from(roomSvg(style, width, height)))
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** A tileable botanical pattern (edges meet), for tests and the benchmark. */
export function renderPattern(size = 1024, background = '#2f5d50', ink = '#e8c872'): Promise<Buffer> {
  const s = size;
  const leaf = (x: number, y: number, r: number, angle: number) =>
    `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.42}" transform="rotate(${angle} ${x} ${y})" fill="${ink}"/>`;
  const motif = (x: number, y: number) =>
    [
      leaf(x, y, s * 0.11, 30),
      leaf(x, y, s * 0.11, 150),
      leaf(x, y, s * 0.08, 90),
      `<circle cx="${x}" cy="${y}" r="${s * 0.03}" fill="#f6efe2"/>`,
    ].join('');
  // Motifs inside the tile, clear of its edges: it repeats straight or half-step alike.
  const spots = [
    [s / 4, s / 4],
    [(3 * s) / 4, (3 * s) / 4],
  ];
  return sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}"><rect width="${s}" height="${s}" fill="${background}"/>${spots
        .map(([x, y]) => motif(x, y))
        .join('')}</svg>`,
    ),
  )
    .png()
    .toBuffer();
}
