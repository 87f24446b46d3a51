/** The orders area's tables: customers' reference data (spec 2 §7 `GET customers/address/types`). */
import { index, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './accounts';

/** Kinds of customer address (shipping, billing, …): shared by every brand, managed by SUPERADMIN. */
export const customerAddressTypes = pgTable(
  'customer_address_types',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull().unique(),
    description: text('description'),
    ...timestamps,
  },
  (t) => [index('customer_address_types_name_search').using('gin', t.name.op('gin_trgm_ops'))],
);
