/**
 * Bulk upload of products (docs/requirements/catalog.md §7) on a real database: a CSV of products with their pattern
 * images, checked row by row before anything is made, and made once.
 */
import { describe, expect, it } from 'vitest';
import { notAnImage, pattern } from '../support/images';
import { useTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
useTestApp((app) => (t = app));

describe('bulk upload', () => {
  const csv = (rows: string[]) => Buffer.from(['name,pattern_file,repeat,collection,materials,sizes', ...rows].join('\n'));

  it('reports every row’s errors and creates nothing until the file is right; a re-run creates no duplicates', async () => {
    const user = await t.as('user@demo.test');
    const files = { 'a.png': await pattern('#111111', '#eeeeee'), 'b.png': await pattern('#222222', '#dddddd') };
    const bad = csv([
      'Bulk A,a.png,straight,Botanicals,PS-MATTE,Sample',
      'Bulk B,missing.png,diagonal,Nowhere,NOPE,Huge',
      'Bulk C,b.png,half_step,,,',
    ]);
    const send = (path: string, body: Buffer) => {
      let req = user.post(path).field('brand_id', '1').attach('csv', body, 'products.csv');
      for (const [name, bytes] of Object.entries(files)) req = req.attach('patterns', bytes, name);
      return req;
    };
    const report = await send('/api/bulk-upload/validate', bad);
    expect(report.status).toBe(200);
    expect(report.body.valid).toBe(false);
    expect(report.body.counts).toEqual({ total: 3, new: 2, existing: 0, errors: 1 });
    expect(report.body.rows[1]).toMatchObject({ line: 3, status: 'error' });
    expect(Object.keys(report.body.rows[1].errors).sort()).toEqual(['collection', 'materials', 'pattern_file', 'repeat', 'sizes']);

    const refused = await send('/api/bulk-upload', bad);
    expect(refused.status).toBe(422);
    expect((await user.get('/api/products?brand_id=1&page_count=50&page=0&queryString=Bulk')).body.count).toBe(0);

    const good = csv(['Bulk A,a.png,straight,Botanicals,PS-MATTE,Sample', 'Bulk C,b.png,half_step,,,']);
    const done = await send('/api/bulk-upload', good);
    expect(done.status).toBe(201);
    expect(done.body.created).toHaveLength(2);
    expect(done.body.job_ids).toHaveLength(2);
    const again = await send('/api/bulk-upload', good);
    expect(again.status).toBe(200);
    expect(again.body.created).toEqual([]);
    expect(again.body.existing.map((e: any) => e.name)).toEqual(['Bulk A', 'Bulk C']);
    expect((await user.get('/api/products?brand_id=1&page_count=50&page=0&queryString=Bulk')).body.count).toBe(2);
  });

  it('refuses a CSV without the needed columns, another brand, and a non-image pattern', async () => {
    const user = await t.as('user@demo.test');
    const noColumns = await user.post('/api/bulk-upload/validate').attach('csv', Buffer.from('title\nX\n'), 'p.csv');
    expect(noColumns.status).toBe(400);
    expect(noColumns.body.error.errors.csv).toMatch(/name, pattern_file/);
    expect(
      (
        await user
          .post('/api/bulk-upload/validate')
          .field('brand_id', '2')
          .attach('csv', csv(['A,a.png']), 'p.csv')
      ).status,
    ).toBe(403);
    const text = await user
      .post('/api/bulk-upload/validate')
      .attach('csv', csv(['Texty,t.png']), 'p.csv')
      .attach('patterns', notAnImage, 't.png');
    expect(text.body.rows[0].errors.pattern_file).toBe('Must be a PNG, JPEG, WebP or GIF image');
    // Staff name the brand: its field message comes by key, as every field message (issue 27).
    const superadmin = await t.as('superadmin@demo.test');
    const unnamed = await superadmin.post('/api/bulk-upload/validate').attach('csv', csv(['A,a.png']), 'p.csv');
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.error.errors).toEqual({ brand_id: 'Must provide a value' });
    expect(unnamed.body.error.message_codes).toEqual({ brand_id: { code: 'fields.required', values: {} } });
  });
});
