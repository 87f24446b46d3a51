/**
 * The transaction seam (server/db/transaction.ts) on a real database: lock waits under their own
 * timeout in the BEGIN round trip, deadlocks retried, and what still fails answered 409 or 503.
 * Deadlocks are made on purpose — a transaction of the test holds the row a route locks second,
 * waits until the route waits for it (seen in pg_stat_activity), then takes the row the route
 * holds — so nothing here depends on timing or the machine's speed.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rows, type Db } from '../../server/db/client';
import { lineItems, orderEvents, orders, paymentMethods, weighQueue } from '../../server/db/schema';
import { transact, useTransactionSettings, type TransactionSettings } from '../../server/db/transaction';
import { printedOrder } from '../../server/production/printedOrders';
import { testApp, type TestApp } from '../support/testApp';

let t: TestApp;
let db: Db;
const defaults: TransactionSettings = { statementTimeoutMs: 2000, lockTimeoutMs: 10_000, retries: 5 };
beforeAll(async () => {
  t = await testApp();
  db = t.ctx.database.db;
});
afterAll(() => t.close());

/** Runs `fn` with other transaction settings on the server's pool, then puts the defaults back. */
async function withSettings<T>(settings: Partial<TransactionSettings>, fn: () => Promise<T>): Promise<T> {
  useTransactionSettings(db, { ...defaults, ...settings });
  try {
    return await fn();
  } finally {
    useTransactionSettings(db, defaults);
  }
}

/** Backends of this database (other than the asking one) waiting for a lock. */
async function lockWaiters(): Promise<number> {
  const [{ n }] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
  );
  return n;
}

const waitFor = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 30_000, interval: 20 });

/**
 * A deadlock with `request` (started here): this test's transaction locks `second` (a row the
 * request locks after another), waits until the request waits for it, then locks `first` (a row
 * the request already holds). The test's side never gives in first (its deadlock_timeout and
 * statement_timeout are a minute), so PostgreSQL cancels the request's transaction: the test's second lock is granted
 * only once that transaction has rolled back. The test then commits and the request may run again.
 */
async function deadlockWith<T>(request: () => PromiseLike<T>, first: ReturnType<typeof sql>, second: ReturnType<typeof sql>) {
  return t.ctx.database.withConnection(async (connection) => {
    await connection.execute(sql`BEGIN`);
    await connection.execute(sql`SET LOCAL deadlock_timeout = '60s'`);
    // Nor does it time out while PostgreSQL, on a busy machine, takes a while to find the deadlock.
    await connection.execute(sql`SET LOCAL statement_timeout = '60s'`);
    await connection.execute(second);
    const answer = Promise.resolve(request());
    await waitFor(async () => expect(await lockWaiters()).toBe(1));
    await connection.execute(first);
    await connection.execute(sql`COMMIT`);
    return answer;
  });
}

