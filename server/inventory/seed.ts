/**
 * Demo warehouse (docs/requirements/platform.md §7 "Demo data"): vendors, paper rolls, paste, ink and boxes in zones,
 * purchase orders in every status, and stock that went through the real services — intake,
 * use, moves, waste — so every count matches its movement rows (the stock invariant).
 */
import { count, eq } from 'drizzle-orm';
import type { Actor } from '../framework/actor';
import type { Db } from '../db/client';
import {
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
import { seedStockHistory } from './seedStockHistory';

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

  await seedStockHistory(db, actor, { sku, zone, vendors: { mercer, hollis, chromaline, boxcraft, atlas } });
}
