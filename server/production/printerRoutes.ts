/**
 * Printers' own calls: a spooled job's PDF (`GET printers/jobs/{id}/document`), and the hooks of
 * line-item issues — an issue sends its line item back for a reprint (status `issue`,
 * `resend_to_print` on the order's timeline), recorded with the employee.
 */
import { eq, sql } from 'drizzle-orm';
import { Router } from 'express';
import { parseId } from '../../resources/ids';
import { authorize } from '../framework/actor';
import type { AppContext } from '../context';
import { documents, lineItems, printJobs } from '../db/schema';
import type { ResourceHooks } from '../framework/crud';
import { conflict, notFound } from '../http/errors';
import { recordLineItemEvent } from '../orders/service';
import { employeeFor } from './employees';

export function printJobRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/:id/document', async (req, res) => {
    authorize(req.actor, { resource: 'print-jobs', action: 'View' });
    const id = parseId(req.params.id);
    const [job] = id
      ? await ctx.database.db
          .select({ id: printJobs.id, content: documents.content, content_type: documents.content_type })
          .from(printJobs)
          .innerJoin(documents, eq(documents.id, printJobs.document_id))
          .where(eq(printJobs.id, id))
      : [];
    if (!job) throw notFound('No such print job.');
    res.type(job.content_type).setHeader('Content-Disposition', `inline; filename="print-job-${job.id}.pdf"`).send(job.content);
  });
  return router;
}

const REPRINTABLE = ['in_production', 'dropped', 'printed', 'scanned'];

export const lineItemIssueHooks: ResourceHooks = {
  async beforeWrite(tx, input, { existing }) {
    if (existing) return input;
    const [item] = await tx.select().from(lineItems).where(eq(lineItems.id, input.line_item_id));
    if (!item) throw notFound(`Line item ${input.line_item_id} was not found.`);
    if (!REPRINTABLE.includes(item.status))
      throw conflict(`${item.design_name} is ${item.status.replace(/_/g, ' ')}: it cannot go back for a reprint.`);
    if (input.employee_id != null) await employeeFor(tx, input.employee_id);
    return { ...input, brand_id: item.brand_id };
  },
  async afterWrite(tx, record, { actor, action }) {
    if (action !== 'create') return;
    const [item] = await tx
      .update(lineItems)
      .set({ status: 'issue', updated_at: sql`now()` })
      .where(eq(lineItems.id, record.line_item_id))
      .returning();
    await recordLineItemEvent(tx, item, {
      type: 'resend_to_print',
      actor,
      message: { code: 'printer_issue', values: { design: item.design_name, reason: record.reason } },
      data: { issue_id: record.id },
    });
  },
};
