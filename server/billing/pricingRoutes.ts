/**
 * Pricing (docs/requirements/billing.md §7): templates with their prices, a brand's pricing (a template and overrides,
 * internal and brand-facing kept apart, each change a new version in force from now), and the
 * materials a template can price. `GET pricing/pricing-templates` is the declared resource's list.
 */
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { Router } from 'express';
import * as yup from 'yup';
import { isStaff } from '../../resources/access';
import { effectivePrices, type PriceLine, type PriceOverride } from '../../resources/billing/money';
import { brandPricingSchema, isInternalQuerySchema, pricingTemplateSchema, templateIdQuerySchema } from '../../resources/billing/schemas';
import { idSchema } from '../../resources/ids';
import { authorize, type Actor } from '../framework/actor';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import type { ResourceHooks } from '../framework/crud';
import { brandPricing, brands, materials, pricingTemplates } from '../db/schema';
import { badRequest, conflict, notFound, validate } from '../http/errors';
import { transact } from '../db/transaction';
import { createAudited } from '../framework/write';
import { BILLING_MESSAGES } from '../../resources/i18n/areas/billing';

export const brandQuerySchema = yup.object({ brand_id: idSchema() });
export const brandRequiredQuerySchema = yup.object({ brand_id: idSchema().required('Must provide a value') });
export const pricingSourcesQuerySchema = yup.object({
  all_sources: yup.boolean().typeError('Must be true or false').default(false),
  brand_id: idSchema(),
});

/** Every material id named by price lines must exist and be offered to the brand (or shared). */
async function checkMaterials(db: DbOrTx, lines: Array<{ material_id?: number }>, brandId: number | null | undefined, field: string) {
  const ids = [...new Set(lines.map((l) => l.material_id as number))];
  if (!ids.length) return;
  const found = await db.select({ id: materials.id, brand_id: materials.brand_id }).from(materials).where(inArray(materials.id, ids));
  const usable = new Set(found.filter((m) => m.brand_id == null || brandId == null || m.brand_id === brandId).map((m) => m.id));
  const errors: Record<string, string> = {};
  lines.forEach((l, i) => {
    if (!usable.has(l.material_id as number)) errors[`${field}[${i}].material_id`] = 'No such material for this brand';
  });
  if (Object.keys(errors).length) throw badRequest('Some prices name a material that cannot be priced here.', errors);
}

/** A template written through the generated CRUD gets the same material check as `POST pricing`. */
export const pricingTemplateHooks: ResourceHooks = {
  async beforeWrite(tx, input, { existing }) {
    if (input.lines) await checkMaterials(tx, input.lines, input.brand_id ?? existing?.brand_id, 'lines');
    return input;
  },
};

/** The brand's pricing in force: its latest version with the template. */
async function currentPricing(db: DbOrTx, brandId: number) {
  const [row] = await db
    .select({ pricing: brandPricing, template: pricingTemplates })
    .from(brandPricing)
    .innerJoin(pricingTemplates, eq(pricingTemplates.id, brandPricing.template_id))
    .where(and(eq(brandPricing.brand_id, brandId), sql`${brandPricing.effective_from} <= now()`))
    .orderBy(desc(brandPricing.effective_from), desc(brandPricing.id))
    .limit(1);
  return row;
}

