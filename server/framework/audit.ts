/** The audit log: every mutation records who did what, in the mutation's own transaction. */
import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';
import type { Actor } from './actor';

export interface AuditEntry {
  action: string;
  resource: string;
  record_id?: string | number | null;
  brand_id?: number | null;
  before?: unknown;
  after?: unknown;
}

const SECRET_KEYS = /password|token/i;

/** Removes secrets so they never reach the log. */
function scrub(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value ?? null;
  if (Array.isArray(value)) return value.map(scrub);
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => !SECRET_KEYS.test(k))
      .map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
  );
}

export async function recordAudit(tx: DbOrTx, actor: Actor | null, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    user_id: actor?.id ?? null,
    user_email: actor?.email ?? null,
    action: entry.action,
    resource: entry.resource,
    record_id: entry.record_id == null ? null : String(entry.record_id),
    brand_id: entry.brand_id ?? null,
    before: scrub(entry.before) as any,
    after: scrub(entry.after) as any,
  });
}
