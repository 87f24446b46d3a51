/**
 * Print jobs and line-item issues as the printer routes ask for them: a spooled job's document, a
 * failed job sent again (one retry at a time, audited), the open issues, and an issue closed —
 * back to production or resolved — or flagged (the resource's hooks), each audited.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../framework/actor';
import type { AppContext } from '../context';
import type { DbOrTx, Tx } from '../db/client';
import { documents, employees, lineItemIssues, lineItems, orders, printers, printJobs } from '../db/schema';
import type { ResourceHooks } from '../framework/crud';
import { auditChange } from '../framework/write';
import { conflict, notFound } from '../http/errors';
import { recordLineItemEvent, userNameOf } from '../orders/service';
import { transact } from '../db/transaction';
import { employeeFor } from './employees';

/** A print job's document, if the job exists. */
export async function printJobDocument(db: DbOrTx, id: number) {
  const [job] = await db
    .select({ id: printJobs.id, content: documents.content, content_type: documents.content_type })
    .from(printJobs)
    .innerJoin(documents, eq(documents.id, printJobs.document_id))
    .where(eq(printJobs.id, id));
  return job;
}

/**
 * Sends a failed print job again under its own key, audited. Taken by one request at a time: a
 * second retry at once, or a retry of a job that printed, prints nothing (`retried` false).
 */
export async function retryPrintJob(ctx: AppContext, actor: Actor, id: number) {
  const db = ctx.database.db;
  const [job] = await db.select().from(printJobs).where(eq(printJobs.id, id));
  if (!job) throw notFound('No such print job.');
  const [claimed] = await db
    .update(printJobs)
    .set({ status: 'retrying' })
    .where(and(eq(printJobs.id, job.id), eq(printJobs.status, 'failed')))
    .returning();
  if (!claimed) return { ...job, retried: false };
  const status = await ctx.printing.resend(db, job.id).catch(async (err) => {
    await db
      .update(printJobs)
      .set({ status: 'failed' })
      .where(and(eq(printJobs.id, job.id), eq(printJobs.status, 'retrying')));
    throw err;
  });
  const row = await transact(db, async (tx) => {
    await auditChange(tx, actor, {
      action: 'retry',
      resource: 'print-jobs',
      record_id: job.id,
      brand_id: job.brand_id,
      before: { status: job.status, error: job.error },
      after: { status },
    });
    const [row] = await tx.select().from(printJobs).where(eq(printJobs.id, job.id));
    return row;
  });
  return { ...row, retried: true };
}

/** The open issues with what the Line Item Issues page shows, newest first. */
export function openIssues(db: DbOrTx) {
  return db
    .select({
      id: lineItemIssues.id,
      reason: lineItemIssues.reason,
      notes: lineItemIssues.notes,
      created_at: lineItemIssues.created_at,
      line_item_id: lineItemIssues.line_item_id,
      design_name: lineItems.design_name,
      line_item_status: lineItems.status,
      order_id: orders.id,
      order_number: orders.order_number,
      brand_id: lineItemIssues.brand_id,
      employee: employees.name,
      printer: printers.name,
    })
    .from(lineItemIssues)
    .innerJoin(lineItems, eq(lineItems.id, lineItemIssues.line_item_id))
    .innerJoin(orders, eq(orders.id, lineItems.order_id))
    .leftJoin(employees, eq(employees.id, lineItemIssues.employee_id))
    .leftJoin(printers, eq(printers.id, lineItemIssues.printer_id))
    .where(eq(lineItemIssues.status, 'open'))
    .orderBy(desc(lineItemIssues.id))
    .limit(500);
}

/**
 * Closes an open issue: back to production (the item is printed again: in_production) or resolved
 * (the item goes on from the status it had). Closing it the same way again answers it as it is.
 */
