/**
 * The production floor's station calls (docs/requirements/production.md §7 Scanning, Shipping, Printers). A station call
 * without a signed-in employee is answered 401 `employee_required`: that signs the station out
 * (its badge is asked for again), not the person out of the app; any other 401 ends the session.
 */
import { api, apiBlob, reportUnauthorized, type RequestOptions } from '../httpClient';
import { readShift, saveShift, shiftHeader } from '../stationShift';

/** A station call, with the device's shift; a shift the server says has ended is forgotten. */
async function station<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await api<T>(path, { ...options, headers: { ...shiftHeader(), ...options.headers }, allowUnauthorized: true });
  } catch (error) {
    const e = error as { status?: number; body?: { code?: string } };
    if (e.status === 401 && e.body?.code !== 'employee_required') reportUnauthorized();
    if (e.status === 401 && e.body?.code === 'employee_required') saveShift(null);
    throw error;
  }
}

/**
 * A station call that may come from the device's queue (docs/production.md "Offline scans"):
 * `taken` adds its idempotency key and the time the device took it (as `timeField`), and — for a
 * queued action replayed later — the shift it was taken under: a replay the server refuses is the
 * queue's to report, it signs nobody out.
 */
function takenCall<T>(path: string, body: Record<string, unknown>, taken: TakenScan | undefined, timeField: string): Promise<T> {
  if (!taken) return station<T>(path, { method: 'POST', body });
  const sent = { ...body, [timeField]: taken.scanned_at };
  const headers = { 'Idempotency-Key': taken.key };
  if (taken.shift === undefined) return station<T>(path, { method: 'POST', body: sent, headers });
  return api<T>(path, {
    method: 'POST',
    body: sent,
    headers: { ...headers, ...(taken.shift ? { 'X-Station-Shift': taken.shift } : {}) },
    allowUnauthorized: true,
  });
}

/** What weighing a parcel answers: its new shipment and the print jobs of its slip and label. */
export interface Weighed {
  shipment: Shipment;
  print_jobs: Array<{ job_id: number; duplicate: boolean }>;
}

/** What scanning a parcel out answers. */
export interface Shipped {
  status: 'shipped' | 'already_shipped';
  shipment: Shipment;
  order: { id: number; order_number: string; status: string };
}

interface ShiftAnswer extends StationEmployee {
  shift: { token?: string; started_at: string; expires_at: string; idle_expires_at: string };
}

export interface TakenScan {
  key: string;
  /** ISO time the device took the scan. */
  scanned_at: string;
  /** The shift token it was taken under (a replay); left out: the device's shift now. */
  shift?: string | null;
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
  /** The order's items, whose labels (`LI-{id}`) pick the entry as well as the order number does. */
  line_items: Array<{ id: number; design_name: string }>;
}

interface OrderRef {
  id: number;
  order_number: string;
  status: string;
}

/** What a scanned code is (`POST scan/identify`). */
export type Identified =
  | {
      kind: 'line_item';
      value: string;
      line_item: { id: number; design_name: string; status: string };
      order: OrderRef;
      weigh_queue_id: number | null;
    }
  | { kind: 'order'; value: string; order: OrderRef; weigh_queue_id: number | null }
  | { kind: 'parcel'; value: string; shipment: { id: number; tracking_number: string; status: string }; order: OrderRef }
  | { kind: 'badge'; value: string; employee: { id: number; name: string } }
  | { kind: 'tool' | 'waste' | 'unknown'; value: string };

export interface Shipment {
  id: number;
  order_id: number;
  weigh_queue_id?: number | null;
  label_document_id?: number | null;
  created_at?: string;
  tracking_number: string;
  carrier: string;
  service: string;
  status: string;
  weight_ounces: number;
}

