/**
 * The demo warehouse's history (seed.ts): purchase orders in every status, received through the
 * real intake, then stock used, moved and wasted through the real services, so every count matches
 * its movement rows.
 */
import { eq } from 'drizzle-orm';
import type { Actor } from '../framework/actor';
import { moveToZone, updateQuantity } from './items';
import { confirmPurchaseOrder, intakeLineUnit } from './purchasing';
import { recordStockChange } from './stock';
import type { Db } from '../db/client';
import { inventoryItems, purchaseOrderLines, purchaseOrders, trackableItems } from '../db/schema';
import { transact } from '../db/transaction';

type TrackableItem = typeof trackableItems.$inferSelect;

/** What the history needs of the warehouse: the items by SKU, zones by code, the vendors. */
export interface SeededWarehouse {
  sku: (s: string) => TrackableItem;
  zone: (code: string) => number;
  vendors: Record<'mercer' | 'hollis' | 'chromaline' | 'boxcraft' | 'atlas', { id: number }>;
}

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
const dateIn = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

export async function seedStockHistory(db: Db, actor: Actor | null, { sku, zone, vendors }: SeededWarehouse) {
  const { mercer, hollis, chromaline, boxcraft, atlas } = vendors;
  /** A purchase order with lines, created as a DRAFT dated `age` days ago. */
  async function purchaseOrder(
    vendorId: number,
    age: number,
    lines: Array<[string, number]>,
    extra: Partial<typeof purchaseOrders.$inferInsert> = {},
  ) {
    const [po] = await db
      .insert(purchaseOrders)
      .values({
        po_number: `PO-${daysAgo(age).getUTCFullYear()}-${String(1000 + age).padStart(4, '0')}`,
        vendor_id: vendorId,
        status: 'DRAFT',
        created_at: daysAgo(age),
        updated_at: daysAgo(age),
        ...extra,
      })
      .returning();
    const rows = await db
      .insert(purchaseOrderLines)
      .values(
        lines.map(([s, qty]) => ({
          purchase_order_id: po.id,
          trackable_item_id: sku(s).id,
          order_stock_qty: qty,
          order_unit_qty: sku(s).standard_unit_count,
          unit_cost: sku(s).cost,
          currency: 'USD',
        })),
      )
      .returning();
    return { po, lines: rows };
  }
  async function receive(line: { id: number }, times: number, zoneCode?: string) {
    const received = [];
    for (let i = 0; i < times; i++)
      received.push(await intakeLineUnit(db, actor, { purchase_order_line_id: line.id, zone_id: zoneCode ? zone(zoneCode) : undefined }));
    return received;
  }

  // RECEIVED, two months ago: paper.
  const paperPo = await purchaseOrder(
    mercer.id,
    62,
    [
      ['PAP-MATTE-54', 10],
      ['PAP-SATIN-54', 6],
    ],
    { vendor_po_number: 'MPM-88213', expected_date: dateIn(-55), notes: 'Quarterly paper order.' },
  );
  await confirmPurchaseOrder(db, actor, paperPo.po.id);
  const matte = await receive(paperPo.lines[0], 10);
  const satin = await receive(paperPo.lines[1], 6);
  // RECEIVED: paste and packaging.
  const pastePo = await purchaseOrder(
    hollis.id,
    40,
    [
      ['PST-CLEAR-5L', 12],
      ['PST-HEAVY-10L', 4],
    ],
    { vendor_po_number: 'HA-5521', expected_date: dateIn(-35) },
  );
  await confirmPurchaseOrder(db, actor, pastePo.po.id);
  const clearPaste = await receive(pastePo.lines[0], 12);
  await receive(pastePo.lines[1], 4);
  const boxPo = await purchaseOrder(
    boxcraft.id,
    30,
    [
      ['BOX-TUBE-60', 6],
      ['BOX-MAILER-S', 4],
    ],
    { expected_date: dateIn(-27) },
  );
  await confirmPurchaseOrder(db, actor, boxPo.po.id);
  const tubes = await receive(boxPo.lines[0], 6);
  await receive(boxPo.lines[1], 4);
  // PARTIALLY_RECEIVED: inks, black still on its way.
  const inkPo = await purchaseOrder(
    chromaline.id,
    9,
    [
      ['INK-CYAN-1L', 4],
      ['INK-MAG-1L', 4],
      ['INK-YEL-1L', 4],
      ['INK-BLK-1L', 6],
    ],
    {
      vendor_po_number: 'CL-2219',
      tracking_link: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      expected_date: dateIn(-2),
      notes: 'Black back-ordered by the vendor.',
    },
  );
  await confirmPurchaseOrder(db, actor, inkPo.po.id);
  const cyan = await receive(inkPo.lines[0], 4, 'RCV-01');
  await receive(inkPo.lines[1], 4);
  await receive(inkPo.lines[2], 2);
  // CONFIRMED: packaging on its way. DRAFT: next paste order. CANCELLED: grasscloth.
  const nextBoxes = await purchaseOrder(
    boxcraft.id,
    3,
    [
      ['BOX-TUBE-60', 8],
      ['BOX-MAILER-S', 4],
    ],
    { vendor_po_number: 'BC-7710', expected_date: dateIn(5) },
  );
  await confirmPurchaseOrder(db, actor, nextBoxes.po.id);
  await purchaseOrder(
    hollis.id,
    1,
    [
      ['PST-CLEAR-5L', 10],
      ['PST-HEAVY-10L', 6],
    ],
    { notes: 'Waiting for the price list before confirming.' },
  );
  await purchaseOrder(
    atlas.id,
    20,
    [
      ['PAP-GRASS-36', 4],
      ['PAP-PEEL-24', 8],
    ],
    { status: 'CANCELLED', notes: 'Cancelled: Atlas raised prices; re-quote next month.' },
  );

  // The floor used stock since: rolls printed, paste sold, tubes packed, ink poured.
  for (const roll of matte.slice(0, 4)) await updateQuantity(db, actor, roll.id, { absolute: 0 });
  await updateQuantity(db, actor, matte[4].id, { delta: -32 });
  await updateQuantity(db, actor, matte[5].id, { delta: -11 });
  await updateQuantity(db, actor, satin[0].id, { delta: -47 });
  for (const tub of clearPaste.slice(0, 5)) await updateQuantity(db, actor, tub.id, { absolute: 0 });
  for (const bundle of tubes.slice(0, 3)) await updateQuantity(db, actor, bundle.id, { absolute: 0 });
  await updateQuantity(db, actor, tubes[3].id, { delta: -19 });
  await updateQuantity(db, actor, cyan[0].id, { delta: -650 });
  // Put away the cyan left on the dock, and a satin roll moved to make room.
  for (const bottle of cyan) await moveToZone(db, actor, bottle.id, zone('B-01-02'));
  await moveToZone(db, actor, satin[5].id, zone('A-02-02'));
  // A roll with a crushed core found at the monthly count.
  await transact(db, async (tx) => {
    const [before] = await tx.select().from(inventoryItems).where(eq(inventoryItems.id, matte[9].id)).for('update');
    const [after] = await tx
      .update(inventoryItems)
      .set({ status: 'WASTED', updated_at: new Date() })
      .where(eq(inventoryItems.id, before.id))
      .returning();
    await recordStockChange(tx, actor, {
      kind: 'WASTE',
      trackableItemId: after.trackable_item_id,
      inventoryItemId: after.id,
      before,
      after,
      note: 'crushed core at the monthly count',
    });
  });
}
