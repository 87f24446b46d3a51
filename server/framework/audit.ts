/** The audit log: every mutation records who did what, in the mutation's own transaction. */
import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';
import type { Actor } from './actor';
import { noteChange, type ChangeActor } from './events';
import { insertKept } from './writeStatements';

export interface AuditEntry {
  action: string;
  resource: string;
  record_id?: string | number | null;
  brand_id?: number | null;
  before?: unknown;
  after?: unknown;
}

const SECRET_KEYS = /password|token/i;

/** The person of a change as others are told of it (events.ts): id and name, else email. */
export const changeActor = (actor: Actor | null | undefined): ChangeActor | null =>
  actor ? { id: actor.id, name: actor.name || actor.email } : null;

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

/**
 * Writes the audit row of a change and notes the change (events.ts `noteChange`): every screen
 * showing the resource, of the brand it is filed under, learns of it when the transaction commits.
 */
export async function recordAudit(tx: DbOrTx, actor: Actor | null, entry: AuditEntry): Promise<void> {
  await insertKept(
    tx,
    auditLog,
    {
      user_id: actor?.id ?? null,
      user_email: actor?.email ?? null,
      action: entry.action,
      resource: entry.resource,
      record_id: entry.record_id == null ? null : String(entry.record_id),
      brand_id: entry.brand_id ?? null,
      before: scrub(entry.before),
      after: scrub(entry.after),
    },
    false,
  );
  await noteChange(tx, entry.brand_id ?? null, {
    resource: entry.resource,
    ids: entry.record_id == null ? null : [entry.record_id],
    action: entry.action,
    actor: changeActor(actor),
  });
}
