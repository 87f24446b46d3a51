/**
 * CSV import of a pricing template's price lines (`POST /api/imports/pricing-lines[/validate]`
 * `{template_id, rows}`), through the CSV import's own flow (server/framework/csvImport.ts): every
 * row checked and reported in words (keyed, resources/i18n/areas/billing.ts), all rows saved in one
 * transaction or none, one `import` audit row on the template with its lines before and after.
 *
 * A row names a material (SKU, name or id) the template may price — the shared ones and the
 * template's brand's, as a template's lines — a basis (roll, square_foot, sample, or their words),
 * the tier's first quantity (1 when empty) and both prices in currency units. A tier already in
 * the template takes the row's prices; the others are added. Access is the pricing tool's write
 * access (pricing templates, Edit).
 */
import { eq } from 'drizzle-orm';
import * as yup from 'yup';
import { PRICE_LINE_IMPORT, type PriceLineColumn } from '../../resources/billing/priceLineImport';
import { PRICING_BASES, type PriceLine, type PricingBasis } from '../../resources/billing/money';
import { MAX_CENTS, MAX_PRICE_LINES as MAX_LINES, MAX_TIER_QUANTITY as MAX_QUANTITY } from '../../resources/billing/schemas';
import { idSchema } from '../../resources/ids';
import { REQUIRED_MESSAGE } from '../../resources/fields';
import { PRICE_IMPORT_MESSAGES as M } from '../../resources/i18n/areas/billing';
import { FIELD_MESSAGES } from '../../resources/i18n/areas/system';
import type { CodedText } from '../../resources/i18n/catalogue';
import type { Tx } from '../db/client';
import { pricingTemplates } from '../db/schema';
import { cleaned, importRowsSchema, rowErrors, type ImportReport, type ImportTarget } from '../framework/csvImport';
import { HttpError, badRequest } from '../http/errors';
import { pricingSources } from './pricingService';

const COLUMNS = Object.keys(PRICE_LINE_IMPORT.fields) as PriceLineColumn[];

export const priceLineImportBodySchema = yup.object({ template_id: idSchema().required(REQUIRED_MESSAGE), rows: importRowsSchema });

