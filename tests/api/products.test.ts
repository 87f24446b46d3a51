/**
 * Products (docs/requirements/catalog.md §7) on a real database: every call with good and bad input, the image jobs run
 * by the real job runner, and the store side through the demo store. Bulk upload is productsBulkUpload.test.ts's.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { COLOR_VARIANTS_REFUSED } from '../../server/adapters/storeProducts';
import { generatedMockups, mockups } from '../../server/db/schema';
import { runNextJob } from '../../server/framework/jobQueue';
import { notAnImage, oversizeFile, pattern } from '../support/images';
import { useTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
useTestApp((app) => (t = app));

/** Runs every queued job with the server's own handlers until the queue is empty. */
async function drainJobs() {
  const handlers = t.ctx.resources.jobs();
  for (let i = 0; i < 200 && (await runNextJob(t.ctx, handlers)); i++);
}

let created: any;

describe('POST products/create (multipart)', () => {
  it('creates a product with its pattern and queues a PRODUCT_UPLOAD job that makes the images', async () => {
    const user = await t.as('user@demo.test');
    const res = await user
      .post('/api/products/create')
      .field('name', 'Poppy Field')
      .field('repeat', 'straight')
      .field('material_ids', '[1,2]')
      .field('sizes', JSON.stringify(['Sample', 'Single Roll']))
      .attach('pattern_file', await pattern(), 'poppy.png');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Poppy Field',
      brand_id: 1,
      processing_status: 'pending',
      pattern_width: 64,
      material_ids: [1, 2],
    });
    expect(res.body.pattern_file).toMatch(/^products\/1\/patterns\/.+\.png$/);
    created = res.body;
    const jobs = await user.get('/api/queues/image-processor?brand_id=1');
    expect(jobs.body.find((j: any) => j.id === res.body.job_id)).toMatchObject({
      category: 'PRODUCT_UPLOAD',
      passthrough_data: { product_id: created.id },
    });

    await drainJobs();
    const after = await user.get(`/api/products/${created.id}`);
    expect(after.body).toMatchObject({ processing_status: 'ready' });
    expect((await t.api.get(after.body.thumbnail_url)).status).toBe(200);
    const print = await sharp((await t.api.get(after.body.print_url).buffer(true)).body).metadata();
    expect(print).toMatchObject({ format: 'tiff', width: 64, height: 64, density: 150 });
    const job = (await user.get('/api/queues/image-processor?brand_id=1')).body.find((j: any) => j.id === res.body.job_id);
    expect(job).toMatchObject({ status: 'processed', progress: 100 });
  });

  it('refuses a wrong type (415), a too large file (413), a corrupt image (400) and no pattern (400)', async () => {
    const user = await t.as('user@demo.test');
    const wrong = await user.post('/api/products/create').field('name', 'X1').attach('pattern_file', notAnImage, 'x.png');
    expect(wrong.status).toBe(415);
    expect(wrong.body.error.errors).toEqual({ pattern_file: 'Must be a PNG, JPEG, WebP or GIF image' });
    const big = await user.post('/api/products/create').field('name', 'X2').attach('pattern_file', oversizeFile(), 'big.png');
    expect(big.status).toBe(413);
    const png = await pattern();
    const corrupt = await user.post('/api/products/create').field('name', 'X3').attach('pattern_file', png.subarray(0, 80), 'cut.png');
    expect(corrupt.status).toBe(400);
    expect(corrupt.body.error.errors).toEqual({ pattern_file: 'The image is damaged or incomplete' });
    const none = await user.post('/api/products/create').field('name', 'X4');
    expect(none.status).toBe(400);
    expect(none.body.error.errors).toEqual({ pattern_file: 'Must provide a pattern image' });
  });

  it('refuses bad fields with field messages, another brand (403) and a taken name (409)', async () => {
    const user = await t.as('user@demo.test');
    const bad = await user
      .post('/api/products/create')
      .field('repeat', 'diagonal')
      .field('sizes', '["Huge"]')
      .attach('pattern_file', await pattern(), 'p.png');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.errors).sort()).toEqual(['name', 'repeat', 'sizes[0]'].sort());
    const other = await user
      .post('/api/products/create')
      .field('name', 'Elsewhere')
      .field('brand_id', '2')
      .attach('pattern_file', await pattern(), 'p.png');
    expect(other.status).toBe(403);
    const taken = await user
      .post('/api/products/create')
      .field('name', 'poppy field')
      .attach('pattern_file', await pattern(), 'p.png');
    expect(taken.status).toBe(409);
    // Brand 2's own material is not offered to brand 1.
    const materials = (await (await t.as('superadmin@demo.test')).get('/api/materials')).body;
    const northwind = materials.find((m: any) => m.brand_id === 2).id;
    const notOffered = await user
      .post('/api/products/create')
      .field('name', 'Linen Look')
      .field('material_ids', `[${northwind}]`)
      .attach('pattern_file', await pattern(), 'p.png');
    expect(notOffered.status).toBe(400);
    expect(notOffered.body.error.errors).toEqual({ material_ids: 'No such material for this brand' });
    expect((await user.put('/api/products').send({ id: created.id, material_ids: [northwind] })).status).toBe(400);
    // The repeat's size on paper (production cuts drops by it): inches, 1 to 1200.
    expect(created).toMatchObject({ repeat_width_inches: 24, repeat_height_inches: 24 });
    const badRepeat = await user.put('/api/products').send({ id: created.id, repeat_width_inches: 'wide', repeat_height_inches: 0 });
    expect(badRepeat.status).toBe(400);
    expect(badRepeat.body.error.errors).toEqual({ repeat_width_inches: 'Must be a number', repeat_height_inches: 'Must be at least 1' });
    const repeat = await user.put('/api/products').send({ id: created.id, repeat_width_inches: '20.5', repeat_height_inches: 25.25 });
    expect(repeat.status).toBe(200);
    expect(repeat.body).toMatchObject({ repeat_width_inches: 20.5, repeat_height_inches: 25.25 });
  });

  it('refuses colour variants with the spec’s message when the shop lacks the combined-listing role', async () => {
    // Brand 1 has no connected store (demo seed), so its shop lacks the role; brand 2's has it.
    const refused = await (
      await t.as('user@demo.test')
    )
      .post('/api/products/create')
      .field('name', 'Colourway')
      .field('color_variants', 'true')
      .attach('pattern_file', await pattern(), 'p.png');
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(COLOR_VARIANTS_REFUSED.text);
    // Its key, so the app words it in the chosen language.
    expect(refused.body.error.message_code).toBe('catalog.refusals.color_variants_requirements');
    const allowed = await (
      await t.as('admin2@demo.test')
    )
      .post('/api/products/create')
      .field('name', 'Colourway')
      .field('color_variants', 'true')
      .attach('pattern_file', await pattern(), 'p.png');
    expect(allowed.status).toBe(201);
    const update = await (await t.as('user@demo.test')).put('/api/products').send({ id: created.id, color_variants: true });
    expect(update.status).toBe(403);
    expect(update.body.error.message).toBe(COLOR_VARIANTS_REFUSED.text);
  });
});

