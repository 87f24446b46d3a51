/**
 * The waste report (docs/requirements/production.md §9: grouped by a sort key, material by default, over a date range;
 * categories with a title and entries of subtitle, weight_pounds and weight_ounces).
 */
import { sql } from 'drizzle-orm';
import { Router } from 'express';
import { wasteReportSchema } from '../../resources/production/schemas';
import { authorize } from '../framework/actor';
import type { AppContext } from '../context';
import { rows } from '../db/client';
import { validate } from '../http/errors';

/** Ounces as whole pounds and the ounces left (two decimals). */
export function poundsAndOunces(totalOunces: number) {
  const pounds = Math.floor(totalOunces / 16);
  return { weight_pounds: pounds, weight_ounces: Math.round((totalOunces - pounds * 16) * 100) / 100 };
}

export function wasteReportRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/report', async (req, res) => {
    authorize(req.actor, { resource: 'waste-records', action: 'View' });
    const { from, to, sort_key } = await validate(wasteReportSchema, req.query);
    const title = { material: sql`m.name`, category: sql`w.category`, employee: sql`coalesce(e.name, 'Nobody')` }[sort_key];
    const subtitle = { material: sql`w.category`, category: sql`m.name`, employee: sql`m.name` }[sort_key];
    const found = await rows<{ title: string; subtitle: string; ounces: number }>(
      ctx.database.db,
      sql`SELECT ${title} AS title, ${subtitle} AS subtitle, sum(w.weight_pounds * 16 + w.weight_ounces)::float AS ounces
          FROM waste_records w JOIN materials m ON m.id = w.material_id LEFT JOIN employees e ON e.id = w.employee_id
          WHERE w.created_at >= ${from} AND w.created_at <= ${to}
          GROUP BY 1, 2 ORDER BY lower(${title}), lower(${subtitle})`,
    );
    const categories: Array<{
      title: string;
      entries: Array<{ subtitle: string; weight_pounds: number; weight_ounces: number }>;
      weight_pounds: number;
      weight_ounces: number;
    }> = [];
    for (const row of found) {
      let category = categories.at(-1);
      if (!category || category.title !== row.title)
        categories.push((category = { title: row.title, entries: [], weight_pounds: 0, weight_ounces: 0 }));
      category.entries.push({ subtitle: row.subtitle, ...poundsAndOunces(row.ounces) });
    }
    for (const c of categories)
      Object.assign(c, poundsAndOunces(c.entries.reduce((s, e) => s + e.weight_pounds * 16 + e.weight_ounces, 0)));
    res.json({ sort_key, from, to, categories });
  });
  return router;
}
