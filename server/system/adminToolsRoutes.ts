/**
 * Admin Tools (docs/requirements/shell.md §2, for SUPERUSER, TECHNICIAN and SUPERADMIN): the audit log with filters
 * (who, resource, date), background job states and system health. The email outbox is
 * `GET /api/outbox` (server/system/outboxRoutes.ts).
 */
import { Router } from 'express';
import * as yup from 'yup';
import { requireAccess } from '../framework/actor';
import type { AppContext } from '../context';
import { validate } from '../http/errors';
import { auditLogPage, healthFigures, jobsPage, JOB_STATUSES } from './adminToolsService';

const STARTED_AT = Date.now();

const pageSchema = {
  page: yup.number().typeError('Must be a whole number').integer('Must be a whole number').min(0).default(0),
  page_count: yup.number().typeError('Must be a whole number').integer('Must be a whole number').min(1).max(200).default(25),
  // The id of the last row of the page before (newest first): the page is the rows older than it.
  after: yup.number().typeError('Must be a whole number').integer('Must be a whole number').min(1),
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
    // A date without a time means the whole day.
    const to = query.to && /^\d{4}-\d{2}-\d{2}$/.test(String(req.query.to)) ? new Date(query.to.getTime() + 86_400_000 - 1) : query.to;
    res.json(await auditLogPage(db, { ...query, to }));
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
    res.json(await jobsPage(db, query));
  });

  router.get('/health', requireAccess('admin-tools', 'View'), async (_req, res) => {
    const health = await healthFigures(db);
    const memory = process.memoryUsage();
    res.json({
      status: health.reachable ? 'ok' : 'unavailable',
      database: { engine: ctx.database.engine, reachable: health.reachable, latency_ms: health.latency_ms },
      migrations: health.migrations,
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
      counts: health.counts,
      checked_at: new Date().toISOString(),
    });
  });

  return router;
}
