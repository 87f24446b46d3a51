/**
 * Pricing (docs/requirements/billing.md §7): templates with their prices, a brand's pricing (a template and overrides,
 * internal and brand-facing kept apart, each change a new version in force from now), and the
 * materials a template can price. `GET pricing/pricing-templates` is the declared resource's list.
 */
import { Router } from 'express';
import * as yup from 'yup';
import { isStaff } from '../../resources/access';
import { effectivePrices, type PriceLine, type PriceOverride } from '../../resources/billing/money';
import { brandPricingSchema, isInternalQuerySchema, pricingTemplateSchema, templateIdQuerySchema } from '../../resources/billing/schemas';
import { idSchema } from '../../resources/ids';
import { authorize, type Actor } from '../framework/actor';
import type { AppContext } from '../context';
import { badRequest, conflict, notFound, validate } from '../http/errors';
import { BILLING_MESSAGES } from '../../resources/i18n/areas/billing';
import {
  brandExists,
  brandsPricedBy,
  checkMaterials,
  currentPricing,
  materialNames,
  newPricingVersion,
  pricingHistory,
  pricingSources,
  templateOf,
  templatesFor,
} from './pricingService';

export const brandQuerySchema = yup.object({ brand_id: idSchema() });
export const brandRequiredQuerySchema = yup.object({ brand_id: idSchema().required('Must provide a value') });
export const pricingSourcesQuerySchema = yup.object({
  all_sources: yup.boolean().typeError('Must be true or false').default(false),
  brand_id: idSchema(),
});

export function pricingRoutes(ctx: AppContext): Router {
  const router = Router();
  const db = ctx.database.db;
  const templates = () => ctx.resources.crud(db, 'pricing-templates');

  router.get('/populated-templates', async (req, res) => {
    authorize(req.actor, { resource: 'pricing-templates', action: 'View' });
    const { brand_id } = await validate(brandQuerySchema, req.query);
    const rows = await templatesFor(db, brand_id);
    const names = await materialNames(db);
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
    const history = await pricingHistory(db, brand_id as number);
    if (!current) return res.json({ brand_id, template_id: null, prices: [], history });
    const lines = current.template.lines as PriceLine[];
    const brandSide = effectivePrices(lines, current.pricing.brand_overrides as PriceOverride[], 'brand');
    const internalSide = effectivePrices(lines, current.pricing.internal_overrides as PriceOverride[], 'internal');
    const key = (p: PriceOverride) => `${p.material_id}:${p.basis}:${p.min_quantity}`;
    const internalByKey = new Map(internalSide.map((p) => [key(p), p.price_cents]));
    const overridden = (side: unknown[], p: PriceOverride) => (side as PriceOverride[]).some((o) => key(o) === key(p));
    const names = await materialNames(db);
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
    const brand = await brandExists(db, input.brand_id as number);
    if (!brand) throw notFound('No such brand.');
    const template = await templateOf(db, input.template_id as number);
    if (!template || (template.brand_id != null && template.brand_id !== input.brand_id))
      throw badRequest('This template cannot price this brand.', { template_id: 'No such template for this brand' });
    await checkMaterials(db, input.overrides as PriceOverride[], input.brand_id, 'overrides');
    const version = await newPricingVersion(db, actor, brand.id, template, input.overrides as PriceOverride[], Boolean(is_internal));
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
    const users = await brandsPricedBy(db, template_id as number);
    if (users.length) throw conflict(BILLING_MESSAGES.message('template_in_use', { names: users.join(', ') }));
    await templates().delete(actor, template_id as number);
    res.json({ deleted: template_id });
  });

  router.get('/template-pricing-sources', async (req, res) => {
    authorize(req.actor, { resource: 'pricing-templates', action: 'View' });
    const { all_sources, brand_id } = await validate(pricingSourcesQuerySchema, req.query);
    const rows = await pricingSources(db, Boolean(all_sources), brand_id);
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
