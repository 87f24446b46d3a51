/**
 * A valid call of each write route for the write-policy contract (tests/api/writeContract.test.ts):
 * who sends it, what, and the one audit row it must leave. Examples run in this order on one
 * database, so each finds the records it needs (an open order, a pending line item …) as the seed
 * and the examples before it left them. Routes that are not a change of our records are exempt,
 * with the reason.
 */
import type { TestApp } from './testApp';
import { firstOrder, lineItemIn, manualChecklistItem } from './writeExamples/find';
import { ACTION_EXAMPLES } from './writeExamples/actions';
import { RECORD_EXAMPLES } from './writeExamples/records';
import { IMPORT_EXAMPLES, IMPORT_EXEMPT, MATERIAL_ALIAS_EXAMPLES } from './writeExamples/imports';

/** A file of a multipart example: its bytes and the name it is sent with. */
export interface WriteFile {
  content: Buffer;
  name: string;
}

export interface WriteCall {
  /** `METHOD /api/path` as in the OpenAPI document. */
  route: string;
  /** Whose session sends the call; none for a public call (a link from an email, a sign-up). */
  as?: string;
  /** The audit row's actor when it is not `as`: the person a public call acts as (the addressee of the link). */
  actor?: string;
  /**
   * The URL to call (path parameters and query filled) and the JSON body; with `files`, a
   * multipart form instead: the body's entries as fields and the files attached.
   */
  call(t: TestApp): Promise<{ url: string; body?: Record<string, unknown>; files?: Record<string, WriteFile> }>;
  /** The audit row the call writes. */
  audit: { resource: string; action: string };
}

const FIRST_EXAMPLES: WriteCall[] = [
  {
    route: 'POST /api/billing/details',
    as: 'admin@demo.test',
    call: async () => ({ url: '/api/billing/details', body: { brand_id: 1, plan: 'token_advanced_plan', company_name: 'Contract Walls' } }),
    audit: { resource: 'billing', action: 'update' },
  },
  {
    route: 'POST /api/orders/push-order',
    as: 'admin@demo.test',
    call: async (t) => ({ url: '/api/orders/push-order', body: { order_id: (await lineItemIn(t, 'pending')).order_id } }),
    audit: { resource: 'orders', action: 'push' },
  },
  {
    route: 'POST /api/orders/regenerate-jdml',
    as: 'admin@demo.test',
    call: async (t) => {
      const item = await lineItemIn(t, 'in_production');
      return { url: '/api/orders/regenerate-jdml', body: { order_id: item.order_id, line_item: item.id } };
    },
    audit: { resource: 'line-items', action: 'regenerate-jdml' },
  },
  {
    route: 'POST /api/orders/order-cancel',
    as: 'admin@demo.test',
    call: async (t) => ({ url: '/api/orders/order-cancel', body: { order_id: (await firstOrder(t, 'UNFULFILLED')).id } }),
    audit: { resource: 'orders', action: 'cancel' },
  },
  {
    route: 'POST /api/giftwraps',
    as: 'admin@demo.test',
    call: async (t) => ({
      url: '/api/giftwraps',
      body: { order_id: (await firstOrder(t, 'UNFULFILLED')).id, message: 'Happy housewarming' },
    }),
    audit: { resource: 'orders', action: 'giftwrap' },
  },
  {
    route: 'POST /api/v2/email/send',
    as: 'admin@demo.test',
    call: async (t) => ({
      url: '/api/v2/email/send',
      body: { order_id: (await firstOrder(t, 'UNFULFILLED')).id, template: 'custom', to: 'someone@example.com', message: 'Hello' },
    }),
    audit: { resource: 'orders', action: 'email' },
  },
  {
    route: 'POST /api/customers/sync',
    as: 'admin2@demo.test',
    call: async () => ({ url: '/api/customers/sync', body: { shopify_id: '72000333' } }),
    audit: { resource: 'customers', action: 'sync' },
  },
  {
    route: 'POST /api/translation',
    as: 'superadmin@demo.test',
    call: async () => ({ url: '/api/translation', body: { language_id: 1, translation_key: 'contract.example', text: 'An example' } }),
    audit: { resource: 'translations', action: 'create' },
  },
  {
    route: 'PUT /api/translation',
    as: 'superadmin@demo.test',
    call: async () => ({ url: '/api/translation', body: { language_id: 1, translation_key: 'contract.example', text: 'Changed' } }),
    audit: { resource: 'translations', action: 'update' },
  },
  {
    route: 'POST /api/checklist/maps',
    as: 'superadmin@demo.test',
    call: async (t) => ({ url: '/api/checklist/maps', body: { brand_id: 2, completed_item_id: (await manualChecklistItem(t)).id } }),
    audit: { resource: 'checklist-maps', action: 'complete' },
  },
  {
    route: 'DELETE /api/checklist/maps',
    as: 'superadmin@demo.test',
    call: async (t) => ({ url: `/api/checklist/maps?brand_id=2&completed_item_id=${(await manualChecklistItem(t)).id}` }),
    audit: { resource: 'checklist-maps', action: 'uncomplete' },
  },
  {
    route: 'POST /api/brand-channel/connect-channel',
    as: 'admin@demo.test',
    call: async () => ({ url: '/api/brand-channel/connect-channel', body: { brand_id: 1, channel: 'SHOPIFY' } }),
    audit: { resource: 'brand-channels', action: 'connect-channel' },
  },
  {
    route: 'PUT /api/brands',
    as: 'admin@demo.test',
    call: async () => ({ url: '/api/brands', body: { id: 1, name: 'Wallflower Studio Contract' } }),
    audit: { resource: 'brands', action: 'update' },
  },
  {
    route: 'POST /api/feature-flags',
    as: 'superadmin@demo.test',
    call: async () => ({ url: '/api/feature-flags', body: { flag_name: 'contract-flag', production_value: true } }),
    audit: { resource: 'feature-flags', action: 'create' },
  },
];

