/**
 * A JDML's print file: the FileSpec, the sections and the line item carry a signed, expiring URL
 * of the design's print TIFF, which the storage serves to anyone holding it until it expires,
 * and refuses once expired or changed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineItems, products } from '../../server/db/schema';
import { runNextJob } from '../../server/framework/jobQueue';
import { printedOrder } from '../../server/production/printedOrders';
import { testApp, type TestApp } from '../support/testApp';
import { asBytes } from '../support/binary';

let t: TestApp;
let expired: TestApp;
beforeAll(async () => {
  [t, expired] = await Promise.all([testApp(), testApp({ printFileUrlTtlHours: -1 })]);
});
afterAll(() => Promise.all([t.close(), expired.close()]));

const TIFF = Buffer.concat([Buffer.from('II*\0'), Buffer.alloc(60, 7)]);
let nextIndex = 9300;

/** A design with a stored print TIFF, and an order of it pushed to production with its JDML made. */
async function pushedWithPrintFile(app: TestApp, withFile = true) {
  const db = app.ctx.database.db;
  const stored = withFile ? await app.ctx.storage.put('products/1/print', TIFF, 'image/tiff', 'tif') : undefined;
  const [design] = await db
    .insert(products)
    .values({ brand_id: 1, name: `Print File Test ${nextIndex}`, print_file: stored?.key ?? null })
    .returning();
  const { order, items } = await printedOrder(app.ctx, nextIndex++, 1, { designId: design.id });
  await db.update(lineItems).set({ status: 'pending' }).where(eq(lineItems.order_id, order.id));
  expect((await (await app.as('admin@demo.test')).post('/api/orders/push-order').send({ order_id: order.id })).status).toBe(200);
  while (await runNextJob(app.ctx, app.ctx.resources.jobs()));
  const tech = await app.as('technician@demo.test');
  const [listed] = (await tech.get(`/api/jdml?filter_by=${encodeURIComponent(JSON.stringify({ line_item_id: items[0].id }))}`)).body;
  const jdml = (await tech.get(`/api/jdml/${listed.id}`)).body;
  const sections = (await tech.get(`/api/jdml/sections?id=${jdml.id}`)).body;
  const line = (await tech.get(`/api/orders/${order.id}`)).body.line_items[0];
  const fileSpec = /<FileSpec URL="([^"]+)" MimeType="image\/tiff"\/>/.exec(jdml.xml)?.[1]?.replace(/&amp;/g, '&');
  return { jdml, sections, line, fileSpec, key: stored?.key };
}

describe('the print file of a JDML', () => {
  it('is a signed URL of the design’s TIFF in the FileSpec, on every section and on the line item', async () => {
    const { sections, line, fileSpec, key } = await pushedWithPrintFile(t);
    expect(fileSpec).toMatch(new RegExp(`^/api/storage/${key}\\?X-Papered-Expires=\\d+&X-Papered-Signature=[0-9a-f]{64}$`));
    const expires = Number(new URL(fileSpec!, 'http://x').searchParams.get('X-Papered-Expires'));
    // 24 hours by default (PRINT_FILE_URL_TTL_HOURS).
    expect(Math.abs(expires * 1000 - (Date.now() + 24 * 3600_000))).toBeLessThan(10 * 60_000);
    expect(sections.length).toBeGreaterThan(0);
    expect(sections.every((s: any) => s.print_file_url === fileSpec)).toBe(true);
    expect(line.print_file_url).toBe(fileSpec);
    // The printer's RIP fetches it without a session.
    const file = await asBytes(t.api.get(fileSpec!));
    expect(file.status).toBe(200);
    expect(Buffer.compare(file.body, TIFF)).toBe(0);
  });

  it('is refused once changed: another key or a later expiry', async () => {
    const { fileSpec, key } = await pushedWithPrintFile(t);
    const url = new URL(fileSpec!, 'http://x');
    const later = new URLSearchParams(url.search);
    later.set('X-Papered-Expires', String(Number(later.get('X-Papered-Expires')) + 3600));
    expect((await t.api.get(`${url.pathname}?${later}`)).status).toBe(403);
    const otherKey = `/api/storage/${key!.replace(/[0-9a-f](?=\.tif$)/, (c) => (c === '0' ? '1' : '0'))}${url.search}`;
    expect((await t.api.get(otherKey)).status).toBe(403);
    expect((await t.api.get(url.pathname)).status).toBe(401);
  });

  it('is refused once expired (PRINT_FILE_URL_TTL_HOURS)', async () => {
    const { fileSpec } = await pushedWithPrintFile(expired);
    expect(fileSpec).toBeTruthy();
    const refused = await expired.api.get(fileSpec!);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/expired/);
  });

  it('is absent, not invented, while the design has no print file', async () => {
    const { jdml, sections, line, fileSpec } = await pushedWithPrintFile(t, false);
    expect(fileSpec).toBeUndefined();
    expect(jdml.xml).not.toContain('FileSpec');
    expect(jdml.xml).toContain('The design has no print file yet');
    expect(sections.every((s: any) => s.print_file_url === null)).toBe(true);
    expect(line.print_file_url).toBeNull();
  });
});
