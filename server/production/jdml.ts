/**
 * Print definitions (JDML): for each line item sent to production, a JDF-style XML job ticket
 * built with xmlbuilder2 — the medium (material, roll width), the drops (panels) with their
 * length and repeat offset, the amount and the print file — and its sections. Made by the
 * JDML_GENERATION job, which the orders area queues on push and on "regenerate JDML", so the
 * orders area needs nothing of this one.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { create } from 'xmlbuilder2';
import { dropsOf, TRIM_INCHES, type PatternRepeat } from '../../resources/production/paper';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { jdmls, jdmlSections, lineItems, materials, orders, products } from '../db/schema';
import type { JobHandler } from '../framework/jobQueue';
import { transact } from '../db/transaction';
import { printFileSigner, type PrintFileSigner } from './printFiles';
import { PRODUCTION_JOB_MESSAGES } from '../../resources/i18n/areas/production';

export const JDML_GENERATION = 'JDML_GENERATION';

const POINTS = 72;
const points = (inches: number) => (inches * POINTS).toFixed(2);

export interface JdmlInput {
  line_item: {
    id: number;
    design_name: string;
    sku: string | null;
    width_inches: number;
    height_inches: number;
    quantity: number;
  };
  /** The signed URL of the design's print file; null while the design has none. */
  print_file_url: string | null;
  order_number: string;
  material: { id: number; name: string; sku: string; roll_width_inches: number | null };
  /** The design's repeat; null when the line item names no design of the catalogue. */
  repeat: PatternRepeat | null;
  version: number;
}

/** The drops (panels) of a JDML's line item (resources/production/paper.ts). */
export const dropsOfJdml = (input: Pick<JdmlInput, 'line_item' | 'material' | 'repeat'>) =>
  dropsOf({ ...input.line_item, roll_width_inches: input.material.roll_width_inches, repeat: input.repeat });

export function jdmlXml(input: JdmlInput): string {
  const drops = dropsOfJdml(input);
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).ele('JDF', {
    xmlns: 'http://www.CIP4.org/JDFSchema_1_1',
    Type: 'DigitalPrinting',
    JobID: `LI-${input.line_item.id}`,
    JobPartID: `v${input.version}`,
    DescriptiveName: `${input.order_number} ${input.line_item.design_name}`,
    Version: '1.4',
    Status: 'Waiting',
  });
  const pool = doc.ele('ResourcePool');
  pool.ele('Media', {
    ID: 'M1',
    Class: 'Consumable',
    MediaType: 'Paper',
    DescriptiveName: input.material.name,
    ProductID: input.material.sku,
    Dimension: `${points(input.material.roll_width_inches ?? 24)} 0`,
  });
  // The repeat, in points like every length here: a half-drop drops every other column of the
  // pattern by half its height, which each panel states as its VerticalOffset.
  const layout = pool.ele('Layout', {
    ID: 'L1',
    Class: 'Parameter',
    Repeat: input.repeat?.kind === 'half_step' ? 'HalfDrop' : 'Straight',
    ...(input.repeat && { RepeatWidth: points(input.repeat.width_inches), RepeatHeight: points(input.repeat.height_inches) }),
  });
  for (const drop of drops)
    layout.ele('Panel', {
      Position: drop.position,
      Width: points(drop.width_inches),
      Length: points(drop.length_inches),
      RepeatOffset: points(drop.offset_inches),
      VerticalOffset: points(drop.vertical_offset_inches),
    });
  const layoutElement = pool.ele('RunList', { ID: 'R1', Class: 'Parameter' }).ele('LayoutElement');
  if (input.print_file_url) layoutElement.ele('FileSpec', { URL: input.print_file_url, MimeType: 'image/tiff' });
  else layoutElement.ele('Comment', { Name: 'PrintFile' }).txt('The design has no print file yet: regenerate the JDML once it has.');
  pool.ele('Component', { ID: 'C1', Class: 'Quantity', Amount: input.line_item.quantity, ProductID: input.line_item.sku ?? '' });
  const repeat = input.repeat
    ? `, ${input.repeat.kind === 'half_step' ? 'half-drop' : 'straight'} repeat of ${input.repeat.width_inches} × ${input.repeat.height_inches} in (drops cut to whole repeats)`
    : '';
  doc
    .ele('Comment', { Name: 'Drops' })
    .txt(`${drops.length} drop(s) of ${drops[0].length_inches} in, ${TRIM_INCHES} in trim at each end${repeat}`);
  return doc.end({ prettyPrint: true });
}