const normal = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/^(per|par|au|a l[a'’]?)\s+/, '')
    .replace(/[^a-z0-9²]/g, '');

/** A basis as people write it: its code, or its words in English or French. */
const BASIS_WORDS = new Map<string, PricingBasis>([
  ...PRICING_BASES.map((b) => [normal(b), b] as const),
  ...(['rolls', 'rouleau', 'rouleaux'] as const).map((w) => [normal(w), 'roll' as const] as const),
  ...(['sq ft', 'sqft', 'square foot', 'square feet', 'pi²', 'pi2', 'pied carre'] as const).map(
    (w) => [normal(w), 'square_foot' as const] as const,
  ),
  ...(['samples', 'echantillon', 'echantillons'] as const).map((w) => [normal(w), 'sample' as const] as const),
]);

/** A price in currency units ("12.50", "12,5", "$12") as whole cents, or null when it is not one. */
function centsOf(value: string): number | null {
  const text = value.replace(/^[$€£]\s*|\s*[$€£]$/g, '').replace(/\s/g, '');
  if (!/^\d+([.,]\d{1,2})?$/.test(text)) return null;
  const cents = Math.round(Number(text.replace(',', '.')) * 100);
  return cents <= MAX_CENTS ? cents : null;
}

interface Material {
  id: number;
  name: string;
  sku: string | null;
  roll_width_inches: unknown;
}

const tierKey = (l: Pick<PriceLine, 'material_id' | 'basis' | 'min_quantity'>) => `${l.material_id}:${l.basis}:${l.min_quantity}`;

/** The template's lines after the import: a tier already priced takes the row's prices, the rest are added. */
export function mergeLines(current: PriceLine[], imported: PriceLine[]) {
  const lines = [...current];
  const at = new Map(lines.map((l, i) => [tierKey(l), i]));
  let replaced = 0;
  for (const line of imported) {
    const i = at.get(tierKey(line));
    if (i === undefined) lines.push(line);
    else {
      lines[i] = line;
      replaced++;
    }
  }
  return { lines, added: imported.length - replaced, replaced };
}

/** One request's check of the rows against the template and the materials it may price. */
class PriceLineCheck {
  private byId = new Map<number, Material>();
  private byKey = new Map<string, Material[]>();

  constructor(materials: Material[]) {
    for (const m of materials) {
      this.byId.set(m.id, m);
      for (const key of new Set([m.sku && `sku:${m.sku.toLowerCase()}`, `name:${m.name.toLowerCase()}`]))
        if (key) this.byKey.set(key, [...(this.byKey.get(key) ?? []), m]);
    }
  }

  private material(value: string): Material | CodedText {
    const text = value.toLowerCase();
    const bySku = this.byKey.get(`sku:${text}`);
    if (bySku?.length === 1) return bySku[0];
    const byName = this.byKey.get(`name:${text}`) ?? [];
    if (byName.length === 1) return byName[0];
    if (byName.length > 1) return M.message('material_ambiguous', { count: byName.length, name: value });
    if (/^\d+$/.test(value) && this.byId.has(Number(value))) return this.byId.get(Number(value))!;
    return M.message('material_unknown', { name: value });
  }

  /** One row as a price line, or its messages by column; its tier when the row names one, whatever else is wrong. */
  line(raw: Record<string, unknown>): { line?: PriceLine; tier?: string; errors: Record<string, CodedText> } {
    const errors: Record<string, CodedText> = {};
    const value: Partial<Record<PriceLineColumn, string>> = {};
    for (const [column, cell] of Object.entries(raw)) {
      const v = cleaned(cell);
      if (!COLUMNS.includes(column as PriceLineColumn)) errors[column] = M.message('unknown_column');
      else if (v !== undefined) value[column as PriceLineColumn] = String(v);
    }
    for (const column of ['material', 'basis', 'internal_price', 'brand_price'] as const)
      if (value[column] === undefined) errors[column] = FIELD_MESSAGES.message('required');

    const material = value.material === undefined ? undefined : this.material(value.material);
    if (material && 'code' in material) errors.material = material;
    const basis = value.basis === undefined ? undefined : BASIS_WORDS.get(normal(value.basis));
    if (value.basis !== undefined && !basis) errors.basis = M.message('basis_unknown', { value: value.basis });
    if (basis === 'roll' && material && !('code' in material) && !Number(material.roll_width_inches))
      errors.basis = M.message('roll_without_width', { name: material.name });
    const quantity = value.min_quantity === undefined ? 1 : Number(value.min_quantity);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY)
      errors.min_quantity = M.message('quantity_invalid', { max: MAX_QUANTITY });
    const price = (column: 'internal_price' | 'brand_price') => {
      if (value[column] === undefined) return undefined;
      const cents = centsOf(value[column]!);
      if (cents === null) errors[column] = M.message('price_invalid', { value: value[column]!, max: (MAX_CENTS / 100).toFixed(2) });
      return cents ?? undefined;
    };
    const internal_cents = price('internal_price');
    const brand_cents = price('brand_price');
    const tier =
      material && !('code' in material) && basis && !errors.basis && !errors.min_quantity
        ? tierKey({ material_id: material.id, basis, min_quantity: quantity })
        : undefined;
    if (Object.keys(errors).length) return { errors, tier };
    return {
      errors,
      tier,
      line: {
        material_id: (material as Material).id,
        basis: basis!,
        min_quantity: quantity,
        internal_cents: internal_cents!,
        brand_cents: brand_cents!,
      },
    };
  }
}

/** The template, locked for the request (an import and an edit of it take turns). */
async function lockedTemplate(tx: Tx, id: number) {
  const [template] = await tx.select().from(pricingTemplates).where(eq(pricingTemplates.id, id)).for('update');
  if (!template) throw new HttpError(404, 'not_found', M.message('no_template'));
  return template;
}

export const priceLineImport: ImportTarget = {
  name: PRICE_LINE_IMPORT.name,
  many: 'price lines of a pricing template',
  access: { resource: 'pricing-templates', action: 'Edit' },
  body: priceLineImportBodySchema as yup.ObjectSchema<Record<string, unknown>>,
  probe: { template_id: 1 },
  open(_ctx, _actor, body) {
    const templateId = body.template_id as number;
    let template: typeof pricingTemplates.$inferSelect;
    return {
      async check(tx, rows) {
        template = await lockedTemplate(tx, templateId);
        const materials = await pricingSources(tx, template.brand_id == null, template.brand_id ?? undefined);
        const checker = new PriceLineCheck(materials);
        const report: ImportReport = { total: rows.length, valid: 0, invalid: 0, rows: [] };
        const ready: PriceLine[] = [];
        const seen = new Map<string, number>();
        for (const [index, raw] of rows.entries()) {
          const { line, tier, errors } = checker.line(raw);
          if (tier) {
            const first = seen.get(tier);
            if (first !== undefined) errors.min_quantity = M.message('tier_twice', { row: first });
            else seen.set(tier, index + 1);
          }
          if (Object.keys(errors).length) report.rows.push(rowErrors(index + 1, errors));
          else ready.push(line!);
        }
        report.invalid = report.rows.length;
        report.valid = rows.length - report.invalid;
        const count = mergeLines(template.lines as PriceLine[], ready).lines.length;
        if (count > MAX_LINES) throw badRequest(M.message('too_many_lines', { count, max: MAX_LINES }));
        return { report, ready };
      },
      async save(tx, ready) {
        const before = template.lines as PriceLine[];
        const { lines, added, replaced } = mergeLines(before, ready as PriceLine[]);
        await tx.update(pricingTemplates).set({ lines, updated_at: new Date() }).where(eq(pricingTemplates.id, template.id));
        return {
          answer: { created: added, updated: replaced, template_id: template.id },
          audit: {
            resource: 'pricing-templates',
            record_id: template.id,
            brand_id: template.brand_id,
            before: { lines: before },
            after: { lines, added, replaced },
          },
        };
      },
    };
  },
};
