/**
 * Liveness and readiness. `GET /api/health` stays cheap (a ping on the health check's own
 * connection): the process and its database answer. `GET /api/health/ready` says whether this
 * instance should be sent traffic: the database answers, every migration this code knows is
 * applied, and the instance is not draining; otherwise 503 with the reason and `Retry-After`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import type { AppContext } from '../context';
import { MIGRATIONS_DIR } from '../db/client';

type Check = { ok: true } | { ok: false; reason: string };

let newestMigration: { tag: string; when: number } | undefined;

/** The newest migration of this code's journal (read once: it does not change while the process runs). */
function newestKnownMigration(): { tag: string; when: number } {
  if (!newestMigration) {
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: Array<{ tag: string; when: number }>;
    };
    newestMigration = journal.entries.at(-1) ?? { tag: '', when: 0 };
  }
  return newestMigration;
}

/** Whether this instance can serve: not draining, database reachable, migrations applied. */
export async function readiness(ctx: AppContext): Promise<Check> {
  if (ctx.lifecycle.draining) return { ok: false, reason: 'This instance is shutting down (draining).' };
  const health = await ctx.database.health();
  if (!health.ok) return health;
  const newest = newestKnownMigration();
  // drizzle records each applied migration with its journal time; a newer instance may have applied more.
  const applied = await ctx.database
    .probe<{ last: string | null }>('SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations')
    .then(
      ([row]) => Number(row?.last ?? 0),
      () => 0,
    );
  if (applied < newest.when) return { ok: false, reason: `Database migrations are not applied (expected ${newest.tag}).` };
  return { ok: true };
}

export function healthRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    const health = await ctx.database.health();
    if (health.ok) res.json({ status: 'ok', database: ctx.database.engine });
    else res.status(503).set('Retry-After', '1').json({ status: 'unavailable', database: ctx.database.engine, reason: health.reason });
  });
  router.get('/health/ready', async (_req, res) => {
    const ready = await readiness(ctx);
    if (ready.ok) res.json({ status: 'ready', database: ctx.database.engine });
    else res.status(503).set('Retry-After', '1').json({ status: 'unavailable', database: ctx.database.engine, reason: ready.reason });
  });
  return router;
}
