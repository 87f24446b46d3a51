/**
 * Import identity: a store order is one order per brand, channel and store id, and when it arrives
 * again it is compared with what was imported of it (the store's content kept on the order, not
 * our own edits since). The same content is "already imported"; different content is an update
 * of the store, applied while nothing of the order is in production and the update is newer than
 * what was imported; otherwise the queue item fails with the differences, side by side, for a
 * person to decide — as Shopify admin and Saleor treat an edited order once fulfilment started.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Address } from '../../resources/orders/schemas';
import type { CodedText } from '../../resources/i18n/catalogue';
import { ORDER_IMPORT_MESSAGES } from '../../resources/i18n/areas/orders';
import type { Tx } from '../db/client';
import { lineItems, materials, orders } from '../db/schema';
import { StoreOrderError, type StoreLineItem, type StoreOrder } from './storeOrder';
import { recordOrderEvent, refreshOrderStatus, setLineItemsStatus } from './timeline';

export interface StoreLineContent {
  /** The store's line item id, else its position. */
  key: string;
  design_name: string;
  sku: string | null;
  material_id: number;
  /** The material as named when compared (the store's word, or our name for orders imported before). */
  material: string;
  width_inches: number;
  height_inches: number;
  quantity: number;
  unit_price: number;
}

/** What of a store order is compared; kept on the order as `store_content`. */
export interface StoreContent {
  email: string | null;
  note: string | null;
  currency: string;
  shipping_total: number;
  tax_total: number;
  total: number;
  cancelled: boolean;
  shipping_address: Address;
  line_items: StoreLineContent[];
}

/** One difference: the field, its value as imported and as the store sends it now. */
export interface Difference {
  field: string;
  imported: string | number | boolean | null;
  incoming: string | number | boolean | null;
}

/** A store order that differs from its imported order and cannot be applied: shown with its differences. */
export class StoreOrderConflict extends StoreOrderError {
  constructor(
    message: string | CodedText,
    readonly differences: Difference[],
  ) {
    super(message);
  }
}

type MappedLine = Omit<StoreLineItem, 'material'> & { material_id: number; material: string };

const lineKey = (line: { store_line_item_id: string | null; position: number }) => line.store_line_item_id ?? `#${line.position + 1}`;
const money = (n: number) => Math.round(n * 100) / 100;

/** The comparable content of an incoming store order, its lines' materials resolved. */
export function contentOf(order: StoreOrder, lines: MappedLine[]): StoreContent {
  const subtotal = lines.reduce((sum, l) => sum + l.unit_price * l.quantity, 0);
  return {
    email: order.email,
    note: order.note,
    currency: order.currency,
    shipping_total: money(order.shipping_total),
    tax_total: money(order.tax_total),
    total: money(order.total ?? subtotal + order.shipping_total + order.tax_total),
    cancelled: order.cancelled,
    shipping_address: order.shipping_address,
    line_items: lines.map((l) => ({
      key: lineKey(l),
      design_name: l.design_name,
      sku: l.sku,
      material_id: l.material_id,
      material: l.material,
      width_inches: l.width_inches,
      height_inches: l.height_inches,
      quantity: l.quantity,
      unit_price: money(l.unit_price),
    })),
  };
}

/** The content of an order imported before contents were kept: read from the order as it is. */
async function contentFromOrder(tx: Tx, order: typeof orders.$inferSelect): Promise<StoreContent> {
  const lines = await tx
    .select({ line: lineItems, material: materials.name })
    .from(lineItems)
    .innerJoin(materials, eq(materials.id, lineItems.material_id))
    .where(and(eq(lineItems.order_id, order.id), sql`${lineItems.status} <> 'cancelled'`))
    .orderBy(asc(lineItems.position), asc(lineItems.id));
  return {
    email: order.email,
    note: order.note,
    currency: order.currency,
    shipping_total: order.shipping_total,
    tax_total: order.tax_total,
    total: order.total,
    cancelled: order.cancelled_at != null,
    shipping_address: order.shipping_address as Address,
    line_items: lines.map(({ line, material }) => ({
      key: lineKey(line),
      design_name: line.design_name,
      sku: line.sku,
      material_id: line.material_id,
      material,
      width_inches: line.width_inches,
      height_inches: line.height_inches,
      quantity: line.quantity,
      unit_price: line.unit_price,
    })),
  };
}

