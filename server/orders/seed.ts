/**
 * Demo data of the orders area, each table seeded only while empty: address and customer types,
 * then for each demo brand a history of store orders over the last 90 days — in every status,
 * with line items at every production step, their timeline and the customers with addresses —
 * made by the demo store's generator and the importer's own mapping (so they look like imports).
 */
import { eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { eventMessageColumns, type EventMessage } from '../../resources/orders/eventMessages';
import { orderStatusOf } from '../../resources/orders/status';
import { demoStoreOrder, randomFrom } from '../adapters/demoStoreOrders';
import type { Db } from '../db/client';
import {
  brandChannels,
  brands,
  customerAddresses,
  customerAddressTypes,
  customers,
  customerTypes,
  lineItems,
  materials,
  orderEvents,
  orders,
  users,
} from '../db/schema';
import { isEmpty } from '../db/seed';
import { readStoreOrder } from './storeOrder';

export const DEMO_ADDRESS_TYPES = [
  { name: 'Shipping', description: 'Where orders are delivered.' },
  { name: 'Billing', description: 'Where invoices are sent.' },
  { name: 'Returns', description: 'Where refused or damaged parcels go back to.' },
];

export const DEMO_CUSTOMER_TYPES = [
  { name: 'Retail', description: 'Buys for their own home.' },
  { name: 'Trade', description: 'Interior designers and decorators, with trade pricing.' },
  { name: 'Wholesale', description: 'Shops that resell our wall coverings.' },
];

/** Orders per demo brand. */
export const DEMO_ORDERS_PER_BRAND = 150;

/** How far an order has come, and the line-item statuses that stage gives. */
const STAGES = [
  { weight: 14, items: ['pending'] },
  { weight: 10, items: ['in_production'] },
  { weight: 6, items: ['dropped'] },
  { weight: 6, items: ['printed'] },
  { weight: 5, items: ['scanned'] },
  { weight: 5, items: ['weighed'] },
  { weight: 3, items: ['issue', 'printed'] },
  { weight: 2, items: ['wasted', 'printed'] },
  { weight: 8, items: ['shipped', 'printed'] },
  { weight: 20, items: ['shipped'] },
  { weight: 15, items: ['shipped'], delivered: true },
  { weight: 6, items: ['cancelled'], cancelled: true },
] as const;
const STEP_ORDER = ['pending', 'in_production', 'dropped', 'printed', 'scanned', 'weighed', 'shipped'];

export async function seedOrders(db: Db) {
  if (await isEmpty(db, customerAddressTypes)) await db.insert(customerAddressTypes).values(DEMO_ADDRESS_TYPES);
  if (await isEmpty(db, customerTypes)) await db.insert(customerTypes).values(DEMO_CUSTOMER_TYPES);
  if (!(await isEmpty(db, orders))) return;
  const demoBrands = await db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(inArray(brands.id, [1, 2]));
  const staff = await db
    .select({ id: users.id, email: users.email, first: users.first, last: users.last })
    .from(users)
    .where(inArray(users.email, ['technician@demo.test', 'admin@demo.test', 'admin2@demo.test']));
  const person = (email: string) => staff.find((u) => u.email === email);
  const [shippingType] = await db
    .select({ id: customerAddressTypes.id })
    .from(customerAddressTypes)
    .where(eq(customerAddressTypes.name, 'Shipping'));
  const types = await db.select({ id: customerTypes.id }).from(customerTypes);
  for (const brand of demoBrands) {
    const offered = await db
      .select({ id: materials.id, name: materials.name })
      .from(materials)
      .where(or(isNull(materials.brand_id), eq(materials.brand_id, brand.id)));
    if (!offered.length) continue;
    await seedBrandOrders(db, brand, offered, {
      technician: person('technician@demo.test'),
      admin: person(brand.id === 1 ? 'admin@demo.test' : 'admin2@demo.test'),
      shippingTypeId: shippingType?.id ?? null,
      customerTypeIds: types.map((t) => t.id),
    });
  }
}

type Person = { id: number; first: string | null; last: string | null; email: string } | undefined;

async function seedBrandOrders(
  db: Db,
  brand: { id: number; name: string },
  offered: Array<{ id: number; name: string }>,
  people: { technician: Person; admin: Person; shippingTypeId: number | null; customerTypeIds: number[] },
) {
  const shop = { brand_id: brand.id, brand_name: brand.name, materials: offered.map((m) => m.name) };
  // The brand's store channel; a brand without a connected store sells on our own storefront.
  const [connected] = await db
    .select({ channel: brandChannels.channel })
    .from(brandChannels)
    .where(eq(brandChannels.brand_id, brand.id))
    .limit(1);
  const channel = connected?.channel ?? 'PAPERED';
  const materialId = new Map(offered.map((m) => [m.name.toLowerCase(), m.id]));
  const rnd = randomFrom(brand.id * 31337);
  const now = Date.now();
  const totalWeight = STAGES.reduce((s, st) => s + st.weight, 0);
  // Recent orders are early in production; older ones anywhere, mostly shipped or delivered.
  const stageOf = (ageDays: number): (typeof STAGES)[number] => {
    if (ageDays < 2) return STAGES[rnd.int(0, 2)];
    let pick = rnd.next() * totalWeight;
    for (const stage of STAGES) if ((pick -= stage.weight) <= 0) return stage;
    return STAGES[STAGES.length - 1];
  };

  // Times over the last 90 days (three months of invoices), busier lately (a growing shop), oldest first with the lowest numbers.
  const times = Array.from({ length: DEMO_ORDERS_PER_BRAND }, () => now - (1 - Math.sqrt(rnd.next())) * 90 * 86_400_000).sort(
    (a, b) => a - b,
  );
  const storeOrders = await Promise.all(times.map((t, i) => readStoreOrder(demoStoreOrder(shop, 1001 + i, { at: new Date(t) }), channel)));

  // Customers once each, with their shipping address.
  const byStoreId = new Map<string, (typeof storeOrders)[number]>();
  for (const o of storeOrders)
    if (o.customer?.store_customer_id && !byStoreId.has(o.customer.store_customer_id)) byStoreId.set(o.customer.store_customer_id, o);
  const firstOrders = [...byStoreId.values()];
  const made = await db
    .insert(customers)
    .values(
      firstOrders.map((o) => ({
        brand_id: brand.id,
        shopify_id: o.customer!.store_customer_id,
        first: o.customer!.first,
        last: o.customer!.last,
        email: o.customer!.email,
        phone: o.customer!.phone,
        accepts_marketing: o.customer!.accepts_marketing,
        customer_type_id: people.customerTypeIds.length ? people.customerTypeIds[rnd.int(0, people.customerTypeIds.length - 1)] : null,
        created_at: o.ordered_at,
        updated_at: o.ordered_at,
      })),
    )
    .returning({ id: customers.id, shopify_id: customers.shopify_id });
  const customerId = new Map(made.map((c) => [c.shopify_id!, c.id]));
  await db.insert(customerAddresses).values(
    firstOrders.map((o) => ({
      customer_id: customerId.get(o.customer!.store_customer_id!)!,
      brand_id: brand.id,
      address_type_id: people.shippingTypeId,
      ...o.shipping_address,
      is_default: true,
      created_at: o.ordered_at,
      updated_at: o.ordered_at,
    })),
  );

  const plans = storeOrders.map((o) => {
    const ageDays = (now - o.ordered_at.getTime()) / 86_400_000;
    const stage = stageOf(ageDays);
    const statuses = o.line_items.map((_, i) => stage.items[Math.min(i, stage.items.length - 1)] as string);
    return { o, stage, statuses };
  });
  const inserted = await db
    .insert(orders)
    .values(
      plans.map(({ o, stage, statuses }) => {
        const subtotal = o.line_items.reduce((s, l) => s + l.unit_price * l.quantity, 0);
        const cancelled_at = 'cancelled' in stage ? new Date(o.ordered_at.getTime() + 3_600_000) : null;
        // Delivered five days after the order, but never in the future (a recent order is delivered an hour ago).
        const delivered_at = 'delivered' in stage ? new Date(Math.min(o.ordered_at.getTime() + 5 * 86_400_000, now - 3_600_000)) : null;
        return {
          brand_id: brand.id,
          customer_id: o.customer?.store_customer_id ? (customerId.get(o.customer.store_customer_id) ?? null) : null,
          channel,
          store_order_id: o.store_order_id,
          order_number: o.order_number,
          status: orderStatusOf(
            { cancelled_at, delivered_at },
            statuses.map((status) => ({ status })),
          ),
          customer_name: o.shipping_address.name,
          email: o.email,
          currency: o.currency,
          subtotal,
          shipping_total: o.shipping_total,
          tax_total: o.tax_total,
          total: o.total ?? subtotal,
          shipping_address: o.shipping_address,
          note: o.note,
          ordered_at: o.ordered_at,
          cancelled_at,
          delivered_at,
          created_at: o.ordered_at,
          updated_at: delivered_at ?? cancelled_at ?? o.ordered_at,
        };
      }),
    )
    .returning({ id: orders.id });

  const itemRows = plans.flatMap(({ o, statuses }, k) =>
    o.line_items.map((l, i) => {
      const { material, ...rest } = l;
      const status = statuses[i];
      return {
        ...rest,
        order_id: inserted[k].id,
        brand_id: brand.id,
        material_id: materialId.get(material.toLowerCase())!,
        status,
        jdml_generated_at: status === 'pending' || status === 'cancelled' ? null : new Date(o.ordered_at.getTime() + 3_600_000),
        created_at: o.ordered_at,
        updated_at: o.ordered_at,
      };
    }),
  );
  const items = await db
    .insert(lineItems)
    .values(itemRows)
    .returning({ id: lineItems.id, order_id: lineItems.order_id, status: lineItems.status, design_name: lineItems.design_name });
  // Line items of the brand's own demo designs point at those products (the catalog seeds first).
  await db.execute(
    sql`UPDATE line_items li SET design_id = p.id FROM products p
        WHERE li.design_id IS NULL AND li.brand_id = ${brand.id} AND p.brand_id = li.brand_id AND lower(p.name) = lower(li.design_name)`,
  );

  // The timeline of each order, step by step, an hour or a day apart.
  const name = (p: Person) => (p ? [p.first, p.last].filter(Boolean).join(' ') || p.email : null);
  const events: Array<typeof orderEvents.$inferInsert> = [];
  const seenCustomers = new Set<string>();
  plans.forEach(({ o, stage }, k) => {
    const order = inserted[k];
    const its = items.filter((it) => it.order_id === order.id);
    let t = o.ordered_at.getTime();
    // Steps an hour or a day apart, never later than now (a recent order is mid-way).
    const at = (hours: number) => new Date(Math.min((t += hours * 3_600_000), now - 60_000));
    const add = (
      type: string,
      message: EventMessage | string,
      who?: Person,
      extra: Partial<typeof orderEvents.$inferInsert> = {},
      hours = 1,
    ) =>
      events.push({
        order_id: order.id,
        brand_id: brand.id,
        type,
        // A comment is what a person wrote; every other event is a message of the catalogue.
        ...(typeof message === 'string'
          ? { message, data: extra.data ?? {} }
          : eventMessageColumns(message, (extra.data ?? {}) as Record<string, unknown>)),
        user_id: who?.id ?? null,
        user_name: name(who),
        created_at: at(hours),
        line_item_id: extra.line_item_id ?? null,
      });
    const storeCustomer = o.customer?.store_customer_id;
    if (storeCustomer && !seenCustomers.has(storeCustomer)) {
      seenCustomers.add(storeCustomer);
      add('customer_create', { code: 'customer_created' }, undefined, {}, 0);
    }
    add(
      'create',
      { code: 'order_received', values: { number: o.order_number, channel } },
      undefined,
      { data: { store_order_id: o.store_order_id, line_items: its.length } },
      0,
    );
    if ('cancelled' in stage) return void add('cancel', { code: 'order_cancelled', values: { smart_count: its.length } }, people.admin);
    const reached = Math.max(...its.map((it) => STEP_ORDER.indexOf(it.status)));
    if (reached >= 1 || its.some((it) => ['issue', 'wasted'].includes(it.status)))
      add('send_to_print', { code: 'order_pushed', values: { smart_count: its.length } }, people.admin, {}, 2);
    if (k % 9 === 0) add('comment', 'Customer asked for the rolls to be boxed separately.', people.admin, {}, 1);
    if (reached >= 4)
      for (const it of its)
        add(
          'line_item_scan',
          { code: 'line_item_scanned', values: { design: it.design_name, employee: name(people.technician) ?? '' } },
          people.technician,
          { line_item_id: it.id },
          24,
        );
    if (reached >= 5)
      add(
        'weigh',
        { code: 'box_weighed', values: { pounds: 6, ounces: 4 } },
        people.technician,
        { data: { weight_pounds: 6, weight_ounces: 4 } },
        2,
      );
    if (reached >= 6)
      add(
        'ship',
        { code: 'shipped_with', values: { carrier: 'UPS', service: 'Ground' } },
        people.technician,
        { data: { carrier: 'UPS', service: 'Ground' } },
        3,
      );
    if ('delivered' in stage) add('deliver', { code: 'delivered' }, undefined, {}, 96);
  });
  for (let i = 0; i < events.length; i += 1000) await db.insert(orderEvents).values(events.slice(i, i + 1000));
}
