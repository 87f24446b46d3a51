/** Demo data of the orders area, each table seeded only while empty. */
import type { Db } from '../db/client';
import { customerAddressTypes } from '../db/schema';
import { isEmpty } from '../db/seed';

export const DEMO_ADDRESS_TYPES = [
  { name: 'Shipping', description: 'Where orders are delivered.' },
  { name: 'Billing', description: 'Where invoices are sent.' },
  { name: 'Returns', description: 'Where refused or damaged parcels go back to.' },
];

export async function seedOrders(db: Db) {
  if (await isEmpty(db, customerAddressTypes)) await db.insert(customerAddressTypes).values(DEMO_ADDRESS_TYPES);
}
