/**
 * One store order made into an order of ours (importer.ts runs it for each queue item): its
 * materials by name, SKU or alias, its customer found or made, its line items, and its first
 * timeline event; or found imported already, or updated from the store (storeIdentity.ts).
 */
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { rows, type Tx } from '../db/client';
import { customerAddresses, customers, lineItems, materialAliases, materials, orders } from '../db/schema';
import { StoreOrderError, type MissingReference, type StoreOrder } from './storeOrder';
import { contentOf, reconcileStoreOrder, type ImportOutcome } from './storeIdentity';
import { recordOrderEvent, refreshOrderStatus } from './timeline';

/**
 * The brand's materials (its own and the shared ones) by lower-cased name and SKU, then the
 * brand's store names mapped to one of them (material_aliases) where no name or SKU matches.
 */
async function materialsOf(tx: Tx, brandId: number) {
  const found = await tx
    .select({ id: materials.id, name: materials.name, sku: materials.sku })
    .from(materials)
    .where(or(isNull(materials.brand_id), eq(materials.brand_id, brandId)));
  const byKey = new Map<string, number>();
  for (const m of found) {
    byKey.set(m.name.toLowerCase(), m.id);
    byKey.set(m.sku.toLowerCase(), m.id);
  }
  const aliases = await tx
    .select({ name: materialAliases.store_name, material_id: materialAliases.material_id })
    .from(materialAliases)
    .where(eq(materialAliases.brand_id, brandId));
  for (const a of aliases) if (!byKey.has(a.name.toLowerCase())) byKey.set(a.name.toLowerCase(), a.material_id);
  return byKey;
}

/** The customer of a store order: found by store id, else by email, else made (customer_create). */
async function customerFor(tx: Tx, brandId: number, order: StoreOrder) {
  const c = order.customer;
  if (!c && !order.email) return { id: null, created: false };
  const storeId = c?.store_customer_id ?? null;
  const email = c?.email ?? order.email;
  const [existing] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.brand_id, brandId),
        or(storeId ? eq(customers.shopify_id, storeId) : undefined, email ? sql`lower(${customers.email}) = lower(${email})` : undefined),
      ),
    )
    .orderBy(sql`${customers.shopify_id} IS NULL`, customers.id)
    .limit(1);
  if (existing) return { id: existing.id, created: false };
  const [created] = await tx
    .insert(customers)
    .values({
      brand_id: brandId,
      shopify_id: storeId,
      first: c?.first ?? order.shipping_address.name?.split(' ')[0] ?? null,
      last: c?.last ?? order.shipping_address.name?.split(' ').slice(1).join(' ') ?? null,
      email,
      phone: c?.phone ?? null,
      accepts_marketing: c?.accepts_marketing ?? false,
    })
    // A concurrent import of another order of the same new customer made them first: use theirs.
    .onConflictDoNothing({ target: [customers.brand_id, customers.shopify_id] })
    .returning({ id: customers.id });
  if (!created) {
    const [theirs] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.brand_id, brandId), eq(customers.shopify_id, storeId!)));
    return { id: theirs.id, created: false };
  }
  const [type] = await rows<{ id: number }>(tx, sql`SELECT id FROM customer_address_types WHERE name = 'Shipping' LIMIT 1`);
  await tx
    .insert(customerAddresses)
    .values({ customer_id: created.id, brand_id: brandId, address_type_id: type?.id ?? null, ...order.shipping_address, is_default: true });
  return { id: created.id, created: true };
}

/** A queue item as the import needs it: its brand, channel and when it arrived (the version of a store order without updated_at). */
type QueueItemRef = { brand_id: number; channel: string; created_at?: Date };

/**
 * Imports one store order into an order (or finds it imported, or applies the store's update:
 * server/orders/storeIdentity.ts); the order's id and what happened.
 */
export async function importStoreOrder(
  tx: Tx,
  item: QueueItemRef,
  order: StoreOrder,
): Promise<{ orderId: number; outcome: ImportOutcome }> {
  const brandMaterials = await materialsOf(tx, item.brand_id);
  // Every material the order names that the brand does not know, so that all can be mapped at once.
  const missing: MissingReference[] = [];
  const items = order.line_items.map((line, i) => {
    const materialId = brandMaterials.get(line.material.toLowerCase());
    if (!materialId) missing.push({ kind: 'material', name: line.material, line: i + 1, design: line.design_name ?? null });
    return { ...line, material_id: materialId! };
  });
  if (missing.length)
    throw new StoreOrderError(
      missing.map((m) => `Line ${m.line} (${m.design}): the material “${m.name}” is not offered to this brand.`).join(' '),
      missing,
    );
  const content = contentOf(order, items);
  const version = order.updated_at ?? item.created_at ?? new Date();
  const identity = and(
    eq(orders.brand_id, item.brand_id),
    eq(orders.channel, item.channel),
    eq(orders.store_order_id, order.store_order_id),
  );
  const [known] = await tx.select().from(orders).where(identity).for('update');
  if (known) return { orderId: known.id, outcome: await reconcileStoreOrder(tx, known, content, version, items) };
  const customer = await customerFor(tx, item.brand_id, order);
  const subtotal = items.reduce((sum, l) => sum + l.unit_price * l.quantity, 0);
  const [inserted] = await tx
    .insert(orders)
    .values({
      brand_id: item.brand_id,
      customer_id: customer.id,
      channel: item.channel,
      store_order_id: order.store_order_id,
      order_number: order.order_number,
      customer_name: order.shipping_address.name ?? null,
      email: order.email,
      currency: order.currency,
      subtotal,
      shipping_total: order.shipping_total,
      tax_total: order.tax_total,
      total: content.total,
      shipping_address: order.shipping_address,
      note: order.note,
      ordered_at: order.ordered_at,
      cancelled_at: order.cancelled ? sql`now()` : null,
      store_content: content,
      store_version: version,
    })
    .onConflictDoNothing({ target: [orders.brand_id, orders.channel, orders.store_order_id] })
    .returning({ id: orders.id, brand_id: orders.brand_id });
  if (!inserted) {
    // A concurrent import of the same store order made it first (it waited on the unique index): compare with theirs.
    const [theirs] = await tx.select().from(orders).where(identity).for('update');
    return { orderId: theirs.id, outcome: await reconcileStoreOrder(tx, theirs, content, version, items) };
  }
  await tx.insert(lineItems).values(
    items.map(({ material: _material, ...l }) => ({
      ...l,
      order_id: inserted.id,
      brand_id: item.brand_id,
      status: order.cancelled ? 'cancelled' : 'pending',
    })),
  );
  if (customer.created && customer.id)
    await recordOrderEvent(tx, {
      order: inserted,
      type: 'customer_create',
      message: { code: 'customer_created' },
      data: { customer_id: customer.id },
    });
  await recordOrderEvent(tx, {
    order: inserted,
    type: 'create',
    message: { code: 'order_received', values: { number: order.order_number, channel: item.channel } },
    data: { store_order_id: order.store_order_id, line_items: items.length },
  });
  await refreshOrderStatus(tx, inserted.id);
  return { orderId: inserted.id, outcome: 'imported' };
}
