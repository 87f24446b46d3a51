/**
 * The image policy on every image route (issue 30, finding 4): decompression bombs, images that
 * declare more pixels than they hold and truncated files are refused with a 4xx naming the field,
 * without being decoded (the server's memory stays put); an accepted image is stored as a
 * re-encoded copy, never as the bytes sent.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, jdmlSections, jdmls, lineItems, orders, products } from '../../server/db/schema';
import { MAX_IMAGE_PIXELS } from '../../server/http/imagePolicy';
import { hostileImages, pngImage } from '../support/images';
import { testApp, type TestApp } from '../support/testApp';

let t: TestApp;
let token: string;
const ids = { order: 0, product: 0, section: 0, mockup: 0, collection: 0 };

beforeAll(async () => {
  t = await testApp();
  token = await t.login('superadmin@demo.test');
  const db = t.ctx.database.db;
  const [product] = await db.select().from(products).where(eq(products.brand_id, 1)).limit(1);
  const [item] = await db
    .select({ line: lineItems, order: orders })
    .from(lineItems)
    .innerJoin(orders, eq(orders.id, lineItems.order_id))
    .where(eq(orders.brand_id, 1))
    .limit(1);
  const [jdml] = await db
    .insert(jdmls)
    .values({
      line_item_id: item.line.id,
      order_id: item.order.id,
      brand_id: 1,
      material_id: item.line.material_id,
      drops: 1,
      drop_length_inches: 100,
      width_inches: 24,
      xml: '<JDF/>',
    })
    .returning();
  const [section] = await db
    .insert(jdmlSections)
    .values({ jdml_id: jdml.id, position: 1, width_inches: 24, length_inches: 100 })
    .returning();
  const mockup = (
    await t.api
      .post('/api/mockups')
      .set('Authorization', `Bearer ${token}`)
      .field('name', 'Room')
      .attach('mockup_file', pngImage(64, 48), 'room.png')
  ).body;
  const [collection] = await db.select().from(collections).where(eq(collections.brand_id, 1)).limit(1);
  Object.assign(ids, { order: item.order.id, product: product.id, section: section.id, mockup: mockup.id, collection: collection.id });
});
afterAll(async () => {
  await t.close();
});

interface ImageRoute {
  method: 'post' | 'put';
  path: string;
  file: string;
  fields: () => Record<string, string>;
}

/** Every route that takes an image, with the fields that get a request as far as its image. */
const ROUTES: ImageRoute[] = [
  { method: 'post', path: '/api/brands/logo', file: 'brand_logo', fields: () => ({ brand_id: '1' }) },
  { method: 'put', path: '/api/brands/header', file: 'header', fields: () => ({ brand_id: '1' }) },
  { method: 'post', path: '/api/collections', file: 'collection_logo', fields: () => ({ brand_id: '1', name: 'Hostile' }) },
  { method: 'put', path: '/api/collections', file: 'secondary_image', fields: () => ({ id: String(ids.collection), brand_id: '1' }) },
  { method: 'post', path: '/api/giftwraps', file: 'image', fields: () => ({ order_id: String(ids.order) }) },
  { method: 'put', path: '/api/jdml/section', file: 'print_file', fields: () => ({ id: String(ids.section) }) },
  { method: 'post', path: '/api/products/create', file: 'pattern_file', fields: () => ({ brand_id: '1', name: 'Hostile' }) },
  {
    method: 'post',
    path: '/api/products/update',
    file: 'pattern_file',
    fields: () => ({ brand_id: '1', product_id: String(ids.product) }),
  },
  {
    method: 'post',
    path: '/api/products/half-step-repair',
    file: 'file',
    fields: () => ({ brand_id: '1', product_id: String(ids.product) }),
  },
  { method: 'post', path: '/api/mockups', file: 'mockup_file', fields: () => ({ name: 'Hostile' }) },
  { method: 'put', path: '/api/mockups', file: 'mockup_file', fields: () => ({ id: String(ids.mockup) }) },
  {
    method: 'post',
    path: '/api/mockups/generate-mockup',
    file: 'mockup_file',
    fields: () => ({ data: JSON.stringify({ mockup_id: ids.mockup, product_id: ids.product }) }),
  },
];