export const productionMethods = {
  /** Starts the employee's shift on this device (the device's previous one ends) and keeps it. */
  stationSignIn: async (badge: string) => {
    const found = await station<ShiftAnswer>('employees/sign-in', { method: 'POST', body: { badge } });
    const employee: StationEmployee = { id: found.id, name: found.name, badge: found.badge };
    saveShift({ token: found.shift.token!, employee, expires_at: found.shift.expires_at });
    return employee;
  },
  /** The device's shift as the server sees it (signs the station out when it has ended). */
  stationShift: () => station<ShiftAnswer>('employees/shift'),
  stationSignOut: async () => {
    try {
      if (readShift()) await station<{ ended: boolean }>('employees/sign-out', { method: 'POST', body: {} });
    } finally {
      saveShift(null);
    }
  },
  /**
   * Scans a code. `taken` (docs/production.md "Offline scans"): the scan's idempotency key and the
   * time the device took it, and — for a queued scan replayed later — the shift it was taken under:
   * a replay the server refuses is the queue's to report, it signs nobody out.
   */
  scanItem: (scanValue: string, employeeId: number, unscan = false, taken?: TakenScan) =>
    takenCall<ScanResult>('scan/scan-item', { scanValue, employeeId, unscan }, taken, 'scanned_at'),
  weighQueue: () => api<WeighEntry[]>('scan/weight-queue/waiting'),
  identifyScan: (scanValue: string) => station<Identified>('scan/identify', { method: 'POST', body: { scanValue } }),
  /**
   * Weighs a parcel: buys its label and prints it with the packing slip on `printer_id` (else the
   * first printer). `taken`: a weighing the device queued (its key, time and shift).
   */
  weighParcel: (
    entry: { id: number; weight_pounds: number; weight_ounces: number; employeeId: number },
    printer_id?: number | null,
    taken?: TakenScan,
  ) => takenCall<Weighed>('scan/update-weight', { weighQueue: entry, printer_id: printer_id ?? undefined }, taken, 'weighed_at'),
  /** Scans a parcel out; `taken`: a scan the device queued (its key, time and shift). */
  shipParcel: (scanValue: string, employee: number, taken?: TakenScan) =>
    takenCall<Shipped>('shipping/scan-item', { scanValue, employee }, taken, 'scanned_at'),
  voidLabel: (shipmentId: number) => api<Shipment>('shipping/void-label', { method: 'POST', body: { shipmentId } }),
  /** An order's shipments (`GET shipping/get-shipping-info/{id}`): brand users see their own. */
  shippingInfo: (orderId: number) => api<{ order_id: number; shipments: Shipment[] }>(`shipping/get-shipping-info/${orderId}`),
  /** Prints a label or packing slip again; one key per click, so a retried request prints once. */
  reprintDocument: (shipmentId: number, document: 'label' | 'packing_slip', printer_id?: number | null) =>
    api<{ print_job: { job_id: number; duplicate: boolean } }>('shipping/reprint', {
      method: 'POST',
      body: { shipmentId, document, printer_id: printer_id ?? null },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    }),
  /** A new label for a voided one's parcel (the station's employee when a station asks). */
  buyAgain: (shipmentId: number, printer_id?: number | null) =>
    station<{ shipment: Shipment }>('shipping/buy-again', {
      method: 'POST',
      body: { shipmentId, printer_id: printer_id ?? null },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    }),
  labelPdf: (shipmentId: number) => apiBlob(`shipping/label/${shipmentId}`),
  packingSlipPdf: (shipmentId: number) => apiBlob(`shipping/packing-slip/${shipmentId}`),
  printJobPdf: (jobId: number) => apiBlob(`printers/jobs/${jobId}/document`),
  retryPrintJob: (jobId: number) => api<{ status: string; retried: boolean }>(`printers/jobs/${jobId}/retry`, { method: 'POST', body: {} }),
  openIssues: () => api<OpenIssue[]>('printers/line-item-issues/open'),
  flagIssue: (issue: { line_item_id: number; reason: string; notes?: string; employee_id?: number }) =>
    api<{ id: number }>('printers/line-item-issues', { method: 'POST', body: issue }),
  closeIssue: (id: number, how: 'back-to-production' | 'resolve') =>
    api<{ id: number; status: string }>(`printers/line-item-issues/${id}/${how}`, { method: 'POST', body: {} }),
};

/** An open line-item issue as the Line Item Issues page lists it. */
export interface OpenIssue {
  id: number;
  reason: string;
  notes: string | null;
  created_at: string;
  line_item_id: number;
  design_name: string;
  order_id: number;
  order_number: string;
  employee: string | null;
  printer: string | null;
}

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