describe('the transaction seam', () => {
  it('sets the lock and statement timeouts in the round trip of BEGIN, for the transaction only', async () => {
    const proto = ((db as any).$client.Client as { prototype: { query: (...args: unknown[]) => unknown } }).prototype;
    const original = proto.query;
    const sent: string[] = [];
    proto.query = function (this: unknown, ...args: unknown[]) {
      sent.push(String((args[0] as { text?: string })?.text ?? args[0]));
      return original.apply(this, args);
    };
    let inside: Record<string, string> = {};
    try {
      await t.ctx.database.withConnection(async (connection) => {
        inside = (
          await transact(connection, (tx) =>
            rows<Record<string, string>>(
              tx,
              sql`SELECT current_setting('lock_timeout') AS lock, current_setting('statement_timeout') AS statement`,
            ),
          )
        )[0];
        const [after] = await rows<{ statement: string; lock: string }>(
          connection,
          sql`SELECT current_setting('lock_timeout') AS lock, current_setting('statement_timeout') AS statement`,
        );
        expect(after).toEqual({ lock: '0', statement: '2s' });
      });
    } finally {
      proto.query = original;
    }
    expect(inside).toEqual({ lock: '10s', statement: '12s' });
    // BEGIN (with its settings), the SELECT, COMMIT: three round trips, then the check after.
    expect(sent).toHaveLength(4);
    expect(sent[0]).toBe('begin isolation level read committed; SET LOCAL lock_timeout = 10000; SET LOCAL statement_timeout = 12000');
    expect(sent[2]).toBe('commit');
  });

  it('a lock wait longer than the statement timeout does not stop the statement', async () => {
    const [order] = await db.select({ id: orders.id }).from(orders).limit(1);
    await t.ctx.database.withConnection(async (connection) => {
      await connection.execute(sql`BEGIN`);
      await connection.execute(sql`SELECT 1 FROM orders WHERE id = ${order.id} FOR UPDATE`);
      const waiting = transact(db, (tx) => rows(tx, sql`SELECT id FROM orders WHERE id = ${order.id} FOR UPDATE`));
      // Held until the waiter has waited past the 2 s statement timeout, as PostgreSQL measures it
      // (asked on another connection: a transaction sees pg_stat_activity as it was at its start).
      await waitFor(async () => {
        const [{ n }] = await rows<{ n: number }>(
          db,
          sql`SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock' AND clock_timestamp() - query_start > interval '2.5 seconds'`,
        );
        expect(n).toBe(1);
      });
      await connection.execute(sql`COMMIT`);
      expect(await waiting).toEqual([{ id: order.id }]);
    });
  });

  it('runs a transaction again after a deadlock, and gives up after the retries it is allowed', async () => {
    const [a, b] = await db.select({ id: orders.id }).from(orders).orderBy(orders.id).limit(2);
    const lock = (id: number) => sql`SELECT 1 FROM orders WHERE id = ${id} FOR UPDATE`;
    let runs = 0;
    const work = (retries?: number) =>
      transact(
        db,
        async (tx) => {
          runs++;
          await tx.execute(lock(a.id));
          await tx.execute(lock(b.id));
          return 'done';
        },
        retries === undefined ? {} : { retries },
      );
    expect(await deadlockWith(() => work(), lock(a.id), lock(b.id))).toBe('done');
    expect(runs).toBe(2);
    runs = 0;
    await expect(deadlockWith(() => work(0).catch((err) => err.cause?.code ?? err.code), lock(a.id), lock(b.id))).resolves.toBe('40P01');
    expect(runs).toBe(1);
  });
});

