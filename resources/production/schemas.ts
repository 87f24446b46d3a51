/** The stations' calls (docs/requirements/production.md §7 Scanning, Shipping), shared by the server and the station screens. */
import * as yup from 'yup';
import { REQUIRED_MESSAGE } from '../fields';
import { idSchema } from '../ids';

/** `POST scan/scan-item {scanValue, employeeId}`; `unscan` takes a scanned item back. */
/**
 * When the device took a station action (a scan, a weighing, a parcel scanned out) that its
 * offline queue replays later (docs/production.md "Offline scans"): the shift is judged and the
 * timeline dated then. Not in the future (a minute of clock drift allowed), at most a week old;
 * left out, now.
 */
const takenAt = () =>
  yup
    .date()
    .typeError('Must be a valid date')
    .optional()
    .test('not-future', 'Must not be in the future', (d) => !d || d.getTime() <= Date.now() + 60_000)
    .test('recent', 'Must be within the last 7 days', (d) => !d || d.getTime() >= Date.now() - 7 * 86_400_000);

export const scanItemSchema = yup.object({
  scanValue: yup.string().trim().required(REQUIRED_MESSAGE).max(120, 'At most 120 characters'),
  employeeId: idSchema().required(REQUIRED_MESSAGE),
  unscan: yup.boolean().default(false),
  scanned_at: takenAt(),
});

/** `POST scan/identify {scanValue}`: what a scanned code is (item, order, parcel, badge, tool…). */
export const identifySchema = yup.object({
  scanValue: yup.string().trim().required(REQUIRED_MESSAGE).max(120, 'At most 120 characters'),
});

/** `POST scan/manual-search {query}`: an order number, a line item or a customer name. */
export const manualSearchSchema = yup.object({
  query: yup.string().trim().required(REQUIRED_MESSAGE).min(2, 'At least 2 characters').max(120),
});

/**
 * `POST scan/update-weight {weighQueue, printer_id}`: the entry and its weight, and the printer the
 * station chose for the slip and the label (`printer`, as docs/requirements/production.md §7 names it, is the same).
 */
export const updateWeightSchema = yup.object({
  weighQueue: yup
    .object({
      id: idSchema().required(REQUIRED_MESSAGE),
      weight_pounds: yup
        .number()
        .typeError('Must be a number')
        .integer('Must be a whole number')
        .min(0)
        .max(150)
        .required(REQUIRED_MESSAGE),
      weight_ounces: yup.number().typeError('Must be a number').min(0).max(15.99, 'Less than 16').default(0),
      employeeId: idSchema().required(REQUIRED_MESSAGE),
    })
    .required(REQUIRED_MESSAGE),
  printer_id: idSchema().nullable(),
  printer: idSchema().nullable(),
  weighed_at: takenAt(),
});

/** `POST scan/weight-queue/unprocessed {queueId}`. */
export const resetWeighQueueSchema = yup.object({ queueId: idSchema().required(REQUIRED_MESSAGE) });

/** `POST shipping/scan-item {employee}` with the parcel's tracking barcode. */
export const shipScanSchema = yup.object({
  employee: idSchema().required(REQUIRED_MESSAGE),
  scanValue: yup.string().trim().required(REQUIRED_MESSAGE).max(60),
  scanned_at: takenAt(),
});

/** `POST shipping/void-label {shipmentId}`. */
export const voidLabelSchema = yup.object({ shipmentId: idSchema().required(REQUIRED_MESSAGE) });

/**
 * Who may reprint, void and buy labels again and retry print jobs (issue 25): staff of the floor.
 * Brand users see their orders' shipments and tracking (`shipments` View) but change nothing.
 */
export const FLOOR_WRITE = { resource: 'weigh-queue', action: 'Delete' } as const;

/** `POST shipping/reprint {shipmentId, document, printer_id}`: a label or packing slip printed again (the first printer by default). */
export const reprintSchema = yup.object({
  shipmentId: idSchema().required(REQUIRED_MESSAGE),
  document: yup.string().oneOf(['label', 'packing_slip'], 'Either label or packing_slip').required(REQUIRED_MESSAGE),
  printer_id: idSchema().nullable(),
});

/** `POST shipping/buy-again {shipmentId, printer_id}`: a new label for a voided one's parcel, at its weight. */
export const buyAgainSchema = yup.object({
  shipmentId: idSchema().required(REQUIRED_MESSAGE),
  printer_id: idSchema().nullable(),
});

/** `POST employees/sign-in {badge}`: who works the station. */
export const badgeSchema = yup.object({ badge: yup.string().trim().required(REQUIRED_MESSAGE).max(40) });

/** `GET jdml/dropper/group?brand_id&material_id`: what a new drop group of that brand and material would hold. */
export const dropperQuerySchema = yup.object({
  brand_id: idSchema().required(REQUIRED_MESSAGE),
  material_id: idSchema().required(REQUIRED_MESSAGE),
});

/** `POST jdml/dropper/group`: a drop group of a brand and material, of the given line items (default: all waiting). */
export const dropGroupSchema = yup.object({
  brand_id: idSchema().required(REQUIRED_MESSAGE),
  material_id: idSchema().required(REQUIRED_MESSAGE),
  line_items: yup.array(idSchema().required()).max(500, 'At most 500 line items').nullable(),
});

/** `GET waste-tracking/report?from&to&sort_key`: the waste report (docs/requirements/production.md §9: sort key material by default). */
export const WASTE_SORT_KEYS = ['material', 'category', 'employee'] as const;
export const wasteReportSchema = yup.object({
  from: yup.date().typeError('Must be a valid date').required(REQUIRED_MESSAGE),
  to: yup.date().typeError('Must be a valid date').required(REQUIRED_MESSAGE).min(yup.ref('from'), 'Must not be before the start date'),
  sort_key: yup
    .string()
    .oneOf([...WASTE_SORT_KEYS], `Must be one of: ${WASTE_SORT_KEYS.join(', ')}`)
    .default('material'),
});

/** `GET v2/analytics/average-fulfillment-time?startDate&endDate&brandId&designId` (and the other analytics calls). */
export const fulfillmentQuerySchema = yup.object({
  startDate: yup.date().typeError('Must be a valid date').required(REQUIRED_MESSAGE),
  endDate: yup
    .date()
    .typeError('Must be a valid date')
    .required(REQUIRED_MESSAGE)
    .min(yup.ref('startDate'), 'Must not be before the start date'),
  brandId: idSchema(),
  designId: idSchema(),
});
