/**
 * The CPU a declared update spends on its statements, before and after they were kept per shape
 * (npm run bench:write-build): the three statements of `updateAudited` (the row locked, the update,
 * the audit row) built by drizzle for each write, as write.ts did, against the kept statements of
 * writeStatements.ts, in the same process and interleaved rounds. No database: each statement goes
 * as far as node-postgres's query config (drizzle's `prepare` on a session whose client records
 * it), which is all that differs between the two; the round trips are the same.
 */
import os from 'node:os';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { auditLog, featureFlags } from '../../server/db/schema';
import type { DbOrTx } from '../../server/db/client';
import { insertKept, lockKept, updateKept } from '../../server/framework/writeStatements';

const WRITES = Number(process.env.BENCH_WRITES || 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 5);

/** A client that answers every query with no rows, so drizzle runs its whole path but the network. */
const client = { query: async () => ({ rows: [], fields: [], command: 'SELECT', rowCount: 0 }) };
const db = drizzle({ client: client as never }) as unknown as DbOrTx;

const row = (i: number) => ({ description: `Bench ${i % 2}`, updated_at: new Date() });
const audit = (i: number) => ({
  user_id: 1,
  user_email: 'bench@demo.test',
  action: 'update',
  resource: 'feature-flags',
  record_id: String(i),
  brand_id: null,
  before: { id: i, description: 'Bench' },
  after: { id: i, description: `Bench ${i % 2}` },
});

/** As write.ts did before: each statement built for the write. */
async function builtEachTime(i: number) {
  await db.select().from(featureFlags).where(eq(featureFlags.id, i)).limit(1).for('update');
  await db.update(featureFlags).set(row(i)).where(eq(featureFlags.id, i)).returning();
  await db.insert(auditLog).values(audit(i));
}

/** As write.ts does now: the kept statements of the shape. */
async function kept(i: number) {
  await lockKept(db, featureFlags, 'id', i);
  await updateKept(db, featureFlags, 'id', i, row(i));
  await insertKept(db, auditLog, audit(i), false);
}

async function measure(write: (i: number) => Promise<void>): Promise<number> {
  const started = process.cpuUsage();
  for (let i = 0; i < WRITES; i++) await write(i);
  const used = process.cpuUsage(started);
  return (used.user + used.system) / WRITES;
}

const sides = [
  { name: 'before (built each time)', write: builtEachTime, us: [] as number[] },
  { name: 'after (kept per shape)', write: kept, us: [] as number[] },
];
for (let round = 0; round < ROUNDS; round++)
  for (let i = 0; i < sides.length; i++) {
    const side = sides[(i + round) % sides.length];
    const us = await measure(side.write);
    side.us.push(us);
    console.log(`round ${round + 1} | ${side.name} | ${us.toFixed(1)} µs CPU per update | load ${os.loadavg()[0].toFixed(1)}`);
  }
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const [before, after] = sides.map((s) => median(s.us.slice(1)));
console.log(
  `median of rounds 2–${ROUNDS}: before ${before.toFixed(1)} µs, after ${after.toFixed(1)} µs, after ÷ before ${(after / before).toFixed(2)}`,
);
