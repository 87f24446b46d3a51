/** Demo brands and the six demo accounts of docs/requirements/platform.md §7. */
import crypto from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { PERMISSION_IDS } from '../../resources/access';
import type { SeedOptions } from '../framework/area';
import type { Db } from '../db/client';
import { isEmpty } from '../db/seed';
import { brandChannels, brands, users } from '../db/schema';
import { hashPassword } from './secrets';
import { transact } from '../db/transaction';

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

/**
 * The demo brands and accounts on a database with neither, with the given password or a generated
 * one (returned, to print once); and a connected demo store for brand 2.
 */
export async function seedAccounts(db: Db, options: SeedOptions): Promise<{ generatedPassword?: string }> {
  const result: { generatedPassword?: string } = {};
  const [{ n: brandCount }] = await db.select({ n: count() }).from(brands);
  const [{ n: userCount }] = await db.select({ n: count() }).from(users);
  if (brandCount === 0 && userCount === 0) {
    const password = options.demoPassword ?? generatePassword();
    if (!options.demoPassword) result.generatedPassword = password;
    await seedBrandsAndUsers(db, password);
  }
  const brandIds = new Set((await db.select({ id: brands.id }).from(brands)).map((b) => b.id));
  if ((await isEmpty(db, brandChannels)) && brandIds.has(2)) {
    await db.insert(brandChannels).values({
      brand_id: 2,
      channel: 'SHOPIFY',
      provider: 'demo',
      shop_domain: 'northwind-papers.demo-store.local',
      shop_name: 'Northwind Papers (demo store)',
    });
  }
  return result;
}

/** A random password that passes the complexity rule. */
function generatePassword(): string {
  return `Demo-${crypto.randomBytes(6).toString('base64url')}-7a`;
}

async function seedBrandsAndUsers(db: Db, password: string) {
  const hash = await hashPassword(password);
  await transact(db, async (tx) => {
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
