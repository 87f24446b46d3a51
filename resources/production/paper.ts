/**
 * What a print run uses: paper by length and ink by printed area, shown at the dropper before a
 * run is made. Pure and shared by the server and the screens.
 */

/** Extra length printed at each end of a drop, trimmed when hung (inches). */
export const TRIM_INCHES = 2;

/** A design's physical repeat unless it says otherwise (inches, width and height). */
export const DEFAULT_REPEAT_INCHES = 24;

/**
 * How a design's pattern repeats on paper: straight (side by side) or half-step (half-drop: every
 * other column of the pattern dropped by half the repeat's height), and the repeat's size.
 */
export interface PatternRepeat {
  kind: 'straight' | 'half_step';
  width_inches: number;
  height_inches: number;
}

/** A drop (panel) of a line item as printed. */
export interface Drop {
  position: number;
  width_inches: number;
  /** Off the roll, trim included. */
  length_inches: number;
  /** Where the drop starts across the pattern, from the first drop's left edge. */
  offset_inches: number;
  /** How far down the pattern starts in this drop (half-drop: half a repeat in every other column). */
  vertical_offset_inches: number;
}

const hundredths = (n: number) => Math.round(n * 100) / 100;

/**
 * A drop's length off the roll: the wall's height with the trim at each end, rounded up to whole
 * repeats of the pattern (as wallpaper is cut, so that every drop starts at the same point of the
 * pattern and the drops match). Without a known repeat, the height and trim alone.
 */
export function dropLengthInches(heightInches: number, repeatHeightInches?: number | null) {
  const bare = Number(heightInches) + 2 * TRIM_INCHES;
  const repeat = Number(repeatHeightInches);
  if (!(repeat > 0)) return hundredths(bare);
  return hundredths(Math.ceil(bare / repeat - 1e-9) * repeat);
}

/**
 * The drops of a line item: its width over the roll's printable width, each as long as
 * `dropLengthInches`. Drop n starts n × roll width across the pattern, so the panels join up; in
 * a half-step repeat the pattern of every other repeat column starts half a repeat lower, so a drop
 * starting in an odd column has that vertical offset (every other drop when the repeat is as wide as
 * the roll, as designs usually are).
 */
export function dropsOf(item: {
  width_inches: number;
  height_inches: number;
  roll_width_inches: number | null;
  repeat: PatternRepeat | null;
}): Drop[] {
  const roll = Number(item.roll_width_inches ?? 24);
  const width = Number(item.width_inches);
  const count = Math.max(1, Math.ceil(width / roll - 1e-9));
  const length = dropLengthInches(item.height_inches, item.repeat?.height_inches);
  const repeat = item.repeat;
  return Array.from({ length: count }, (_, i) => {
    const offset = i * roll;
    const column = repeat && repeat.width_inches > 0 ? Math.floor(offset / repeat.width_inches + 1e-9) : 0;
    return {
      position: i + 1,
      width_inches: hundredths(i === count - 1 ? width - roll * (count - 1) : roll),
      length_inches: length,
      offset_inches: hundredths(offset),
      vertical_offset_inches: repeat?.kind === 'half_step' && column % 2 === 1 ? hundredths(repeat.height_inches / 2) : 0,
    };
  });
}

/**
 * Ink laid down per square foot of printed wallcovering (millilitres). Wide-format latex and
 * aqueous printers put about 8–14 ml on a square metre of full-colour wallpaper at production
 * quality; 1.1 ml/ft² (≈ 12 ml/m²) is that middle, an estimate for ordering ink, not a metered figure.
 */
export const INK_ML_PER_SQUARE_FOOT = 1.1;

export interface RunItem {
  quantity: number;
  width_inches: number;
  height_inches: number;
  drops: number | null;
  drop_length_inches: number | null;
}

/** Paper an item takes off the roll: its drops × their length (with trim) × quantity, in inches. */
export const paperInches = (item: RunItem) =>
  Number(item.drops ?? 1) * Number(item.drop_length_inches ?? item.height_inches) * item.quantity;

/** Ink an item takes: its printed area (width × drop length, trim included) × quantity, in millilitres. */
export const inkMillilitres = (item: RunItem) =>
  ((Number(item.width_inches) * Number(item.drop_length_inches ?? item.height_inches)) / 144) * item.quantity * INK_ML_PER_SQUARE_FOOT;

/** A run's totals: paper in feet, ink in millilitres (one decimal). */
export function runTotals(items: RunItem[]) {
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    paper_feet: round(items.reduce((s, i) => s + paperInches(i), 0) / 12),
    ink_ml: round(items.reduce((s, i) => s + inkMillilitres(i), 0)),
  };
}