export function pricingRoutes(ctx: AppContext): Router {
  const router = Router();
  const db = ctx.database.db;
  const templates = () => ctx.resources.crud(db, 'pricing-templates');

  router.get('/populated-templates', async (req, res) => {
    authorize(req.actor, { resource: 'pricing-templates', action: 'View' });
    const { brand_id } = await validate(brandQuerySchema, req.query);
    const rows = await db
      .select()
      .from(pricingTemplates)
      .where(brand_id ? or(isNull(pricingTemplates.brand_id), eq(pricingTemplates.brand_id, brand_id)) : undefined)
      .orderBy(asc(pricingTemplates.name));
    const names = new Map((await db.select({ id: materials.id, name: materials.name }).from(materials)).map((m) => [m.id, m.name]));
    res.json(
      rows.map((t) => ({
        ...t,
        lines: (t.lines as PriceLine[]).map((l) => ({ ...l, material_name: names.get(l.material_id) ?? null })),
      })),
    );
  });

  router.get('/brand-pricing', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'brand-pricing', action: 'View' });
    const { brand_id } = await validate(brandRequiredQuerySchema, req.query);
    authorize(actor, { brandId: brand_id });
    const current = await currentPricing(db, brand_id as number);
    const history = await db
      .select({
        id: brandPricing.id,
        effective_from: brandPricing.effective_from,
        template_id: brandPricing.template_id,
        template_name: pricingTemplates.name,
      })
      .from(brandPricing)
      .innerJoin(pricingTemplates, eq(pricingTemplates.id, brandPricing.template_id))
      .where(eq(brandPricing.brand_id, brand_id as number))
      .orderBy(desc(brandPricing.effective_from), desc(brandPricing.id))
      .limit(50);
    if (!current) return res.json({ brand_id, template_id: null, prices: [], history });
    const lines = current.template.lines as PriceLine[];
    const brandSide = effectivePrices(lines, current.pricing.brand_overrides as PriceOverride[], 'brand');
    const internalSide = effectivePrices(lines, current.pricing.internal_overrides as PriceOverride[], 'internal');
    const key = (p: PriceOverride) => `${p.material_id}:${p.basis}:${p.min_quantity}`;
    const internalByKey = new Map(internalSide.map((p) => [key(p), p.price_cents]));
    const overridden = (side: unknown[], p: PriceOverride) => (side as PriceOverride[]).some((o) => key(o) === key(p));
    const names = new Map((await db.select({ id: materials.id, name: materials.name }).from(materials)).map((m) => [m.id, m.name]));
    // Our cost is staff's to see: a brand reads only what it pays.
    const staff = isStaff(actor.role);
    res.json({
      brand_id,
      id: current.pricing.id,
      template_id: current.template.id,
      template_name: current.template.name,
      currency: current.template.currency,
      effective_from: current.pricing.effective_from,
      prices: brandSide
        .map((p) => ({
          material_id: p.material_id,
          material_name: names.get(p.material_id) ?? null,
          basis: p.basis,
          min_quantity: p.min_quantity,
          brand_cents: p.price_cents,
          brand_overridden: overridden(current.pricing.brand_overrides as unknown[], p),
          ...(staff
            ? {
                internal_cents: internalByKey.get(key(p)) ?? null,
                internal_overridden: overridden(current.pricing.internal_overrides as unknown[], p),
              }
            : {}),
        }))
        .sort(
          (a, b) =>
            String(a.material_name).localeCompare(String(b.material_name)) ||
            a.basis.localeCompare(b.basis) ||
            a.min_quantity - b.min_quantity,
        ),
      ...(staff ? { internal_overrides: current.pricing.internal_overrides, brand_overrides: current.pricing.brand_overrides } : {}),
      history,
    });
  });

  // A new version in force from now: the other side's overrides carry over unless the template changes.
  router.put('/brand-pricing', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'brand-pricing', action: 'Edit' });
    const { is_internal } = await validate(isInternalQuerySchema, req.query);
    const input = await validate(brandPricingSchema, req.body);
    const [brand] = await db
      .select({ id: brands.id })
      .from(brands)
      .where(eq(brands.id, input.brand_id as number));
    if (!brand) throw notFound('No such brand.');
    const [template] = await db
      .select()
      .from(pricingTemplates)
      .where(eq(pricingTemplates.id, input.template_id as number));
    if (!template || (template.brand_id != null && template.brand_id !== input.brand_id))
      throw badRequest('This template cannot price this brand.', { template_id: 'No such template for this brand' });
    await checkMaterials(db, input.overrides as PriceOverride[], input.brand_id, 'overrides');
    const version = await transact(db, async (tx) => {
      // One new version of a brand at a time: the side not sent carries over from the version read here.
      await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brand.id)).for('no key update');
      const current = await currentPricing(tx, brand.id);
      const sameTemplate = current?.template.id === template.id;
      const keep = (side: 'internal_overrides' | 'brand_overrides') => (sameTemplate ? current!.pricing[side] : []);
      const values = {
        brand_id: brand.id,
        template_id: template.id,
        internal_overrides: is_internal ? input.overrides : keep('internal_overrides'),
        brand_overrides: is_internal ? keep('brand_overrides') : input.overrides,
        created_by: actor.id,
      };
      return createAudited(tx, actor, { table: brandPricing, resource: 'brand-pricing' }, values);
    });
    res.json(version);
  });

  // Creates a template (or changes one, when the body has its id): the spec's `POST pricing`.
  router.post('/', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'pricing-templates', action: 'Add' });
    const input = await validate(pricingTemplateSchema, req.body);
    await checkMaterials(db, input.lines as PriceLine[], input.brand_id, 'lines');
    const { id, ...body } = input;
    const saved = id ? await templates().update(actor, id, body) : await templates().create(actor, body);
    res.status(id ? 200 : 201).json(saved);
  });

  router.delete('/', async (req, res) => {
    const actor: Actor = authorize(req.actor, { resource: 'pricing-templates', action: 'Delete' });
    const { template_id } = await validate(templateIdQuerySchema, req.query);
    const users = await db
      .select({ name: brands.name })
      .from(brandPricing)
      .innerJoin(brands, eq(brands.id, brandPricing.brand_id))
      .where(eq(brandPricing.template_id, template_id as number))
      .groupBy(brands.name);
    if (users.length) throw conflict(BILLING_MESSAGES.message('template_in_use', { names: users.map((u) => u.name).join(', ') }));
    await templates().delete(actor, template_id as number);
    res.json({ deleted: template_id });
  });

  router.get('/template-pricing-sources', async (req, res) => {
    authorize(req.actor, { resource: 'pricing-templates', action: 'View' });
    const { all_sources, brand_id } = await validate(pricingSourcesQuerySchema, req.query);
    const rows = await db
      .select({
        id: materials.id,
        name: materials.name,
        sku: materials.sku,
        brand_id: materials.brand_id,
        roll_width_inches: materials.roll_width_inches,
      })
      .from(materials)
      .where(
        all_sources ? undefined : brand_id ? or(isNull(materials.brand_id), eq(materials.brand_id, brand_id)) : isNull(materials.brand_id),
      )
      .orderBy(sql`lower(${materials.name})`);
    res.json(
      rows.map((m) => ({
        material_id: m.id,
        name: m.name,
        sku: m.sku,
        brand_id: m.brand_id,
        roll_width_inches: m.roll_width_inches,
        // A roll price needs the roll's width.
        bases: m.roll_width_inches ? ['roll', 'square_foot', 'sample'] : ['square_foot', 'sample'],
      })),
    );
  });

  return router;
}
