/** The inventory area's REST call: a scanned barcode or serial to its stock unit (`POST v2/inventory/scan`). */
import { api } from '../httpClient';

export interface ScanResult {
  trackable_item: { id: number; sku?: string; name?: string };
  [key: string]: unknown;
}

export const inventoryMethods = {
  scan: (value: string, kind: 'barcode' | 'serial' = 'barcode') =>
    api<ScanResult>('v2/inventory/scan', { method: 'POST', body: { value, kind } }),
};