describe('contended routes answer success after a retry, or 409 / 503, never 500', () => {
  const EMPLOYEE = 1;

  it('scan-item: a deadlock is retried; the item is scanned once', async () => {
    const tech = await t.as('technician@demo.test');
    const { order, items } = await printedOrder(t.ctx, 4100, 2);
    const res: any = await deadlockWith(
      () => tech.post('/api/scan/scan-item').send({ scanValue: `LI-${items[1].id}`, employeeId: EMPLOYEE }),
      sql`SELECT 1 FROM orders WHERE id = ${order.id} FOR UPDATE`,
      sql`SELECT 1 FROM line_items WHERE id = ${items[1].id} FOR UPDATE`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'scanned', order: { scanned: 1, total: 2 } });
    const events = await db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.order_id, order.id), eq(orderEvents.type, 'line_item_scan')));
    expect(events).toHaveLength(1);
  });

  it('scan-item: a deadlock past the retries is a 409 with a reason; a lock held too long a 503 with Retry-After', async () => {
    const tech = await t.as('technician@demo.test');
    const { order, items } = await printedOrder(t.ctx, 4101, 2);
    const scan = () => tech.post('/api/scan/scan-item').send({ scanValue: `LI-${items[1].id}`, employeeId: EMPLOYEE });
    const res: any = await withSettings({ retries: 0 }, () =>
      deadlockWith(
        scan,
        sql`SELECT 1 FROM orders WHERE id = ${order.id} FOR UPDATE`,
        sql`SELECT 1 FROM line_items WHERE id = ${items[1].id} FOR UPDATE`,
      ),
    );
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'concurrent_change',
      message: 'The same records were being changed by another request at the same moment. Nothing was changed; try again.',
      request_id: expect.any(String),
    });
    const busy: any = await withSettings({ lockTimeoutMs: 50 }, () =>
      t.ctx.database.withConnection(async (connection) => {
        await connection.execute(sql`BEGIN`);
        await connection.execute(sql`SELECT 1 FROM orders WHERE id = ${order.id} FOR UPDATE`);
        const answer = await scan();
        await connection.execute(sql`ROLLBACK`);
        return answer;
      }),
    );
    expect(busy.status).toBe(503);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.body.error).toMatchObject({ code: 'busy', message: expect.stringMatching(/waited too long\. Nothing was changed/) });
    // Nothing was changed: the scan goes through now.
    expect((await scan()).body.status).toBe('scanned');
  });

  it('update-weight: a deadlock is retried; one shipment, the items weighed', async () => {
    const tech = await t.as('technician@demo.test');
    const { order, items } = await printedOrder(t.ctx, 4102, 1);
    await tech.post('/api/scan/scan-item').send({ scanValue: `LI-${items[0].id}`, employeeId: EMPLOYEE });
    const [entry] = await db.select().from(weighQueue).where(eq(weighQueue.order_id, order.id));
    const res: any = await deadlockWith(
      () => tech.post('/api/scan/update-weight').send({ weighQueue: { id: entry.id, weight_pounds: 2, employeeId: EMPLOYEE } }),
      sql`SELECT 1 FROM weigh_queue WHERE id = ${entry.id} FOR UPDATE`,
      sql`SELECT 1 FROM line_items WHERE id = ${items[0].id} FOR UPDATE`,
    );
    expect(res.status).toBe(200);
    expect(res.body.weigh_queue).toMatchObject({ status: 'processed', weight_pounds: 2 });
    const [item] = await db.select().from(lineItems).where(eq(lineItems.id, items[0].id));
    expect(item.status).toBe('weighed');
    const shipped = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM shipments WHERE order_id = ${order.id}`);
    expect(shipped).toEqual([{ n: 1 }]);
  });

  it('the default card switch: a deadlock is retried; one default', async () => {
    const admin = await t.as('admin@demo.test');
    const card = { brand_id: 1, kind: 'card', exp_month: 12, exp_year: 2099, cvc: '123' };
    const first = (await admin.post('/api/billing/payment-methods').send({ ...card, number: '4242424242424242' })).body;
    const second = (await admin.post('/api/billing/payment-methods').send({ ...card, number: '5555555555554444' })).body;
    const source = (m: any) => ({ stripe_customer_id: m.stripe_customer_id, customer_source_id: m.customer_source_id });
    expect((await admin.post('/api/billing/default/payment-method').send(source(first))).body.is_default).toBe(true);
    const res: any = await deadlockWith(
      () => admin.post('/api/billing/default/payment-method').send(source(second)),
      sql`SELECT 1 FROM payment_methods WHERE id = ${first.id} FOR UPDATE`,
      sql`SELECT 1 FROM payment_methods WHERE id = ${second.id} FOR UPDATE`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ customer_source_id: second.customer_source_id, is_default: true });
    const defaults = await db
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.brand_id, 1), eq(paymentMethods.is_default, true)));
    expect(defaults).toEqual([{ id: second.id }]);
  });

  it('default card switches and an added card at once: every one answers, one default in the end', async () => {
    const admin = await t.as('admin@demo.test');
    const card = { brand_id: 1, kind: 'card', exp_month: 12, exp_year: 2099, cvc: '123' };
    const numbers = ['4242424242424242', '5555555555554444', '4000056655665556', '378282246310005'];
    const methods: any[] = [];
    for (const number of numbers) methods.push((await admin.post('/api/billing/payment-methods').send({ ...card, number })).body);
    const source = (m: any) => ({ stripe_customer_id: m.stripe_customer_id, customer_source_id: m.customer_source_id });
    const answers = await Promise.all([
      ...methods.map((m) => admin.post('/api/billing/default/payment-method').send(source(m))),
      admin.post('/api/billing/payment-methods').send({ ...card, number: '6011111111111117' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 201]);
    const defaults = await db
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.brand_id, 1), eq(paymentMethods.is_default, true)));
    expect(defaults).toHaveLength(1);
  });
});