const ORDER_FIELDS = ['email', 'note', 'currency', 'shipping_total', 'tax_total', 'total', 'cancelled'] as const;
const LINE_FIELDS = ['design_name', 'sku', 'material_id', 'width_inches', 'height_inches', 'quantity', 'unit_price'] as const;
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const describeLine = (l: StoreLineContent) =>
  `${l.design_name} — ${l.material}, ${l.width_inches} × ${l.height_inches} in, ${l.quantity} × ${l.unit_price.toFixed(2)}`;

type Shown = Difference['imported'];

/** A difference, named `prefix` + key, for each of `keys` whose values in `before` and `after` differ. */
function differencesOf<V>(
  prefix: string,
  before: Record<string, V> | null,
  after: Record<string, V> | null,
  keys: Iterable<string>,
  show: (value: V | undefined) => Shown,
  equal: (a: V | undefined, b: V | undefined) => boolean = same,
): Difference[] {
  const found: Difference[] = [];
  for (const key of keys) {
    const a = before?.[key];
    const b = after?.[key];
    if (!equal(a, b)) found.push({ field: `${prefix}${key}`, imported: show(a), incoming: show(b) });
  }
  return found;
}

const bothKeys = (a: object | null, b: object | null) => new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})]);

/** Every difference between what was imported and what the store sends now; none when the same. */
export function differencesBetween(imported: StoreContent, incoming: StoreContent): Difference[] {
  const lines = (c: StoreContent) => Object.fromEntries(c.line_items.map((l) => [l.key, l]));
  const [before, after] = [lines(imported), lines(incoming)];
  const [was, now] = [imported.shipping_address, incoming.shipping_address] as Array<Record<string, string | null> | null>;
  return [
    ...differencesOf(
      '',
      imported as unknown as Record<string, Shown>,
      incoming as unknown as Record<string, Shown>,
      ORDER_FIELDS,
      (v) => v ?? null,
    ),
    ...differencesOf('shipping_address.', was, now, bothKeys(was, now), (v) => v ?? null),
    ...differencesOf(
      'line_items.',
      before,
      after,
      bothKeys(before, after),
      (l) => (l ? describeLine(l) : null),
      (a, b) => Boolean(a && b && LINE_FIELDS.every((f) => same(a[f], b[f]))),
    ),
  ];
}

/** Line items that started production: anything beyond pending (a cancelled item is over). */
const inProduction = (status: string) => status !== 'pending' && status !== 'cancelled';

export type ImportOutcome = 'imported' | 'already_imported' | 'updated';

/**
 * A store order whose (brand, channel, store id) is already an order (locked here): the same
 * content → already imported; a newer, different content on an order with nothing in production →
 * applied with its timeline events; otherwise a StoreOrderConflict with the differences.
 */
export async function reconcileStoreOrder(
  tx: Tx,
  existing: typeof orders.$inferSelect,
  incoming: StoreContent,
  version: Date,
  lines: MappedLine[],
): Promise<ImportOutcome> {
  const imported = (existing.store_content as StoreContent | null) ?? (await contentFromOrder(tx, existing));
  const differences = differencesBetween(imported, incoming);
  if (!differences.length) return 'already_imported';
  const counted = { number: existing.order_number, smart_count: differences.length };
  if (existing.store_version && version.getTime() <= existing.store_version.getTime())
    throw new StoreOrderConflict(ORDER_IMPORT_MESSAGES.message('older_version', counted), differences);
  const current = await tx.select().from(lineItems).where(eq(lineItems.order_id, existing.id)).orderBy(asc(lineItems.id));
  if (existing.cancelled_at || current.some((l) => inProduction(l.status)))
    throw new StoreOrderConflict(
      ORDER_IMPORT_MESSAGES.message(existing.cancelled_at ? 'changed_after_cancel' : 'changed_in_production', counted),
      differences,
    );
  await applyUpdate(tx, existing, imported, incoming, differences, current, lines);
  await tx
    .update(orders)
    .set({ store_content: incoming, store_version: version, updated_at: sql`now()` })
    .where(eq(orders.id, existing.id));
  await refreshOrderStatus(tx, existing.id);
  return 'updated';
}

