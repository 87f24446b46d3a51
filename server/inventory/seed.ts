/**
 * Demo warehouse (docs/requirements/platform.md §7 "Demo data"): vendors, paper rolls, paste, ink and boxes in zones,
 * purchase orders in every status, and stock that went through the real services — intake,
 * use, moves, waste — so every count matches its movement rows (the stock invariant).
 */
import { count, eq } from 'drizzle-orm';
import type { Actor } from '../framework/actor';
import { moveToZone, updateQuantity } from './items';
import { confirmPurchaseOrder, intakeLineUnit } from './purchasing';
import { recordStockChange } from './stock';
import type { Db } from '../db/client';
import {
  inventoryItems,
  purchaseOrderLines,
  purchaseOrders,
  stockTypes,
  trackableItemAuditGroups,
  trackableItemAuditLists,
  trackableItems,
  unitTypes,
  users,
  vendors,
  warehouses,
  zoneGroups,
  zones,
} from '../db/schema';
import { transact } from '../db/transaction';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
const dateIn = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

export async function seedInventory(db: Db) {
  const [{ n }] = await db.select({ n: count() }).from(trackableItems);
  const [{ w }] = await db.select({ w: count() }).from(warehouses);
  if (n > 0 || w > 0) return;

  // Stock is received and used by the technician, as it would be on the floor.
  const [tech] = await db.select().from(users).where(eq(users.email, 'technician@demo.test')).limit(1);
  const actor: Actor | null = tech ? { id: tech.id, email: tech.email, role: 'TECHNICIAN', brand_id: null } : null;

  const [warehouse] = await db
    .insert(warehouses)
    .values({
      name: 'Phoenix Main Warehouse',
      description: 'Print floor stores, 2150 W Lower Buckeye Rd',
      width: 40,
      length: 60,
      height: 8,
    })
    .returning();
  await db
    .insert(warehouses)
    .values({ name: 'Tempe Overflow', description: 'Overflow pallets and seasonal packaging', width: 20, length: 25, height: 6 });
  const groups = await db
    .insert(zoneGroups)
    .values([
      {
        name: 'Aisle A · Paper rolls',
        description: 'Cantilever racks for rolls up to 60in',
        warehouse_id: warehouse.id,
        width: 2,
        length: 30,
        height: 5,
        x: 2,
        y: 0,
        z: 0,
      },
      {
        name: 'Aisle B · Inks and paste',
        description: 'Climate-controlled shelving, 15–25 °C',
        warehouse_id: warehouse.id,
        width: 2,
        length: 12,
        height: 2.5,
        x: 8,
        y: 0,
        z: 0,
      },
      {
        name: 'Packing bench',
        description: 'Tubes, mailers and tape next to the weigh station',
        warehouse_id: warehouse.id,
        width: 3,
        length: 8,
        height: 2,
        x: 14,
        y: 20,
        z: 0,
      },
      {
        name: 'Receiving dock',
        description: 'Deliveries waiting to be put away',
        warehouse_id: warehouse.id,
        width: 6,
        length: 6,
        height: 4,
        x: 30,
        y: 50,
        z: 0,
      },
    ])
    .returning();
  const [aisleA, aisleB, packing, dock] = groups;
  const zoneRows = await db
    .insert(zones)
    .values([
      { code: 'A-01-01', name: 'Aisle A bay 1 low', zone_group_id: aisleA.id, width: 2, length: 3, height: 1.2, x: 0, y: 0, z: 0 },
      { code: 'A-01-02', name: 'Aisle A bay 1 high', zone_group_id: aisleA.id, width: 2, length: 3, height: 1.2, x: 0, y: 0, z: 1.5 },
      { code: 'A-02-01', name: 'Aisle A bay 2 low', zone_group_id: aisleA.id, width: 2, length: 3, height: 1.2, x: 0, y: 3, z: 0 },
      { code: 'A-02-02', name: 'Aisle A bay 2 high', zone_group_id: aisleA.id, width: 2, length: 3, height: 1.2, x: 0, y: 3, z: 1.5 },
      {
        code: 'A-03-01',
        name: 'Aisle A bay 3 (rack repair)',
        zone_group_id: aisleA.id,
        is_active: false,
        width: 2,
        length: 3,
        height: 1.2,
        x: 0,
        y: 6,
        z: 0,
      },
      { code: 'B-01-01', name: 'Paste shelf', zone_group_id: aisleB.id, width: 1, length: 2, height: 0.5, x: 0, y: 0, z: 0 },
      { code: 'B-01-02', name: 'Ink cabinet', zone_group_id: aisleB.id, width: 1, length: 2, height: 0.5, x: 0, y: 0, z: 0.6 },
      { code: 'PK-01', name: 'Tube rack', zone_group_id: packing.id, width: 1, length: 2, height: 2, x: 0, y: 0, z: 0 },
      { code: 'PK-02', name: 'Mailer shelf', zone_group_id: packing.id, width: 1, length: 2, height: 1, x: 1, y: 0, z: 0 },
      { code: 'RCV-01', name: 'Dock floor', zone_group_id: dock.id, width: 6, length: 6, height: 4, x: 0, y: 0, z: 0 },
    ])
    .returning();
  const zone = (code: string) => zoneRows.find((z) => z.code === code)!.id;

  const [paper, paste, ink, packaging] = await db
    .insert(stockTypes)
    .values([
      { name: 'Paper roll', description: 'Printable wallpaper and vinyl media on a core' },
      { name: 'Adhesive paste', description: 'Wallpaper paste sold with orders or used for samples' },
      { name: 'Ink', description: 'Printer ink cartridges and bottles' },
      { name: 'Packaging', description: 'Tubes, boxes and mailers' },
    ])
    .returning();
  const [metre, litre, millilitre, piece] = await db
    .insert(unitTypes)
    .values([
      { name: 'Metre', description: 'Linear metres of media' },
      { name: 'Litre', description: 'Litres of paste' },
      { name: 'Millilitre', description: 'Millilitres of ink' },
      { name: 'Piece', description: 'Single tubes, boxes or mailers' },
    ])
    .returning();
  const [mercer, hollis, chromaline, boxcraft, atlas] = await db
    .insert(vendors)
    .values([
      {
        brand_name: 'Mercer Paper Mills',
        email: 'orders@mercerpaper.example',
        phone: '+1 414 555 0148',
        website: 'https://mercerpaper.example',
        primary_contact: 'Dana Whitfield',
      },
      {
        brand_name: 'Hollis Adhesives Co.',
        email: 'sales@hollisadhesives.example',
        phone: '+1 602 555 0193',
        website: 'https://hollisadhesives.example',
        primary_contact: 'Ray Ortega',
      },
      {
        brand_name: 'Chromaline Inks',
        email: 'support@chromaline.example',
        phone: '+1 888 555 0110',
        website: 'https://chromaline.example',
        primary_contact: 'Mei Tanaka',
      },
      {
        brand_name: 'Boxcraft Packaging',
        email: 'hello@boxcraft.example',
        phone: '+1 480 555 0177',
        website: 'https://boxcraft.example',
        primary_contact: 'Luis Romero',
      },
      {
        brand_name: 'Atlas Wallcovering Supply',
        email: 'trade@atlaswallcovering.example',
        phone: '+1 312 555 0125',
        primary_contact: 'Priya Nair',
      },
    ])
    .returning();

  const [paperAudit, liquidsAudit] = await db
    .insert(trackableItemAuditGroups)
    .values([{ name: 'Paper rolls · monthly count' }, { name: 'Inks and paste · weekly check' }])
    .returning();
  await db.insert(trackableItemAuditLists).values([
    { audit_group_id: paperAudit.id, position: 0, requirement_text: 'Count sealed rolls on every shelf of Aisle A.' },
    { audit_group_id: paperAudit.id, position: 1, requirement_text: 'Check that each roll label matches its barcode.' },
    { audit_group_id: paperAudit.id, position: 2, requirement_text: 'Note crushed cores or water damage, and mark those rolls wasted.' },
    { audit_group_id: paperAudit.id, position: 3, requirement_text: 'Record partial rolls by the metres left.' },
    { audit_group_id: liquidsAudit.id, position: 0, requirement_text: 'Check expiry dates; anything expired is wasted.' },
    { audit_group_id: liquidsAudit.id, position: 1, requirement_text: 'Rotate the oldest stock to the front.' },
    { audit_group_id: liquidsAudit.id, position: 2, requirement_text: 'Confirm caps are sealed and log any leak.' },
  ]);

  const item = (
    sku: string,
    name: string,
    v: number,
    st: number,
    ut: number,
    units: number,
    cost: number,
    threshold: number,
    zoneCodes: string[],
    audit?: number,
    notes?: string,
  ) => ({
    sku,
    name,
    vendor_id: v,
    stock_type_id: st,
    unit_type_id: ut,
    standard_unit_count: units,
    cost,
    cost_basis: 'STOCK',
    repurchase_threshold: threshold,
    default_zones: zoneCodes.map(zone),
    audit_group_id: audit ?? null,
    notes: notes ?? null,
  });
  const items = await db
    .insert(trackableItems)
    .values([
      item(
        'PAP-MATTE-54',
        'Matte wallpaper 54in × 50m',
        mercer.id,
        paper.id,
        metre.id,
        50,
        185,
        8,
        ['A-01-01'],
        paperAudit.id,
        'Our best seller: most orders print on it.',
      ),
      item('PAP-SATIN-54', 'Satin wallpaper 54in × 50m', mercer.id, paper.id, metre.id, 50, 205, 5, ['A-01-02'], paperAudit.id),
      item('PAP-PEEL-24', 'Peel-and-stick vinyl 24in × 30m', atlas.id, paper.id, metre.id, 30, 142, 6, ['A-02-01'], paperAudit.id),
      item(
        'PAP-GRASS-36',
        'Grasscloth textured 36in × 25m',
        atlas.id,
        paper.id,
        metre.id,
        25,
        310,
        3,
        ['A-02-02'],
        paperAudit.id,
        'Special orders only; keep a few rolls.',
      ),
      item('PST-CLEAR-5L', 'Clear wallpaper paste, 5 L tub', hollis.id, paste.id, litre.id, 5, 24.5, 10, ['B-01-01'], liquidsAudit.id),
      item('PST-HEAVY-10L', 'Heavy-duty paste, 10 L tub', hollis.id, paste.id, litre.id, 10, 41, 6, ['B-01-01'], liquidsAudit.id),
      item('INK-CYAN-1L', 'Pigment ink cyan, 1 L bottle', chromaline.id, ink.id, millilitre.id, 1000, 96, 3, ['B-01-02'], liquidsAudit.id),
      item(
        'INK-MAG-1L',
        'Pigment ink magenta, 1 L bottle',
        chromaline.id,
        ink.id,
        millilitre.id,
        1000,
        96,
        3,
        ['B-01-02'],
        liquidsAudit.id,
      ),
      item('INK-YEL-1L', 'Pigment ink yellow, 1 L bottle', chromaline.id, ink.id, millilitre.id, 1000, 96, 3, ['B-01-02'], liquidsAudit.id),
      item('INK-BLK-1L', 'Pigment ink black, 1 L bottle', chromaline.id, ink.id, millilitre.id, 1000, 96, 3, ['B-01-02'], liquidsAudit.id),
      item('BOX-TUBE-60', 'Shipping tube 60in, bundle of 25', boxcraft.id, packaging.id, piece.id, 25, 62, 4, ['PK-01']),
      item('BOX-MAILER-S', 'Flat mailer box small, bundle of 50', boxcraft.id, packaging.id, piece.id, 50, 38, 3, ['PK-02']),
    ])
    .returning();
  const sku = (s: string) => items.find((i) => i.sku === s)!;

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
