/** Demo brands and the six demo accounts of API.md. */
import { sql } from 'drizzle-orm';
import { PERMISSION_IDS } from '../../../resources/access';
import { hashPassword } from '../../accounts/secrets';
import type { Db } from '../client';
import { brands, users } from '../schema';

export const DEMO_BRANDS = [
  { id: 1, name: 'Wallflower Studio', shopify_brand_name: 'wallflower-studio' },
  { id: 2, name: 'Northwind Papers', shopify_brand_name: 'northwind-papers' },
];

export const DEMO_ACCOUNTS = [
  { email: 'superadmin@demo.test', first: 'Sam', last: 'Super', role: 'SUPERADMIN', brand_id: null },
  { email: 'superuser@demo.test', first: 'Sue', last: 'User', role: 'SUPERUSER', brand_id: null },
  { email: 'technician@demo.test', first: 'Theo', last: 'Tech', role: 'TECHNICIAN', brand_id: null },
  { email: 'admin@demo.test', first: 'Ada', last: 'Admin', role: 'ADMIN', brand_id: 1 },
  { email: 'user@demo.test', first: 'Uma', last: 'User', role: 'USER', brand_id: 1 },
  { email: 'admin2@demo.test', first: 'Nia', last: 'North', role: 'ADMIN', brand_id: 2 },
] as const;

export async function seedAccounts(db: Db, password: string) {
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.insert(brands).values(DEMO_BRANDS);
    // Explicit ids above: move the sequence past them.
    await tx.execute(sql`SELECT setval(pg_get_serial_sequence('brands', 'id'), (SELECT max(id) FROM brands))`);
    await tx.insert(users).values(
      DEMO_ACCOUNTS.map((a) => ({
        email: a.email,
        first: a.first,
        last: a.last,
        brand_id: a.brand_id,
        permission_id: PERMISSION_IDS[a.role],
        password_hash: hash,
        email_verified: true,
      })),
    );
  });
}
