/**
 * A bound on the statements prepared on one connection. The framework names a statement per query
 * shape (server/framework/crudStatements.ts, writeStatements.ts); node-postgres prepares a named
 * statement on a connection the first time it runs there and keeps it as long as the connection
 * lives, and PostgreSQL keeps its parse tree and plans in that backend's memory. Shapes are many
 * (every combination of filters, sorts and page sizes, every set of columns an update sends), so
 * without a bound a long-lived connection would keep every shape it ever saw.
 *
 * Each pooled connection keeps its names in least-recently-used order; a name that makes one too
 * many sends `DEALLOCATE` for the oldest first, on the same connection (its queries run in order,
 * so nothing can use the name in between), and node-postgres forgets it: if the shape comes back,
 * it is prepared again. The bound is per connection, so the whole pool holds at most
 * `pool size × PREPARED_PER_CONNECTION`.
 */
import type pg from 'pg';

/** Named statements kept prepared on one connection. */
export const PREPARED_PER_CONNECTION = 200;

type Query = (...args: unknown[]) => unknown;

/** What node-postgres knows of the statements prepared on a connection (name → text). */
const preparedOn = (client: pg.ClientBase) =>
  (client as unknown as { connection: { parsedStatements: Record<string, string> } }).connection.parsedStatements;

/** Keeps at most `cap` named statements prepared on `client` (see above); wraps its current `query`. */
export function boundPreparedStatements(client: pg.ClientBase, cap = PREPARED_PER_CONNECTION): void {
  const query = (client as unknown as { query: Query }).query;
  const used = new Map<string, true>();
  const deallocate = (name: string) => {
    const parsed = preparedOn(client);
    const text = parsed[name];
    if (text === undefined) return;
    delete parsed[name];
    // With a callback, node-postgres answers before it sends the next query: a failed DEALLOCATE
    // (a transaction already aborted by an error) puts the name back before anything can use it.
    query.call(client, `DEALLOCATE "${name.replace(/"/g, '""')}"`, (err: unknown) => {
      if (!err) return;
      parsed[name] = text;
      used.set(name, true);
    });
  };
  (client as unknown as { query: Query }).query = (...args: unknown[]) => {
    const name = (args[0] as { name?: unknown } | null)?.name;
    if (typeof name === 'string' && name) {
      used.delete(name);
      used.set(name, true);
      while (used.size > cap) {
        const oldest = used.keys().next().value!;
        used.delete(oldest);
        deallocate(oldest);
      }
    }
    return query.apply(client, args);
  };
}