async function closeIssueIn(tx: Tx, actor: Actor, id: number, to: 'back_to_production' | 'resolved') {
  const [issue] = await tx.select().from(lineItemIssues).where(eq(lineItemIssues.id, id)).for('update');
  if (!issue) throw notFound('No such issue.');
  if (issue.status === to) return issue;
  if (issue.status !== 'open')
    throw conflict(`This issue was ${issue.status === 'resolved' ? 'resolved' : 'sent back to production'} already.`);
  const itemStatus = to === 'back_to_production' ? 'in_production' : (issue.previous_status ?? 'in_production');
  const [item] = await tx
    .update(lineItems)
    .set({ status: itemStatus, updated_at: sql`now()` })
    .where(and(eq(lineItems.id, issue.line_item_id), eq(lineItems.status, 'issue')))
    .returning();
  const [closed] = await tx
    .update(lineItemIssues)
    .set({ status: to, closed_at: sql`now()`, closed_by: actor.id })
    .where(eq(lineItemIssues.id, issue.id))
    .returning();
  const [current] = item ? [item] : await tx.select().from(lineItems).where(eq(lineItems.id, issue.line_item_id));
  await recordLineItemEvent(tx, current, {
    type: to === 'back_to_production' ? 'resend_to_print' : 'update',
    actor,
    message: {
      code: to === 'back_to_production' ? 'issue_back_to_production' : 'issue_resolved',
      values: { design: current.design_name, reason: issue.reason },
    },
    data: { issue_id: issue.id },
  });
  await auditChange(tx, actor, {
    action: to === 'back_to_production' ? 'back-to-production' : 'resolve',
    resource: 'line-item-issues',
    record_id: issue.id,
    brand_id: issue.brand_id,
    before: { status: issue.status, line_item_status: 'issue' },
    after: { status: to, line_item_status: item ? itemStatus : current.status },
  });
  return closed;
}

/** Closes an open issue in its own transaction (see closeIssueIn). */
export const closeIssue = (db: DbOrTx, actor: Actor, id: number, to: 'back_to_production' | 'resolved') =>
  transact(db, (tx) => closeIssueIn(tx, actor, id, to));

const FLAGGABLE = ['in_production', 'dropped', 'printed', 'scanned'];

export const lineItemIssueHooks: ResourceHooks = {
  async beforeWrite(tx, input, { existing }) {
    if (existing) return input;
    const [item] = await tx.select().from(lineItems).where(eq(lineItems.id, input.line_item_id));
    if (!item) throw notFound(`Line item ${input.line_item_id} was not found.`);
    if (!FLAGGABLE.includes(item.status)) throw conflict(`${item.design_name} is ${item.status.replace(/_/g, ' ')}: it cannot be flagged.`);
    if (input.employee_id != null) await employeeFor(tx, input.employee_id);
    return { ...input, brand_id: item.brand_id, order_id: item.order_id };
  },
  async afterWrite(tx, record, { actor, action }) {
    if (action !== 'create') return;
    const [before] = await tx.select({ status: lineItems.status }).from(lineItems).where(eq(lineItems.id, record.line_item_id));
    await tx.update(lineItemIssues).set({ previous_status: before.status }).where(eq(lineItemIssues.id, record.id));
    const [item] = await tx
      .update(lineItems)
      .set({ status: 'issue', updated_at: sql`now()` })
      .where(eq(lineItems.id, record.line_item_id))
      .returning();
    const employee = record.employee_id != null ? await employeeFor(tx, record.employee_id) : null;
    const who = employee?.name ?? (await userNameOf(tx, actor ?? undefined)) ?? '';
    await recordLineItemEvent(tx, item, {
      type: 'resend_to_print',
      actor,
      message: {
        code: 'item_flagged',
        values: { design: item.design_name, reason: record.reason, employee: who, notes: record.notes ?? '' },
      },
      data: { issue_id: record.id, ...(employee ? { employee: { id: employee.id, name: employee.name } } : {}) },
    });
  },
};
