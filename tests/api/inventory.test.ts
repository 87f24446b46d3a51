/**
 * The GraphQL inventory API (docs/requirements/inventory.md §7 names): every entity's list, get, paginated, count, create,
 * update and delete with good and bad input; access by role; errors as GraphQL errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../support/testApp';
import { gql, gqlError, invariantViolations, type Client } from '../support/inventory';

let t: TestApp;
let superadmin: Client;
let tech: Client;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await testApp();
  superadmin = await t.as('superadmin@demo.test');
  tech = await t.as('technician@demo.test');
  const data = await gql(
    superadmin,
    `{ vendors(query: {brand_name: "Mercer Paper Mills"}) { id }
       warehouses(query: {name: "Phoenix Main Warehouse"}) { id }
       zoneGroups(query: {name: "Packing bench"}) { id }
       zones(query: {code: "PK-01"}) { id }
       trackableItems(query: {sku: "PAP-MATTE-54"}) { id }
       trackableItemAuditGroups(query: {q: "monthly"}) { id } }`,
  );
  ids.vendor = data.vendors[0].id;
  ids.warehouse = data.warehouses[0].id;
  ids.zoneGroup = data.zoneGroups[0].id;
  ids.zone = data.zones[0].id;
  ids.trackableItem = data.trackableItems[0].id;
  ids.auditGroup = data.trackableItemAuditGroups[0].id;
  const po = await gql(superadmin, `mutation($i: PurchaseOrderInput!) { createPurchaseOrder(input: $i) }`, {
    i: { vendor_id: ids.vendor },
  });
  ids.draftPo = po.createPurchaseOrder;
});
afterAll(() => t.close());

interface Case {
  type: string;
  plural: string;
  fields: string;
  create: () => Record<string, unknown>;
  update: Record<string, unknown>;
  bad: { input: () => Record<string, unknown>; field: string; message: RegExp };
}

const cases: Case[] = [
  {
    type: 'Vendor',
    plural: 'vendors',
    fields: 'id brand_name email website primary_contact created_at updated_at',
    create: () => ({ brand_name: 'Tessellate Papers', email: 'hi@tessellate.example', website: 'https://tessellate.example' }),
    update: { primary_contact: 'Noor Haddad' },
    bad: { input: () => ({ email: 'not-an-email' }), field: 'brand_name', message: /Must provide a value/ },
  },
  {
    type: 'StockType',
    plural: 'stockTypes',
    fields: 'id name description',
    create: () => ({ name: 'Sample swatch', description: 'Pre-cut swatches' }),
    update: { description: 'Pre-cut 8x10 swatches' },
    bad: { input: () => ({ name: 'x'.repeat(81) }), field: 'name', message: /at most 80/ },
  },
  {
    type: 'UnitType',
    plural: 'unitTypes',
    fields: 'id name description',
    create: () => ({ name: 'Sheet' }),
    update: { description: 'One cut sheet' },
    bad: { input: () => ({ description: 'no name' }), field: 'name', message: /Must provide a value/ },
  },
  {
    type: 'Warehouse',
    plural: 'warehouses',
    fields: 'id name width height length zone_groups { id }',
    create: () => ({ name: 'Mesa Annex', width: 10, height: 5, length: 12.5 }),
    update: { length: 14 },
    bad: { input: () => ({ name: 'Bad', width: -1 }), field: 'width', message: /Must be at least 0/ },
  },
  {
    type: 'ZoneGroup',
    plural: 'zoneGroups',
    fields: 'id name warehouse_id warehouse { name } zones { code }',
    create: () => ({ name: 'Aisle C', warehouse_id: ids.warehouse, x: 20, y: 0, z: 0 }),
    update: { description: 'New cantilever rack' },
    bad: { input: () => ({ name: 'Nowhere' }), field: 'warehouse_id', message: /Must provide a value/ },
  },
  {
    type: 'Zone',
    plural: 'zones',
    fields: 'id code name is_active zone_group_id zone_group { name warehouse { name } }',
    create: () => ({ code: 'C-01-01', name: 'Aisle C bay 1', zone_group_id: ids.zoneGroup }),
    update: { is_active: false },
    bad: { input: () => ({ code: 'bad code', name: 'x', zone_group_id: ids.zoneGroup }), field: 'code', message: /letters, digits/ },
  },
  {
    type: 'TrackableItemAuditGroup',
    plural: 'trackableItemAuditGroups',
    fields: 'id name audit_lists { id position }',
    create: () => ({ name: 'Packaging · quarterly count' }),
    update: { name: 'Packaging · monthly count' },
    bad: { input: () => ({}), field: 'name', message: /Must provide a value/ },
  },
  {
    type: 'TrackableItemAuditList',
    plural: 'trackableItemAuditLists',
    fields: 'id requirement_text position audit_group_id audit_group { name }',
    create: () => ({ audit_group_id: ids.auditGroup, requirement_text: 'Photograph each shelf after counting.' }),
    update: { position: 9 },
    bad: {
      input: () => ({ audit_group_id: ids.auditGroup, position: -2, requirement_text: 'x' }),
      field: 'position',
      message: /Must be at least 0/,
    },
  },
  {
    type: 'TrackableItem',
    plural: 'trackableItems',
    fields: 'id sku name stock_count unit_count needs_reorder default_zones vendor { brand_name } inventory_items { id }',
    create: () => ({
      sku: 'PAP-LINEN-27',
      name: 'Linen-look 27in × 10m',
      vendor_id: ids.vendor,
      standard_unit_count: 10,
      repurchase_threshold: 2,
      default_zones: [Number(ids.zone)],
    }),
    update: { repurchase_threshold: 0 },
    bad: { input: () => ({ sku: 'PAP-X', name: 'X', default_zones: [999999] }), field: 'default_zones', message: /No such zone/ },
  },
  {
    type: 'PurchaseOrder',
    plural: 'purchaseOrders',
    fields: 'id po_number status vendor { brand_name } lines { id }',
    create: () => ({ vendor_id: ids.vendor, expected_date: '2026-12-24', notes: 'Holiday top-up' }),
    update: { tracking_link: 'https://tracking.example/1Z123' },
    bad: { input: () => ({ vendor_id: ids.vendor, tracking_link: 'not a url' }), field: 'tracking_link', message: /valid URL/ },
  },
  {
    type: 'PurchaseOrderLine',
    plural: 'purchaseOrderLines',
    fields: 'id order_stock_qty order_unit_qty received_stock_qty currency trackable_item { sku } purchase_order { status }',
    create: () => ({ purchase_order_id: ids.draftPo, trackable_item_id: ids.trackableItem, order_stock_qty: 3 }),
    update: { order_stock_qty: 5 },
    bad: {
      input: () => ({ purchase_order_id: ids.draftPo, trackable_item_id: ids.trackableItem, order_stock_qty: 0 }),
      field: 'order_stock_qty',
      message: /Must be at least 1/,
    },
  },
  {
    type: 'InventoryItem',
    plural: 'inventoryItems',
    fields: 'id barcode serial unit_count status zone { code } trackable_item { sku } movements { kind }',
    create: () => ({ trackable_item_id: ids.trackableItem, zone_id: ids.zone, serial: 'OPEN-1' }),
    update: { serial: 'OPEN-1B' },
    bad: { input: () => ({ trackable_item_id: ids.trackableItem, status: 'LOST' }), field: 'status', message: /Must be one of/ },
  },
];

describe.each(cases)('$type', (c) => {
  const singular = c.type[0].toLowerCase() + c.type.slice(1);
  let id: string;

  it('is created from valid input and returns its id', async () => {
    const data = await gql(superadmin, `mutation($i: ${c.type}Input!) { create${c.type}(input: $i) }`, { i: c.create() });
    id = data[`create${c.type}`];
    expect(id).toMatch(/^\d+$/);
  });

  it('is read by id, with its relations', async () => {
    const data = await gql(superadmin, `query($id: ID!) { ${singular}(id: $id) { ${c.fields} } }`, { id });
    expect(data[singular].id).toBe(id);
  });

  it('is listed with a JSON filter, paginated and counted', async () => {
    const data = await gql(
      superadmin,
      `query($q: JSON) { list: ${c.plural}(query: $q) { id } page: ${c.plural}Paginated(first: 1, offset: 0) ${c.type === 'PurchaseOrder' ? '{ data { id } total }' : '{ id }'} total: ${c.plural}Count }`,
      { q: { id: [Number(id)] } },
    );
    expect(data.list).toEqual([{ id }]);
    if (c.type === 'PurchaseOrder') {
      expect(data.page.data).toHaveLength(1);
      expect(data.page.total).toBe(data.total);
    } else expect(data.page).toHaveLength(1);
    expect(data.total).toBeGreaterThanOrEqual(1);
  });

  it('is updated and returns its id', async () => {
    const data = await gql(superadmin, `mutation($id: ID!, $i: ${c.type}UpdateInput!) { update${c.type}(id: $id, input: $i) }`, {
      id,
      i: c.update,
    });
    expect(data[`update${c.type}`]).toBe(id);
    const read = await gql(superadmin, `query($id: ID!) { ${singular}(id: $id) { ${Object.keys(c.update).join(' ')} } }`, { id });
    for (const [k, v] of Object.entries(c.update)) expect(read[singular][k]).toEqual(v);
  });

  it('refuses bad input with a field message', async () => {
    const error = await gqlError(superadmin, `mutation($i: ${c.type}Input!) { create${c.type}(input: $i) }`, { i: c.bad.input() });
    expect(error.extensions?.code).toBe('bad_request');
    expect(error.extensions?.errors?.[c.bad.field]).toMatch(c.bad.message);
    // Clients show only the first message: it names the field when it is the generic one.
    if (error.message.startsWith('Please correct')) expect(error.message).toContain(`${c.bad.field}:`);
    else expect(error.message).toMatch(/\w+ .*\./);
  });

  it('is deleted and returns its id; then reads as null', async () => {
    const data = await gql(superadmin, `mutation($id: ID!) { delete${c.type}(id: $id) }`, { id });
    expect(data[`delete${c.type}`]).toBe(id);
    const read = await gql(superadmin, `query($id: ID!) { ${singular}(id: $id) { id } }`, { id });
    expect(read[singular]).toBeNull();
  });
});

describe('errors', () => {
  it('update or delete of a missing record is a not-found error', async () => {
    const error = await gqlError(superadmin, `mutation { updateVendor(id: 999999, input: {phone: "1"}) }`);
    expect(error.extensions?.code).toBe('not_found');
    expect(error.message).toBe('Vendor 999999 was not found.');
    expect((await gqlError(superadmin, `mutation { deleteZone(id: 999999) }`)).extensions?.code).toBe('not_found');
  });

  it('a bad filter names the unknown field', async () => {
    const error = await gqlError(superadmin, `{ vendors(query: {colour: "red"}) { id } }`);
    expect(error.message).toBe('Unknown field: colour');
    expect((await gqlError(superadmin, `{ vendors(query: "[1]") { id } }`)).message).toBe('query must be a JSON object.');
  });

  it('paginated lists default to first 20 from offset 0 and refuse pages over 500', async () => {
    const all = await gql(superadmin, `{ inventoryItems(sort: "id", order: "ASC") { id } }`);
    const page = await gql(
      superadmin,
      `{ inventoryItemsPaginated(sort: "id", order: "ASC") { id } second: inventoryItemsPaginated(first: 5, offset: 5, sort: "id", order: "ASC") { id } }`,
    );
    expect(page.inventoryItemsPaginated).toEqual(all.inventoryItems.slice(0, 20));
    expect(page.second).toEqual(all.inventoryItems.slice(5, 10));
    expect((await gqlError(superadmin, `{ vendorsPaginated(first: 501) { id } }`)).message).toBe('first must be between 0 and 500.');
  });

  it('relations are batched: the statements per request do not grow with the page size', async () => {
    // Count statements at the driver (the pg pool's query).
    const client: any = (t.ctx.database.db as any).$client;
    let statements = 0;
    const originals = ['query', 'exec'].filter((m) => typeof client[m] === 'function').map((m) => [m, client[m]] as const);
    for (const [m, original] of originals) client[m] = (...args: unknown[]) => (statements++, original.apply(client, args));
    const page = (first: number) =>
      gql(
        superadmin,
        `{ inventoryItemsPaginated(first: ${first}) { id trackable_item { sku vendor { brand_name } stock_type { name } } zone { code zone_group { name warehouse { name } } } purchase_order { po_number lines { id } } movements { id } } }`,
      );
    try {
      const counts: number[] = [];
      for (const first of [2, 10, 40]) {
        statements = 0;
        const data = await page(first);
        expect(data.inventoryItemsPaginated.length).toBe(first);
        counts.push(statements);
      }
      // The page with its to-one relations joined, one batch per one-to-many relation (lines,
      // movements), and the session lookup when it is not cached yet.
      expect(counts[0]).toBeLessThanOrEqual(4);
      expect(new Set(counts).size).toBe(1);
    } finally {
      for (const [m, original] of originals) client[m] = original;
    }
  });

  it('a duplicate unique value is a conflict', async () => {
    const error = await gqlError(
      superadmin,
      `mutation { createZone(input: {code: "PK-01", name: "Again", zone_group_id: ${ids.zoneGroup}}) }`,
    );
    expect(error.extensions?.code).toBe('conflict');
  });

  it('deleting a record that is still referenced is a 409 conflict, and nothing is deleted', async () => {
    for (const [mutation, id] of [
      ['deleteVendor', ids.vendor],
      ['deleteZone', ids.zone],
      ['deleteWarehouse', ids.warehouse],
      ['deleteTrackableItem', ids.trackableItem],
    ] as const) {
      const error = await gqlError(superadmin, `mutation { ${mutation}(id: ${id}) }`);
      expect(error.extensions).toMatchObject({ code: 'conflict', status: 409 });
      expect(error.message).toMatch(/^This record is still in use by [a-z ]+ and cannot be deleted\.$/);
      expect(error.extensions?.message_code).toBe('errors.in_use');
    }
    expect((await gqlError(superadmin, `mutation { deleteVendor(id: ${ids.vendor}) }`)).message).toMatch(
      /still in use by (trackable items|purchase orders)/,
    );
    const still = await gql(superadmin, `{ vendor(id: ${ids.vendor}) { id } zone(id: ${ids.zone}) { id } }`);
    expect(still.vendor.id).toBe(ids.vendor);
    expect(still.zone.id).toBe(ids.zone);
  });

  it('refuses queries that are too deep or too costly before running them', async () => {
    const deep = await gqlError(
      superadmin,
      `{ zones { zone_group { warehouse { zone_groups { zones { zone_group { warehouse { zone_groups { zones { id } } } } } } } } } }`,
    );
    expect(deep.message).toMatch(/^Query is too deep: at most 8 levels/);
    expect(deep.extensions).toMatchObject({ code: 'BAD_USER_INPUT', message_code: 'graphql.too_deep', message_values: { max: 8 } });
    const page = `inventoryItemsPaginated(first: 500) { id barcode serial unit_count status trackable_item { sku name vendor { brand_name } } zone { code name } }`;
    expect((await gql(superadmin, `{ ${page} }`)).inventoryItemsPaginated.length).toBeGreaterThan(0);
    const costly = await gqlError(superadmin, `{ a: ${page} b: ${page} }`);
    expect(costly.message).toMatch(/Query is too costly: \d+ points, at most 10000/);
    expect(costly.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('stock counts and movements cannot be written by clients', async () => {
    const error = await gqlError(superadmin, `mutation { updateTrackableItem(id: ${ids.trackableItem}, input: {stock_count: 99}) }`);
    expect(error.message).toMatch(/stock_count/);
    const noMutation = await superadmin.graphql(`mutation { createStockMovement(input: {}) }`);
    expect(noMutation.body.errors[0].message).toMatch(/Cannot query field "createStockMovement"/);
  });
});

describe('access', () => {
  it('without a session every operation is unauthorized', async () => {
    const res = await t.api.post('/api/graphql').send({ query: '{ vendors { id } }' });
    expect(res.body.errors[0].extensions.code).toBe('unauthorized');
  });

  it('brand users get forbidden errors on the Inventory group', async () => {
    for (const email of ['user@demo.test', 'admin@demo.test', 'admin2@demo.test']) {
      const client = await t.as(email);
      for (const query of [
        '{ trackableItems { id } }',
        '{ purchaseOrdersPaginated { total } }',
        '{ zone(id: 1) { id } }',
        '{ stockMovementsCount }',
      ]) {
        expect((await gqlError(client, query)).extensions?.code, `${email} ${query}`).toBe('forbidden');
      }
      const mutation = await gqlError(client, `mutation { intakePurchaseOrderLineUnit(purchase_order_line_id: 1) { id } }`);
      expect(mutation.extensions?.code).toBe('forbidden');
      expect(mutation.message).toBe('You are not allowed to do this.');
    }
  });

  it('USER cannot see vendors; ADMIN (Vendors is ADMIN level) manages them', async () => {
    const user = await t.as('user@demo.test');
    expect((await gqlError(user, '{ vendors { id } }')).extensions?.code).toBe('forbidden');
    const admin = await t.as('admin@demo.test');
    const id = (await gql(admin, `mutation { createVendor(input: {brand_name: "Admin Vendor"}) }`)).createVendor;
    expect((await gql(admin, `{ vendor(id: ${id}) { brand_name } }`)).vendor.brand_name).toBe('Admin Vendor');
    expect((await gql(admin, `mutation { deleteVendor(id: ${id}) }`)).deleteVendor).toBe(id);
  });

  it('TECHNICIAN works the inventory and reads vendors, but only ADMIN level changes vendors', async () => {
    const data = await gql(tech, `{ vendors { id brand_name } trackableItemsPaginated(first: 2) { vendor { brand_name } } }`);
    expect(data.vendors.length).toBeGreaterThanOrEqual(5);
    expect(data.trackableItemsPaginated[0].vendor.brand_name).toBeTruthy();
    expect((await gqlError(tech, `mutation { createVendor(input: {brand_name: "Nope"}) }`)).extensions?.code).toBe('forbidden');
    expect((await gqlError(tech, `mutation { deleteVendor(id: ${ids.vendor}) }`)).extensions?.code).toBe('forbidden');
    const unitType = (await gql(tech, `mutation { createUnitType(input: {name: "Roll"}) }`)).createUnitType;
    expect(unitType).toMatch(/^\d+$/);
  });

  it('SUPERUSER (TECHNICIAN level) works the inventory too', async () => {
    const superuser = await t.as('superuser@demo.test');
    expect((await gql(superuser, '{ purchaseOrdersCount }')).purchaseOrdersCount).toBeGreaterThan(0);
  });

  it('every change is in the audit log', async () => {
    const log = await t.ctx.database.db.query.auditLog.findMany({ where: (a, { eq }) => eq(a.resource, 'vendors') });
    expect(log.some((l) => l.action === 'create' && l.user_email === 'superadmin@demo.test')).toBe(true);
  });

  it('the stock invariant still holds', async () => {
    expect(await invariantViolations(t)).toEqual([]);
  });
});

describe('counts of a one-to-many relation', () => {
  it('a warehouse page reads how many units each zone holds without reading the units (and within the cost limit)', async () => {
    const data = await gql(
      tech,
      `query ($id: ID!) { warehouse(id: $id) { zone_groups { zones { id code in_stock: inventory_items_count(query: {status: "IN_STOCK"})
        all: inventory_items_count } } } }`,
      { id: ids.warehouse },
    );
    const zones = data.warehouse.zone_groups.flatMap((g: any) => g.zones);
    expect(zones.length).toBeGreaterThan(1);
    const { inventoryItems } = await gql(tech, `{ inventoryItems(query: {status: "IN_STOCK"}) { zone_id } }`);
    for (const zone of zones) {
      expect(zone.in_stock).toBe(inventoryItems.filter((u: any) => String(u.zone_id) === String(zone.id)).length);
      expect(zone.all).toBeGreaterThanOrEqual(zone.in_stock);
    }
  });
});
