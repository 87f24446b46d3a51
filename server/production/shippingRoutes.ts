/**
 * The ship station's routes (docs/requirements/production.md §7 Shipping; docs/requirements/production.md §4)
 * and the labels' actions: they read the request, check access and the station's employee, and
 * answer; the work and its SQL are shipService.ts's and labels.ts's. A parcel scanned out with an
 * `Idempotency-Key` (a device's offline queue replaying it) is applied once: the key is kept with
 * the scan in its transaction (stationScans.ts). A label is voided once and for good (its parcel
 * goes back to be weighed).
 */
import { Router } from 'express';
import { parseId } from '../../resources/ids';
import { buyAgainSchema, FLOOR_WRITE, reprintSchema, shipScanSchema, voidLabelSchema } from '../../resources/production/schemas';
import { authorize } from '../framework/actor';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { notFound, validate } from '../http/errors';
import { SHIFT_HEADER, stationWorker } from './shifts';
import { IDEMPOTENCY_KEY_HEADER, idempotent } from '../http/idempotency';
import { packingSlipOf, voidShipment, type DocumentKind } from './labels';
import { buyAgain, findShipment, labelOf, reprintDocument, shipAnswer, shippingInfo, shipParcel } from './shipService';
import { scanKeyOf, scanOnce } from './stationScans';
import { transact } from '../db/transaction';

export function shippingRoutes(ctx: AppContext): Router {
  const router = Router();
  const db = ctx.database.db;

  router.post('/scan-item', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'weigh-queue', action: 'View' });
    const key = scanKeyOf(req);
    const input = await validate(shipScanSchema, req.body);
    const employee = await stationWorker(ctx, req, actor, input.employee, input.scanned_at);
    const ship = (tx: Tx) => shipParcel(tx, actor, employee, input.scanValue, input.scanned_at);
    if (key)
      return scanOnce(
        ctx,
        res,
        actor,
        key,
        { scan_value: input.scanValue, employee_id: employee.id, scanned_at: input.scanned_at ?? new Date(), details: { station: 'ship' } },
        ship,
        shipAnswer,
      );
    res.json(shipAnswer(await transact(db, ship)));
  });

  // Void twice = one void: a label voided already answers as it is (docs/production.md).
  router.post('/void-label', async (req, res) => {
    const actor = authorize(req.actor, FLOOR_WRITE);
    const { shipmentId } = await validate(voidLabelSchema, req.body);
    const { shipment } = await voidShipment(ctx, actor, shipmentId!);
    res.json(shipment);
  });

  /** A label or packing slip printed again on the chosen printer (else the first). */
  router.post('/reprint', idempotent(ctx), async (req, res) => {
    const actor = authorize(req.actor, FLOOR_WRITE);
    const input = await validate(reprintSchema, req.body);
    res.json(
      await reprintDocument(ctx, actor, {
        shipmentId: input.shipmentId!,
        document: input.document as DocumentKind,
        printerId: input.printer_id,
        key: req.get(IDEMPOTENCY_KEY_HEADER),
      }),
    );
  });

  /** A new label for a voided label's parcel, at the weight it was weighed at; printed with its slip. */
  router.post('/buy-again', idempotent(ctx), async (req, res) => {
    const actor = authorize(req.actor, FLOOR_WRITE);
    const input = await validate(buyAgainSchema, req.body);
    // The station's employee when a station asks; from the order page, the person.
    const employee = req.get(SHIFT_HEADER) ? await stationWorker(ctx, req, actor, undefined) : null;
    res.json(await buyAgain(ctx, actor, { shipmentId: input.shipmentId!, printerId: input.printer_id, employee }));
  });

  router.get('/packing-slip/:id', async (req, res) => {
    authorize(req.actor, { resource: 'weigh-queue', action: 'View' });
    const id = parseId(req.params.id);
    const shipment = id ? await findShipment(db, id) : undefined;
    if (!shipment) throw notFound('No such shipment.');
    res
      .type('application/pdf')
      .setHeader('Content-Disposition', `inline; filename="packing-slip-${shipment.tracking_number}.pdf"`)
      .send(await packingSlipOf(db, shipment.order_id));
  });

  router.get('/get-shipping-info/:id', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'shipments', action: 'View' });
    const id = parseId(req.params.id);
    if (!id) throw notFound('No such order.');
    res.json(await shippingInfo(db, actor, id));
  });

  router.get('/label/:id', async (req, res) => {
    authorize(req.actor, { resource: 'weigh-queue', action: 'View' });
    const id = parseId(req.params.id);
    const label = id ? await labelOf(db, id) : undefined;
    if (!label) throw notFound('This shipment has no label.');
    res
      .type('application/pdf')
      .setHeader('Content-Disposition', `inline; filename="label-${label.tracking_number}.pdf"`)
      .send(label.content);
  });

  return router;
}
