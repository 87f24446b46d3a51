/**
 * Write-contract examples for the declared resources' CRUD, accounts and reference data.
 * Same shape and rules as tests/support/writeExamples.ts, which runs these after its own: each
 * record is created, changed, then deleted by the examples that follow, so the database is left
 * as it was found for the examples after these.
 */
import { eq } from 'drizzle-orm';
import {
  artTypes,
  brands,
  checklistItems,
  collections,
  customerAddresses,
  customerAddressTypes,
  customers,
  customerTypes,
  employees,
  featureFlags,
  fonts,
  generatedMockups,
  languages,
  materials,
  mockupCategories,
  mockups,
  orders,
  pricingTemplates,
  printers,
  products,
  translationKeys,
  users,
  wasteRecords,
  weighQueue,
} from '../../../server/db/schema';
import { pngImage } from '../images';
import type { TestApp } from '../testApp';
import type { WriteCall } from '../writeExamples';
import { DEMO_PASSWORD } from '../testDatabase';
import { emailedToken, lineItemIn, newest } from './find';

const BOSS = 'superadmin@demo.test';
const ADMIN = 'admin@demo.test';
/** The account the sign-up example opens; the account examples after it act as its owner. */
const SIGN_UP = 'contract-sign-up@example.test';
const INVITED = 'contract-invited@example.test';

type Call = WriteCall['call'];
const example = (route: string, as: string | undefined, audit: string, call: Call, actor?: string): WriteCall => {
  const [resource, action] = audit.split(' ');
  return { route, as, actor, call, audit: { resource, action } };
};

/** Create, update by path id and delete by path id of a reference-data resource of the framework. */
function pathCrud(base: string, table: Parameters<typeof newest>[1], resource: string, create: Record<string, unknown>, as = BOSS) {
  return [
    example(`POST /api/${base}`, as, `${resource} create`, async () => ({ url: `/api/${base}`, body: create })),
    example(`PUT /api/${base}/{id}`, as, `${resource} update`, async (t) => ({
      url: `/api/${base}/${(await newest(t, table)).id}`,
      body: { description: 'Changed by the write contract' },
    })),
    example(`DELETE /api/${base}/{id}`, as, `${resource} delete`, async (t) => ({ url: `/api/${base}/${(await newest(t, table)).id}` })),
  ];
}

/** A brand-1 product with a pattern and an analysed room: what a mockup generation needs (made here when the seed has none). */
async function generationInputs(t: TestApp) {
  const db = t.ctx.database.db;
  const stored = await t.ctx.storage.put('contract', pngImage(64, 64), 'image/png', 'png');
  const [product] = await db
    .update(products)
    .set({ pattern_file: stored.key })
    .where(eq(products.id, (await newest(t, products, eq(products.brand_id, 1))).id))
    .returning();
  const [room] = await db
    .insert(mockups)
    .values({
      name: 'Contract Analysed Room',
      image: stored.url,
      image_key: stored.key,
      width: 64,
      height: 64,
      status: 'analyzed',
      mask_key: stored.key,
      shading_key: stored.key,
    })
    .returning();
  return { product, room };
}

