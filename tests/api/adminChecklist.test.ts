import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../resources/settings/checklist/messages';
import { runAudit } from '../../resources/settings/checklist/audit';
import type { AuditEnvironment } from '../../resources/settings/checklist/types';
import { pngImage } from '../support/images';
import { useTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
useTestApp((app) => (t = app));

const byName = (items: any[], name: string) => items.find((i) => i.name === name);

describe('checklist items', () => {
  it('are read by everybody; brand users get their completion, incomplete first', async () => {
    const user = await t.as('user@demo.test');
    const res = await user.get('/api/checklist/items?brand_id=1');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(7);
    expect(byName(res.body, 'Create your account')).toMatchObject({ completion_type: 'automatic', completed: true });
    expect(res.body.at(-1).completed).toBe(true);
    expect(res.body[0].completed).toBe(false);
    expect((await user.get('/api/checklist/items?brand_id=2')).status).toBe(403);
    expect((await user.get('/api/checklist/items')).body).toHaveLength(7);
  });

  it('are created, changed and validated by SUPERADMIN only', async () => {
    const superadmin = await t.as('superadmin@demo.test');
    const created = await superadmin.post('/api/checklist/items').send({
      name: 'Add a payment method',
      rank: 8,
      completion_type: 'row',
      completion_metadata: { url: '/api/billing?brand_id={brand_id}', status: 200 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ archived: false, completion_metadata: { status: 200 } });
    const changed = await superadmin.put('/api/checklist/items').send({ id: created.body.id, rank: 9, link: '/billing' });
    expect(changed.body).toMatchObject({ rank: 9, link: '/billing' });
    const bad = await superadmin.post('/api/checklist/items').send({ name: '', completion_type: 'psychic', link: 'javascript:x' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.errors).toMatchObject({
      name: 'Must provide a value',
      completion_type: 'Must be one of: manual, automatic, column, row, local, page, presigned',
      link: 'Must be an app path (/product) or a URL',
    });
    expect(
      (await (await t.as('admin@demo.test')).post('/api/checklist/items').send({ name: 'x', rank: 1, completion_type: 'manual' })).status,
    ).toBe(403);
  });

  it('are archived by default on DELETE, and deleted with archive=false', async () => {
    const superadmin = await t.as('superadmin@demo.test');
    const created = await superadmin.post('/api/checklist/items').send({ name: 'Temporary', rank: 20, completion_type: 'manual' });
    const archived = await superadmin.delete(`/api/checklist/items?id=${created.body.id}`);
    expect(archived.status).toBe(200);
    expect(archived.body.archived).toBe(true);
    expect(byName((await superadmin.get('/api/checklist/items?brand_id=1')).body, 'Temporary')).toBeUndefined();
    expect((await superadmin.get(`/api/checklist/items/${created.body.id}`)).body.archived).toBe(true);
    expect((await superadmin.delete(`/api/checklist/items?id=${created.body.id}&archive=false`)).status).toBe(200);
    expect((await superadmin.get(`/api/checklist/items/${created.body.id}`)).status).toBe(404);
    expect((await superadmin.delete('/api/checklist/items')).status).toBe(400);
    expect((await (await t.as('admin@demo.test')).delete('/api/checklist/items?id=1')).status).toBe(403);
  });
});

describe('checklist maps', () => {
  it('record completions; the item then counts as completed', async () => {
    const superadmin = await t.as('superadmin@demo.test');
    const items = (await superadmin.get('/api/checklist/items?brand_id=2')).body;
    const manual = byName(items, 'Review pricing with our team');
    const res = await superadmin.post('/api/checklist/maps').send({ brand_id: 2, completed_item_id: manual.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ brand_id: 2, completed_item_id: manual.id });
    // Twice is fine.
    expect((await superadmin.post('/api/checklist/maps').send({ brand_id: 2, completed_item_id: manual.id })).status).toBe(201);
    const maps = await (await t.as('admin2@demo.test')).get('/api/checklist/maps?brand_id=2');
    expect(maps.body).toEqual([expect.objectContaining({ completed_item_id: manual.id })]);
    expect(byName((await superadmin.get('/api/checklist/items?brand_id=2')).body, 'Review pricing with our team').completed).toBe(true);
    expect((await superadmin.delete(`/api/checklist/maps?brand_id=2&completed_item_id=${manual.id}`)).status).toBe(204);
  });

  it('answer Invalid Checklist Item ID or Brand ID. for bad or unknown ids', async () => {
    const superadmin = await t.as('superadmin@demo.test');
    for (const body of [
      {},
      { brand_id: 1 },
      { brand_id: 'x', completed_item_id: 1 },
      { brand_id: 1, completed_item_id: 9999 },
      { brand_id: 999, completed_item_id: 1 },
    ]) {
      const res = await superadmin.post('/api/checklist/maps').send(body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(MESSAGES.invalidItemIdOrBrandId);
    }
    expect((await superadmin.get('/api/checklist/maps')).body.error.message).toBe('Invalid Checklist Item ID or Brand ID.');
  });

  it('are recorded by SUPERADMIN only, and read only for one’s own brand', async () => {
    expect((await (await t.as('admin@demo.test')).post('/api/checklist/maps').send({ brand_id: 1, completed_item_id: 1 })).status).toBe(
      403,
    );
    expect((await (await t.as('admin@demo.test')).get('/api/checklist/maps?brand_id=2')).status).toBe(403);
  });
});

describe('page visits', () => {
  it('complete a page item when a brand user visits the linked page', async () => {
    const superadmin = await t.as('superadmin@demo.test');
    // A staff visit does not count.
    expect((await superadmin.post('/api/checklist/page-visits').send({ path: '/product' })).status).toBe(204);
    expect((await superadmin.get('/api/checklist/page-visits?brand_id=1&link=/product')).body).toEqual({ link: '/product', visits: 0 });
    const user = await t.as('user@demo.test');
    const res = await user.post('/api/checklist/page-visits').send({ path: '/product/12?tab=mockups' });
    expect(res.status).toBe(200);
    expect(res.body.completed_item_ids).toHaveLength(1);
    await user.post('/api/checklist/page-visits').send({ path: '/product' });
    expect((await user.get('/api/checklist/page-visits?brand_id=1&link=/product')).body).toEqual({ link: '/product', visits: 2 });
    expect(byName((await user.get('/api/checklist/items?brand_id=1')).body, 'Browse your products').completed).toBe(true);
    // Another brand is untouched.
    expect(byName((await superadmin.get('/api/checklist/items?brand_id=2')).body, 'Browse your products').completed).toBe(false);
  });

  it('fill {brand_id} into an item’s link', async () => {
    const superadmin = await t.as('superadmin@demo.test');
    const created = await superadmin
      .post('/api/checklist/items')
      .send({ name: 'See your brand page', rank: 30, completion_type: 'page', link: '/brands/{brand_id}' });
    const visit = await (await t.as('admin2@demo.test')).post('/api/checklist/page-visits').send({ path: '/brands/2' });
    expect(visit.body.completed_item_ids).toEqual([created.body.id]);
    // Another brand's page is not this brand's.
    expect(
      (await (await t.as('admin@demo.test')).post('/api/checklist/page-visits').send({ path: '/brands/2' })).body.completed_item_ids,
    ).toEqual([]);
    await superadmin.delete(`/api/checklist/items?id=${created.body.id}&archive=false`);
  });

  it('refuse bad input and other brands', async () => {
    const user = await t.as('user@demo.test');
    expect((await user.post('/api/checklist/page-visits').send({ path: 'http://x' })).status).toBe(400);
    expect((await user.get('/api/checklist/page-visits?brand_id=2&link=/product')).status).toBe(403);
    expect((await user.get('/api/checklist/page-visits?brand_id=1')).status).toBe(400);
    expect((await t.api.post('/api/checklist/page-visits').send({ path: '/x' })).status).toBe(401);
  });
});

describe('the audit against the demo data, with a SUPERADMIN session', () => {
  it('passes and fails the demo items for the right reasons, then records completions', async () => {
    const superadmin = await t.as('superadmin@demo.test');
    const request = async (url: string) => {
      const res = await superadmin.get(url);
      return { status: res.status, body: res.body };
    };
    const env: AuditEnvironment = {
      brandId: 2,
      request,
      headObject: async (url) => (await t.api.head(url)).status,
      localStorage: {
        getItem: (key) => (key === 'user' ? JSON.stringify({ email: 'admin2@demo.test', brand_id: 2, email_verified: true }) : null),
      },
      pageVisits: async (link) =>
        (await superadmin.get(`/api/checklist/page-visits?brand_id=2&link=${encodeURIComponent(link)}`)).body.visits ?? null,
      addCompletion: async (itemId, brandId) => {
        const res = await superadmin.post('/api/checklist/maps').send({ brand_id: brandId, completed_item_id: itemId });
        if (res.status !== 201) throw new Error(res.body.error.message);
      },
    };
    // Only the demo items (other tests in this file add their own).
    const demo = (list: any[]) => list.filter((i) => i.id <= 7);
    const items = demo((await superadmin.get('/api/checklist/items?brand_id=2')).body);
    const first = await runAudit(items, env);
    const reasons = Object.fromEntries(first.results.map((r) => [r.item.name, r.message ?? 'complete']));
    expect(reasons).toEqual({
      'Create your account': 'complete',
      'Verify your email address': 'complete',
      'Upload your brand logo': 'Data missing in API Response.',
      'Create a collection': 'complete',
      'Connect your store': 'complete',
      'Browse your products': 'This page has not been visited by a brand user.',
      'Review pricing with our team': 'Manual Completion Required.',
    });
    expect(first.percentage).toBe(57);
    expect(first.summary.level).toBe('warning');
    const maps = (await superadmin.get('/api/checklist/maps?brand_id=2')).body.map((m: any) => m.completed_item_id);
    expect(maps).toHaveLength(3);

    // Upload a logo: the presigned check now finds the stored file.
    await superadmin.post('/api/brands/logo').field('brand_id', '2').attach('brand_logo', pngImage(), 'logo.png');
    const items2 = demo((await superadmin.get('/api/checklist/items?brand_id=2')).body);
    const second = await runAudit(items2, env);
    expect(second.results.find((r) => r.item.name === 'Upload your brand logo')?.complete).toBe(true);
    expect(second.completed).toBe(5);
  });
});
