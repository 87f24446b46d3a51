/**
 * Admin Tools › Backups (SUPERADMIN; docs/ops/README.md "Backups"): the backups of the embedded
 * database with their time and size, one taken now, and a download. Taking and downloading one
 * are audited (resource `backups`). On an external PostgreSQL (DATABASE_URL) backups are that
 * server's: the list says so and taking one is refused (409).
 */
import { Router } from 'express';
import * as yup from 'yup';
import type { AppContext } from '../context';
import { backupPath, listBackups, takeBackup } from '../db/backup';
import { authorize, requireAccess } from '../framework/actor';
import { recordAudit } from '../framework/audit';
import { every } from '../framework/schedule';
import { conflict, notFound, validate } from '../http/errors';

const EXTERNAL =
  'The database is an external PostgreSQL server (DATABASE_URL): back it up with that server’s own tools (pg_dump, or base backups with WAL archiving for point-in-time recovery).';

/** The embedded cluster to back up (its superuser URL and DATA_DIR), or none on an external server. */
function target(ctx: AppContext) {
  const cluster = ctx.database.cluster;
  return cluster ? { dataDir: cluster.dataDir, url: cluster.url(), keep: ctx.config.backups.keep } : undefined;
}

export function backupRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/', requireAccess('backups', 'View'), (_req, res) => {
    const on = target(ctx);
    res.json({
      available: !!on,
      ...(on ? {} : { reason: EXTERNAL }),
      interval_hours: ctx.config.backups.intervalHours,
      keep: ctx.config.backups.keep,
      results: on ? listBackups(on.dataDir) : [],
    });
  });

  router.post('/', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'backups', action: 'Add' });
    await validate(yup.object({}), req.body ?? {});
    const on = target(ctx);
    if (!on) throw conflict(EXTERNAL);
    const taken = await takeBackup(on);
    await recordAudit(ctx.database.db, actor, { action: 'backup', resource: 'backups', record_id: taken.name, after: taken });
    res.status(201).json(taken);
  });

  router.get('/:name', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'backups', action: 'View' });
    const on = target(ctx);
    const file = on && backupPath(on.dataDir, String(req.params.name));
    if (!file) throw notFound('No such backup.');
    await recordAudit(ctx.database.db, actor, { action: 'download', resource: 'backups', record_id: req.params.name });
    res.download(file, String(req.params.name), { headers: { 'Content-Type': 'application/gzip' } });
  });

  return router;
}

/** BACKUP_INTERVAL_HOURS: the process that owns the embedded cluster backs it up on a schedule (none on an external server). */
export function startBackupSchedule(ctx: AppContext): () => void {
  const on = target(ctx);
  const hours = ctx.config.backups.intervalHours;
  if (!on || !(hours > 0)) return () => {};
  return every('scheduled backup', hours * 3_600_000, async () => {
    if (ctx.lifecycle.draining) return;
    await takeBackup(on).then(
      (taken) => recordAudit(ctx.database.db, null, { action: 'backup', resource: 'backups', record_id: taken.name, after: taken }),
      (err) => console.error(`scheduled backup failed: ${(err as Error).message}`),
    );
  });
}
