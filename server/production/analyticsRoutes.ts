/**
 * Analytics (docs/requirements/analytics.md §7 `GET v2/analytics/average-fulfillment-time`; docs/requirements/analytics.md §3: fulfilment time is
 * order created → shipped, averaged by date range, brand and design), and what the analytics
 * charts add: orders per status and the stations' throughput per day (scans, weighs and ships,
 * counted from the orders' timelines). All take the same filters; a brand user sees their brand.
 */
import { sql, type SQL } from 'drizzle-orm';
import { Router, type Request } from 'express';
import { fulfillmentQuerySchema } from '../../resources/production/schemas';
import { authorize, confinedBrand } from '../framework/actor';
import type { AppContext } from '../context';
import { rows } from '../db/client';
import { validate } from '../http/errors';

/** The filters of every analytics call, checked: a brand named must be the caller's to see. */
async function filtersOf(req: Request) {
  const actor = authorize(req.actor, { resource: 'analytics', action: 'View' });
  const { startDate, endDate, brandId, designId } = await validate(fulfillmentQuerySchema, req.query);
  if (brandId) authorize(actor, { brandId });
  const brand = confinedBrand(actor) ?? brandId;
  /** Orders of the brand and design asked for (`o` is the order). */
  const orderFilter: SQL = sql`${brand ? sql`AND o.brand_id = ${brand}` : sql``}
    ${designId ? sql`AND EXISTS (SELECT 1 FROM line_items l WHERE l.order_id = o.id AND l.design_id = ${designId})` : sql``}`;
  return { startDate, endDate, brandId: brand ?? null, designId: designId ?? null, orderFilter };
}

export function analyticsV2Routes(ctx: AppContext) {
  const router = Router();
  const db = ctx.database.db;

  router.get('/average-fulfillment-time', async (req, res) => {
    const { orderFilter, ...filters } = await filtersOf(req);
    const result = await rows<{ day: string; orders: number; hours: number }>(
      db,
      sql`SELECT to_char(date_trunc('day', s.shipped), 'YYYY-MM-DD') AS day, count(*)::int AS orders,
                 avg(extract(epoch FROM s.shipped - o.created_at) / 3600)::float AS hours
          FROM orders o
          JOIN LATERAL (SELECT min(shipped_at) AS shipped FROM shipments WHERE order_id = o.id AND shipped_at IS NOT NULL) s ON s.shipped IS NOT NULL
          WHERE s.shipped >= ${filters.startDate} AND s.shipped <= ${filters.endDate} ${orderFilter}
          GROUP BY 1 ORDER BY 1`,
    );
    const orders = result.reduce((s, r) => s + r.orders, 0);
    const hours = orders ? result.reduce((s, r) => s + r.hours * r.orders, 0) / orders : null;
    res.json({
      ...filters,
      orders,
      average_hours: hours === null ? null : Math.round(hours * 10) / 10,
      by_day: result.map((r) => ({ day: r.day, orders: r.orders, average_hours: Math.round(r.hours * 10) / 10 })),
    });
  });

  /** Orders created in the range, by their status now. */
  router.get('/orders-by-status', async (req, res) => {
    const { orderFilter, ...filters } = await filtersOf(req);
    const result = await rows<{ status: string; orders: number }>(
      db,
      sql`SELECT o.status, count(*)::int AS orders FROM orders o
          WHERE o.created_at >= ${filters.startDate} AND o.created_at <= ${filters.endDate} ${orderFilter}
          GROUP BY 1 ORDER BY 1`,
    );
    res.json({ ...filters, orders: result.reduce((s, r) => s + r.orders, 0), by_status: result });
  });

  /** Per day: line items scanned, parcels weighed and parcels shipped (the stations' events). */
  router.get('/station-throughput', async (req, res) => {
    const { orderFilter, ...filters } = await filtersOf(req);
    const result = await rows<{ day: string; scans: number; weighs: number; ships: number }>(
      db,
      sql`SELECT to_char(date_trunc('day', e.created_at), 'YYYY-MM-DD') AS day,
                 count(*) FILTER (WHERE e.type = 'line_item_scan')::int AS scans,
                 count(*) FILTER (WHERE e.type = 'weigh')::int AS weighs,
                 count(*) FILTER (WHERE e.type = 'ship')::int AS ships
          FROM order_events e JOIN orders o ON o.id = e.order_id
          WHERE e.type IN ('line_item_scan', 'weigh', 'ship')
            AND e.created_at >= ${filters.startDate} AND e.created_at <= ${filters.endDate} ${orderFilter}
          GROUP BY 1 ORDER BY 1`,
    );
    const total = (key: 'scans' | 'weighs' | 'ships') => result.reduce((s, r) => s + r[key], 0);
    res.json({ ...filters, scans: total('scans'), weighs: total('weighs'), ships: total('ships'), by_day: result });
  });

  return router;
}
