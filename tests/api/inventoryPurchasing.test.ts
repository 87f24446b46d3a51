/**
 * Purchasing and stock rules: the purchase-order state machine, receiving (never above the
 * ordered quantity, whatever the concurrency), quantity and zone changes with a movement row for
 * each, reorder flags, the scan call, and the stock invariant after all of it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../server/db/client';
import { testApp, type TestApp } from '../support/testApp';
import { gql, gqlError, invariantViolations, type Client } from '../support/inventory';

let t: TestApp;
let tech: Client;
let vendorId: string, zoneId: string, otherZoneId: string, inactiveZoneId: string;

beforeAll(async () => {
  t = await testApp();
  tech = await t.as('technician@demo.test');
  const data = await gql(
    tech,
    `{ vendors(query: {brand_name: "Chromaline Inks"}) { id } a: zones(query: {code: "B-01-02"}) { id } b: zones(query: {code: "RCV-01"}) { id } c: zones(query: {is_active: false}) { id } }`,
  );
  vendorId = data.vendors[0].id;
  zoneId = data.a[0].id;
  otherZoneId = data.b[0].id;
  inactiveZoneId = data.c[0].id;
});
afterAll(() => t.close());

async function newItem(sku: string, extra: Record<string, unknown> = {}) {
  const input = {
    sku,
    name: `Test ${sku}`,
    vendor_id: vendorId,
    standard_unit_count: 10,
    repurchase_threshold: 3,
    default_zones: [Number(zoneId)],
    ...extra,
  };
  return (await gql(tech, `mutation($i: TrackableItemInput!) { createTrackableItem(input: $i) }`, { i: input }))
    .createTrackableItem as string;
}

async function newOrder(lines: Array<{ item: string; qty: number; units?: number }>) {
  const po = (await gql(tech, `mutation($i: PurchaseOrderInput!) { createPurchaseOrder(input: $i) }`, { i: { vendor_id: vendorId } }))
    .createPurchaseOrder as string;
  const lineIds: string[] = [];
  for (const l of lines) {
    const input = {
      purchase_order_id: po,
      trackable_item_id: l.item,
      order_stock_qty: l.qty,
      ...(l.units ? { order_unit_qty: l.units } : {}),
    };
    lineIds.push(
      (await gql(tech, `mutation($i: PurchaseOrderLineInput!) { createPurchaseOrderLine(input: $i) }`, { i: input }))
        .createPurchaseOrderLine,
    );
  }
  return { po, lineIds };
}

const intake = (lineId: string, extra = '') =>
  tech.graphql(
    `mutation { intakePurchaseOrderLineUnit(purchase_order_line_id: ${lineId}${extra}) { id barcode unit_count status zone { code } } }`,
  );
const item = async (id: string) => (await gql(tech, `{ trackableItem(id: ${id}) { stock_count unit_count needs_reorder } }`)).trackableItem;

describe('purchase-order state machine', () => {
  it('a new order is a DRAFT with a generated PO number; a status cannot be forced at creation', async () => {
    const po = (await gql(tech, `mutation { createPurchaseOrder(input: {vendor_id: ${vendorId}}) }`)).createPurchaseOrder;
    const read = (await gql(tech, `{ purchaseOrder(id: ${po}) { po_number status } }`)).purchaseOrder;
    expect(read.status).toBe('DRAFT');
    expect(read.po_number).toMatch(/^PO-\d{4}-\d{4,}$/);
    const error = await gqlError(tech, `mutation { createPurchaseOrder(input: {vendor_id: ${vendorId}, status: "RECEIVED"}) }`);
    expect(error.extensions?.errors?.status).toBe('A new purchase order starts as a DRAFT');
  });

  it('confirmPO needs lines, returns {id, status}, and only works on a DRAFT', async () => {
    const empty = (await gql(tech, `mutation { createPurchaseOrder(input: {vendor_id: ${vendorId}}) }`)).createPurchaseOrder;
    expect((await gqlError(tech, `mutation { confirmPO(id: ${empty}) { id status } }`)).message).toMatch(
      /Add at least one line to PO-.* before confirming it\./,
    );
    const sku = await newItem('SM-CONFIRM');
    const { po } = await newOrder([{ item: sku, qty: 2 }]);
    expect((await gql(tech, `mutation { confirmPO(id: ${po}) { id status } }`)).confirmPO).toEqual({ id: po, status: 'CONFIRMED' });
    const again = await gqlError(tech, `mutation { confirmPO(id: ${po}) { id status } }`);
    expect(again.extensions?.code).toBe('conflict');
    expect(again.message).toMatch(/is CONFIRMED\.$/);
    expect((await gqlError(tech, `mutation { confirmPO(id: 999999) { id } }`)).extensions?.code).toBe('not_found');
  });

  it('lines change only while the order is a DRAFT; status moves only by the rules', async () => {
    const sku = await newItem('SM-LINES');
    const { po, lineIds } = await newOrder([{ item: sku, qty: 2 }]);
    const line = (await gql(tech, `{ purchaseOrderLine(id: ${lineIds[0]}) { order_unit_qty received_stock_qty currency } }`))
      .purchaseOrderLine;
    expect(line).toEqual({ order_unit_qty: 10, received_stock_qty: 0, currency: 'USD' });
    expect((await gqlError(tech, `mutation { updatePurchaseOrder(id: ${po}, input: {status: "RECEIVED"}) }`)).message).toBe(
      'Receiving stock sets this status; it cannot be set by hand.',
    );
    expect((await gqlError(tech, `mutation { updatePurchaseOrder(id: ${po}, input: {status: "CONFIRMED"}) }`)).message).toBe(
      'Confirm a purchase order with confirmPO.',
    );
    await gql(tech, `mutation { confirmPO(id: ${po}) { status } }`);
    const locked = await gqlError(tech, `mutation { updatePurchaseOrderLine(id: ${lineIds[0]}, input: {order_stock_qty: 9}) }`);
    expect(locked.extensions?.code).toBe('conflict');
    expect(locked.message).toMatch(/cannot change: it is CONFIRMED/);
    expect(
      (
        await gqlError(
          tech,
          `mutation { createPurchaseOrderLine(input: {purchase_order_id: ${po}, trackable_item_id: ${sku}, order_stock_qty: 1}) }`,
        )
      ).extensions?.code,
    ).toBe('conflict');
    expect((await gqlError(tech, `mutation { deletePurchaseOrderLine(id: ${lineIds[0]}) }`)).extensions?.code).toBe('conflict');
    expect((await gqlError(tech, `mutation { deletePurchaseOrder(id: ${po}) }`)).message).toMatch(
      /Only draft or cancelled purchase orders can be deleted/,
    );
    // Tracking details can still be filled in.
    await gql(
      tech,
      `mutation { updatePurchaseOrder(id: ${po}, input: {tracking_link: "https://track.example/1", vendor_po_number: "V-1"}) }`,
    );
    // Cancel a confirmed order; a cancelled one cannot be received or cancelled again.
    await gql(tech, `mutation { updatePurchaseOrder(id: ${po}, input: {status: "CANCELLED"}) }`);
    expect((await intake(lineIds[0])).body.errors[0].message).toMatch(/is CANCELLED: nothing more can be received/);
    expect((await gql(tech, `mutation { deletePurchaseOrder(id: ${po}) }`)).deletePurchaseOrder).toBe(po);
  });

  it('a draft cannot be received', async () => {
    const sku = await newItem('SM-DRAFT');
    const { lineIds } = await newOrder([{ item: sku, qty: 1 }]);
    const res = await intake(lineIds[0]);
    expect(res.body.errors[0].message).toMatch(/is a draft: confirm it before receiving/);
    expect(res.body.errors[0].extensions.code).toBe('conflict');
  });

  it('receiving moves CONFIRMED → PARTIALLY_RECEIVED → RECEIVED, and refuses more than ordered', async () => {
    const a = await newItem('SM-RECV-A');
    const b = await newItem('SM-RECV-B', { standard_unit_count: 4 });
    const { po, lineIds } = await newOrder([
      { item: a, qty: 2, units: 25 },
      { item: b, qty: 1 },
    ]);
    await gql(tech, `mutation { confirmPO(id: ${po}) { status } }`);
    const first = await intake(lineIds[0], `, serial: "R-1", barcode: "VENDOR-0001"`);
    expect(first.body.data.intakePurchaseOrderLineUnit).toMatchObject({
      barcode: 'VENDOR-0001',
      unit_count: 25,
      status: 'IN_STOCK',
      zone: { code: 'B-01-02' },
    });
    expect((await gql(tech, `{ purchaseOrder(id: ${po}) { status } }`)).purchaseOrder.status).toBe('PARTIALLY_RECEIVED');
    // A duplicate barcode is a conflict, and nothing is received.
    expect((await intake(lineIds[0], `, barcode: "VENDOR-0001"`)).body.errors[0].extensions.code).toBe('conflict');
    const second = await intake(lineIds[0], `, zone_id: ${otherZoneId}`);
    expect(second.body.data.intakePurchaseOrderLineUnit.barcode).toMatch(/^INV-\d{8}$/);
    expect(second.body.data.intakePurchaseOrderLineUnit.zone.code).toBe('RCV-01');
    const full = await intake(lineIds[0]);
    expect(full.body.errors[0]).toMatchObject({ message: 'This line is fully received (2 of 2).', extensions: { code: 'conflict' } });
    await intake(lineIds[1]);
    const read = (
      await gql(tech, `{ purchaseOrder(id: ${po}) { status lines { received_stock_qty order_stock_qty } inventory_items { id } } }`)
    ).purchaseOrder;
    expect(read.status).toBe('RECEIVED');
    expect(read.lines).toEqual([
      { received_stock_qty: 2, order_stock_qty: 2 },
      { received_stock_qty: 1, order_stock_qty: 1 },
    ]);
    expect(read.inventory_items).toHaveLength(3);
    expect(await item(a)).toEqual({ stock_count: 2, unit_count: 50, needs_reorder: true });
    expect((await gqlError(tech, `mutation { updatePurchaseOrder(id: ${po}, input: {status: "CANCELLED"}) }`)).message).toMatch(
      /Only draft or confirmed purchase orders can be cancelled/,
    );
  });

  it('intake checks its zone and its input', async () => {
    const noZone = await newItem('SM-NOZONE', { default_zones: [] });
    const { po, lineIds } = await newOrder([{ item: noZone, qty: 3 }]);
    await gql(tech, `mutation { confirmPO(id: ${po}) { status } }`);
    expect((await intake(lineIds[0])).body.errors[0]).toMatchObject({
      message: 'Choose a zone: SM-NOZONE has no default zone.',
      extensions: { errors: { zone_id: 'Choose a zone for the received stock' } },
    });
    expect((await intake(lineIds[0], `, zone_id: ${inactiveZoneId}`)).body.errors[0].message).toMatch(/is inactive/);
    expect((await intake(lineIds[0], `, zone_id: 999999`)).body.errors[0].message).toBe('Zone 999999 does not exist.');
    expect((await intake(lineIds[0], `, zone_id: ${zoneId}, barcode: "has space"`)).body.errors[0].extensions.code).toBe('bad_request');
    expect((await intake('999999')).body.errors[0].extensions.code).toBe('not_found');
    expect((await gql(tech, `{ purchaseOrderLine(id: ${lineIds[0]}) { received_stock_qty } }`)).purchaseOrderLine.received_stock_qty).toBe(
      0,
    );
  });
});

describe('stock changes', () => {
  let itemId: string;
  let unitId: string;
  beforeAll(async () => {
    itemId = await newItem('SM-STOCK', { repurchase_threshold: 2 });
    const { po, lineIds } = await newOrder([{ item: itemId, qty: 2 }]);
    await gql(tech, `mutation { confirmPO(id: ${po}) { status } }`);
    unitId = (await intake(lineIds[0])).body.data.intakePurchaseOrderLineUnit.id;
    await intake(lineIds[0]);
  });

  it('quantity by delta or absolute, exactly one of them, never below 0', async () => {
    const q = (args: string) => tech.graphql(`mutation { updateInventoryItemQuantity(id: ${unitId}, ${args}) { unit_count status } }`);
    expect((await q('delta: -3')).body.data.updateInventoryItemQuantity).toEqual({ unit_count: 7, status: 'IN_STOCK' });
    expect((await q('absolute: 9')).body.data.updateInventoryItemQuantity).toEqual({ unit_count: 9, status: 'IN_STOCK' });
    const notes = await gql(tech, `{ inventoryItem(id: ${unitId}) { movements { note note_code note_values } } }`); // issue 27: by key
    expect(notes.inventoryItem.movements).toEqual(
      expect.arrayContaining([
        { note: 'set to 9', note_code: 'inventory.stock.set_to', note_values: { count: 9 } },
        { note: 'delta -3', note_code: 'inventory.stock.delta', note_values: { delta: '-3' } },
        expect.objectContaining({ note_code: 'inventory.stock.received', note_values: expect.objectContaining({ count: 1, ordered: 2 }) }),
      ]),
    );
    expect((await q('delta: 1, absolute: 2')).body.errors[0].message).toBe('Send exactly one of delta or absolute.');
    expect((await tech.graphql(`mutation { updateInventoryItemQuantity(id: ${unitId}) { id } }`)).body.errors[0].message).toBe(
      'Send exactly one of delta or absolute.',
    );
    expect((await q('delta: -50')).body.errors[0].message).toBe('Not enough units: the item has 9, the change takes 50.');
    expect((await q('absolute: -1')).body.errors[0].extensions.errors).toEqual({ absolute: 'Must be 0 or more' });
    expect(await item(itemId)).toEqual({ stock_count: 2, unit_count: 19, needs_reorder: false });
  });

  it('an item used up is CONSUMED, leaves the stock and flags the reorder', async () => {
    const res = await tech.graphql(`mutation { updateInventoryItemQuantity(id: ${unitId}, absolute: 0) { unit_count status } }`);
    expect(res.body.data.updateInventoryItemQuantity).toEqual({ unit_count: 0, status: 'CONSUMED' });
    expect(await item(itemId)).toEqual({ stock_count: 1, unit_count: 10, needs_reorder: true });
    const flagged = await gql(tech, `{ trackableItems(query: {needs_reorder: true, sku: "SM-STOCK"}) { sku } }`);
    expect(flagged.trackableItems).toEqual([{ sku: 'SM-STOCK' }]);
    expect(
      (await tech.graphql(`mutation { moveInventoryItemToZone(id: ${unitId}, zone_id: ${otherZoneId}) { id } }`)).body.errors[0].message,
    ).toMatch(/is CONSUMED: only stock can be moved/);
    // Found again at a stocktake: back in stock.
    expect(
      (await gql(tech, `mutation { updateInventoryItemQuantity(id: ${unitId}, absolute: 4) { status } }`)).updateInventoryItemQuantity
        .status,
    ).toBe('IN_STOCK');
  });

  it('moves go to active zones only', async () => {
    const moved = await gql(tech, `mutation { moveInventoryItemToZone(id: ${unitId}, zone_id: ${otherZoneId}) { zone { code } } }`);
    expect(moved.moveInventoryItemToZone.zone.code).toBe('RCV-01');
    expect((await gqlError(tech, `mutation { moveInventoryItemToZone(id: ${unitId}, zone_id: ${otherZoneId}) { id } }`)).message).toBe(
      'The item is already in zone RCV-01.',
    );
    expect(
      (await gqlError(tech, `mutation { moveInventoryItemToZone(id: ${unitId}, zone_id: ${inactiveZoneId}) { id } }`)).message,
    ).toMatch(/is inactive/);
    expect((await gqlError(tech, `mutation { moveInventoryItemToZone(id: 999999, zone_id: ${zoneId}) { id } }`)).extensions?.code).toBe(
      'not_found',
    );
  });

  it('every change left a movement row with who, when, what, before and after', async () => {
    const data = await gql(
      tech,
      `{ inventoryItem(id: ${unitId}) { movements { kind user_email stock_before stock_after units_before units_after item_units_before item_units_after zone_before { code } zone_after { code } created_at } } }`,
    );
    const kinds = data.inventoryItem.movements.map((m: any) => m.kind).reverse();
    expect(kinds).toEqual(['INTAKE', 'ADJUST', 'AUDIT', 'CONSUME', 'STATUS', 'MOVE']);
    const [move, back, consume] = data.inventoryItem.movements;
    expect(move).toMatchObject({
      user_email: 'technician@demo.test',
      zone_before: { code: 'B-01-02' },
      zone_after: { code: 'RCV-01' },
      stock_before: 2,
      stock_after: 2,
    });
    expect(back).toMatchObject({
      stock_before: 1,
      stock_after: 2,
      units_before: 10,
      units_after: 14,
      item_units_before: 0,
      item_units_after: 4,
    });
    expect(consume).toMatchObject({ stock_before: 2, stock_after: 1, units_before: 19, units_after: 10 });
    expect(new Date(move.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('items edited or added by hand keep the invariant too; received stock is not deleted', async () => {
    const opening = (
      await gql(tech, `mutation { createInventoryItem(input: {trackable_item_id: ${itemId}, zone_id: ${zoneId}, unit_count: 6}) }`)
    ).createInventoryItem;
    expect(await item(itemId)).toMatchObject({ stock_count: 3, unit_count: 20 });
    await gql(tech, `mutation { updateInventoryItem(id: ${opening}, input: {status: "WASTED"}) }`);
    expect(await item(itemId)).toMatchObject({ stock_count: 2, unit_count: 14 });
    await gql(tech, `mutation { deleteInventoryItem(id: ${opening}) }`);
    expect((await gqlError(tech, `mutation { deleteInventoryItem(id: ${unitId}) }`)).message).toBe(
      'Received stock cannot be deleted: mark it CONSUMED or WASTED instead.',
    );
    expect(
      (await gqlError(tech, `mutation { updateInventoryItem(id: ${unitId}, input: {trackable_item_id: 1}) }`)).extensions?.errors,
    ).toEqual({ trackable_item_id: 'Cannot be changed' });
    expect(await invariantViolations(t)).toEqual([]);
  });
});

describe('concurrency', () => {
  it('50 parallel intakes on a line ordered 10 receive exactly 10; the rest are refused', async () => {
    const sku = await newItem('SM-RACE');
    const { po, lineIds } = await newOrder([{ item: sku, qty: 10 }]);
    await gql(tech, `mutation { confirmPO(id: ${po}) { status } }`);
    const results = await Promise.all(Array.from({ length: 50 }, () => intake(lineIds[0])));
    const ok = results.filter((r) => r.body.data?.intakePurchaseOrderLineUnit);
    const refused = results.filter((r) => r.body.errors);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused)
      expect(r.body.errors[0]).toMatchObject({ message: 'This line is fully received (10 of 10).', extensions: { code: 'conflict' } });
    const read = (await gql(tech, `{ purchaseOrder(id: ${po}) { status lines { received_stock_qty } inventory_items { id } } }`))
      .purchaseOrder;
    expect(read).toMatchObject({ status: 'RECEIVED', lines: [{ received_stock_qty: 10 }] });
    expect(read.inventory_items).toHaveLength(10);
    expect(await item(sku)).toMatchObject({ stock_count: 10, unit_count: 100 });
    expect(await invariantViolations(t)).toEqual([]);
  });

  /**
   * Contention queues instead of failing: the 200 transactions take turns on the item's row lock,
   * each waiting under the lock timeout (10 s) rather than the 2 s statement timeout, and at most
   * the pool's other connections (9) go before it — so no answer depends on the machine's speed.
   * Only the whole run's length does (200 transactions one after another: ~20 s at load 17 on two
   * cores), hence the generous test timeout.
   */
  it('200 parallel quantity deltas all succeed and give the exact total', { timeout: 300_000 }, async () => {
    const sku = await newItem('SM-DELTA', { standard_unit_count: 1000 });
    const { po, lineIds } = await newOrder([{ item: sku, qty: 1 }]);
    await gql(tech, `mutation { confirmPO(id: ${po}) { status } }`);
    const unit = (await intake(lineIds[0])).body.data.intakePurchaseOrderLineUnit.id;
    // 120 takes of 3 and 80 returns of 2: 1000 - 360 + 160 = 800.
    const deltas = [...Array(120).fill(-3), ...Array(80).fill(2)].sort(() => Math.random() - 0.5);
    // As a client does with "database_unavailable" (a 503: nothing was applied, try again): on a
    // loaded machine some of the 200 wait longer than the pool allows for a connection.
    const send = async (d: number) => {
      for (let attempt = 1; ; attempt++) {
        const res = await tech.graphql(`mutation { updateInventoryItemQuantity(id: ${unit}, delta: ${d}) { unit_count } }`);
        const unavailable = res.body.errors?.some((e: any) => e.extensions?.code === 'database_unavailable');
        if (!unavailable || attempt === 5) return res;
      }
    };
    const results = await Promise.all(deltas.map(send));
    expect(results.filter((r) => r.status !== 200 || r.body.errors).map((r) => [r.status, r.body.errors])).toEqual([]);
    // The last one to commit answered the final count.
    expect(results.map((r) => r.body.data.updateInventoryItemQuantity.unit_count)).toContain(800);
    expect((await gql(tech, `{ inventoryItem(id: ${unit}) { unit_count } }`)).inventoryItem.unit_count).toBe(800);
    expect(await item(sku)).toMatchObject({ stock_count: 1, unit_count: 800 });
    const [{ n }] = await rows<{ n: number }>(
      t.ctx.database.db,
      sql`SELECT count(*)::int AS n FROM stock_movements WHERE inventory_item_id = ${Number(unit)} AND kind = 'ADJUST'`,
    );
    expect(n).toBe(200);
    expect(await invariantViolations(t)).toEqual([]);
  });
});

