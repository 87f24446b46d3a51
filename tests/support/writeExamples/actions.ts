/**
 * Write-contract examples for the hand-written action routes (products, production, shipping, pricing, invoices, billing).
 * Same shape and rules as tests/support/writeExamples.ts, which runs these after its own.
 */
import { pngImage } from '../images';
import type { WriteCall } from '../writeExamples';
import { analyzedMockup, designOf } from './find';

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

export const ACTION_EXAMPLES: WriteCall[] = [...CATALOG];