const CATALOG: WriteCall[] = [
  example('POST /api/brands', BOSS, 'brands create', async () => ({ url: '/api/brands', body: { name: 'Contract Brand' } })),
  example('DELETE /api/brands/{id}', BOSS, 'brands delete', async (t) => ({
    url: `/api/brands/${(await newest(t, brands, eq(brands.name, 'Contract Brand'))).id}`,
  })),
  example('POST /api/collections', ADMIN, 'collections create', async () => ({
    url: '/api/collections',
    body: { name: 'Contract Collection', brand_id: 1 },
  })),
  example('PUT /api/collections', ADMIN, 'collections update', async (t) => ({
    url: '/api/collections',
    body: { id: (await newest(t, collections)).id, name: 'Contract Collection Renamed' },
  })),
  example('DELETE /api/collections', ADMIN, 'collections delete', async (t) => ({
    url: `/api/collections?collection_id=${(await newest(t, collections)).id}`,
  })),
  example('POST /api/fonts', BOSS, 'fonts create', async () => ({
    url: '/api/fonts',
    body: { name: 'Contract Sans', family: 'sans-serif' },
  })),
  example('PUT /api/fonts/{id}', BOSS, 'fonts update', async (t) => ({
    url: `/api/fonts/${(await newest(t, fonts)).id}`,
    body: { url: null, family: 'serif' },
  })),
  example('DELETE /api/fonts/{id}', BOSS, 'fonts delete', async (t) => ({ url: `/api/fonts/${(await newest(t, fonts)).id}` })),
  ...pathCrud('art-types', artTypes, 'art-types', { name: 'Contract Art' }),
  example('POST /api/mockup-categories', BOSS, 'mockup-categories create', async () => ({
    url: '/api/mockup-categories',
    body: { name: 'Contract Room', category_type: 'ROOM_TYPE' },
  })),
  example('PUT /api/mockup-categories/{id}', BOSS, 'mockup-categories update', async (t) => ({
    url: `/api/mockup-categories/${(await newest(t, mockupCategories)).id}`,
    body: { name: 'Contract Room Renamed' },
  })),
  example('DELETE /api/mockup-categories/{id}', BOSS, 'mockup-categories delete', async (t) => ({
    url: `/api/mockup-categories/${(await newest(t, mockupCategories)).id}`,
  })),
  example('POST /api/materials', BOSS, 'materials create', async () => ({
    url: '/api/materials',
    body: { name: 'Contract Paper', sku: 'CONTRACT-PAPER', roll_width_inches: 24 },
  })),
  example('PUT /api/materials/{id}', BOSS, 'materials update', async (t) => ({
    url: `/api/materials/${(await newest(t, materials)).id}`,
    body: { description: 'Changed by the write contract' },
  })),
  example('DELETE /api/materials/{id}', BOSS, 'materials delete', async (t) => ({
    url: `/api/materials/${(await newest(t, materials)).id}`,
  })),
  example('POST /api/products', ADMIN, 'products create', async () => ({
    url: '/api/products',
    body: { name: 'Contract Product', brand_id: 1 },
  })),
  example('PUT /api/products', ADMIN, 'products update', async (t) => ({
    url: '/api/products',
    body: { id: (await newest(t, products)).id, description: 'Changed by the write contract' },
  })),
  example('DELETE /api/products/{id}', ADMIN, 'products delete', async (t) => ({
    url: `/api/products/${(await newest(t, products)).id}`,
  })),
  example('POST /api/mockups/generated', BOSS, 'generated-mockups queue', async (t) => {
    const { product, room } = await generationInputs(t);
    return { url: '/api/mockups/generated', body: { product_id: product.id, mockup_ids: [room.id] } };
  }),
  example('DELETE /api/mockups/generated/{id}', BOSS, 'generated-mockups delete', async (t) => {
    // What the queued job keeps once it has rendered (no job runs here).
    const { product, room } = await generationInputs(t);
    const [made] = await t.ctx.database.db
      .insert(generatedMockups)
      .values({ mockup_id: room.id, product_id: product.id, brand_id: 1, image: room.image, image_key: room.image_key })
      .returning();
    return { url: `/api/mockups/generated/${made.id}` };
  }),
  example('POST /api/mockups', BOSS, 'mockups create', async () => ({
    url: '/api/mockups',
    body: { name: 'Contract Room Photo' },
    files: { mockup_file: { content: pngImage(64, 48), name: 'mockup_file.png' } },
  })),
  example('PUT /api/mockups', BOSS, 'mockups update', async (t) => ({
    url: '/api/mockups',
    body: { id: (await newest(t, mockups)).id, name: 'Contract Room Photo Renamed' },
  })),
  example('DELETE /api/mockups', BOSS, 'mockups delete', async (t) => ({ url: `/api/mockups?mockup_id=${(await newest(t, mockups)).id}` })),
];

