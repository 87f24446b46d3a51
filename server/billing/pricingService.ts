/**
 * Pricing as the pricing routes ask for it: templates with their materials' names, a brand's
 * pricing in force and its history, a new version of it (audited), the brands a template prices,
 * and the materials a template can price.
 */
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PriceOverride } from '../../resources/billing/money';
import type { Actor } from '../framework/actor';
import type { DbOrTx } from '../db/client';
import type { ResourceHooks } from '../framework/crud';
import { brandPricing, brands, materials, pricingTemplates } from '../db/schema';
import { badRequest, type FieldMessages } from '../http/errors';
import { transact } from '../db/transaction';
import { createAudited } from '../framework/write';
import { BILLING_REFUSALS } from '../../resources/i18n/areas/billing';

type TemplateRow = typeof pricingTemplates.$inferSelect;

/** Every material id named by price lines must exist and be offered to the brand (or shared). */
export async function checkMaterials(
  db: DbOrTx,
  lines: Array<{ material_id?: number }>,
  brandId: number | null | undefined,
  field: string,
) {
  const ids = [...new Set(lines.map((l) => l.material_id as number))];
  if (!ids.length) return;
  const found = await db.select({ id: materials.id, brand_id: materials.brand_id }).from(materials).where(inArray(materials.id, ids));
  const usable = new Set(found.filter((m) => m.brand_id == null || brandId == null || m.brand_id === brandId).map((m) => m.id));
  const errors: FieldMessages = {};
  lines.forEach((l, i) => {
    if (!usable.has(l.material_id as number)) errors[`${field}[${i}].material_id`] = BILLING_REFUSALS.message('no_such_material');
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
export async function currentPricing(db: DbOrTx, brandId: number) {
  const [row] = await db
    .select({ pricing: brandPricing, template: pricingTemplates })
    .from(brandPricing)
    .innerJoin(pricingTemplates, eq(pricingTemplates.id, brandPricing.template_id))
    .where(and(eq(brandPricing.brand_id, brandId), sql`${brandPricing.effective_from} <= now()`))
    .orderBy(desc(brandPricing.effective_from), desc(brandPricing.id))
    .limit(1);
  return row;
}

/** Every material's name by id. */
export async function materialNames(db: DbOrTx) {
  return new Map((await db.select({ id: materials.id, name: materials.name }).from(materials)).map((m) => [m.id, m.name]));
}

/** The templates a brand may use (shared ones and its own), or all of them, by name. */
export function templatesFor(db: DbOrTx, brandId: number | undefined) {
  return db
    .select()
    .from(pricingTemplates)
    .where(brandId ? or(isNull(pricingTemplates.brand_id), eq(pricingTemplates.brand_id, brandId)) : undefined)
    .orderBy(asc(pricingTemplates.name));
}

/** A brand's last 50 pricing versions, newest first. */
export function pricingHistory(db: DbOrTx, brandId: number) {
  return db
    .select({
      id: brandPricing.id,
      effective_from: brandPricing.effective_from,
      template_id: brandPricing.template_id,
      template_name: pricingTemplates.name,
    })
    .from(brandPricing)
    .innerJoin(pricingTemplates, eq(pricingTemplates.id, brandPricing.template_id))
    .where(eq(brandPricing.brand_id, brandId))
    .orderBy(desc(brandPricing.effective_from), desc(brandPricing.id))
    .limit(50);
}

/** The brand of `id`, if any. */
export async function brandExists(db: DbOrTx, id: number) {
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, id));
  return brand;
}

/** The template of `id`, if any. */
export async function templateOf(db: DbOrTx, id: number): Promise<TemplateRow | undefined> {
  const [template] = await db.select().from(pricingTemplates).where(eq(pricingTemplates.id, id));
  return template;
}

/**
 * A new version of a brand's pricing in force from now, audited: one side's overrides are sent,
 * the other side's carry over unless the template changes.
 */
export function newPricingVersion(
  db: DbOrTx,
  actor: Actor,
  brandId: number,
  template: TemplateRow,
  overrides: PriceOverride[],
  isInternal: boolean,
) {
  return transact(db, async (tx) => {
    // One new version of a brand at a time: the side not sent carries over from the version read here.
    await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).for('no key update');
    const current = await currentPricing(tx, brandId);
    const sameTemplate = current?.template.id === template.id;
    const keep = (side: 'internal_overrides' | 'brand_overrides') => (sameTemplate ? current!.pricing[side] : []);
    const values = {
      brand_id: brandId,
      template_id: template.id,
      internal_overrides: isInternal ? overrides : keep('internal_overrides'),
      brand_overrides: isInternal ? keep('brand_overrides') : overrides,
      created_by: actor.id,
    };
    return createAudited(tx, actor, { table: brandPricing, resource: 'brand-pricing' }, values);
  });
}

/** The names of the brands priced from a template. */
export async function brandsPricedBy(db: DbOrTx, templateId: number) {
  const rows = await db
    .select({ name: brands.name })
    .from(brandPricing)
    .innerJoin(brands, eq(brands.id, brandPricing.brand_id))
    .where(eq(brandPricing.template_id, templateId))
    .groupBy(brands.name);
  return rows.map((r) => r.name);
}

/** The materials a template can price: every one, a brand's and the shared ones, or the shared ones. */
export function pricingSources(db: DbOrTx, allSources: boolean, brandId: number | undefined) {
  return db
    .select({
      id: materials.id,
      name: materials.name,
      sku: materials.sku,
      brand_id: materials.brand_id,
      roll_width_inches: materials.roll_width_inches,
    })
    .from(materials)
    .where(allSources ? undefined : brandId ? or(isNull(materials.brand_id), eq(materials.brand_id, brandId)) : isNull(materials.brand_id))
    .orderBy(sql`lower(${materials.name})`);
}
