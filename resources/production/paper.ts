/**
 * What a print run uses: paper by length and ink by printed area, shown at the dropper before a
 * run is made. Pure and shared by the server and the screens.
 */

/** Extra length printed at each end of a drop, trimmed when hung (inches). */
export const TRIM_INCHES = 2;

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
