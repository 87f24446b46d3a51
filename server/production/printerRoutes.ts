/**
 * Printers' own calls: a spooled job's PDF (`GET printers/jobs/{id}/document`) and its retry
 * (`POST printers/jobs/{id}/retry`: a failed job is sent again under its own key; a job that
 * printed answers as it is, never printed twice); line-item issues — a station flags an item with
 * a reason and a note (status issue, `resend_to_print` on the order's timeline naming the
 * employee), and the Line Item Issues page sends it back to production or resolves it.
 */
import { Router } from 'express';
import { parseId } from '../../resources/ids';
import { FLOOR_WRITE } from '../../resources/production/schemas';
import { authorize } from '../framework/actor';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { closeIssue, openIssues, printJobDocument, retryPrintJob } from './printerService';

export function printJobRoutes(ctx: AppContext): Router {
  const router = Router();
  const db = ctx.database.db;
  router.get('/:id/document', async (req, res) => {
    authorize(req.actor, { resource: 'print-jobs', action: 'View' });
    const id = parseId(req.params.id);
    const job = id ? await printJobDocument(db, id) : undefined;
    if (!job) throw notFound('No such print job.');
    res.type(job.content_type).setHeader('Content-Disposition', `inline; filename="print-job-${job.id}.pdf"`).send(job.content);
  });

  router.post('/:id/retry', async (req, res) => {
    const actor = authorize(req.actor, FLOOR_WRITE);
    const id = parseId(req.params.id);
    if (!id) throw notFound('No such print job.');
    res.json(await retryPrintJob(ctx, actor, id));
  });
  return router;
}

/** The open issues with what the page shows, and the issue actions. */
export function lineItemIssueRoutes(ctx: AppContext): Router {
  const router = Router();
  const db = ctx.database.db;

  router.get('/open', async (req, res) => {
    authorize(req.actor, { resource: 'line-item-issues', action: 'View' });
    res.json(await openIssues(db));
  });

  const close = (path: string, to: 'back_to_production' | 'resolved') =>
    router.post(`/:id/${path}`, async (req, res) => {
      const actor = authorize(req.actor, FLOOR_WRITE);
      const id = parseId(req.params.id);
      if (!id) throw notFound('No such issue.');
      res.json(await closeIssue(db, actor, id, to));
    });
  close('back-to-production', 'back_to_production');
  close('resolve', 'resolved');
  return router;
}
