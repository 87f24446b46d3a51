/**
 * Write-contract examples for the hand-written action routes (products, production, shipping, pricing, invoices, billing).
 * Same shape and rules as tests/support/writeExamples.ts, which runs these after its own.
 */
import { asc, eq } from 'drizzle-orm';
import { lineItemIssues, lineItems, printJobs, shipments } from '../../../server/db/schema';
import { pngImage } from '../images';
import type { WriteCall } from '../writeExamples';
import {
  analyzedMockup,
  brandTemplate,
  designOf,
  failedQueueItem,
  firstSection,
  invoiceIn,
  latestDropGroup,
  lineItemIn,
  parcelToWeigh,
  paymentSource,
  purchasedShipment,
  stationEmployee,
  unusedTemplate,
  uploadedRoom,
  voidedShipmentToBuyAgain,
} from './find';

/** An open issue on a printed item (written here, not through the API: only the closing call is the example). */
async function openIssue(t: Parameters<WriteCall['call']>[0]) {
  const db = t.ctx.database.db;
  const [item] = await db.select().from(lineItems).where(eq(lineItems.status, 'printed')).orderBy(asc(lineItems.id)).limit(1);
  await db.update(lineItems).set({ status: 'issue' }).where(eq(lineItems.id, item.id));
  const [issue] = await db
    .insert(lineItemIssues)
    .values({ line_item_id: item.id, order_id: item.order_id, brand_id: item.brand_id, reason: 'damaged', previous_status: 'printed' })
    .returning({ id: lineItemIssues.id });
  return issue.id;
}

const png = (name: string, rgb: [number, number, number], size = 32) => ({ content: pngImage(size, size, rgb), name });

const CATALOG: WriteCall[] = [
  {
    route: 'POST /api/brands/logo',
    as: 'admin@demo.test',
    call: async () => ({ url: '/api/brands/logo', body: { brand_id: 1 }, files: { brand_logo: png('logo.png', [10, 90, 200]) } }),
    audit: { resource: 'brands', action: 'upload' },
  },
  {
    route: 'PUT /api/brands/header',
    as: 'admin@demo.test',
    call: async () => ({ url: '/api/brands/header', body: { brand_id: 1 }, files: { header: png('header.png', [200, 90, 10], 48) } }),
    audit: { resource: 'brands', action: 'upload' },
  },
  {
    route: 'POST /api/products/create',
    as: 'admin@demo.test',
    call: async () => ({
      url: '/api/products/create',
      body: { brand_id: 1, name: 'Contract Poppies', repeat: 'straight', material_ids: [1], sizes: ['Sample'] },
      files: { pattern_file: png('poppies.png', [180, 40, 40]) },
    }),
    audit: { resource: 'products', action: 'create' },
  },
  {
    route: 'POST /api/queues/image-processor',
    as: 'admin@demo.test',
    call: async (t) => ({
      url: '/api/queues/image-processor',
      body: { brand_id: 1, category: 'SAMPLE_CREATION', passthrough_data: { design_id: (await designOf(t, false)).id } },
    }),
    audit: { resource: 'products', action: 'queue' },
  },
  {
    route: 'POST /api/products/update',
    as: 'admin@demo.test',
    call: async (t) => ({
      url: '/api/products/update',
      body: { brand_id: 1, product_id: (await designOf(t, false)).id },
      files: { pattern_file: png('replaced.png', [40, 180, 40]) },
    }),
    audit: { resource: 'products', action: 'replace-pattern' },
  },
  {
    route: 'POST /api/products/half-step-repair',
    as: 'admin@demo.test',
    call: async (t) => ({
      url: '/api/products/half-step-repair',
      body: { brand_id: 1, product_id: (await designOf(t, false)).id },
      files: { file: png('half-step.png', [40, 40, 180]) },
    }),
    audit: { resource: 'products', action: 'half-step-repair' },
  },
  {
    route: 'PUT /api/products/toggle-fixed-scale',
    as: 'admin@demo.test',
    call: async (t) => {
      const design = await designOf(t, false);
      return { url: '/api/products/toggle-fixed-scale', body: { design_id: design.id, current: design.fixed_scale } };
    },
    audit: { resource: 'products', action: 'update' },
  },
  {
    route: 'POST /api/products/variant-resync',
    as: 'admin@demo.test',
    call: async (t) => ({ url: '/api/products/variant-resync', body: { brand_id: 1, design_id: (await designOf(t, false)).id } }),
    audit: { resource: 'products', action: 'resync' },
  },
  {
    route: 'DELETE /api/products/shopify-products/{id}',
    as: 'admin@demo.test',
    call: async (t) => ({ url: `/api/products/shopify-products/${(await designOf(t, true)).store_product_id}?brand_id=1` }),
    audit: { resource: 'products', action: 'unpublish' },
  },
  {
    route: 'POST /api/bulk-upload',
    as: 'admin@demo.test',
    call: async () => ({
      url: '/api/bulk-upload',
      body: { brand_id: 1 },
      files: {
        csv: { content: Buffer.from('name,pattern_file,repeat\nContract Bulk,bulk.png,half_step\n'), name: 'bulk.csv' },
        patterns: png('bulk.png', [120, 120, 20]),
      },
    }),
    audit: { resource: 'products', action: 'bulk-upload' },
  },
  {
    route: 'POST /api/mockups/{id}/analyze',
    as: 'superuser@demo.test',
    call: async (t) => ({ url: `/api/mockups/${await uploadedRoom(t)}/analyze` }),
    audit: { resource: 'mockups', action: 'analyze' },
  },
  {
    route: 'POST /api/mockups/analyze',
    as: 'superuser@demo.test',
    call: async (t) => ({ url: '/api/mockups/analyze', body: { mockup_id: (await analyzedMockup(t)).id } }),
    audit: { resource: 'mockups', action: 'analyze' },
  },
  {
    route: 'POST /api/mockups/generate-mockup',
    as: 'superuser@demo.test',
    call: async (t) => {
      const mockup = await analyzedMockup(t);
      const data = { mockup_id: mockup.id, product_id: (await designOf(t, false)).id, attributes: { pattern_scale: 50 } };
      return { url: '/api/mockups/generate-mockup', body: { data } };
    },
    audit: { resource: 'generated-mockups', action: 'queue' },
  },
];