describe('GET products', () => {
  it('answers the spec’s page of a brand’s products, filtered by has_sample and searched by queryString', async () => {
    const user = await t.as('user@demo.test');
    const page = await user.get('/api/products?brand_id=1&page_count=3&page=0');
    expect(page.status).toBe(200);
    expect(Object.keys(page.body).sort()).toEqual(['count', 'hasBefore', 'hasNext', 'results']);
    expect(page.body.results).toHaveLength(3);
    expect(page.body).toMatchObject({ hasNext: true, hasBefore: false });
    expect(page.body.results.every((p: any) => p.brand_id === 1)).toBe(true);
    const found = await user.get('/api/products?brand_id=1&page_count=10&page=0&queryString=poppy');
    expect(found.body.results.map((p: any) => p.name)).toEqual(['Poppy Field']);
    const all = await user.get('/api/products?brand_id=1&page_count=50&page=0&queryString=');
    expect(all.body.count).toBe(page.body.count);
    const withSample = await user.get('/api/products?brand_id=1&page_count=50&page=0&has_sample=true');
    expect(withSample.body.results.every((p: any) => p.has_sample)).toBe(true);
  });

  it('refuses another brand (403) and bad parameters (400); unknown ids are 404', async () => {
    const user = await t.as('user@demo.test');
    expect((await user.get('/api/products?brand_id=2')).status).toBe(403);
    expect((await user.get('/api/products?brand_id=x')).status).toBe(400);
    expect((await user.get('/api/products?page_count=0')).status).toBe(400);
    expect((await user.get('/api/products?has_sample=maybe')).status).toBe(400);
    expect((await user.get('/api/products/999999')).status).toBe(404);
    const theirs = (await (await t.as('admin2@demo.test')).get('/api/products?page_count=1&page=0')).body.results[0];
    expect((await user.get(`/api/products/${theirs.id}`)).status).toBe(403);
    expect((await (await t.as('technician@demo.test')).get('/api/products')).status).toBe(403);
  });
});