describe('POST /api/v2/inventory/scan', () => {
  it('finds a unit by barcode, with its trackable item and zone', async () => {
    const res = await tech.post('/api/v2/inventory/scan').send({ value: 'INV-00000001', kind: 'barcode' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      match: 'inventory_item',
      inventory_item: { barcode: 'INV-00000001' },
      trackable_item: { sku: 'PAP-MATTE-54' },
    });
  });

  it('finds a unit by serial, and a SKU label by barcode', async () => {
    expect((await tech.post('/api/v2/inventory/scan').send({ value: 'R-1', kind: 'serial' })).body.inventory_item.serial).toBe('R-1');
    const sku = await tech.post('/api/v2/inventory/scan').send({ value: 'pap-satin-54' });
    expect(sku.body).toMatchObject({ match: 'trackable_item', inventory_item: null, trackable_item: { sku: 'PAP-SATIN-54' } });
  });

  it('answers 404, 400, 401 and 403 as it should', async () => {
    const missing = await tech.post('/api/v2/inventory/scan').send({ value: 'NOPE-1', kind: 'barcode' });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('No inventory item or SKU has the barcode NOPE-1.');
    const bad = await tech.post('/api/v2/inventory/scan').send({ value: '', kind: 'rfid' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.errors).toEqual({ value: 'Must provide a value', kind: 'Must be barcode or serial' });
    expect((await t.api.post('/api/v2/inventory/scan').send({ value: 'x' })).status).toBe(401);
    expect((await (await t.as('admin@demo.test')).post('/api/v2/inventory/scan').send({ value: 'x' })).status).toBe(403);
  });
});

describe('the demo warehouse', () => {
  it('has purchase orders in every status and keeps the invariant', async () => {
    const data = await gql(tech, `{ purchaseOrdersPaginated(first: 100) { total data { status } } }`);
    const statuses = new Set(data.purchaseOrdersPaginated.data.map((p: any) => p.status));
    expect([...statuses].sort()).toEqual(['CANCELLED', 'CONFIRMED', 'DRAFT', 'PARTIALLY_RECEIVED', 'RECEIVED']);
    expect(await invariantViolations(t)).toEqual([]);
  });
});
