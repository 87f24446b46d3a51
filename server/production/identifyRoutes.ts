/**
 * What a scanned code is, for a station that takes every code (issue 25 "scan anything
 * anywhere"): an item label (`LI-…`), an order number (with or without its `#`), a parcel's
 * tracking number, an employee's badge, a tool or box code, or nothing the floor knows. The
 * station then does what it does with that kind, or says where it belongs. The weigh queue's
 * waiting orders come with their items' labels, so any item of an order picks it.
 */
import type { Router } from 'express';
import { identifySchema } from '../../resources/production/schemas';
import { authorize } from '../framework/actor';
import type { AppContext } from '../context';
import { validate } from '../http/errors';
import { identify, waitingToWeigh } from './identifyService';

/** `POST scan/identify {scanValue}` on the scan router. */
export function identifyRoutes(ctx: AppContext, router: Router) {
  router.post('/identify', async (req, res) => {
    authorize(req.actor, { resource: 'weigh-queue', action: 'View' });
    const { scanValue } = await validate(identifySchema, req.body);
    res.json(await identify(ctx.database.db, scanValue));
  });
}

/** `GET scan/weight-queue/waiting`: the orders waiting to be weighed, oldest first, with their items' labels. */
export function waitingRoutes(ctx: AppContext, router: Router) {
  const db = ctx.database.db;
  router.get('/waiting', async (req, res) => {
    authorize(req.actor, { resource: 'weigh-queue', action: 'View' });
    res.json(await waitingToWeigh(db));
  });
}
