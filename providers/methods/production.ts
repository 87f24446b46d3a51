/**
 * The production floor's station calls (docs/requirements/production.md §7 Scanning, Shipping, Printers). A station call
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

/** A line item a drop group would hold (`GET jdml/dropper/group`). */
export interface DropperItem {
  id: number;
  order_id: number;
  order_number: string;
  design_name: string;
  quantity: number;
  width_inches: number;
  height_inches: number;
  drops: number | null;
  drop_length_inches: number | null;
}

export interface DropGroup {
  id: number;
  brand_id: number;
  brand_name: string;
  material_id: number;
  material_name: string;
  line_items: number[];
  length_inches: number;
  created_at: string;
}

export interface JdmlSection {
  id: number;
  jdml_id: number;
  position: number;
  width_inches: number;
  length_inches: number;
  offset_inches: number;
  /** Half-drop: how far down the pattern starts in this drop. */
  vertical_offset_inches: number;
  print_file_url: string | null;
  updated_at: string;
}

/** The waste report (docs/requirements/production.md §9): categories with a title, their entries and their total. */
export interface WasteReport {
  sort_key: 'material' | 'category' | 'employee';
  from: string;
  to: string;
  categories: Array<{
    title: string;
    weight_pounds: number;
    weight_ounces: number;
    entries: Array<{ subtitle: string; weight_pounds: number; weight_ounces: number }>;
  }>;
}

export interface AnalyticsFilters {
  startDate: string;
  endDate: string;
  brandId?: number;
  designId?: number;
}

export const floorMethods = {
  /** The materials offered to a brand: the shared ones and the brand's own (`GET materials?brand_id`). */
  materialsOfBrand: (brand_id: number) => api<Array<{ id: number; name: string }>>('materials', { query: { brand_id } }),
  dropperPreview: (brand_id: number, material_id: number) =>
    api<{ line_items: DropperItem[]; length_inches: number }>('jdml/dropper/group', { query: { brand_id, material_id } }),
  createDropGroup: (brand_id: number, material_id: number, line_items: number[]) =>
    api<DropGroup>('jdml/dropper/group', { method: 'POST', body: { brand_id, material_id, line_items } }),
  undoDropGroup: (id: number) => api<DropGroup>('jdml/dropper/group', { method: 'DELETE', query: { id } }),
  jdmlSections: (id: number) => api<JdmlSection[]>('jdml/sections', { query: { id } }),
  replaceJdmlSection: (form: FormData) => api<JdmlSection>('jdml/section', { method: 'PUT', body: form }),
  wasteReport: (from: string, to: string, sort_key: string) => api<WasteReport>('waste-tracking/report', { query: { from, to, sort_key } }),
  fulfillmentTime: (filters: AnalyticsFilters) =>
    api<{ orders: number; average_hours: number | null; by_day: Array<{ day: string; orders: number; average_hours: number }> }>(
      'v2/analytics/average-fulfillment-time',
      { query: { ...filters } },
    ),
  ordersByStatus: (filters: AnalyticsFilters) =>
    api<{ orders: number; by_status: Array<{ status: string; orders: number }> }>('v2/analytics/orders-by-status', {
      query: { ...filters },
    }),
  stationThroughput: (filters: AnalyticsFilters) =>
    api<{ scans: number; weighs: number; ships: number; by_day: Array<{ day: string; scans: number; weighs: number; ships: number }> }>(
      'v2/analytics/station-throughput',
      { query: { ...filters } },
    ),
};
