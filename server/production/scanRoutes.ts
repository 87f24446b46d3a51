/**
 * The scanner and weigh stations' routes (docs/requirements/production.md §7 Scanning;
 * docs/requirements/production.md §4): they read the request, check access and the station's
 * employee, and answer; the work and its SQL are scanService.ts's. Tool, box and waste codes go to
 * the device websocket. A scan or a weighing sent with an `Idempotency-Key` (a device's offline
 * queue replaying it, docs/production.md "Offline scans") is applied once: a scan's key is kept
 * with the scan in its transaction (stationScans.ts), a weighing's — a carrier call outside any
 * transaction — by the idempotency keys (server/http/idempotency.ts).
 */
import { Router } from 'express';
import { manualSearchSchema, resetWeighQueueSchema, scanItemSchema, updateWeightSchema } from '../../resources/production/schemas';
import { authorize } from '../framework/actor';
import type { AppContext } from '../context';
import { idempotent } from '../http/idempotency';
import type { Tx } from '../db/client';
import type { CrudService } from '../framework/crud';
import { listBody, listParams } from '../framework/rest';
import { validate } from '../http/errors';
import { stationWorker } from './shifts';
import { transact } from '../db/transaction';
import { identifyRoutes, waitingRoutes } from './identifyRoutes';
import { lineItemIdOf, TOOL_CODES, WASTE_CODE } from './scanCodes';
import { manualSearch, resetWeighQueue, scanAnswer, scanFailed, scanLineItem, weighParcel } from './scanService';
import { scanKeyOf, scanOnce } from './stationScans';

export { scanFailed } from './scanService';
export { lineItemIdOf, TOOL_CODES, WASTE_CODE } from './scanCodes';

export function scanRoutes(ctx: AppContext): Router {
  const router = Router();
  const db = ctx.database.db;
  identifyRoutes(ctx, router);

  router.post('/scan-item', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'weigh-queue', action: 'View' });
    const key = scanKeyOf(req);
    const input = await validate(scanItemSchema, req.body);
    const employee = await stationWorker(ctx, req, actor, input.employeeId, input.scanned_at);
    const value = input.scanValue.trim();
    ctx.metrics.scans.inc({ kind: 'production' });
    if ((TOOL_CODES as readonly string[]).includes(value.toLowerCase()) || value.toLowerCase() === WASTE_CODE) {
      const kind = value.toLowerCase() === WASTE_CODE ? 'waste' : 'tool';
      await ctx.events.publish({
        topic: 'device.scanner',
        brand_id: null,
        data: { station: 'scanner', kind, value: value.toLowerCase(), employee: employee.name },
      });
      return res.json({ kind, value: value.toLowerCase() });
    }
    const id = lineItemIdOf(value);
    if (!id) throw scanFailed();
    const scan = (tx: Tx) => scanLineItem(tx, actor, id, employee, input.unscan, input.scanned_at);
    // With an Idempotency-Key (a replayed or resent scan), the key and the scan commit together.
    if (key)
      return scanOnce(
        ctx,
        res,
        actor,
        key,
        { scan_value: value, employee_id: employee.id, scanned_at: input.scanned_at ?? new Date(), details: { unscan: input.unscan } },
        scan,
        scanAnswer,
      );
    res.json(scanAnswer(await transact(db, scan)));
  });

  router.post('/manual-search', async (req, res) => {
    authorize(req.actor, { resource: 'weigh-queue', action: 'View' });
    const { query } = await validate(manualSearchSchema, req.body);
    res.json(await manualSearch(db, query));
  });

  // A weighing replayed from a device's queue carries `weighed_at`: the shift is judged at that time.
  router.post('/update-weight', idempotent(ctx), async (req, res) => {
    const actor = authorize(req.actor, { resource: 'weigh-queue', action: 'View' });
    const { weighQueue: input, printer_id, printer, weighed_at } = await validate(updateWeightSchema, req.body);
    const employee = await stationWorker(ctx, req, actor, input.employeeId, weighed_at);
    res.json(
      await weighParcel(ctx, actor, employee, {
        id: input.id!,
        pounds: input.weight_pounds!,
        ounces: input.weight_ounces ?? 0,
        printerId: printer_id ?? printer,
        printerField: printer_id ? 'printer_id' : 'printer',
        weighedAt: weighed_at,
      }),
    );
  });

  return router;
}

/** The weigh queue's own calls (its base `scan/weight-queue`): search and reset. */
export function weighQueueRoutes(ctx: AppContext, crud: CrudService): Router {
  const router = Router();
  waitingRoutes(ctx, router);
  router.get('/search', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'weigh-queue', action: 'View' });
    const search = typeof req.query.search === 'string' ? req.query.search : '';
    const params = listParams({ ...req.query, q: search });
    res.json(listBody(await crud.list(actor, params)));
  });
  router.post('/unprocessed', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'weigh-queue', action: 'Delete' });
    const { queueId } = await validate(resetWeighQueueSchema, req.body);
    res.json(await resetWeighQueue(ctx.database.db, actor, queueId!));
  });
  return router;
}