const HOSTILE = [
  { name: 'a 16,000 × 16,000 PNG of a few KB', bytes: hostileImages.bomb(), status: 413, message: /million pixels/ },
  { name: 'a tiny PNG declaring 50,000 × 50,000', bytes: hostileImages.declaredHuge(), status: 413, message: /million pixels/ },
  { name: 'a GIF declaring 65,535 × 65,535', bytes: hostileImages.gifHuge(), status: 413, message: /million pixels/ },
  { name: 'a truncated PNG', bytes: hostileImages.truncated(), status: 400, message: /damaged or incomplete/ },
];

const send = (route: ImageRoute, bytes: Buffer, name: string) => {
  let req = t.api[route.method](route.path).set('Authorization', `Bearer ${token}`);
  for (const [key, value] of Object.entries(route.fields())) req = req.field(key, value);
  return req.attach(route.file, bytes, name);
};

describe('the image policy', () => {
  it('covers every route that takes a file', async () => {
    const doc = (await t.api.get('/api/openapi.json')).body;
    const multipart = Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.requestBody?.content?.['multipart/form-data'])
        .map(([method]) => `${method} ${path}`),
    );
    const covered = [...ROUTES.map((r) => `${r.method} ${r.path}`), 'post /api/bulk-upload/validate', 'post /api/bulk-upload'];
    expect(multipart.filter((op) => !covered.includes(op))).toEqual([]);
  });

  it(
    'refuses bombs, huge declared sizes and truncated files on every image route, without decoding them',
    { timeout: 120_000 },
    async () => {
      const before = process.memoryUsage().rss;
      for (const route of ROUTES) {
        for (const hostile of HOSTILE) {
          const res = await send(route, hostile.bytes, hostile.name.includes('GIF') ? 'x.gif' : 'x.png');
          expect(res.status, `${route.method} ${route.path}: ${hostile.name} ${JSON.stringify(res.body)}`).toBe(hostile.status);
          expect(res.body.error.message, `${route.path}: ${hostile.name}`).toMatch(hostile.message);
          expect(Object.keys(res.body.error.errors), `${route.path}: ${hostile.name}`).toEqual([route.file]);
        }
      }
      // Decoding the bomb alone would take 256 MB (768 MB in colour); refused, it takes nothing.
      expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
      expect((await t.api.get('/api/health')).status).toBe(200);
    },
  );

  it('reports them per row in bulk upload’s validation', async () => {
    const csv = Buffer.from(['name,pattern_file', ...HOSTILE.map((_h, i) => `Hostile ${i},h${i}.png`)].join('\n'));
    let req = t.api
      .post('/api/bulk-upload/validate')
      .set('Authorization', `Bearer ${token}`)
      .field('brand_id', '1')
      .attach('csv', csv, 'p.csv');
    HOSTILE.forEach((h, i) => (req = req.attach('patterns', h.bytes, `h${i}.png`)));
    const report = await req;
    expect(report.status).toBe(200);
    expect(report.body.rows.map((r: any) => r.errors?.pattern_file)).toEqual([
      `Must be at most ${MAX_IMAGE_PIXELS / 1_000_000} million pixels`,
      `Must be at most ${MAX_IMAGE_PIXELS / 1_000_000} million pixels`,
      `Must be at most ${MAX_IMAGE_PIXELS / 1_000_000} million pixels`,
      'The image is damaged or incomplete',
    ]);
  });

  it('stores and serves a re-encoded copy, never the bytes sent', async () => {
    // A real PNG with data after its end: a polyglot's trick, kept by a server that stores uploads as sent.
    const sent = Buffer.concat([pngImage(20, 10), Buffer.from('<script>alert(1)</script>')]);
    const res = await send(ROUTES[0], sent, 'logo.png');
    expect(res.status).toBe(200);
    const served = await t.api.get(res.body.brand_logo).buffer(true);
    expect(served.status).toBe(200);
    expect(served.body.includes(Buffer.from('<script>'))).toBe(false);
    expect(await sharp(served.body).metadata()).toMatchObject({ format: 'png', width: 20, height: 10 });
  });
});
