/** `GET design-headers?brand_id` (docs/requirements/catalog.md §7): the brand's design headers, newest first, with their image URLs. */
import { desc, eq } from 'drizzle-orm';
import { Router } from 'express';
import { brandRequiredQuerySchema } from '../../resources/catalog/productSchemas';
import { authorize, actorOf, requireAccess } from '../framework/actor';
import type { AppContext } from '../context';
import { designHeaders, products } from '../db/schema';
import { validate } from '../http/errors';

export function designHeaderRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/', requireAccess('products', 'View'), async (req, res) => {
    const { brand_id } = await validate(brandRequiredQuerySchema, req.query);
    authorize(actorOf(req), { brandId: brand_id });
    const rows = await ctx.database.db
      .select({
        id: designHeaders.id,
        design_id: designHeaders.design_id,
        brand_id: designHeaders.brand_id,
        header_file: designHeaders.header_file,
        created_at: designHeaders.created_at,
        design_name: products.name,
      })
      .from(designHeaders)
      .innerJoin(products, eq(products.id, designHeaders.design_id))
      .where(eq(designHeaders.brand_id, brand_id!))
      .orderBy(desc(designHeaders.id))
      .limit(500);
    res.json(rows.map((row) => ({ ...row, header_url: ctx.storage.urlOf(row.header_file) })));
  });
  return router;
}
