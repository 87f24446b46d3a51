/**
 * Finding orders by what a person types or scans (issue 26 "one search box", issue 28 speed): the
 * orders list's `q` and the search box (server/search) both use `orderHits`. Each kind of term is
 * answered by the one index made for it, never by a scan of the orders:
 *
 * - an order number, exactly (with or without its `#`): the btree `orders_order_number`;
 * - a parcel's tracking number, exactly: the unique index of `shipments.tracking_number`;
 * - words of the customer's name, email or city, each as the start of a word: the GIN index
 *   `orders_words` (ORDER_WORDS);
 * - words of a line item's design name: the GIN index `line_items_design_words` (DESIGN_WORDS).
 *
 * The ids it yields are then read once for both the count and the page (crud.ts `list`, the
 * search box's statement), where the ILIKE over three trigram indexes was run twice.
 */
import { sql, type SQL } from 'drizzle-orm';
import { DESIGN_WORDS, ORDER_WORDS } from '../db/schema';
import { Binder } from '../framework/crudStatements';
import type { SearchBinder } from '../framework/crudTypes';

/** Most words of a term used (the rest narrow nothing a person needs). */
const MAX_WORDS = 8;

/** The term's words: letters and digits, every other character a separator (at most MAX_WORDS). */
const wordsOf = (term: string) =>
  term
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);

/**
 * The term as a query of its words, the last one as the start of a word (`'ava' & 'sto':*`: what
 * is being typed), or null when it has none. The other words are whole: GIN answers a whole word
 * by skipping through its list with the rarest word of the query, where a prefix reads every
 * match of its words first (a first name's 100,000 orders). A one-letter last word is whole too.
 * Words are letters and digits only (every other character separates), so nothing in them is
 * tsquery syntax; the `simple` configuration lower-cases them as it does the indexed words.
 */
export function wordQuery(term: string): string | null {
  const words = wordsOf(term);
  if (!words.length) return null;
  return words.map((w, i) => (i === words.length - 1 && [...w].length > 1 ? `'${w}':*` : `'${w}'`)).join(' & ');
}

/**
 * An email's last part (`com`, `fr`, `io`) as the start of a word matches nearly every order's
 * words, and GIN reads all of them (24 ms at 1M orders, against 1 ms without it). For an email
 * the index is asked for the other, whole words, and the few orders found are checked against the
 * whole query: the words without that short last prefix, or null when it does not apply.
 */
export function emailIndexQuery(term: string): string | null {
  if (!term.includes('@')) return null;
  const words = wordsOf(term);
  const last = words[words.length - 1];
  if (words.length < 2 || [...last].length > 3) return null;
  return words
    .slice(0, -1)
    .map((w) => `'${w}'`)
    .join(' & ');
}

/** The ids of the rows whose `words` match the query, through their GIN index (the queries as bound values). */
function byWords(table: SQL, id: SQL, words: SQL, query: unknown, indexQuery: unknown): SQL {
  if (!indexQuery) return sql`SELECT ${id} FROM ${table} WHERE ${words} @@ to_tsquery('simple', ${query})`;
  // OFFSET 0 keeps the index asked for the whole words only; the full query then checks the few rows found.
  return sql`SELECT found.id FROM (SELECT ${id} AS id, ${words} AS words FROM ${table}
    WHERE ${words} @@ to_tsquery('simple', ${indexQuery}) OFFSET 0) AS found WHERE found.words @@ to_tsquery('simple', ${query})`;
}

/** The order numbers a term may name: as typed, with its `#`, without it. */
export function orderNumbersOf(term: string): string[] {
  const bare = term.replace(/^#/, '');
  return [...new Set([term, `#${bare}`, bare])];
}

/**
 * A subquery of the ids of the orders a term finds (not yet confined to a brand: the caller does).
 * Its values go through `b`: placeholders when the orders list prepares it (one statement per
 * shape: how many order numbers, words or not, an email's), values for the search box's statement.
 */
export function orderHits(term: string, b: SearchBinder = new Binder(false)): SQL {
  const value = term.trim();
  const words = wordQuery(value);
  const numbers = orderNumbersOf(value);
  b.mark(`numbers:${numbers.length}`);
  const parts: SQL[] = [
    sql`SELECT id FROM orders WHERE order_number IN (${sql.join(
      numbers.map((n) => sql`${b.value(n)}`),
      sql`, `,
    )})`,
    sql`SELECT order_id FROM shipments WHERE tracking_number = ${b.value(value.toUpperCase())}`,
  ];
  if (words) {
    const indexQuery = emailIndexQuery(value);
    b.mark(indexQuery ? 'words:email' : 'words');
    const query = b.value(words);
    const index = indexQuery ? b.value(indexQuery) : null;
    parts.push(byWords(sql`orders`, sql`id`, ORDER_WORDS, query, index));
    parts.push(byWords(sql`line_items`, sql`order_id`, DESIGN_WORDS, query, index));
  }
  return sql.join(parts, sql` UNION `);
}
