import { printedOrder, type PrintedOrderLine } from '../../server/production/printedOrders';
import type { TestApp } from './testApp';

/** The employee the production tests sign in at the stations (the demo's Tess Technician). */
export const EMPLOYEE = 1;

/**
 * Fresh orders of brand 1 for the test app `app()` answers, their order indexes counting from `first`:
 * `printedOrder(items, line)` makes one with `items` line items (24 × 108 in unless said), all printed.
 */
export function printedOrders(app: () => TestApp, first: number) {
  let nextIndex = first;
  return (items: number, line: PrintedOrderLine = {}) => printedOrder(app().ctx, nextIndex++, items, line);
}