describe('pattern replacement and half-step repair', () => {
  it('replaces the pattern as a half-step repeat and processes it again (POST products/update)', async () => {
    const user = await t.as('user@demo.test');
    const res = await user
      .post('/api/products/update')
      .field('product_id', String(created.id))
      .field('brand_id', '1')
      .field('isHalfStep', 'true')
      .attach('pattern_file', await pattern('#27ae60', '#f1c40f'), 'new.png');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ repeat: 'half_step', processing_status: 'pending' });
    await drainJobs();
    const print = (await user.get(`/api/products/${created.id}`)).body.print_url;
    // The print file of a half-step repeat is the two-tile straight block.
    expect(await sharp((await t.api.get(print).buffer(true)).body).metadata()).toMatchObject({ width: 128, height: 64 });
    expect(
      (await user.post('/api/products/update').field('product_id', String(created.id)).attach('pattern_file', notAnImage, 'x.png')).status,
    ).toBe(415);
    expect(
      (
        await user
          .post('/api/products/update')
          .field('product_id', '999999')
          .attach('pattern_file', await pattern(), 'x.png')
      ).status,
    ).toBe(404);
  });

  it('repairs a half-step design into its straight block (POST products/half-step-repair)', async () => {
    const user = await t.as('user@demo.test');
    const res = await user
      .post('/api/products/half-step-repair')
      .field('product_id', String(created.id))
      .field('brand_id', '1')
      .attach('file', await pattern('#ff0000', '#0000ff'), 'half.png');
    expect(res.status).toBe(200);
    // The straight block is two half-step tiles wide: so is its repeat on paper (20.5 in before).
    expect(res.body).toMatchObject({ repeat: 'straight', pattern_width: 128, pattern_height: 64, repeat_width_inches: 41 });
    const stored = await sharp((await t.api.get(res.body.pattern_url).buffer(true)).body)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [
      ...stored.data.subarray((y * stored.info.width + x) * stored.info.channels, (y * stored.info.width + x) * stored.info.channels + 3),
    ];
    expect(at(10, 10)).toEqual([255, 0, 0]); // left tile: red on top
    expect(at(100, 10)).toEqual([0, 0, 255]); // right tile moved down half a tile: blue on top
    const corrupt = await user
      .post('/api/products/half-step-repair')
      .field('product_id', String(created.id))
      .attach('file', (await pattern()).subarray(0, 60), 'x.png');
    expect(corrupt.status).toBe(400);
    expect(
      (
        await (
          await t.as('admin2@demo.test')
        )
          .post('/api/products/half-step-repair')
          .field('product_id', String(created.id))
          .attach('file', await pattern(), 'x.png')
      ).status,
    ).toBe(403);
  });
});

