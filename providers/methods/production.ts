/**
 * The production floor's station calls (spec 2 §7 Scanning, Shipping, Printers). A station call
 * without a signed-in employee is answered 401 `employee_required`: that signs the station out
 * (its badge is asked for again), not the person out of the app; any other 401 ends the session.
 */
import { api, reportUnauthorized, type RequestOptions } from '../httpClient';

async function station<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await api<T>(path, { ...options, allowUnauthorized: true });
  } catch (error) {
    const e = error as { status?: number; body?: { code?: string } };
    if (e.status === 401 && e.body?.code !== 'employee_required') reportUnauthorized();
    throw error;
  }
}

export interface StationEmployee {
  id: number;
  name: string;
  badge: string;
}

export interface ScanResult {
  kind: 'line_item' | 'tool' | 'waste';
  value?: string;
  status?: 'scanned' | 'already_scanned' | 'unscanned';
  line_item?: { id: number; design_name: string; status: string };
  order?: { id: number; order_number: string; total: number; scanned: number };
  weigh_queue?: { id: number } | null;
}

export interface WeighEntry {
  id: number;
  order_id: number;
  order_number: string;
  brand_id: number;
  status: string;
  created_at: string;
}

export interface Shipment {
  id: number;
  order_id: number;
  tracking_number: string;
  carrier: string;
  service: string;
  status: string;
  weight_ounces: number;
}

export const productionMethods = {
  stationSignIn: (badge: string) => station<StationEmployee>('employees/sign-in', { method: 'POST', body: { badge } }),
  scanItem: (scanValue: string, employeeId: number, unscan = false) =>
    station<ScanResult>('scan/scan-item', { method: 'POST', body: { scanValue, employeeId, unscan } }),
  weighQueue: () =>
    api<WeighEntry[]>('scan/weight-queue', { query: { filter_by: { status: 'unprocessed' }, sort_by: 'id', order: 'ASC' } }),
  weighParcel: (entry: { id: number; weight_pounds: number; weight_ounces: number; employeeId: number }, printer?: number) =>
    station<{ shipment: Shipment; print_jobs: Array<{ job_id: number; duplicate: boolean }> }>('scan/update-weight', {
      method: 'POST',
      body: { weighQueue: entry, printer },
    }),
  shipParcel: (scanValue: string, employee: number) =>
    station<{ status: 'shipped' | 'already_shipped'; shipment: Shipment; order: { id: number; order_number: string; status: string } }>(
      'shipping/scan-item',
      { method: 'POST', body: { scanValue, employee } },
    ),
  voidLabel: (shipmentId: number) => api<Shipment>('shipping/void-label', { method: 'POST', body: { shipmentId } }),
};
