/**
 * Demo data of the production floor, each table seeded only while empty: employees with badges
 * (the technician account's is EMP-0001), two printers, and for the demo orders the floor's
 * state — scanned orders waiting in the weigh queue, weighed ones with a bought label, shipped
 * ones with their shipment.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { rows, type Db } from '../db/client';
import { employees, jdmls, lineItems, materials, orders, printers, shipments, users, wasteRecords, weighQueue } from '../db/schema';
import { isEmpty } from '../db/seed';
import { WASTE_CATEGORIES } from '../../resources/production/wasteRecords';
import { generateJdmls } from './jdml';
import { transact } from '../db/transaction';

export const DEMO_BADGES = [
  { name: 'Tess Technician', badge: 'EMP-0001', email: 'technician@demo.test' },
  { name: 'Marco Reyes', badge: 'EMP-0002' },
  { name: 'Aiko Sato', badge: 'EMP-0003' },
];

export async function seedProduction(db: Db) {
  await seedFloor(db);
  if (await isEmpty(db, jdmls)) {
    const inProduction = await db
      .select({ id: lineItems.id })
      .from(lineItems)
      .where(inArray(lineItems.status, ['in_production', 'dropped']));
    await transact(db, (tx) =>
      generateJdmls(
        tx,
        inProduction.map((i) => i.id),
      ),
    );
  }
  if (await isEmpty(db, wasteRecords)) {
    const shared = await db.select({ id: materials.id }).from(materials).orderBy(materials.id).limit(4);
    const people = await db.select({ id: employees.id }).from(employees).orderBy(employees.id);
    if (shared.length && people.length)
      await db.insert(wasteRecords).values(
        Array.from({ length: 36 }, (_, i) => ({
          category: WASTE_CATEGORIES[i % WASTE_CATEGORIES.length],
          material_id: shared[i % shared.length].id,
          weight_pounds: (i * 7) % 5,
          weight_ounces: (i * 5) % 16,
          employee_id: people[i % people.length].id,
          created_at: new Date(Date.now() - (i + 1) * 86_400_000),
          updated_at: new Date(Date.now() - (i + 1) * 86_400_000),
        })),
      );
  }
}

async function seedFloor(db: Db) {
  if (await isEmpty(db, employees)) {
    const [tech] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'technician@demo.test'));
    await db
      .insert(employees)
      .values(DEMO_BADGES.map((e) => ({ name: e.name, badge: e.badge, user_id: e.email ? (tech?.id ?? null) : null })));
  }
  if (await isEmpty(db, printers))
    await db.insert(printers).values([
      { name: 'Packing Station Zebra', description: '4 × 6 in thermal: packing slips and labels', position: 0 },
      { name: 'Office LaserJet', description: 'Letter paper', position: 1 },
    ]);
  if (!(await isEmpty(db, weighQueue)) || !(await isEmpty(db, shipments))) return;
  // Orders whose live items are all at one step of the floor.
  const atStep = async (status: string) =>
    rows<{ id: number; brand_id: number; order_number: string; created_at: Date }>(
      db,
      sql`SELECT o.id, o.brand_id, o.order_number, o.created_at FROM orders o
          WHERE EXISTS (SELECT 1 FROM line_items l WHERE l.order_id = o.id AND l.status = ${status})
            AND NOT EXISTS (SELECT 1 FROM line_items l WHERE l.order_id = o.id AND l.status NOT IN (${status}, 'cancelled', 'shipped'))
          ORDER BY o.id`,
    );
  const [employee] = await db.select().from(employees).orderBy(employees.id).limit(1);
  const scanned = await atStep('scanned');
  if (scanned.length)
    await db.insert(weighQueue).values(scanned.map((o) => ({ order_id: o.id, brand_id: o.brand_id, order_number: o.order_number })));
  const weighed = await atStep('weighed');
  const shipped = await db
    .select({ id: orders.id, brand_id: orders.brand_id, created_at: orders.created_at })
    .from(orders)
    .where(inArray(orders.status, ['PARTIAL', 'FULFILLED', 'SUCCESS']));
  let n = 0;
  const tracking = () => `PPR${String(100000000 + ++n).padStart(9, '0')}000`;
  for (const o of weighed) {
    const [entry] = await db
      .insert(weighQueue)
      .values({
        order_id: o.id,
        brand_id: o.brand_id,
        order_number: o.order_number,
        status: 'processed',
        weight_pounds: 6,
        weight_ounces: 4,
        employee_id: employee?.id,
        processed_at: new Date(o.created_at),
      })
      .returning({ id: weighQueue.id });
    await db.insert(shipments).values({
      order_id: o.id,
      brand_id: o.brand_id,
      weigh_queue_id: entry.id,
      carrier: 'Papered Local',
      service: 'Ground',
      tracking_number: tracking(),
      weight_ounces: 100,
      cost: 11.81,
      employee_id: employee?.id,
    });
  }
  if (shipped.length)
    await db.insert(shipments).values(
      shipped.map((o) => ({
        order_id: o.id,
        brand_id: o.brand_id,
        carrier: 'UPS',
        service: 'Ground',
        tracking_number: tracking(),
        weight_ounces: 100,
        cost: 11.81,
        status: 'shipped',
        // Two days after the order, as the floor works (invoices bill by this moment).
        shipped_at: new Date(Math.min(Date.now(), new Date(o.created_at).getTime() + 2 * 86_400_000)),
        employee_id: employee?.id,
      })),
    );
}