describe('design toggles and the store side', () => {
  it('flips fixed scale from the current value', async () => {
    const user = await t.as('user@demo.test');
    const res = await user.put('/api/products/toggle-fixed-scale').send({ design_id: created.id, current: false });
    expect(res.status).toBe(200);
    expect(res.body.fixed_scale).toBe(true);
    expect((await user.put('/api/products/toggle-fixed-scale').send({ design_id: created.id })).status).toBe(400);
  });

  it('resyncs variants to the shop, finds them by search and pages by cursor; an empty search finds nothing', async () => {
    const user = await t.as('user@demo.test');
    const res = await user.post('/api/products/variant-resync').send({ brand_id: 1, design_id: created.id });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Variant resync started successfully.');
    expect(res.body.product.variants).toHaveLength(4); // two materials × two sizes
    expect(res.body.product.store_product_id).toBe(`demo-${created.id}`);

    const empty = await user.post('/api/products/shopify-products').send({ brand_id: 1, query: '' });
    expect(empty.status).toBe(200);
    expect(empty.body.products).toEqual([]);
    const found = await user.post('/api/products/shopify-products').send({ brand_id: 1, query: 'popp' });
    expect(found.body.products.map((p: any) => p.title)).toEqual(['Poppy Field']);

    // A second listed design to page through, one at a time.
    const second = (await user.get('/api/products?brand_id=1&page_count=50&page=0')).body.results.find(
      (p: any) => p.name !== 'Poppy Field',
    );
    await user.post('/api/products/variant-resync').send({ brand_id: 1, design_id: second.id });
    const first = await user.post('/api/products/shopify-products').send({ brand_id: 1, query: 'o', pageCount: 1 });
    expect(first.body.products).toHaveLength(1);
    expect(first.body.pageInfo.hasNextPage).toBe(true);
    const next = await user
      .post('/api/products/shopify-products')
      .send({ brand_id: 1, query: 'o', pageCount: 1, direction: 'next', cursor: first.body.pageInfo.endCursor });
    expect(next.body.products).toHaveLength(1);
    expect(next.body.products[0].id).not.toBe(first.body.products[0].id);
    const back = await user
      .post('/api/products/shopify-products')
      .send({ brand_id: 1, query: 'o', pageCount: 1, direction: 'previous', cursor: next.body.pageInfo.startCursor });
    expect(back.body.products[0].id).toBe(first.body.products[0].id);

    expect((await user.post('/api/products/shopify-products').send({ brand_id: 2, query: 'a' })).status).toBe(403);
    expect((await user.post('/api/products/shopify-products').send({ brand_id: 1, query: 'a', pageCount: 0 })).status).toBe(400);
    // The brand id defaults to 1.
    const staff = await (await t.as('superuser@demo.test')).post('/api/products/shopify-products').send({ query: 'poppy' });
    expect(staff.body.products).toHaveLength(1);
  });

  it('deletes a product of the shop, and answers 404 for one it does not have', async () => {
    const user = await t.as('user@demo.test');
    expect((await user.delete(`/api/products/shopify-products/demo-${created.id}?brand_id=1`)).status).toBe(204);
    expect((await user.post('/api/products/shopify-products').send({ brand_id: 1, query: 'poppy' })).body.products).toEqual([]);
    expect((await user.delete(`/api/products/shopify-products/demo-${created.id}?brand_id=1`)).status).toBe(404);
    expect((await user.delete(`/api/products/shopify-products/demo-1?brand_id=2`)).status).toBe(403);
  });
});

