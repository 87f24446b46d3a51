/** The system area: Admin Tools (backups among them), background jobs, the email outbox, analytics events, app settings and stored files and direct uploads. */
import type { ServerArea } from '../framework/area';
import { startEffectsReconciler } from '../framework/effects';
import { importRouteDocs, importRoutes } from '../framework/csvImport';
import { adminToolsRoutes } from './adminToolsRoutes';
import { analyticsRoutes } from './analyticsRoutes';
import { appConfigRoutes } from './appConfigRoutes';
import { backupRoutes, startBackupSchedule } from './backupRoutes';
import { fileRoutes } from './fileRoutes';
import { JOB_HANDLERS } from './jobHandlers';
import { jobRoutes } from './jobRoutes';
import { outboxRoutes } from './outboxRoutes';
import { presignerRoutes } from './presignerRoutes';
import { storageRoutes } from './storageRoutes';
import { UPLOAD_ROUTE_DOCS } from './uploadRouteDocs';

export const systemArea: ServerArea = {
  id: 'system',
  routes: {
    '/admin-tools/backups': backupRoutes,
    '/admin-tools': adminToolsRoutes,
    '/queues/image-processor': jobRoutes,
    '/app-config': appConfigRoutes,
    '/analytics': analyticsRoutes,
    '/outbox': outboxRoutes,
    '/files': fileRoutes,
    '/aws-presigner': presignerRoutes,
    '/storage': storageRoutes,
    // CSV imports of the declarations that take one (csvImport: true).
    '/imports': importRoutes,
  },
  routeDocs: [...UPLOAD_ROUTE_DOCS, ...importRouteDocs()],
  jobs: JOB_HANDLERS,
  // Finishes label purchases and charges a crash left intended; forgets expired idempotency keys;
  // backs up the embedded database every BACKUP_INTERVAL_HOURS.
  start: (ctx) => {
    const stops = [startEffectsReconciler(ctx), startBackupSchedule(ctx)];
    return () => stops.forEach((stop) => stop());
  },
};
