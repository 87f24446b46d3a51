/**
 * Print definitions (JDML): for each line item sent to production, a JDF-style XML job ticket
 * built with xmlbuilder2 — the medium (material, roll width), the drops (panels) with their
 * length and repeat offset, the amount and the print file — and its sections. Made by the
 * JDML_GENERATION job, which the orders area queues on push and on "regenerate JDML", so the
 * orders area needs nothing of this one.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { create } from 'xmlbuilder2';
import { TRIM_INCHES } from '../../resources/production/paper';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { jdmls, jdmlSections, lineItems, materials, orders } from '../db/schema';
import type { JobHandler } from '../system/jobQueue';

export const JDML_GENERATION = 'JDML_GENERATION';

const POINTS = 72;

export interface JdmlInput {
  line_item: {
    id: number;
    design_name: string;
    sku: string | null;
    width_inches: number;
    height_inches: number;
    quantity: number;
    print_file_url: string | null;
  };
  order_number: string;
  material: { id: number; name: string; sku: string; roll_width_inches: number | null };
  version: number;
}

/** Drops (panels) of a line item: its width over the roll's printable width, each the wall's height plus trim. */
export function dropsOf(input: Pick<JdmlInput, 'line_item' | 'material'>) {
  const roll = input.material.roll_width_inches ?? 24;
  const count = Math.max(1, Math.ceil(input.line_item.width_inches / roll));
  const length = input.line_item.height_inches + 2 * TRIM_INCHES;
  // A straight repeat: drop n starts n × roll width into the pattern, so the panels join up.
  return Array.from({ length: count }, (_, i) => ({
    position: i + 1,
    width_inches: i === count - 1 ? input.line_item.width_inches - roll * (count - 1) : roll,
    length_inches: length,
    offset_inches: i * roll,
  }));
}

export function jdmlXml(input: JdmlInput): string {
  const drops = dropsOf(input);
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
    Dimension: `${((input.material.roll_width_inches ?? 24) * POINTS).toFixed(2)} 0`,
  });
  const layout = pool.ele('Layout', { ID: 'L1', Class: 'Parameter' });
  for (const drop of drops)
    layout.ele('Panel', {
      Position: drop.position,
      Width: (drop.width_inches * POINTS).toFixed(2),
      Length: (drop.length_inches * POINTS).toFixed(2),
      RepeatOffset: (drop.offset_inches * POINTS).toFixed(2),
    });
  const runList = pool.ele('RunList', { ID: 'R1', Class: 'Parameter' });
  runList
    .ele('LayoutElement')
    .ele('FileSpec', { URL: input.line_item.print_file_url ?? `papered://line-items/${input.line_item.id}/print-file` });
  pool.ele('Component', { ID: 'C1', Class: 'Quantity', Amount: input.line_item.quantity, ProductID: input.line_item.sku ?? '' });
  doc.ele('Comment', { Name: 'Drops' }).txt(`${drops.length} drop(s) of ${drops[0].length_inches} in, ${TRIM_INCHES} in trim at each end`);
  return doc.end({ prettyPrint: true });
}

/** Makes the next version of the JDML of each line item (in the caller's transaction). */
export async function generateJdmls(tx: Tx, lineItemIds: number[]) {
  if (!lineItemIds.length) return [];
  const rows = await tx
    .select({ item: lineItems, order_number: orders.order_number, material: materials })
    .from(lineItems)
    .innerJoin(orders, eq(orders.id, lineItems.order_id))
    .innerJoin(materials, eq(materials.id, lineItems.material_id))
    .where(inArray(lineItems.id, lineItemIds));
  const made = [];
  for (const { item, order_number, material } of rows) {
    const [last] = await tx
      .select({ version: jdmls.version })
      .from(jdmls)
      .where(eq(jdmls.line_item_id, item.id))
      .orderBy(desc(jdmls.version))
      .limit(1);
    const input = { line_item: item, order_number, material, version: (last?.version ?? 0) + 1 };
    const drops = dropsOf(input);
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
        xml: jdmlXml(input),
      })
      .returning();
    await tx.insert(jdmlSections).values(drops.map((d) => ({ ...d, jdml_id: jdml.id, print_file_url: item.print_file_url })));
    await tx
      .update(lineItems)
      .set({ jdml_generated_at: sql`now()` })
      .where(and(eq(lineItems.id, item.id)));
    made.push(jdml);
  }
  return made;
}

export const jdmlJob: JobHandler = async (job, ctx: AppContext) => {
  const ids = ((job.passthrough_data as { line_item_ids?: unknown }).line_item_ids ?? []) as number[];
  const made = await ctx.database.db.transaction((tx) =>
    generateJdmls(
      tx,
      ids.filter((id) => Number.isSafeInteger(id)),
    ),
  );
  return `Made ${made.length} JDML${made.length === 1 ? '' : 's'}`;
};
