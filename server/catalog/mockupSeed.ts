/**
 * Demo mockups: on a demo server's start, while there are none, a few room photos are rendered
 * (server/catalog/demoRooms.ts), stored and analysed, so mockups work on a fresh start. This runs
 * from the area's start (it needs the storage adapter, which the table seeds do not have), once
 * for all instances thanks to an advisory lock.
 */
import { inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { mockupCategories, mockups } from '../db/schema';
import { DEMO_ROOMS, renderRoom } from './demoRooms';
import { analyzeMockup } from './mockupGeneration';
import { transact } from '../db/transaction';

/** Categories of each demo room, by name (seeded by seedCatalog). */
const ROOM_CATEGORIES = [
  ['Living Room', 'Modern', 'Neutral', 'Wallpaper', 'Lifestyle'],
  ['Bedroom', 'Neutral', 'Wallpaper', 'Lifestyle'],
  ['Modern', 'Wallpaper', 'Mural', 'Lifestyle'],
];

const SEED_LOCK = 7_302_013; // any number of this app's own: "mockup seed"

export async function seedDemoMockups(ctx: AppContext): Promise<number> {
  const db = ctx.database.db;
  return transact(db, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const [{ count }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(mockups)) as Array<{ count: number }>;
    if (count > 0) return 0;
    const categories = await tx
      .select({ id: mockupCategories.id, name: mockupCategories.name })
      .from(mockupCategories)
      .where(inArray(mockupCategories.name, ROOM_CATEGORIES.flat()));
    const idOf = new Map(categories.map((c) => [c.name, c.id]));
    const created: number[] = [];
    for (const [index, style] of DEMO_ROOMS.entries()) {
      const photo = await renderRoom(style);
      const stored = await ctx.storage.put('mockups/photos', photo, 'image/jpeg', 'jpg');
      const [row] = await tx
        .insert(mockups)
        .values({
          name: style.name,
          categories: (ROOM_CATEGORIES[index] ?? []).map((name) => idOf.get(name)).filter((id): id is number => id !== undefined),
          image: stored.url,
          image_key: stored.key,
          width: 1600,
          height: 1200,
        })
        .returning({ id: mockups.id });
      created.push(row.id);
    }
    return created.length;
  }).then(async (count) => {
    // Analysed after the rows are committed: analysis reads and writes them as any request would.
    if (count)
      for (const row of await db
        .select({ id: mockups.id })
        .from(mockups)
        .where(sql`${mockups.status} = 'uploaded'`))
        await analyzeMockup(ctx, null, row.id);
    return count;
  });
}
