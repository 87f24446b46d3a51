/** A purchase order line as the purchase-order page reads it (providers/methods/inventory.ts). */
export interface Line {
  id: string;
  order_stock_qty: number;
  order_unit_qty: number;
  received_stock_qty: number;
  unit_cost?: number | null;
  currency: string;
  trackable_item: { id: string; sku: string; name: string; default_zones: number[]; unit_type?: { name: string } | null };
}
