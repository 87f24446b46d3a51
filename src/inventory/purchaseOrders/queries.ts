import type { PurchaseOrderLine } from '../../../providers/methods/inventory';

/** A purchase order line as the purchase-order page reads it (providers/methods/inventory.ts). */
export type Line = PurchaseOrderLine;
