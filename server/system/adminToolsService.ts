/**
 * What Admin Tools reads: a page of the audit log with its filters and the resources it names, a
 * page of background jobs with the counts by state, and the figures of system health.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, count, desc, eq, gte, ilike, lt, lte, sql, type SQL } from 'drizzle-orm';
import { MIGRATIONS_DIR, rows as rowsOf, type DbOrTx } from '../db/client';
import { auditLog, brands, emailOutbox, jobs, users } from '../db/schema';
import { pageWithOneMore } from '../framework/rest';
import { cappedCount } from '../framework/crud';
import { escapeLike } from '../framework/textSearch';

export const JOB_STATUSES = ['unprocessed', 'processing', 'processed', 'failed'] as const;

interface Page {
  page: number;
  page_count: number;
  /**
   * Keyset: the id of the last row of the page before. Both lists are newest first by id, so the
   * page is the rows with a smaller id, found in the primary key however deep, and right whether
   * or not that row still exists; `page` then only numbers the answer.
   */
  after?: number;
}

/** LIMIT and OFFSET of a page of a list newest first by id, and the keyset condition when `after` is given. */
function keysetOrOffset(query: Page, id: typeof auditLog.id | typeof jobs.id) {
  return {
    older: query.after === undefined ? undefined : lt(id, query.after),
    limit: query.page_count + 1,
    offset: query.after === undefined ? query.page * query.page_count : 0,
  };
}

/** The audit log's filters: who (an id, a whole email or part of one), resource, action, from and to (`to` already the end of its day when whole). */
export interface AuditFilter extends Page {
  user?: string;
  resource?: string;
  action?: string;
  from?: Date;
  to?: Date;
}

/** A page of the audit log, newest first, with a capped count and the distinct resources it names. */
export async function auditLogPage(db: DbOrTx, query: AuditFilter) {
  const conditions: (SQL | undefined)[] = [];
  if (query.user) {
    const asId = Number(query.user);
    const escaped = escapeLike(query.user);
    // A whole email address means that user; anything else searches the addresses.
    const whole = /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(query.user);
    conditions.push(Number.isInteger(asId) ? eq(auditLog.user_id, asId) : ilike(auditLog.user_email, whole ? escaped : `%${escaped}%`));
  }
  if (query.resource) conditions.push(eq(auditLog.resource, query.resource));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.from) conditions.push(gte(auditLog.created_at, query.from));
  if (query.to) conditions.push(lte(auditLog.created_at, query.to));
  const where = and(...conditions);
  const page = keysetOrOffset(query, auditLog.id);
  // The page with one row more (is there a next page?) and a capped count: the log only grows.
  const [rows, [{ total }], resources] = await Promise.all([
    db.select().from(auditLog).where(and(where, page.older)).orderBy(desc(auditLog.id)).limit(page.limit).offset(page.offset),
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
  return { ...pageWithOneMore(rows, total, query.page, query.page_count), resources: resources.map((r) => r.resource) };
}

/** A page of background jobs (with their brand's name), newest first, and capped counts by state. */
export async function jobsPage(db: DbOrTx, query: Page & { status?: string; category?: string; brand_id?: number }) {
  const where = and(
    query.status ? eq(jobs.status, query.status) : undefined,
    query.category ? eq(jobs.category, query.category) : undefined,
    query.brand_id !== undefined ? eq(jobs.brand_id, query.brand_id) : undefined,
  );
  const page = keysetOrOffset(query, jobs.id);
  // The page with one row more, and counts capped like every list's (one statement for all).
  const [rows, [capped]] = await Promise.all([
    db
      .select({ job: jobs, brand_name: brands.name })
      .from(jobs)
      .leftJoin(brands, eq(brands.id, jobs.brand_id))
      .where(and(where, page.older))
      .orderBy(desc(jobs.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({
        total: cappedCount(jobs, where),
        ...Object.fromEntries(JOB_STATUSES.map((status) => [status, cappedCount(jobs, eq(jobs.status, status))])),
      })
      .from(sql`(SELECT 1) AS one`),
  ]);
  const { total, ...counts } = capped as Record<string, number>;
  return {
    ...pageWithOneMore(
      rows.map((r) => ({ ...r.job, brand_name: r.brand_name })),
      total,
      query.page,
      query.page_count,
    ),
    counts,
  };
}

/** The database's health: reachable and how fast, migrations applied of those shipped, and the counts Admin Tools shows. */
export async function healthFigures(db: DbOrTx) {
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
    (r: unknown) => ((r as { rows?: unknown[] }).rows ?? (r as unknown[]))[0] as { n: number; last: string | null },
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
  return {
    reachable: ok,
    latency_ms: latency,
    migrations: {
      total: journal.entries.length,
      applied: Number(applied.n),
      pending: Math.max(journal.entries.length - Number(applied.n), 0),
      latest: journal.entries.at(-1)?.tag ?? null,
    },
    counts: {
      users: Number(userCount),
      brands: Number(brandCount),
      emails: Number(outboxCount),
      failed_emails: Number(failedEmails),
      jobs: Object.fromEntries(JOB_STATUSES.map((s) => [s, Number(byStatus.find((r) => r.status === s)?.n ?? 0)])),
    },
  };
}
