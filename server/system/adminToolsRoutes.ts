/**
 * Admin Tools (docs/requirements/shell.md §2, for SUPERUSER, TECHNICIAN and SUPERADMIN): the audit log with filters
 * (who, resource, date), background job states and system health. The email outbox is
 * `GET /api/outbox` (server/system/outboxRoutes.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, count, desc, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import { Router } from 'express';
import * as yup from 'yup';
import { requireAccess } from '../framework/actor';
import type { AppContext } from '../context';
import { MIGRATIONS_DIR, rows as rowsOf } from '../db/client';
import { auditLog, brands, emailOutbox, jobs, users } from '../db/schema';
import { validate } from '../http/errors';
import { pageWithOneMore } from '../framework/rest';
import { cappedCount } from '../framework/crud';

const STARTED_AT = Date.now();
const JOB_STATUSES = ['unprocessed', 'processing', 'processed', 'failed'] as const;

const pageSchema = {
  page: yup.number().typeError('Must be a whole number').integer('Must be a whole number').min(0).default(0),
  page_count: yup.number().typeError('Must be a whole number').integer('Must be a whole number').min(1).max(200).default(25),
};

export function adminToolsRoutes(ctx: AppContext): Router {
  const router = Router();
  const db = ctx.database.db;

  router.get('/audit-log', requireAccess('audit-log', 'View'), async (req, res) => {
    const query = await validate(
      yup.object({
        ...pageSchema,
        user: yup.string().trim().max(254),
        resource: yup.string().trim().max(80),
        action: yup.string().trim().max(40),
        from: yup.date().typeError('Must be a valid date'),
        to: yup.date().typeError('Must be a valid date'),
      }),
      req.query,
    );
    const conditions: (SQL | undefined)[] = [];
    if (query.user) {
      const asId = Number(query.user);
      const escaped = query.user.replace(/[\\%_]/g, (c) => `\\${c}`);
      // A whole email address means that user; anything else searches the addresses.
      const whole = /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(query.user);
      conditions.push(Number.isInteger(asId) ? eq(auditLog.user_id, asId) : ilike(auditLog.user_email, whole ? escaped : `%${escaped}%`));
    }
    if (query.resource) conditions.push(eq(auditLog.resource, query.resource));
    if (query.action) conditions.push(eq(auditLog.action, query.action));
    if (query.from) conditions.push(gte(auditLog.created_at, query.from));
    // A date without a time means the whole day.
    if (query.to) {
      const end = /^\d{4}-\d{2}-\d{2}$/.test(String(req.query.to)) ? new Date(query.to.getTime() + 86_400_000 - 1) : query.to;
      conditions.push(lte(auditLog.created_at, end));
    }
    const where = and(...conditions);
    // The page with one row more (is there a next page?) and a capped count: the log only grows.
    const [rows, [{ total }], resources] = await Promise.all([
      db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.id))
        .limit(query.page_count + 1)
        .offset(query.page * query.page_count),
      db.select({ total: cappedCount(auditLog, where) }).from(sql`(SELECT 1) AS one`),
      // The distinct resources by skipping along the (resource, record_id) index: a handful of
      // lookups, not a scan of the whole log.
      rowsOf<{ resource: string }>(
        db,
        sql`WITH RECURSIVE r AS (
              SELECT min(resource) AS resource FROM ${auditLog}
              UNION ALL
              SELECT (SELECT min(resource) FROM ${auditLog} WHERE resource > r.resource) FROM r WHERE r.resource IS NOT NULL)
            SELECT resource FROM r WHERE resource IS NOT NULL`,
      ),
    ]);
    res.json({ ...pageWithOneMore(rows, total, query.page, query.page_count), resources: resources.map((r) => r.resource) });
  });

  router.get('/jobs', requireAccess('admin-tools', 'View'), async (req, res) => {
    const query = await validate(
      yup.object({
        ...pageSchema,
        status: yup.string().oneOf([...JOB_STATUSES], `Must be one of: ${JOB_STATUSES.join(', ')}`),
        category: yup.string().trim().max(40),
        brand_id: yup.number().typeError('Must be a whole number').integer('Must be a whole number'),
      }),
      req.query,
    );
    const where = and(
      query.status ? eq(jobs.status, query.status) : undefined,
      query.category ? eq(jobs.category, query.category) : undefined,
      query.brand_id !== undefined ? eq(jobs.brand_id, query.brand_id) : undefined,
    );
    // The page with one row more, and counts capped like every list's (one statement for all).
    const [rows, [capped]] = await Promise.all([
      db
        .select({ job: jobs, brand_name: brands.name })
        .from(jobs)
        .leftJoin(brands, eq(brands.id, jobs.brand_id))
        .where(where)
        .orderBy(desc(jobs.id))
        .limit(query.page_count + 1)
        .offset(query.page * query.page_count),
      db
        .select({
          total: cappedCount(jobs, where),
          ...Object.fromEntries(JOB_STATUSES.map((status) => [status, cappedCount(jobs, eq(jobs.status, status))])),
        })
        .from(sql`(SELECT 1) AS one`),
    ]);
    const { total, ...counts } = capped as Record<string, number>;
    res.json({
      ...pageWithOneMore(
        rows.map((r) => ({ ...r.job, brand_name: r.brand_name })),
        total,
        query.page,
        query.page_count,
      ),
      counts,
    });
  });

  router.get('/health', requireAccess('admin-tools', 'View'), async (_req, res) => {
    const started = Date.now();
    const ok = await db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
    const latency = Date.now() - started;
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: Array<{ tag: string }>;
    };
    const applied = await db.execute(sql`select count(*)::int as n, max(created_at) as last from drizzle.__drizzle_migrations`).then(
      (r) => (r as unknown as { rows: Array<{ n: number; last: string | null }> }).rows[0],
      () => ({ n: 0, last: null }),
    );
    const [[{ userCount }], [{ brandCount }], [{ outboxCount }], [{ failedEmails }], byStatus] = await Promise.all([
      db.select({ userCount: count() }).from(users),
      db.select({ brandCount: count() }).from(brands),
      db.select({ outboxCount: count() }).from(emailOutbox),
      db
        .select({ failedEmails: count() })
        .from(emailOutbox)
        .where(sql`${emailOutbox.error} is not null`),
      db.select({ status: jobs.status, n: count() }).from(jobs).groupBy(jobs.status),
    ]);
    const memory = process.memoryUsage();
    res.json({
      status: ok ? 'ok' : 'unavailable',
      database: { engine: ctx.database.engine, reachable: ok, latency_ms: latency },
      migrations: {
        total: journal.entries.length,
        applied: Number(applied.n),
        pending: Math.max(journal.entries.length - Number(applied.n), 0),
        latest: journal.entries.at(-1)?.tag ?? null,
      },
      uptime_seconds: Math.round((Date.now() - STARTED_AT) / 1000),
      node: process.version,
      memory_mb: { rss: Math.round(memory.rss / 1048576), heap_used: Math.round(memory.heapUsed / 1048576) },
      adapters: {
        email: ctx.email.transport,
        storage: ctx.storage.kind,
        store: ctx.store.kind,
        printing: ctx.printing.kind,
        carrier: ctx.carrier.kind,
      },
      counts: {
        users: Number(userCount),
        brands: Number(brandCount),
        emails: Number(outboxCount),
        failed_emails: Number(failedEmails),
        jobs: Object.fromEntries(JOB_STATUSES.map((s) => [s, Number(byStatus.find((r) => r.status === s)?.n ?? 0)])),
      },
      checked_at: new Date().toISOString(),
    });
  });

  return router;
}