/** Every example, in the order they run. */
export const WRITE_EXAMPLES: WriteCall[] = [
  ...FIRST_EXAMPLES,
  ...RECORD_EXAMPLES,
  ...ACTION_EXAMPLES,
  ...IMPORT_EXAMPLES,
  ...MATERIAL_ALIAS_EXAMPLES,
];

/** Write routes that change none of our records, or whose record is not ours to audit. */
export const WRITE_EXEMPT: Record<string, string> = {
  ...IMPORT_EXEMPT,
  'POST /api/graphql': 'GraphQL mutations are checked field by field (the mutation part of the contract)',
  'POST /api/auth/login': 'signing in opens a session, no record changes',
  'POST /api/auth/logout': 'signing out ends a session, no record changes',
  'POST /api/analytics/events': 'a product event, not a record change',
  'POST /api/v2/inventory/scan': 'a lookup: what a barcode is',
  'POST /api/checklist/page-visits': 'a page visit counter; completions it causes are audited one per item',
  'POST /api/bulk-upload/validate': 'a dry run that reports what an upload would do',
  'POST /api/scan/manual-search': 'a search at the weigh station',
  'POST /api/products/shopify-products': 'reads the store’s products',
  'POST /api/employees/sign-in': 'opens a station shift for a badge: a session, as signing in is',
  'POST /api/employees/sign-out': 'ends a station shift: a session, as signing out is',
  'POST /api/scan/identify': 'a lookup: what a scanned code is',
  'POST /api/aws-presigner': 'signs an upload URL; the record changes when the key is saved',
  'POST /api/storage/{key}': 'signed storage calls: files, not records',
  'PUT /api/storage/{key}': 'signed storage calls: files, not records',
  'DELETE /api/storage/{key}': 'signed storage calls: files, not records',
  'POST /api/webhooks/shopify/orders': 'the store’s payload (signed), imported through the order queue',
  'POST /api/webhooks/easypost': 'the carrier’s payload (signed)',
  'POST /api/admin-tools/backups':
    'a copy of the embedded database, no record changes (audited all the same; the test databases are external, where it is refused: tests/api/backups.test.ts)',
  'POST /api/invoices': 'the invoice list: a filter in the body, nothing changes',
  'PUT /api/invoices/{id}': 'every field of an invoice is the server’s (issue, void and pay change it): an update changes nothing',
  'PUT /api/jdml/{id}': 'every field of a JDML is the server’s (made by generation): an update changes nothing',
  'PUT /api/queues/order-processor/{id}':
    'every field of a queued order is the server’s (retry and dismiss change it): an update changes nothing',
};