const SETTINGS: WriteCall[] = [
  example('POST /api/checklist/items', BOSS, 'checklist-items create', async () => ({
    url: '/api/checklist/items',
    body: { name: 'Contract step', rank: 99, completion_type: 'manual' },
  })),
  example('PUT /api/checklist/items', BOSS, 'checklist-items update', async (t) => ({
    url: '/api/checklist/items',
    body: { id: (await newest(t, checklistItems)).id, link: '/contract' },
  })),
  example('DELETE /api/checklist/items', BOSS, 'checklist-items archive', async (t) => ({
    url: `/api/checklist/items?id=${(await newest(t, checklistItems)).id}`,
  })),
  // The flag the first examples made.
  example('PUT /api/feature-flags/{id}', BOSS, 'feature-flags update', async (t) => ({
    url: `/api/feature-flags/${(await newest(t, featureFlags, eq(featureFlags.flag_name, 'contract-flag'))).id}`,
    body: { description: 'Changed by the write contract' },
  })),
  example('DELETE /api/feature-flags/{id}', BOSS, 'feature-flags delete', async (t) => ({
    url: `/api/feature-flags/${(await newest(t, featureFlags, eq(featureFlags.flag_name, 'contract-flag'))).id}`,
  })),
  example('POST /api/languages', BOSS, 'languages create', async () => ({
    url: '/api/languages',
    body: { language: { name: 'Deutsch', language_key: 'de' } },
  })),
  example('PUT /api/languages', BOSS, 'languages update', async (t) => ({
    url: '/api/languages',
    body: { language: { id: (await newest(t, languages)).id, name: 'German' } },
  })),
  example('DELETE /api/languages', BOSS, 'languages delete', async (t) => ({
    url: `/api/languages?language_id=${(await newest(t, languages)).id}`,
  })),
];

const CUSTOMERS: WriteCall[] = [
  ...pathCrud('customers/address/types', customerAddressTypes, 'customer-address-types', { name: 'Contract Dock' }),
  ...pathCrud('customers/types', customerTypes, 'customer-types', { name: 'Contract Trade' }),
  example('POST /api/customers', ADMIN, 'customers create', async () => ({
    url: '/api/customers',
    body: { first: 'Connie', last: 'Tract', email: 'connie@example.test', brand_id: 1 },
  })),
  example('POST /api/customers/address', ADMIN, 'customer-addresses create', async (t) => ({
    url: '/api/customers/address',
    body: { customer_id: (await newest(t, customers)).id, address1: '1 Contract Lane', city: 'Lyon', country_code: 'FR' },
  })),
  example('PUT /api/customers/address', ADMIN, 'customer-addresses update', async (t) => ({
    url: '/api/customers/address',
    body: { id: (await newest(t, customerAddresses)).id, city: 'Paris' },
  })),
  example('DELETE /api/customers/address/{id}', ADMIN, 'customer-addresses delete', async (t) => ({
    url: `/api/customers/address/${(await newest(t, customerAddresses)).id}`,
  })),
  example('PUT /api/customers', ADMIN, 'customers update', async (t) => ({
    url: '/api/customers',
    body: { id: (await newest(t, customers)).id, notes: 'Changed by the write contract' },
  })),
  example('DELETE /api/customers/{id}', ADMIN, 'customers delete', async (t) => ({
    url: `/api/customers/${(await newest(t, customers)).id}`,
  })),
];

const ORDERS: WriteCall[] = [
  example('PUT /api/orders', ADMIN, 'orders update', async (t) => ({
    url: '/api/orders',
    body: { id: (await newest(t, orders, eq(orders.brand_id, 1))).id, note: 'Changed by the write contract' },
  })),
  example('PUT /api/line-items', ADMIN, 'line-items update', async (t) => {
    const item = await lineItemIn(t, 'pending');
    return { url: '/api/line-items', body: { id: item.id, quantity: (item.quantity ?? 1) + 1 } };
  }),
  example('POST /api/v2/orders-audit', ADMIN, 'order-events create', async (t) => ({
    url: '/api/v2/orders-audit',
    body: { order_id: (await newest(t, orders, eq(orders.brand_id, 1))).id, message: 'Called the customer' },
  })),
];

const PRODUCTION: WriteCall[] = [
  example('POST /api/employees', BOSS, 'employees create', async () => ({
    url: '/api/employees',
    body: { name: 'Contract Printer Operator', badge: 'EMP-CONTRACT' },
  })),
  example('PUT /api/employees/{id}', BOSS, 'employees update', async (t) => ({
    url: `/api/employees/${(await newest(t, employees)).id}`,
    body: { is_active: false },
  })),
  example('DELETE /api/employees/{id}', BOSS, 'employees delete', async (t) => ({
    url: `/api/employees/${(await newest(t, employees)).id}`,
  })),
  example('POST /api/printers/line-item-issues', BOSS, 'line-item-issues create', async (t) => ({
    url: '/api/printers/line-item-issues',
    body: { line_item_id: (await lineItemIn(t, 'in_production')).id, reason: 'misprint', notes: 'Banding on the second drop' },
  })),
  ...pathCrud('printers', printers, 'printers', { name: 'Contract Printer' }),
  example('DELETE /api/scan/weight-queue', BOSS, 'weigh-queue delete', async (t) => ({
    url: `/api/scan/weight-queue?id=${(await newest(t, weighQueue)).id}`,
  })),
  example('POST /api/waste-tracking', BOSS, 'waste-records create', async (t) => ({
    url: '/api/waste-tracking',
    body: { category: 'Trim', material_id: (await newest(t, materials)).id, weight_pounds: 2 },
  })),
  example('PUT /api/waste-tracking/{id}', BOSS, 'waste-records update', async (t) => ({
    url: `/api/waste-tracking/${(await newest(t, wasteRecords)).id}`,
    body: { notes: 'Changed by the write contract' },
  })),
  example('DELETE /api/waste-tracking/{id}', BOSS, 'waste-records delete', async (t) => ({
    url: `/api/waste-tracking/${(await newest(t, wasteRecords)).id}`,
  })),
  ...pathCrud('pricing/pricing-templates', pricingTemplates, 'pricing-templates', { name: 'Contract Pricing', currency: 'USD' }),
];

