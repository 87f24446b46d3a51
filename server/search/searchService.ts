/**
 * The search box (issue 26 "one search box"): what a person types or scans, looked up in every
 * kind of record they may see — orders (number, tracking number, customer, email, city, design),
 * item labels (`LI-…`), parcels, customers, products, purchase orders and trackable items — in one
 * statement, each kind by its own indexes (server/orders/search.ts for orders; trigram indexes
 * for the others), each kind only for those whose role may view it (`canAccess`), and confined to
 * the user's brand for brand users (staff see every brand).
 */
import { sql, type SQL } from 'drizzle-orm';
import { canAccess } from '../../resources/registry';
import { SEARCH_KINDS, type SearchAnswer, type SearchHit, type SearchKind } from '../../resources/search/schemas';
import type { Db } from '../db/client';
import { rowsNamed } from '../framework/crudStatements';
import { confinedBrand, type Actor } from '../framework/actor';
import { orderHits } from '../orders/service';
import { lineItemIdOf } from '../production/service';
import { containing, indexedPart } from '../framework/textSearch';

/** Most words of a term matched one by one against a kind's fields. */
const MAX_WORDS = 4;

interface Found {
  id: number;
  title: string;
  subtitle: string | null;
  status: string | null;
  order_id?: number;
}

interface Kind {
  /** The resource whose View access the kind needs. */
  resource: string;
  /** The kind's rows (id, title, subtitle, status[, order_id]), at most `limit` of them; null: the term cannot name one. */
  select(term: string, brand: number | undefined, limit: number): SQL | null;
  path(row: Found): string;
}

const wordsOf = (term: string) => term.split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);

/** Every word is in one of the fields (ILIKE, which their trigram indexes serve). */
function everyWord(words: string[], fields: SQL[]): SQL {
  return sql.join(
    words.map((w) =>
      sql.join(
        fields.map((f) => sql`${f} ILIKE ${containing(w)}`),
        sql` OR `,
      ),
    ),
    sql`) AND (`,
  );
}

/**
 * The rows of `table` with every word of the term in one of `fields` (and `also`), to select from
 * as `alias`. Words with a narrower index part (an email: textSearch.ts `indexedPart`) find
 * their rows by that part first (OFFSET 0 keeps the planner from asking the index for the whole
 * word), which are then checked against every whole word.
 */
function rowsWithEveryWord(table: string, alias: string, fields: string[], term: string, also: SQL): SQL {
  const columns = fields.map((f) => sql`${sql.identifier(f)}`);
  const words = wordsOf(term);
  const parts = words.map((w) => indexedPart(w) ?? w);
  const from = sql`${sql.identifier(table)} AS ${sql.identifier(alias)}`;
  if (parts.every((part, i) => part === words[i])) return sql`${from} WHERE (${everyWord(words, columns)})${also}`;
  return sql`(SELECT * FROM ${sql.identifier(table)} WHERE (${everyWord(parts, columns)})${also} OFFSET 0) AS ${sql.identifier(alias)}
    WHERE (${everyWord(words, columns)})`;
}

const ofBrand = (column: SQL, brand: number | undefined) => (brand === undefined ? sql`` : sql` AND ${column} = ${brand}`);
const none = sql``;

