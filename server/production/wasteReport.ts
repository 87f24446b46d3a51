/**
 * The waste report (docs/requirements/production.md §9): waste of a date range grouped by a sort
 * key (material, category or employee), each group a title with entries of subtitle,
 * weight_pounds and weight_ounces, and its total.
 */
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../db/client';

export type WasteReportSortKey = 'material' | 'category' | 'employee';

/** Ounces as whole pounds and the ounces left (two decimals). */
export function poundsAndOunces(totalOunces: number) {
  const pounds = Math.floor(totalOunces / 16);
  return { weight_pounds: pounds, weight_ounces: Math.round((totalOunces - pounds * 16) * 100) / 100 };
}

interface WasteCategory {
  title: string;
  entries: Array<{ subtitle: string; weight_pounds: number; weight_ounces: number }>;
  weight_pounds: number;
  weight_ounces: number;
}

export async function wasteReport(db: Db, { from, to, sort_key }: { from: Date; to: Date; sort_key: WasteReportSortKey }) {
  const title = { material: sql`m.name`, category: sql`w.category`, employee: sql`coalesce(e.name, 'Nobody')` }[sort_key];
  const subtitle = { material: sql`w.category`, category: sql`m.name`, employee: sql`m.name` }[sort_key];
  const found = await rows<{ title: string; subtitle: string; ounces: number }>(
    db,
    sql`SELECT ${title} AS title, ${subtitle} AS subtitle, sum(w.weight_pounds * 16 + w.weight_ounces)::float AS ounces
        FROM waste_records w JOIN materials m ON m.id = w.material_id LEFT JOIN employees e ON e.id = w.employee_id
        WHERE w.created_at >= ${from} AND w.created_at <= ${to}
        GROUP BY 1, 2 ORDER BY lower(${title}), lower(${subtitle})`,
  );
  const categories: WasteCategory[] = [];
  for (const row of found) {
    let category = categories.at(-1);
    if (!category || category.title !== row.title)
      categories.push((category = { title: row.title, entries: [], weight_pounds: 0, weight_ounces: 0 }));
    category.entries.push({ subtitle: row.subtitle, ...poundsAndOunces(row.ounces) });
  }
  for (const c of categories) Object.assign(c, poundsAndOunces(c.entries.reduce((s, e) => s + e.weight_pounds * 16 + e.weight_ounces, 0)));
  return { sort_key, from, to, categories };
}