const ORDERS: WriteCall[] = [
  {
    route: 'POST /api/orders/demo-orders',
    as: 'superadmin@demo.test',
    call: async () => ({ url: '/api/orders/demo-orders', body: { brand_id: 1, count: 2 } }),
    audit: { resource: 'order-queue', action: 'demo-orders' },
  },
  {
    route: 'POST /api/orders/pull-store',
    as: 'superadmin@demo.test',
    call: async () => ({ url: '/api/orders/pull-store', body: { brand_id: 1 } }),
    audit: { resource: 'order-queue', action: 'pull-store' },
  },
  {
    // The material is still missing: the retry fails again, and says so (still one change: the item was put back).
    route: 'POST /api/queues/order-processor/retry',
    as: 'admin@demo.test',
    call: async (t) => ({ url: '/api/queues/order-processor/retry', body: { ids: [await failedQueueItem(t)] } }),
    audit: { resource: 'order-queue', action: 'retry' },
  },
  {
    route: 'POST /api/queues/order-processor/dismiss',
    as: 'admin@demo.test',
    call: async (t) => ({ url: '/api/queues/order-processor/dismiss', body: { ids: [await failedQueueItem(t)] } }),
    audit: { resource: 'order-queue', action: 'dismiss' },
  },
];

const FLOOR: WriteCall[] = [
  {
    route: 'POST /api/scan/scan-item',
    as: 'technician@demo.test',
    call: async (t) => ({
      url: '/api/scan/scan-item',
      body: { scanValue: `LI-${(await lineItemIn(t, 'printed')).id}`, employeeId: await stationEmployee(t) },
    }),
    audit: { resource: 'line-items', action: 'scan' },
  },
  {
    route: 'POST /api/scan/update-weight',
    as: 'technician@demo.test',
    call: async (t) => ({
      url: '/api/scan/update-weight',
      body: { weighQueue: { id: await parcelToWeigh(t), weight_pounds: 2, weight_ounces: 4, employeeId: await stationEmployee(t) } },
    }),
    audit: { resource: 'shipments', action: 'weigh' },
  },
  {
    route: 'POST /api/shipping/scan-item',
    as: 'technician@demo.test',
    call: async (t) => ({
      url: '/api/shipping/scan-item',
      body: { employee: await stationEmployee(t), scanValue: (await purchasedShipment(t)).tracking_number },
    }),
    audit: { resource: 'shipments', action: 'ship' },
  },
  {
    route: 'POST /api/shipping/reprint',
    as: 'technician@demo.test',
    call: async (t) => ({ url: '/api/shipping/reprint', body: { shipmentId: (await purchasedShipment(t)).id, document: 'packing_slip' } }),
    audit: { resource: 'shipments', action: 'reprint' },
  },
  {
    route: 'POST /api/shipping/void-label',
    as: 'technician@demo.test',
    call: async (t) => ({ url: '/api/shipping/void-label', body: { shipmentId: (await purchasedShipment(t)).id } }),
    audit: { resource: 'shipments', action: 'void' },
  },
  {
    route: 'POST /api/shipping/buy-again',
    as: 'technician@demo.test',
    call: async (t) => ({ url: '/api/shipping/buy-again', body: { shipmentId: await voidedShipmentToBuyAgain(t) } }),
    audit: { resource: 'shipments', action: 'buy-again' },
  },
  {
    // A job the print service refused.
    route: 'POST /api/printers/jobs/{id}/retry',
    as: 'technician@demo.test',
    call: async (t) => {
      const [job] = await t.ctx.database.db.select({ id: printJobs.id }).from(printJobs).orderBy(asc(printJobs.id)).limit(1);
      await t.ctx.database.db
        .update(printJobs)
        .set({ status: 'failed', error: 'The print service answered 500.' })
        .where(eq(printJobs.id, job.id));
      return { url: `/api/printers/jobs/${job.id}/retry` };
    },
    audit: { resource: 'print-jobs', action: 'retry' },
  },
  {
    route: 'POST /api/printers/line-item-issues/{id}/back-to-production',
    as: 'technician@demo.test',
    call: async (t) => ({ url: `/api/printers/line-item-issues/${await openIssue(t)}/back-to-production` }),
    audit: { resource: 'line-item-issues', action: 'back-to-production' },
  },
  {
    route: 'POST /api/printers/line-item-issues/{id}/resolve',
    as: 'technician@demo.test',
    call: async (t) => ({ url: `/api/printers/line-item-issues/${await openIssue(t)}/resolve` }),
    audit: { resource: 'line-item-issues', action: 'resolve' },
  },
  {
    // A weighed parcel whose label the carrier voided on its side: weighed, with no label in use.
    route: 'POST /api/scan/weight-queue/unprocessed',
    as: 'technician@demo.test',
    call: async (t) => {
      const shipment = await purchasedShipment(t);
      await t.ctx.database.db.update(shipments).set({ status: 'voided', voided_at: new Date() }).where(eq(shipments.id, shipment.id));
      return { url: '/api/scan/weight-queue/unprocessed', body: { queueId: shipment.weigh_queue_id } };
    },
    audit: { resource: 'weigh-queue', action: 'reset' },
  },
  {
    route: 'PUT /api/jdml/section',
    as: 'technician@demo.test',
    call: async (t) => ({
      url: '/api/jdml/section',
      body: { id: await firstSection(t) },
      files: { print_file: png('section.png', [90, 20, 160]) },
    }),
    audit: { resource: 'jdml-sections', action: 'replace-print-file' },
  },
  {
    route: 'POST /api/jdml/dropper/group',
    as: 'technician@demo.test',
    call: async (t) => {
      const item = await lineItemIn(t, 'in_production');
      return { url: '/api/jdml/dropper/group', body: { brand_id: item.brand_id, material_id: item.material_id, line_items: [item.id] } };
    },
    audit: { resource: 'drop-groups', action: 'create' },
  },
  {
    route: 'DELETE /api/jdml/dropper/group',
    as: 'technician@demo.test',
    call: async (t) => ({ url: `/api/jdml/dropper/group?id=${await latestDropGroup(t)}` }),
    audit: { resource: 'drop-groups', action: 'delete' },
  },
];