const KINDS: Record<SearchKind, Kind> = {
  orders: {
    resource: 'orders',
    // The newest first, found through orderHits' indexes only; then the few rows are sorted.
    // Each hit looked up by id (LATERAL, OFFSET 0 keeps it a nested loop: never a walk of the orders), the newest first.
    select: (term, brand, limit) => sql`SELECT o.id, o.order_number AS title, o.customer_name AS subtitle, o.status
      FROM (${orderHits(term)}) AS hit(id)
      CROSS JOIN LATERAL (SELECT * FROM orders WHERE orders.id = hit.id${ofBrand(sql`orders.brand_id`, brand)} OFFSET 0) AS o
      ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit}`,
    path: (row) => `/orders/${row.id}`,
  },
  line_items: {
    resource: 'line-items',
    // An item's label (`LI-` and its id, as printed on its panel, scanCodes.ts).
    select: (term, brand) => {
      const id = /^LI-?\d+$/i.test(term) ? lineItemIdOf(term) : undefined;
      if (id === undefined) return null;
      return sql`SELECT li.id, 'LI-' || li.id AS title, li.design_name || ' · ' || o.order_number AS subtitle, li.status, li.order_id
        FROM line_items li JOIN orders o ON o.id = li.order_id WHERE li.id = ${id}${ofBrand(sql`li.brand_id`, brand)}`;
    },
    path: (row) => `/orders/${row.order_id}/line-item/${row.id}`,
  },
  parcels: {
    resource: 'shipments',
    select: (
      term,
      brand,
    ) => sql`SELECT s.id, s.tracking_number AS title, s.carrier || ' · ' || o.order_number AS subtitle, s.status, s.order_id
      FROM shipments s JOIN orders o ON o.id = s.order_id WHERE s.tracking_number = ${term.toUpperCase()}${ofBrand(sql`s.brand_id`, brand)}`,
    path: (row) => `/orders/${row.order_id}`,
  },
  customers: {
    resource: 'customers',
    select: (
      term,
      brand,
      limit,
    ) => sql`SELECT c.id, coalesce(nullif(concat_ws(' ', c.first, c.last), ''), c.email) AS title, c.email AS subtitle, NULL AS status
      FROM ${rowsWithEveryWord('customers', 'c', ['first', 'last', 'email'], term, ofBrand(sql`brand_id`, brand))} LIMIT ${limit}`,
    path: (row) => `/customers/${row.id}/show`,
  },
  products: {
    resource: 'products',
    select: (term, brand, limit) => sql`SELECT p.id, p.name AS title, NULL AS subtitle, p.processing_status AS status
      FROM ${rowsWithEveryWord('products', 'p', ['name'], term, ofBrand(sql`brand_id`, brand))} LIMIT ${limit}`,
    path: (row) => `/product/${row.id}`,
  },
  purchase_orders: {
    resource: 'purchase-orders',
    select: (term, _brand, limit) => sql`SELECT po.id, po.po_number AS title, po.vendor_po_number AS subtitle, po.status
      FROM ${rowsWithEveryWord('purchase_orders', 'po', ['po_number', 'vendor_po_number', 'notes'], term, none)} LIMIT ${limit}`,
    path: (row) => `/inventory/purchase-orders/${row.id}`,
  },
  trackable_items: {
    resource: 'trackable-items',
    select: (term, _brand, limit) => sql`SELECT t.id, t.sku AS title, t.name AS subtitle, NULL AS status
      FROM ${rowsWithEveryWord('trackable_items', 't', ['sku', 'name', 'notes'], term, none)} LIMIT ${limit}`,
    path: (row) => `/inventory/trackable-items/${row.id}`,
  },
};

/** What `term` finds among the records `actor` may see, grouped by kind, at most `limit` per kind. */
export async function search(db: Db, actor: Actor, term: string, limit: number): Promise<SearchAnswer> {
  const brand = confinedBrand(actor);
  const asked = SEARCH_KINDS.flatMap((kind) => {
    if (!canAccess(actor.role, KINDS[kind].resource, 'View')) return [];
    // One more than shown tells whether more match.
    const select = KINDS[kind].select(term, brand, limit + 1);
    return select ? [{ kind, select }] : [];
  });
  if (!asked.length) return { q: term, groups: [] };
  // Prepared per shape (the kinds the role may view, the kinds of term): the terms are values, so
  // each connection parses it once, and PostgreSQL may keep its plan.
  const [row] = await rowsNamed<Record<string, Found[]>>(
    db,
    sql`SELECT ${sql.join(
      asked.map(({ kind, select }) => sql`(SELECT coalesce(json_agg(x), '[]'::json) FROM (${select}) x) AS ${sql.identifier(kind)}`),
      sql`, `,
    )}`,
  );
  const groups = asked.flatMap(({ kind }) => {
    const found = row[kind] ?? [];
    if (!found.length) return [];
    const items: SearchHit[] = found
      .slice(0, limit)
      .map((r) => ({ id: r.id, title: r.title, subtitle: r.subtitle, status: r.status, path: KINDS[kind].path(r) }));
    return [{ kind, items, more: found.length > limit }];
  });
  return { q: term, groups };
}
