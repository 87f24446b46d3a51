/**
 * Every note the server writes on a stock movement is a key and values, each reader seeing it in
 * their own language, with the English alongside for API clients: a unit added by hand, moved to
 * another zone, its quantity set, then deleted. (Receipts are checked in inventoryPurchasing.test.ts.)
 * Notes written in English before they were keyed get their key from the migrations.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rows } from '../../server/db/client';
import { testApp, type TestApp } from '../support/testApp';
import { gql, invariantViolations, type Client } from '../support/inventory';

let t: TestApp;
let tech: Client;
let vendorId: string;
let zoneId: string;
let other: { id: string; code: string };

beforeAll(async () => {
  t = await testApp();
  tech = await t.as('technician@demo.test');
  const data = await gql(
    tech,
    `{ vendors(query: {brand_name: "Chromaline Inks"}) { id } a: zones(query: {code: "B-01-02"}) { id } b: zones(query: {code: "RCV-01"}) { id code } }`,
  );
  vendorId = data.vendors[0].id;
  zoneId = data.a[0].id;
  other = data.b[0];
});
afterAll(() => t.close());

it('a unit added by hand, moved, counted and deleted: each note by key and values, the English alongside', async () => {
  const input = {
    sku: 'SN-NOTES',
    name: 'Test notes',
    vendor_id: vendorId,
    standard_unit_count: 10,
    repurchase_threshold: 1,
    default_zones: [Number(zoneId)],
  };
  const item = (await gql(tech, `mutation($i: TrackableItemInput!) { createTrackableItem(input: $i) }`, { i: input }))
    .createTrackableItem as string;
  const unit = (await gql(tech, `mutation { createInventoryItem(input: {trackable_item_id: ${item}, zone_id: ${zoneId}, unit_count: 6}) }`))
    .createInventoryItem as string;
  await gql(tech, `mutation { moveInventoryItemToZone(id: ${unit}, zone_id: ${other.id}) { id } }`);
  await gql(tech, `mutation { updateInventoryItemQuantity(id: ${unit}, absolute: 4) { unit_count } }`);
  const { barcode } = (await gql(tech, `{ inventoryItem(id: ${unit}) { barcode } }`)).inventoryItem;
  const named = barcode ?? `#${unit}`;
  await gql(tech, `mutation { deleteInventoryItem(id: ${unit}) }`);

  const { movements } = (await gql(tech, `{ trackableItem(id: ${item}) { movements { kind note note_code note_values } } }`)).trackableItem;
  // Newest first.
  expect(movements).toEqual([
    { kind: 'DELETE', note: `deleted ${named}`, note_code: 'inventory.stock.deleted', note_values: { unit: named } },
    // Setting the count is a stocktake.
    { kind: 'AUDIT', note: 'set to 4', note_code: 'inventory.stock.set_to', note_values: { count: 4 } },
    { kind: 'MOVE', note: `to ${other.code}`, note_code: 'inventory.stock.moved_to', note_values: { zone: other.code } },
    { kind: 'CREATE', note: 'added by hand', note_code: 'inventory.stock.added_by_hand', note_values: {} },
  ]);
  expect(await invariantViolations(t)).toEqual([]);
});

it('notes the server wrote in English before are keyed by the migrations; a person’s note and overlong numbers are left alone', async () => {
  const db = t.ctx.database.db;
  const item = (
    await gql(tech, `mutation($i: TrackableItemInput!) { createTrackableItem(input: $i) }`, {
      i: {
        sku: 'SN-OLD',
        name: 'Old notes',
        vendor_id: vendorId,
        standard_unit_count: 1,
        repurchase_threshold: 1,
        default_zones: [Number(zoneId)],
      },
    })
  ).createTrackableItem as string;
  const old: Array<[kind: string, note: string]> = [
    ['MOVE', 'to A-02-01'],
    ['CREATE', 'added by hand'],
    ['DELETE', 'deleted INV-000042'],
    ['INTAKE', 'PO-2026-1009 line 9 (2 of 4)'],
    ['ADJUST', 'set to 12'],
    // Not the server's: a person's words, a note on another kind, a number no int can hold.
    ['MOVE', 'to the back shelf, behind the rolls'],
    ['CREATE', 'deleted by mistake'],
    ['AUDIT', 'set to 99999999999999'],
  ];
  for (const [kind, note] of old)
    await db.execute(sql`INSERT INTO stock_movements (kind, trackable_item_id, stock_before, stock_after, units_before, units_after, note)
      VALUES (${kind}, ${Number(item)}, 0, 0, 0, 0, ${note})`);
  // The backfilling statements of the migrations, run again on these rows (each is safe to repeat).
  for (const file of ['0028_stored_message_codes.sql', '0029_stock_note_codes.sql'])
    for (const statement of readFileSync(`server/db/migrations/${file}`, 'utf8').split('--> statement-breakpoint'))
      if (/^UPDATE "stock_movements"/m.test(statement)) await db.execute(sql.raw(statement));

  const keyed = await rows<{ note: string; note_code: string | null; note_values: unknown }>(
    db,
    sql`SELECT note, note_code, note_values FROM stock_movements WHERE trackable_item_id = ${Number(item)} ORDER BY id`,
  );
  expect(keyed).toEqual([
    { note: 'to A-02-01', note_code: 'inventory.stock.moved_to', note_values: { zone: 'A-02-01' } },
    { note: 'added by hand', note_code: 'inventory.stock.added_by_hand', note_values: {} },
    { note: 'deleted INV-000042', note_code: 'inventory.stock.deleted', note_values: { unit: 'INV-000042' } },
    {
      note: 'PO-2026-1009 line 9 (2 of 4)',
      note_code: 'inventory.stock.received',
      note_values: { po: 'PO-2026-1009', line: 9, count: 2, ordered: 4 },
    },
    { note: 'set to 12', note_code: 'inventory.stock.set_to', note_values: { count: 12 } },
    { note: 'to the back shelf, behind the rolls', note_code: null, note_values: null },
    { note: 'deleted by mistake', note_code: null, note_values: null },
    { note: 'set to 99999999999999', note_code: null, note_values: null },
  ]);
});
