/** The codes a station scans besides badges and orders: tools, boxes, waste and line-item labels. */
/** Tool and box codes (docs/requirements/production.md §7 device websocket) and the waste code. */
export const TOOL_CODES = ['#box-1#', '#box-2#', '#squeegee#', '#luxpaste#'] as const;
export const WASTE_CODE = '#waste#';

/** A line item's barcode: `LI-` and its id (as printed on its panel's label), or the bare id. */
export function lineItemIdOf(scanValue: string): number | undefined {
  const m = /^(?:LI-?)?0*([1-9][0-9]{0,9})$/i.exec(scanValue.trim());
  const id = m ? Number(m[1]) : NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : undefined;
}
