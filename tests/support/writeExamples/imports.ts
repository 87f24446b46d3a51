/**
 * Write-contract examples of the CSV imports (server/framework/csvImport.ts): one per importable
 * declaration, each one audit row (`import`) for the request however many rows it saves. Their
 * `validate` twins save nothing and are exempt.
 */
import type { WriteCall } from '../writeExamples';

const rowsOf: Record<string, { as: string; body: Record<string, unknown> }> = {
  customers: {
    as: 'admin@demo.test',
    body: { rows: [{ first: 'Contract', last: 'Import', email: 'contract.import@example.test' }, { first: 'Second', last: 'Import' }] },
  },
  materials: { as: 'superadmin@demo.test', body: { rows: [{ name: 'Contract Import Paper', sku: 'CONTRACT-IMPORT-1' }] } },
  vendors: { as: 'admin@demo.test', body: { rows: [{ brand_name: 'Contract Import Mill' }] } },
  'trackable-items': { as: 'technician@demo.test', body: { rows: [{ sku: 'CONTRACT-IMP-1', name: 'Contract import roll' }] } },
};

export const IMPORT_EXAMPLES: WriteCall[] = Object.entries(rowsOf).map(([name, { as, body }]) => ({
  route: `POST /api/imports/${name}`,
  as,
  call: async () => ({ url: `/api/imports/${name}`, body }),
  audit: { resource: name, action: 'import' },
}));

export const IMPORT_EXEMPT: Record<string, string> = Object.fromEntries(
  Object.keys(rowsOf).map((name) => [`POST /api/imports/${name}/validate`, 'a dry run that reports what an import would do']),
);
