/**
 * The analytics figures (docs/requirements/analytics.md §3, §7): fulfilment time is order created →
 * shipped, averaged per day; orders per status; the stations' throughput per day (scans, weighs
 * and ships, counted from the orders' timelines). Each takes the same filters, already checked
 * for the caller (server/production/analyticsRoutes.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../db/client';

export interface AnalyticsFilters {
  startDate: Date;
  endDate: Date;
  /** The brand asked for, or the caller's own; null for all brands. */
  brandId: number | null;
  designId: number | null;
}

/** Orders of the brand and design asked for (`o` is the order). */
function orderFilter({ brandId, designId }: AnalyticsFilters): SQL {
  return sql`${brandId ? sql`AND o.brand_id = ${brandId}` : sql``}
    ${designId ? sql`AND EXISTS (SELECT 1 FROM line_items l WHERE l.order_id = o.id AND l.design_id = ${designId})` : sql``}`;
}

const tenths = (hours: number) => Math.round(hours * 10) / 10;

/** Orders first shipped in the range: how many, and their average hours from created to shipped, per day. */
export async function averageFulfilmentTime(db: Db, filters: AnalyticsFilters) {
  const result = await rows<{ day: string; orders: number; hours: number }>(
    db,
    sql`SELECT to_char(date_trunc('day', s.shipped), 'YYYY-MM-DD') AS day, count(*)::int AS orders,
               avg(extract(epoch FROM s.shipped - o.created_at) / 3600)::float AS hours
        FROM orders o
        JOIN LATERAL (SELECT min(shipped_at) AS shipped FROM shipments WHERE order_id = o.id AND shipped_at IS NOT NULL) s ON s.shipped IS NOT NULL
        WHERE s.shipped >= ${filters.startDate} AND s.shipped <= ${filters.endDate} ${orderFilter(filters)}
        GROUP BY 1 ORDER BY 1`,
  );
  const orders = result.reduce((s, r) => s + r.orders, 0);
  const hours = orders ? result.reduce((s, r) => s + r.hours * r.orders, 0) / orders : null;
  return {
    ...filters,
    orders,
    average_hours: hours === null ? null : tenths(hours),
    by_day: result.map((r) => ({ day: r.day, orders: r.orders, average_hours: tenths(r.hours) })),
  };
}

/** Orders created in the range, by their status now. */
export async function ordersByStatus(db: Db, filters: AnalyticsFilters) {
  const result = await rows<{ status: string; orders: number }>(
    db,
    sql`SELECT o.status, count(*)::int AS orders FROM orders o
        WHERE o.created_at >= ${filters.startDate} AND o.created_at <= ${filters.endDate} ${orderFilter(filters)}
        GROUP BY 1 ORDER BY 1`,
  );
  return { ...filters, orders: result.reduce((s, r) => s + r.orders, 0), by_status: result };
}

/** Per day: line items scanned, parcels weighed and parcels shipped (the stations' events). */
export async function stationThroughput(db: Db, filters: AnalyticsFilters) {
  const result = await rows<{ day: string; scans: number; weighs: number; ships: number }>(
    db,
    sql`SELECT to_char(date_trunc('day', e.created_at), 'YYYY-MM-DD') AS day,
               count(*) FILTER (WHERE e.type = 'line_item_scan')::int AS scans,
               count(*) FILTER (WHERE e.type = 'weigh')::int AS weighs,
               count(*) FILTER (WHERE e.type = 'ship')::int AS ships
        FROM order_events e JOIN orders o ON o.id = e.order_id
        WHERE e.type IN ('line_item_scan', 'weigh', 'ship')
          AND e.created_at >= ${filters.startDate} AND e.created_at <= ${filters.endDate} ${orderFilter(filters)}
        GROUP BY 1 ORDER BY 1`,
  );
  const total = (key: 'scans' | 'weighs' | 'ships') => result.reduce((s, r) => s + r[key], 0);
  return { ...filters, scans: total('scans'), weighs: total('weighs'), ships: total('ships'), by_day: result };
}