/** Applies the store's newer content to an order that has nothing in production, each change on its timeline. */
async function applyUpdate(
  tx: Tx,
  order: typeof orders.$inferSelect,
  imported: StoreContent,
  incoming: StoreContent,
  differences: Difference[],
  current: Array<typeof lineItems.$inferSelect>,
  lines: MappedLine[],
) {
  const ref = { id: order.id, brand_id: order.brand_id };
  const orderChanges: Record<string, unknown> = {};
  for (const field of ['email', 'note', 'currency', 'shipping_total', 'tax_total', 'total'] as const)
    if (!same(imported[field], incoming[field])) orderChanges[field] = incoming[field];
  if (differences.some((d) => d.field.startsWith('shipping_address.'))) {
    orderChanges.shipping_address = incoming.shipping_address;
    orderChanges.customer_name = incoming.shipping_address.name ?? null;
  }
  const subtotal = money(lines.reduce((sum, l) => sum + l.unit_price * l.quantity, 0));
  await tx
    .update(orders)
    .set({ ...orderChanges, subtotal })
    .where(eq(orders.id, order.id));
  if (Object.keys(orderChanges).length)
    await recordOrderEvent(tx, {
      order: ref,
      type: 'update',
      message: { code: 'store_order_changed', values: { fields: Object.keys(orderChanges) } },
      data: { source: 'store', changes: orderChanges },
    });

  const live = current.filter((l) => l.status !== 'cancelled');
  const byKey = new Map(live.map((l) => [lineKey(l), l]));
  const seen = new Set<number>();
  for (const line of lines) {
    const existing = byKey.get(lineKey(line));
    const { material: _material, ...values } = line;
    if (!existing) {
      const [added] = await tx
        .insert(lineItems)
        .values({ ...values, order_id: order.id, brand_id: order.brand_id })
        .returning({ id: lineItems.id });
      await recordOrderEvent(tx, {
        order: ref,
        type: 'update',
        line_item_id: added.id,
        message: { code: 'store_line_item_added', values: { design: line.design_name } },
        data: { source: 'store' },
      });
      continue;
    }
    seen.add(existing.id);
    const fields = [...LINE_FIELDS, 'position'].filter(
      (f) => !same((existing as Record<string, unknown>)[f], (values as Record<string, unknown>)[f]),
    );
    if (!fields.length) continue;
    await tx
      .update(lineItems)
      .set({ ...values, updated_at: sql`now()` })
      .where(eq(lineItems.id, existing.id));
    const shown = fields.filter((f) => f !== 'position');
    if (shown.length)
      await recordOrderEvent(tx, {
        order: ref,
        type: 'update',
        line_item_id: existing.id,
        message: { code: 'store_line_item_changed', values: { design: line.design_name, fields: shown } },
        data: { source: 'store', changes: Object.fromEntries(shown.map((f) => [f, (values as Record<string, unknown>)[f]])) },
      });
  }
  // A line the store no longer has is cancelled here (kept, so the record stays whole).
  const removed = live.filter((l) => !seen.has(l.id));
  if (incoming.cancelled) removed.push(...live.filter((l) => seen.has(l.id)));
  await setLineItemsStatus(tx, { ids: removed.map((l) => l.id), status: 'cancelled' });
  if (incoming.cancelled) {
    await tx
      .update(orders)
      .set({ cancelled_at: sql`now()` })
      .where(eq(orders.id, order.id));
    await recordOrderEvent(tx, {
      order: ref,
      type: 'cancel',
      message: { code: 'store_order_cancelled', values: { smart_count: removed.length } },
      data: { source: 'store', line_items: removed.map((l) => l.id) },
    });
  } else
    for (const l of removed)
      await recordOrderEvent(tx, {
        order: ref,
        type: 'update',
        line_item_id: l.id,
        message: { code: 'store_line_item_removed', values: { design: l.design_name } },
        data: { source: 'store' },
      });
}
