/**
 * JDML sections and drop groups as the dropper routes ask for them: a JDML's sections, a section's
 * new print file (audited), the line items waiting to be dropped, and a drop group made (they go to
 * `dropped`, `send_to_print` on their orders' timelines) or undone (all back to in production, or
 * none), each audited in its transaction.
 */
import { and, asc, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { dropsOf, paperInches, type RunItem } from '../../resources/production/paper';
import type { Actor } from '../framework/actor';
import { createAudited, deleteAudited, updateAudited } from '../framework/write';
import type { DbOrTx } from '../db/client';
import { brands, dropGroups, jdmls, jdmlSections, lineItems, materials, orders, products, users } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { recordOrderEvent, setLineItemsStatus } from '../orders/service';
import { designOf, repeatOf, repeatOfDesign } from './jdml';
import { transact } from '../db/transaction';
import { DROPPER_MESSAGES } from '../../resources/i18n/areas/production';

const DROP_GROUPS = { table: dropGroups, resource: 'drop-groups' };
const JDML_SECTIONS = { table: jdmlSections, resource: 'jdml-sections' };

/**
 * Line items of a brand and material waiting in production, not in a drop group yet, with their
 * drops and drop length: those of their newest JDML, or — before it is made — the same plan the
 * JDML will have (the design's repeat on the material's roll), so the paper figure never changes.
 */
export async function waiting(db: DbOrTx, brandId: number, materialId: number, only?: number[] | null) {
  const latest = db
    .selectDistinctOn([jdmls.line_item_id], {
      line_item_id: jdmls.line_item_id,
      drops: jdmls.drops,
      length: jdmls.drop_length_inches,
    })
    .from(jdmls)
    .orderBy(jdmls.line_item_id, desc(jdmls.version))
    .as('latest');
  const rows = await db
    .select({
      id: lineItems.id,
      order_id: lineItems.order_id,
      order_number: orders.order_number,
      design_name: lineItems.design_name,
      quantity: lineItems.quantity,
      width_inches: lineItems.width_inches,
      height_inches: lineItems.height_inches,
      drops: latest.drops,
      drop_length_inches: latest.length,
      roll_width_inches: materials.roll_width_inches,
      repeat: repeatOfDesign,
    })
    .from(lineItems)
    .innerJoin(orders, eq(orders.id, lineItems.order_id))
    .innerJoin(materials, eq(materials.id, lineItems.material_id))
    .leftJoin(products, designOf)
    .leftJoin(latest, eq(latest.line_item_id, lineItems.id))
    .where(
      and(
        eq(lineItems.brand_id, brandId),
        eq(lineItems.material_id, materialId),
        eq(lineItems.status, 'in_production'),
        only?.length ? inArray(lineItems.id, only) : undefined,
      ),
    )
    .orderBy(asc(orders.ordered_at), asc(lineItems.id))
    .limit(500);
  return rows.map(({ roll_width_inches, repeat, ...item }) => {
    if (item.drops != null && item.drop_length_inches != null) return item;
    const drops = dropsOf({ ...item, roll_width_inches, repeat: repeatOf(repeat) });
    return { ...item, drops: drops.length, drop_length_inches: drops[0].length_inches };
  });
}

/** Paper a group's line items take: drops × length × quantity (inches). */
export const lengthOf = (items: RunItem[]) => Math.round(items.reduce((sum, i) => sum + paperInches(i), 0) * 100) / 100;

/** A JDML's brand, if it exists. */
export async function jdmlOf(db: DbOrTx, id: number) {
  const [jdml] = await db.select({ id: jdmls.id, brand_id: jdmls.brand_id }).from(jdmls).where(eq(jdmls.id, id));
  return jdml;
}

/** A JDML's sections in order. */
export function sectionsOf(db: DbOrTx, jdmlId: number) {
  return db.select().from(jdmlSections).where(eq(jdmlSections.jdml_id, jdmlId)).orderBy(asc(jdmlSections.position));
}

/** A section with its JDML's brand, if it exists. */
export async function sectionOf(db: DbOrTx, id: number) {
  const [section] = await db
    .select({ section: jdmlSections, brand_id: jdmls.brand_id })
    .from(jdmlSections)
    .innerJoin(jdmls, eq(jdmls.id, jdmlSections.jdml_id))
    .where(eq(jdmlSections.id, id));
  return section;
}

/** Points a section at its new print file, audited. */
export async function replaceSectionFile(db: DbOrTx, actor: Actor, id: number, brandId: number, url: string) {
  const options = { action: 'replace-print-file', brand_id: brandId };
  const { row } = await transact(db, (tx) => updateAudited(tx, actor, JDML_SECTIONS, id, { print_file_url: url }, options));
  return row;
}

/**
 * Groups the waiting line items of a brand and material (all, or those named) into a print run:
 * they become `dropped`, each order's timeline says so, and the group is audited.
 */
export function dropGroup(db: DbOrTx, actor: Actor, input: { brand_id: number; material_id: number; line_items?: number[] | null }) {
  return transact(db, async (tx) => {
    const [brand] = await tx.select({ name: brands.name }).from(brands).where(eq(brands.id, input.brand_id));
    const [material] = await tx
      .select({ name: materials.name })
      .from(materials)
      .where(and(eq(materials.id, input.material_id), or(isNull(materials.brand_id), eq(materials.brand_id, input.brand_id))));
    if (!brand || !material) throw notFound('No such brand or material.');
    // Lock what is grouped: two droppers never put one line item in two runs.
    const candidates = await waiting(tx, input.brand_id, input.material_id, input.line_items);
    if (!candidates.length) throw conflict(DROPPER_MESSAGES.message('nothing_to_drop'));
    const claimed = await setLineItemsStatus(tx, { ids: candidates.map((c) => c.id), status: 'dropped', from: 'in_production' });
    if (!claimed.length) throw conflict(DROPPER_MESSAGES.message('dropped_elsewhere'));
    const items = candidates.filter((c) => claimed.some((k) => k.id === c.id));
    const [user] = await tx.select({ first: users.first, last: users.last }).from(users).where(eq(users.id, actor.id));
    const group = await createAudited(tx, actor, DROP_GROUPS, {
      user_id: actor.id,
      user_first: user?.first ?? null,
      user_last: user?.last ?? null,
      material_id: input.material_id,
      material_name: material.name,
      brand_id: input.brand_id,
      brand_name: brand.name,
      line_items: items.map((i) => i.id),
      length_inches: lengthOf(items),
    });
    for (const orderId of [...new Set(items.map((i) => i.order_id))]) {
      const mine = items.filter((i) => i.order_id === orderId);
      await recordOrderEvent(tx, {
        order: { id: orderId, brand_id: input.brand_id },
        type: 'send_to_print',
        actor,
        message: {
          code: 'dropped',
          values: { group: group.id, material: material.name, designs: mine.map((i) => i.design_name) },
        },
        data: { drop_group_id: group.id, line_items: mine.map((i) => i.id) },
      });
    }
    return group;
  });
}

/** Undoes a print run: all its line items go back to in production, or none (409 naming those that moved on). */
export function undoDropGroup(db: DbOrTx, actor: Actor, id: number) {
  return transact(db, async (tx) => {
    const [group] = await tx.select().from(dropGroups).where(eq(dropGroups.id, id)).for('update');
    if (!group) throw notFound(`Drop group ${id} was not found.`);
    // Locked, so nothing is printed or scanned between this check and the revert.
    const items = await tx
      .select({ id: lineItems.id, order_id: lineItems.order_id, status: lineItems.status, design_name: lineItems.design_name })
      .from(lineItems)
      .where(inArray(lineItems.id, group.line_items))
      .orderBy(asc(lineItems.id))
      .for('update');
    const movedOn = items.filter((i) => i.status !== 'dropped' && i.status !== 'cancelled');
    if (movedOn.length)
      throw conflict(
        `Print run ${group.id} cannot be undone: ${movedOn.map((i) => `LI-${i.id} (${i.status})`).join(', ')} moved on since it was dropped.`,
        { line_items: movedOn.map((i) => `LI-${i.id}`).join(', ') },
      );
    const reverted = items.filter((i) => i.status === 'dropped');
    await deleteAudited(tx, actor, DROP_GROUPS, group);
    const designOfItem = new Map(reverted.map((i) => [i.id, i.design_name]));
    await setLineItemsStatus(tx, { ids: reverted.map((i) => i.id), status: 'in_production' }, (orderId, mine) => ({
      order: { id: orderId, brand_id: group.brand_id },
      type: 'print_run_undone',
      actor,
      message: {
        code: 'drop_undone',
        values: { group: group.id, material: group.material_name, designs: mine.map((id) => designOfItem.get(id) ?? '') },
      },
      data: { drop_group_id: group.id, line_items: mine, status: 'in_production' },
    }));
    return group;
  });
}