const thisMonth = () => new Date().toISOString().slice(0, 7);

const BILLING: WriteCall[] = [
  {
    route: 'POST /api/pricing',
    as: 'superadmin@demo.test',
    call: async () => ({
      url: '/api/pricing',
      body: {
        name: 'Contract template',
        lines: [{ material_id: 1, basis: 'square_foot', min_quantity: 1, internal_cents: 200, brand_cents: 450 }],
      },
    }),
    audit: { resource: 'pricing-templates', action: 'create' },
  },
  {
    route: 'DELETE /api/pricing',
    as: 'superadmin@demo.test',
    call: async (t) => ({ url: `/api/pricing?template_id=${await unusedTemplate(t)}` }),
    audit: { resource: 'pricing-templates', action: 'delete' },
  },
  {
    route: 'PUT /api/pricing/brand-pricing',
    as: 'superadmin@demo.test',
    call: async (t) => ({
      url: '/api/pricing/brand-pricing?is_internal=false',
      body: {
        brand_id: 1,
        template_id: await brandTemplate(t),
        overrides: [{ material_id: 1, basis: 'square_foot', min_quantity: 1, price_cents: 399 }],
      },
    }),
    audit: { resource: 'brand-pricing', action: 'create' },
  },
  {
    route: 'POST /api/billing/payment-methods',
    as: 'admin@demo.test',
    call: async () => ({
      url: '/api/billing/payment-methods',
      body: { brand_id: 1, kind: 'card', number: '5555555555554444', exp_month: 12, exp_year: 2099, cvc: '123', holder_name: 'Contract' },
    }),
    audit: { resource: 'payment-methods', action: 'create' },
  },
  {
    route: 'POST /api/billing/verify/payment-method',
    as: 'admin@demo.test',
    call: async (t) => ({
      url: '/api/billing/verify/payment-method',
      body: { ...(await paymentSource(t, 'bank')), deposit_1: 32, deposit_2: 45 },
    }),
    audit: { resource: 'payment-methods', action: 'verify' },
  },
  {
    route: 'POST /api/billing/default/payment-method',
    as: 'admin@demo.test',
    call: async (t) => ({ url: '/api/billing/default/payment-method', body: await paymentSource(t, 'new-card') }),
    audit: { resource: 'payment-methods', action: 'set-default' },
  },
  {
    route: 'POST /api/billing/delete/payment-method',
    as: 'admin@demo.test',
    call: async (t) => ({ url: '/api/billing/delete/payment-method', body: await paymentSource(t, 'not-default') }),
    audit: { resource: 'payment-methods', action: 'delete' },
  },
  {
    // This month's fulfilled orders (shipped by the examples above) are billed.
    route: 'POST /api/invoices/generate',
    as: 'superadmin@demo.test',
    call: async () => ({ url: '/api/invoices/generate', body: { period: thisMonth() } }),
    audit: { resource: 'invoices', action: 'generate' },
  },
  {
    route: 'POST /api/invoices/{id}/issue',
    as: 'superadmin@demo.test',
    call: async (t) => ({ url: `/api/invoices/${(await invoiceIn(t, ['draft'])).id}/issue` }),
    audit: { resource: 'invoices', action: 'issue' },
  },
  {
    route: 'POST /api/invoices/{id}/pay',
    as: 'admin@demo.test',
    call: async (t) => ({ url: `/api/invoices/${(await invoiceIn(t, ['open'], 1)).id}/pay` }),
    audit: { resource: 'invoices', action: 'pay' },
  },
  {
    route: 'POST /api/invoices/{id}/void',
    as: 'superadmin@demo.test',
    call: async (t) => ({ url: `/api/invoices/${(await invoiceIn(t, ['draft', 'open'])).id}/void` }),
    audit: { resource: 'invoices', action: 'void' },
  },
];

export const ACTION_EXAMPLES: WriteCall[] = [...CATALOG, ...ORDERS, ...FLOOR, ...BILLING];
