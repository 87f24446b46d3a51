/**
 * The onboarding checklist as its routes ask for it: a brand's live items with `completed`, its
 * completion maps (complete and uncomplete an item, audited), and page visits, which complete the
 * page-type items whose link was visited (the visit and the completions in one transaction).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { linkFor } from '../../resources/settings/checklist/audit';
import type { Actor } from '../framework/actor';
import type { DbOrTx, Tx } from '../db/client';
import { brands, checklistItems, checklistMaps, pageVisits } from '../db/schema';
import { auditChange } from '../framework/write';
import { transact } from '../db/transaction';
import { notFound } from '../http/errors';

/** An app path without query, hash or trailing slash. */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0].trim();
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

/** Whether a visited path is the page an item links to (the page itself or one under it). */
const visitsLink = (path: string, link: string) => path === link || path.startsWith(`${link}/`);

async function addMap(tx: Tx, brandId: number, itemId: number) {
  const [inserted] = await tx
    .insert(checklistMaps)
    .values({ brand_id: brandId, completed_item_id: itemId })
    .onConflictDoNothing()
    .returning();
  return inserted;
}

const auditCompleted = (tx: Tx, actor: Actor, brandId: number, map: typeof checklistMaps.$inferSelect) =>
  auditChange(tx, actor, {
    action: 'complete',
    resource: 'checklist-maps',
    record_id: `${brandId}:${map.completed_item_id}`,
    brand_id: brandId,
    after: map,
  });

/** The brand's live items by rank, each with whether the brand completed it. */
export async function brandItems(db: DbOrTx, brandId: number) {
  const rows = await db
    .select({ item: checklistItems, map: checklistMaps.completed_item_id })
    .from(checklistItems)
    .leftJoin(checklistMaps, and(eq(checklistMaps.completed_item_id, checklistItems.id), eq(checklistMaps.brand_id, brandId)))
    .where(eq(checklistItems.archived, false))
    .orderBy(asc(checklistItems.rank), asc(checklistItems.id));
  return rows.map(({ item, map }) => ({ ...item, completed: item.completion_type === 'automatic' || map !== null }));
}

/** The items a brand completed. */
export function mapsOf(db: DbOrTx, brandId: number) {
  return db.select().from(checklistMaps).where(eq(checklistMaps.brand_id, brandId)).orderBy(asc(checklistMaps.completed_item_id));
}

/**
 * Completes a live item for a brand (audited once; completing it again answers the map as it is).
 * Undefined when the item or the brand does not exist.
 */
export function completeItem(db: DbOrTx, actor: Actor, brandId: number, itemId: number) {
  return transact(db, async (tx) => {
    const [item] = await tx
      .select()
      .from(checklistItems)
      .where(and(eq(checklistItems.id, itemId), eq(checklistItems.archived, false)));
    const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
    if (!item || !brand) return undefined;
    const inserted = await addMap(tx, brandId, itemId);
    if (inserted) await auditCompleted(tx, actor, brandId, inserted);
    return (
      inserted ??
      (
        await tx
          .select()
          .from(checklistMaps)
          .where(and(eq(checklistMaps.brand_id, brandId), eq(checklistMaps.completed_item_id, itemId)))
      )[0]
    );
  });
}

/** Takes an item's completion back for a brand, audited; 404 when it was not complete. */
export function uncompleteItem(db: DbOrTx, actor: Actor, brandId: number, itemId: number) {
  return transact(db, async (tx) => {
    const [before] = await tx
      .delete(checklistMaps)
      .where(and(eq(checklistMaps.brand_id, brandId), eq(checklistMaps.completed_item_id, itemId)))
      .returning();
    if (!before) throw notFound('This item is not complete for the brand.');
    await auditChange(tx, actor, {
      action: 'uncomplete',
      resource: 'checklist-maps',
      record_id: `${brandId}:${itemId}`,
      brand_id: brandId,
      before,
    });
  });
}

/** Records a brand user's visit of a path and completes the page-type items it links to; answers their ids. */
export function recordVisit(db: DbOrTx, actor: Actor, brandId: number, visited: string) {
  return transact(db, async (tx) => {
    await tx
      .insert(pageVisits)
      .values({ brand_id: brandId, path: visited })
      .onConflictDoUpdate({
        target: [pageVisits.brand_id, pageVisits.path],
        set: { visits: sql`${pageVisits.visits} + 1`, last_visited_at: new Date() },
      });
    const pageItems = await tx
      .select()
      .from(checklistItems)
      .where(and(eq(checklistItems.completion_type, 'page'), eq(checklistItems.archived, false)));
    const done: number[] = [];
    for (const item of pageItems) {
      if (!item.link || !visitsLink(visited, normalisePath(linkFor(item.link, { brand_id: brandId })))) continue;
      const inserted = await addMap(tx, brandId, item.id);
      if (inserted) {
        done.push(item.id);
        await auditCompleted(tx, actor, brandId, inserted);
      }
    }
    return done;
  });
}

/** How many times a brand's users opened a page (or one under it). */
export async function visitsOf(db: DbOrTx, brandId: number, link: string) {
  const rows = await db.select().from(pageVisits).where(eq(pageVisits.brand_id, brandId));
  return rows.filter((r) => visitsLink(r.path, link)).reduce((sum, r) => sum + r.visits, 0);
}
