/**
 * Write-contract examples of the CSV imports (server/framework/csvImport.ts): one per importable
 * declaration, each one audit row (`import`) for the request however many rows it saves. Their
 * `validate` twins save nothing and are exempt. Then the store material names the failed order
 * queue maps (material-aliases), made, changed and deleted.
 */
import { asc, desc, isNull } from 'drizzle-orm';
import { materialAliases, materials, pricingTemplates } from '../../../server/db/schema';
import type { TestApp } from '../testApp';
import type { WriteCall } from '../writeExamples';

const rowsOf: Record<string, { as: string; body: Record<string, unknown> }> = {
  customers: {
    as: 'admin@demo.test',
    body: {
      rows: [
        { first: 'Contract', last: 'Import', email: 'contract.import@example.test' },
        { first: 'Second', last: 'Import' },
      ],
    },
  },
  materials: { as: 'superadmin@demo.test', body: { rows: [{ name: 'Contract Import Paper', sku: 'CONTRACT-IMPORT-1' }] } },
  vendors: { as: 'admin@demo.test', body: { rows: [{ brand_name: 'Contract Import Mill' }] } },
  'trackable-items': { as: 'technician@demo.test', body: { rows: [{ sku: 'CONTRACT-IMP-1', name: 'Contract import roll' }] } },
};

const firstTemplate = async (t: TestApp) =>
  (await t.ctx.database.db.select().from(pricingTemplates).orderBy(asc(pricingTemplates.id)).limit(1))[0];

export const IMPORT_EXAMPLES: WriteCall[] = [
  ...Object.entries(rowsOf).map(([name, { as, body }]) => ({
    route: `POST /api/imports/${name}`,
    as,
    call: async () => ({ url: `/api/imports/${name}`, body }),
    audit: { resource: name, action: 'import' },
  })),
  // A template's price lines (server/billing/priceLineImport.ts): one row on the template.
  {
    route: 'POST /api/imports/pricing-lines',
    as: 'superadmin@demo.test',
    call: async (t) => ({
      url: '/api/imports/pricing-lines',
      body: {
        template_id: (await firstTemplate(t)).id,
        rows: [{ material: 'PS-MATTE', basis: 'sample', min_quantity: '50', internal_price: '1.00', brand_price: '3.00' }],
      },
    }),
    audit: { resource: 'pricing-templates', action: 'import' },
  },
];

export const IMPORT_EXEMPT: Record<string, string> = Object.fromEntries(
  [...Object.keys(rowsOf), 'pricing-lines'].map((name) => [
    `POST /api/imports/${name}/validate`,
    'a dry run that reports what an import would do',
  ]),
);

const newestAlias = async (t: TestApp) =>
  (await t.ctx.database.db.select().from(materialAliases).orderBy(desc(materialAliases.id)).limit(1))[0];
const sharedMaterial = async (t: TestApp) =>
  (await t.ctx.database.db.select().from(materials).where(isNull(materials.brand_id)).limit(1))[0];

export const MATERIAL_ALIAS_EXAMPLES: WriteCall[] = [
  {
    route: 'POST /api/material-aliases',
    as: 'admin@demo.test',
    call: async (t) => ({ url: '/api/material-aliases', body: { store_name: 'Contract Foil', material_id: (await sharedMaterial(t)).id } }),
    audit: { resource: 'material-aliases', action: 'create' },
  },
  {
    route: 'PUT /api/material-aliases/{id}',
    as: 'admin@demo.test',
    call: async (t) => ({ url: `/api/material-aliases/${(await newestAlias(t)).id}`, body: { store_name: 'Contract Foil 2' } }),
    audit: { resource: 'material-aliases', action: 'update' },
  },
  {
    route: 'DELETE /api/material-aliases/{id}',
    as: 'admin@demo.test',
    call: async (t) => ({ url: `/api/material-aliases/${(await newestAlias(t)).id}` }),
    audit: { resource: 'material-aliases', action: 'delete' },
  },
];
