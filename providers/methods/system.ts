/** The system area's calls: Admin Tools' audit log, jobs, health and backups. */
import type { CodedMessage } from '../../resources/i18n/catalogue';
import { api, apiBlob } from '../httpClient';
import { AUDIT_LOG, BACKGROUND_JOBS, keysetPage } from '../pageCursors';

export interface AuditLogQuery {
  user?: string;
  resource?: string;
  from?: string;
  to?: string;
  page: number;
  page_count: number;
}

/** A CSV import's check (server/framework/csvImport.ts): the rows with errors, by field. */
export interface ImportReport {
  total: number;
  valid: number;
  invalid: number;
  /** The English messages by field, and the keyed ones' keys and values (resources/i18n/areas). */
  rows: Array<{ row: number; errors: Record<string, string>; message_codes?: Record<string, CodedMessage> }>;
}

/** The rows of a CSV import, by field, (staff) the brand they go to, and the target's own fields (`template_id`). */
export interface ImportBody {
  rows: Array<Record<string, string>>;
  brand_id?: number;
  [field: string]: unknown;
}

/** GET admin-tools/health: the server's state for the System Health tab. */
export interface SystemHealth {
  status: 'ok' | 'unavailable';
  checked_at: string;
  node: string;
  uptime_seconds: number;
  memory_mb: { rss: number };
  database: { engine: string; latency_ms: number };
  migrations: { applied: number; total: number; pending: number; latest: string | null };
  adapters: { email: string; storage: string; store: string };
  counts: { brands: number; users: number; emails: number; failed_emails: number; jobs: Record<string, number> };
}

export const systemMethods = {
  /** Checks a CSV import (a declared resource's, or an area's own such as `pricing-lines`) row by row; saves nothing. */
  validateImport: (resource: string, body: ImportBody) => api<ImportReport>(`imports/${resource}/validate`, { method: 'POST', body }),
  /** Imports the rows, all or none. */
  importRows: (resource: string, body: ImportBody) =>
    api<{ created: number; updated?: number; ids?: number[] }>(`imports/${resource}`, { method: 'POST', body }),
  /** A brand's background jobs (image processing and the like), for notifications; staff: every brand's when `null`. */
  backgroundJobs: <Job>(brandId: number | null) => api<Job[]>('queues/image-processor', { query: { brand_id: brandId ?? undefined } }),
  /** How many of those jobs there are in each status, all of them counted. */
  backgroundJobCounts: (brandId: number | null) =>
    api<Record<'unprocessed' | 'processing' | 'processed' | 'failed', number>>('queues/image-processor/counts', {
      query: { brand_id: brandId ?? undefined },
    }),
  /** The newest emails the app sent, optionally to one address. */
  outbox: <Email>(to?: string, limit = 100) => api<Email[]>('outbox', { query: { to, limit } }),
  /** A page of the audit log, newest first: the next page by keyset where the page before was read (pageCursors.ts). */
  auditLog: async <Entry>(query: AuditLogQuery) => {
    const keyset = keysetPage(AUDIT_LOG, { ...query });
    const answer = await api<{ results: Entry[]; count: number; hasNext?: boolean; resources: string[] }>('admin-tools/audit-log', {
      query: { ...query, after: keyset.after },
    });
    keyset.remember(answer.results);
    return answer;
  },
  /** A page of every background job, newest first, by keyset as the audit log. */
  jobs: async <Job>(query: { status?: string; page: number; page_count: number }) => {
    const keyset = keysetPage(BACKGROUND_JOBS, { ...query });
    const answer = await api<{ results: Job[]; count: number; counts: Record<string, number> }>('admin-tools/jobs', {
      query: { ...query, after: keyset.after },
    });
    keyset.remember(answer.results);
    return answer;
  },
  health: () => api<SystemHealth>('admin-tools/health'),
  /** The embedded database's backups (SUPERADMIN), or why there are none (an external PostgreSQL). */
  backups: <Backup>() =>
    api<{ available: boolean; reason?: string; interval_hours: number; keep: number; results: Backup[] }>('admin-tools/backups'),
  takeBackup: <Backup>() => api<Backup>('admin-tools/backups', { method: 'POST', body: {} }),
  backupFile: (name: string) => apiBlob(`admin-tools/backups/${encodeURIComponent(name)}`),
};