describe('samples, headers and the queue', () => {
  it('queues a sample ("Sample Added To Sample Creation Queue") that renders the sample image', async () => {
    const user = await t.as('user@demo.test');
    const res = await user
      .post('/api/queues/image-processor')
      .send({ brand_id: 1, category: 'SAMPLE_CREATION', passthrough_data: { design_id: created.id } });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Sample Added To Sample Creation Queue');
    expect((await user.get('/api/app-requests/check')).body.busy).toBe(true);
    await drainJobs();
    expect((await user.get('/api/app-requests/check')).body).toMatchObject({ busy: false, unprocessed: 0, processing: 0 });
    const product = (await user.get(`/api/products/${created.id}`)).body;
    expect(product.has_sample).toBe(true);
    const sample = await sharp((await t.api.get(product.sample_url).buffer(true)).body).metadata();
    expect(sample).toMatchObject({ format: 'jpeg', width: 1200, height: 900 });
  });

  it('queues a header from a generated mockup (generated_mockup_id) that GET design-headers lists', async () => {
    const user = await t.as('user@demo.test');
    // A header is made from one of the design's generated mockups (spec: passthrough_data.generated_mockup_id).
    const [room] = await t.ctx.database.db
      .insert(mockups)
      .values({ name: 'Header room', image: 'x', image_key: 'x', width: 1000, height: 800 })
      .returning();
    const [mockupOf] = await t.ctx.database.db
      .insert(generatedMockups)
      .values({ mockup_id: room.id, product_id: created.id, brand_id: 1, image: 'x', image_key: 'x' })
      .returning();
    expect(
      (await user.post('/api/queues/image-processor').send({ category: 'HEADER_CREATION', passthrough_data: { design_id: created.id } }))
        .status,
    ).toBe(400);
    const res = await user
      .post('/api/queues/image-processor')
      .send({ category: 'HEADER_CREATION', passthrough_data: { generated_mockup_id: mockupOf.id } });
    expect(res.status).toBe(201);
    await drainJobs();
    const headers = await user.get('/api/design-headers?brand_id=1');
    expect(headers.status).toBe(200);
    const header = headers.body.find((h: any) => h.design_id === created.id);
    expect(header.header_url).toMatch(/headers/);
    expect(await sharp((await t.api.get(header.header_url).buffer(true)).body).metadata()).toMatchObject({ width: 1600, height: 400 });
    expect((await user.get('/api/design-headers?brand_id=2')).status).toBe(403);
    expect((await user.get('/api/design-headers')).status).toBe(400);
  });

  it('refuses bad queue requests', async () => {
    const user = await t.as('user@demo.test');
    expect(
      (await user.post('/api/queues/image-processor').send({ category: 'PAINTING', passthrough_data: { design_id: created.id } })).status,
    ).toBe(400);
    expect((await user.post('/api/queues/image-processor').send({ category: 'SAMPLE_CREATION', passthrough_data: {} })).status).toBe(400);
    expect(
      (await user.post('/api/queues/image-processor').send({ category: 'SAMPLE_CREATION', passthrough_data: { design_id: 999999 } }))
        .status,
    ).toBe(404);
    expect((await user.get('/api/app-requests/check?brand_id=2')).status).toBe(403);
  });
});

describe('DELETE products/{id}?brand_id', () => {
  it('deletes a product of the brand, refuses another brand’s and answers 404 for an unknown one', async () => {
    const user = await t.as('user@demo.test');
    const made = await user
      .post('/api/products/create')
      .field('name', 'Short Lived')
      .attach('pattern_file', await pattern(), 'p.png');
    const theirs = (await (await t.as('admin2@demo.test')).get('/api/products?page_count=1&page=0')).body.results[0];
    expect((await user.delete(`/api/products/${theirs.id}?brand_id=2`)).status).toBe(403);
    expect((await user.delete(`/api/products/${made.body.id}?brand_id=2`)).status).toBe(404);
    expect((await user.delete(`/api/products/${made.body.id}?brand_id=1`)).status).toBe(200);
    expect((await user.get(`/api/products/${made.body.id}`)).status).toBe(404);
    expect((await user.delete('/api/products/999999?brand_id=1')).status).toBe(404);
  });
});

describe('the repeat size on paper', () => {
  it('takes the repeat size on paper from the form', async () => {
    const user = await t.as('user@demo.test');
    const res = await user
      .post('/api/products/create')
      .field('name', 'Measured Repeat')
      .field('repeat_width_inches', '27')
      .field('repeat_height_inches', '36')
      .attach('pattern_file', await pattern(), 'measured.png');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ repeat_width_inches: 27, repeat_height_inches: 36 });
  });
});
