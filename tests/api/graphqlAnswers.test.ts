/**
 * What a GraphQL answer reads and how large it may be. To-one relations joined into a page
 * (server/graphql/relations.ts): each joined table gives only the columns its fields read, and the
 * answer is what the records hold, whether the client asked for a relation once, twice (an alias)
 * or found nothing to join. An answer over MAX_RESPONSE_BYTES is refused (endpoint.ts). A query
 * runs on graphql-js the first time and compiled (graphql-jit) after: both answer the same.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RESPONSE_BYTES } from '../../server/graphql/limits';
import { testApp, type TestApp } from '../support/testApp';
import { gql, type Client } from '../support/inventory';

type Row = Record<string, any>;

let t: TestApp;
let superadmin: Client;
let trackableItemId: string;

beforeAll(async () => {
  t = await testApp();
  superadmin = await t.as('superadmin@demo.test');
  trackableItemId = (await gql(superadmin, `{ trackableItems(query: {sku: "PAP-MATTE-54"}) { id } }`)).trackableItems[0].id;
});
afterAll(() => t.close());

describe('joined relations', () => {
  it('read only the columns asked for, and answer what the records hold', async () => {
    // An item with no purchase order and no zone: its joins find nothing.
    await gql(superadmin, `mutation($i: InventoryItemInput!) { createInventoryItem(input: $i) }`, {
      i: { trackable_item_id: trackableItemId, serial: 'NO-PO-1' },
    });
    // The same relation twice (an alias and the field itself) with other fields: both are answered.
    const client: any = (t.ctx.database.db as any).$client;
    const original = client.query;
    const texts: string[] = [];
    client.query = (...args: any[]) => (texts.push(typeof args[0] === 'string' ? args[0] : args[0].text), original.apply(client, args));
    const { inventoryItemsPaginated: items } = await gql(
      superadmin,
      `{ inventoryItemsPaginated(first: 50, sort: "id", order: "DESC") { id ti: trackable_item { sku } trackable_item { name vendor { brand_name } } zone { code zone_group { warehouse { name } } } purchase_order { po_number } } }`,
    ).finally(() => (client.query = original));
    // The page's statement reads the trackable item's sku, name and vendor_id, not its other columns.
    const page = texts.find((text) => /from "inventory_items" left join/.test(text))!;
    expect(page).toMatch(/"r0_trackable_items"\."sku"/);
    expect(page).toMatch(/"r0_trackable_items"\."vendor_id"/);
    expect(page).not.toMatch(/"r0_trackable_items"\."cost_basis"/);
    const { trackableItems, vendors, zones, zoneGroups, warehouses, purchaseOrders, inventoryItems } = await gql(
      superadmin,
      `{ trackableItems { id sku name vendor_id } vendors { id brand_name } zones { id code zone_group_id } zoneGroups { id warehouse_id }
         warehouses { id name } purchaseOrders { id po_number } inventoryItems(query: {}) { id trackable_item_id zone_id purchase_order_id } }`,
    );
    const byId = (rows: Row[]) => new Map(rows.map((r) => [r.id, r]));
    const [ti, ve, zo, zg, wh, po, ii] = [trackableItems, vendors, zones, zoneGroups, warehouses, purchaseOrders, inventoryItems].map(byId);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const own = ii.get(item.id)!;
      const trackable = own.trackable_item_id ? ti.get(own.trackable_item_id) : undefined;
      expect(item.ti).toEqual(trackable ? { sku: trackable.sku } : null);
      expect(item.trackable_item).toEqual(
        trackable
          ? { name: trackable.name, vendor: trackable.vendor_id ? { brand_name: ve.get(trackable.vendor_id)!.brand_name } : null }
          : null,
      );
      const zone = own.zone_id ? zo.get(own.zone_id) : undefined;
      const group = zone?.zone_group_id ? zg.get(zone.zone_group_id) : undefined;
      expect(item.zone).toEqual(
        zone
          ? {
              code: zone.code,
              zone_group: group ? { warehouse: group.warehouse_id ? { name: wh.get(group.warehouse_id)!.name } : null } : null,
            }
          : null,
      );
      expect(item.purchase_order).toEqual(own.purchase_order_id ? { po_number: po.get(own.purchase_order_id)!.po_number } : null);
    }
    // A join that found nothing is null, not an object of nulls.
    const bare = items.find((i: { id: string }) => !ii.get(i.id)!.purchase_order_id && !ii.get(i.id)!.zone_id);
    expect(bare).toMatchObject({ zone: null, purchase_order: null });
  });
});

describe('answer size', () => {
  it('an answer over the cap is refused as a whole, with a reason, and a smaller one still answers', async () => {
    // 100 items whose notes are 60 KB each: a 6 MB answer, cheap by the cost limit (one field per row).
    await t.ctx.database.db.execute(sql`
      INSERT INTO trackable_items (vendor_id, stock_type_id, unit_type_id, standard_unit_count, sku, name, notes)
      SELECT vendor_id, stock_type_id, unit_type_id, standard_unit_count, 'HUGE-' || g, name, repeat('n', 60000)
      FROM trackable_items, generate_series(1, 100) g WHERE sku = 'PAP-MATTE-54'`);
    const big = await superadmin.post('/api/graphql').send({ query: '{ trackableItems(query: {q: "HUGE"}) { sku notes } }' });
    expect(100 * 60_000).toBeGreaterThan(MAX_RESPONSE_BYTES);
    expect(big.status).toBe(400);
    expect(big.body.errors[0]).toMatchObject({
      message: expect.stringMatching(/^The answer is too large/),
      extensions: { code: 'BAD_USER_INPUT', message_code: 'graphql.answer_too_large', message_values: { megabytes: 5 } },
    });
    expect(big.body.data).toBeUndefined();
    const small = await superadmin.post('/api/graphql').send({ query: '{ trackableItems(query: {q: "HUGE"}) { sku } }' });
    expect(small.status).toBe(200);
    expect(small.body.data.trackableItems).toHaveLength(100);
  });
});

describe('compiled queries', () => {
  it('answer from their second run on what graphql-js answered the first time, errors included', async () => {
    const user = await t.as('user@demo.test');
    const page = `query Page($first: Int, $after: ID, $query: JSON, $withZone: Boolean!) {
      inventoryItemsPaginated(first: $first, after: $after, query: $query, sort: "id", order: "DESC") {
        ...Item zone @include(if: $withZone) { code zone_group { warehouse { name } } }
        ti: trackable_item { sku vendor { brand_name } } purchase_order { po_number status }
      }
      total: inventoryItemsCount(query: $query)
    }
    fragment Item on InventoryItem { id __typename serial status created_at }`;
    const cases: Array<[Client, string, Record<string, unknown>?]> = [
      [superadmin, page, { first: 3, query: { status: 'IN_STOCK' }, withZone: true }],
      [superadmin, page, { first: 2, after: '999999', withZone: false }],
      // A resolver's refusal, a variable of the wrong type, a role without access.
      [superadmin, '{ inventoryItemsPaginated(first: 2, query: "{bad") { id } }'],
      [superadmin, page, { first: 1.5, withZone: true }],
      [user, '{ vendors { id } }'],
      [
        superadmin,
        '{ vendors { id } trackableItemsPaginated(first: 2, offset: 1) { sku vendor { brand_name } } missing: vendor(id: 0) { id } }',
      ],
    ];
    for (const [client, query, variables] of cases) {
      const answers = [];
      // The variables change between runs too: nothing of the first run's is kept in the compiled query.
      for (let run = 0; run < 3; run++) {
        const res = await client.graphql(query, variables);
        answers.push({ status: res.status, body: res.body });
      }
      expect(answers[1], query).toEqual(answers[0]);
      expect(answers[2], query).toEqual(answers[0]);
    }
    // Different variables on the compiled query give their own answer.
    const first = await gql(superadmin, page, { first: 1, withZone: false });
    const more = await gql(superadmin, page, { first: 4, withZone: true });
    expect(first.inventoryItemsPaginated).toHaveLength(1);
    expect(first.inventoryItemsPaginated[0].zone).toBeUndefined();
    expect(more.inventoryItemsPaginated.length).toBeGreaterThan(1);
    expect(more.inventoryItemsPaginated[0]).toHaveProperty('zone');
  });
});