/** Sign-up, verification, profile, password, invitation and permission: one audit row each, as the person acting. */
const ACCOUNTS: WriteCall[] = [
  example(
    'POST /api/auth/create',
    undefined,
    'users sign-up',
    async () => ({
      url: '/api/auth/create',
      body: {
        is_new_brand: true,
        brand: { name: 'Contract Sign-up Walls' },
        first: 'Sig',
        last: 'Nup',
        email: SIGN_UP,
        password: DEMO_PASSWORD,
        permission: 2,
      },
    }),
    SIGN_UP,
  ),
  example(
    'POST /api/auth/verify-email',
    undefined,
    'users verify-email',
    async (t) => {
      const { id, token } = await emailedToken(t, SIGN_UP);
      return { url: '/api/auth/verify-email', body: { user_id: id, verify_token: token } };
    },
    SIGN_UP,
  ),
  example('PUT /api/auth/me', SIGN_UP, 'users update', async () => ({ url: '/api/auth/me', body: { first: 'Signe', last: 'Nup' } })),
  example('POST /api/auth/change-password', SIGN_UP, 'users change-password', async () => ({
    url: '/api/auth/change-password',
    body: { current_password: DEMO_PASSWORD, password: `${DEMO_PASSWORD}x` },
  })),
  example(
    'POST /api/auth/reset-password',
    undefined,
    'users reset-password',
    async (t) => {
      const forgot = await t.api.post('/api/auth/reset-password').send({ email: SIGN_UP, send_reset_email: true });
      if (forgot.status !== 202) throw new Error(`forgot password: ${forgot.status}`);
      const { id, token } = await emailedToken(t, SIGN_UP);
      return { url: '/api/auth/reset-password', body: { id, reset_token: token, send_reset_email: false, password: DEMO_PASSWORD } };
    },
    SIGN_UP,
  ),
  example(
    'POST /api/auth/update',
    undefined,
    'users accept-invitation',
    async (t) => {
      const admin = await t.as(ADMIN);
      const invited = await admin.post('/api/auth/create').send({ brand_id: 1, email: INVITED, permission: 1 });
      if (invited.status !== 201) throw new Error(`invite: ${invited.status} ${JSON.stringify(invited.body)}`);
      const { id, token } = await emailedToken(t, INVITED);
      return { url: '/api/auth/update', body: { id, verify_token: token, first: 'Vita', last: 'Ted', password: DEMO_PASSWORD } };
    },
    INVITED,
  ),
  example('POST /api/auth/permissions', ADMIN, 'users change-permission', async (t) => ({
    url: '/api/auth/permissions',
    body: { user_id: (await newest(t, users, eq(users.email, INVITED))).id, permission_id: 2 },
  })),
  example('DELETE /api/auth/users', ADMIN, 'users delete', async (t) => ({
    url: `/api/auth/users?user_id=${(await newest(t, users, eq(users.email, INVITED))).id}`,
  })),
  // The key the first examples made.
  example('DELETE /api/translation/keys', BOSS, 'translation-keys delete', async (t) => ({
    url: `/api/translation/keys?translation_key_id=${(await newest(t, translationKeys, eq(translationKeys.translation_key, 'contract.example'))).id}`,
  })),
];

export const RECORD_EXAMPLES: WriteCall[] = [...CATALOG, ...SETTINGS, ...CUSTOMERS, ...ORDERS, ...PRODUCTION, ...ACCOUNTS];