/** A line item's design in the catalogue (of its own brand), for a left join. */
export const designOf = and(eq(products.id, lineItems.design_id), eq(products.brand_id, lineItems.brand_id));
/** The design's repeat columns, read beside a line item (null without a design). */
export const repeatOfDesign = {
  kind: products.repeat,
  width_inches: products.repeat_width_inches,
  height_inches: products.repeat_height_inches,
};
export const repeatOf = (
  r: { kind: string | null; width_inches: number | null; height_inches: number | null } | null,
): PatternRepeat | null =>
  r?.kind ? { kind: r.kind as PatternRepeat['kind'], width_inches: Number(r.width_inches), height_inches: Number(r.height_inches) } : null;

/**
 * Makes the next version of the JDML of each line item (in the caller's transaction). With a
 * `signer`, its FileSpec, its sections and the line item carry a signed URL of the design's
 * print file (the demo seed, before any storage, has none).
 */
export async function generateJdmls(tx: Tx, lineItemIds: number[], signer?: PrintFileSigner) {
  if (!lineItemIds.length) return [];
  const rows = await tx
    .select({
      item: lineItems,
      order_number: orders.order_number,
      material: materials,
      repeat: repeatOfDesign,
      print_file: products.print_file,
    })
    .from(lineItems)
    .innerJoin(orders, eq(orders.id, lineItems.order_id))
    .innerJoin(materials, eq(materials.id, lineItems.material_id))
    .leftJoin(products, designOf)
    .where(inArray(lineItems.id, lineItemIds));
  const made = [];
  for (const { item, order_number, material, repeat, print_file } of rows) {
    const [last] = await tx
      .select({ version: jdmls.version })
      .from(jdmls)
      .where(eq(jdmls.line_item_id, item.id))
      .orderBy(desc(jdmls.version))
      .limit(1);
    const print_file_url = print_file && signer ? await signer(print_file) : null;
    const input = {
      line_item: item,
      order_number,
      material,
      repeat: repeatOf(repeat),
      version: (last?.version ?? 0) + 1,
      print_file_url,
    };
    const drops = dropsOfJdml(input);
    const [jdml] = await tx
      .insert(jdmls)
      .values({
        line_item_id: item.id,
        order_id: item.order_id,
        brand_id: item.brand_id,
        material_id: item.material_id,
        version: input.version,
        drops: drops.length,
        drop_length_inches: drops[0].length_inches,
        width_inches: item.width_inches,
        height_inches: item.height_inches,
        repeat: input.repeat?.kind ?? 'straight',
        repeat_width_inches: input.repeat?.width_inches ?? null,
        repeat_height_inches: input.repeat?.height_inches ?? null,
        xml: jdmlXml(input),
      })
      .returning();
    await tx.insert(jdmlSections).values(drops.map((d) => ({ ...d, jdml_id: jdml.id, print_file_url })));
    await tx
      .update(lineItems)
      .set({ jdml_generated_at: sql`now()`, print_file_url })
      .where(and(eq(lineItems.id, item.id)));
    made.push(jdml);
  }
  return made;
}

export const jdmlJob: JobHandler = async (job, ctx: AppContext) => {
  const ids = ((job.passthrough_data as { line_item_ids?: unknown }).line_item_ids ?? []) as number[];
  const made = await transact(ctx.database.db, (tx) =>
    generateJdmls(
      tx,
      ids.filter((id) => Number.isSafeInteger(id)),
      printFileSigner(ctx),
    ),
  );
  return PRODUCTION_JOB_MESSAGES.message('jdml_made', { smart_count: made.length });
};
