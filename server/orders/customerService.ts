/**
 * Customers as the customer routes ask for them: one by the store's id, the brand's connected
 * store, a customer synced from the store (made or changed, audited, the change on their open
 * orders), their addresses and recent orders; and the hooks of the customer resources.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../framework/actor';
import { authorize } from '../framework/actor';
import type { DbOrTx } from '../db/client';
import { brandChannels, customerAddresses, customers, orders } from '../db/schema';
import type { ResourceHooks } from '../framework/crud';
import { notFound } from '../http/errors';
import { recordOrderEvent, changesBetween } from './timeline';
import { createAudited, updateAudited } from '../framework/write';
import { transact } from '../db/transaction';
import type { StoreCustomer } from '../adapters/store';

const CUSTOMER_FIELDS = ['first', 'last', 'email', 'phone', 'customer_type_id', 'accepts_marketing', 'notes', 'shopify_id'];

/**
 * The fields a store's customer JSON sets on our customer: only those it sent (a field it left out
 * is kept; an explicit null clears it), as Shopify's partial customer payloads mean.
 */
export function syncedValues(found: StoreCustomer) {
  const sent = (key: keyof StoreCustomer) => Object.hasOwn(found, key) && found[key] !== undefined;
  const text = (value: unknown, max: number) => (value == null ? null : String(value).slice(0, max));
  const values: { first?: string | null; last?: string | null; email?: string | null; phone?: string | null; accepts_marketing?: boolean } =
    {};
  if (sent('first_name')) values.first = text(found.first_name, 80);
  if (sent('last_name')) values.last = text(found.last_name, 80);
  if (sent('email')) values.email = text(found.email, 254);
  if (sent('phone')) values.phone = text(found.phone, 40);
  if (sent('accepts_marketing')) values.accepts_marketing = found.accepts_marketing ?? false;
  return values;
}

/** A change to a customer shows on the timeline of each of their orders still being fulfilled. */
export const customerHooks: ResourceHooks = {
  async afterWrite(tx, record, { actor, action, before }) {
    if (action !== 'update' || !before) return;
    const changes = changesBetween(before, record, CUSTOMER_FIELDS);
    if (!Object.keys(changes).length) return;
    const open = await tx
      .select({ id: orders.id, brand_id: orders.brand_id })
      .from(orders)
      .where(and(eq(orders.customer_id, record.id), sql`${orders.status} IN ('UNFULFILLED', 'PARTIAL')`));
    for (const order of open)
      await recordOrderEvent(tx, {
        order,
        type: 'customer_update',
        actor,
        message: { code: 'customer_changed', values: { fields: Object.keys(changes) } },
        data: { changes },
      });
  },
};

/** An address takes its customer's brand; one default address per customer. */
export const customerAddressHooks: ResourceHooks = {
  async beforeWrite(tx, input, { actor, existing }) {
    const customerId = input.customer_id ?? existing?.customer_id;
    const [customer] = await tx.select({ brand_id: customers.brand_id }).from(customers).where(eq(customers.id, customerId));
    if (!customer) throw notFound(`Customer ${customerId} was not found.`);
    authorize(actor, { brandId: customer.brand_id });
    input.brand_id = customer.brand_id;
    return input;
  },
  async afterWrite(tx, record, { action }) {
    if (action !== 'delete' && record.is_default)
      await tx
        .update(customerAddresses)
        .set({ is_default: false })
        .where(and(eq(customerAddresses.customer_id, record.customer_id), sql`${customerAddresses.id} <> ${record.id}`));
  },
};

const CUSTOMERS = { table: customers, resource: 'customers' };

/** The brand's customer with the store's id, if any. */
export async function customerOfStore(db: DbOrTx, brand: number, shopifyId: string) {
  const [customer] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.brand_id, brand), eq(customers.shopify_id, shopifyId)));
  return customer;
}

/** The brand's first connected store, if any. */
export async function storeOf(db: DbOrTx, brand: number) {
  const [connection] = await db
    .select()
    .from(brandChannels)
    .where(eq(brandChannels.brand_id, brand))
    .orderBy(asc(brandChannels.channel))
    .limit(1);
  return connection;
}

/** Makes or changes the brand's customer from the store's (only what the store sent), audited as `sync`. */
export function syncCustomer(db: DbOrTx, actor: Actor, brand: number, found: StoreCustomer) {
  const values = syncedValues(found);
  return transact(db, async (tx) => {
    const [existing] = await tx
      .select()
      .from(customers)
      .where(and(eq(customers.brand_id, brand), eq(customers.shopify_id, String(found.id))))
      .for('update');
    if (!existing) {
      const created = { brand_id: brand, shopify_id: String(found.id), accepts_marketing: false, ...values };
      return createAudited(tx, actor, CUSTOMERS, created, { action: 'sync' });
    }
    const updated = await updateAudited(tx, actor, CUSTOMERS, existing, values, { action: 'sync' });
    // The same customer_update event on their open orders as an edit in the app.
    if (updated.changed) await customerHooks.afterWrite!(tx, updated.row, { actor, action: 'update', before: updated.before });
    return updated.row;
  });
}

/** A customer's addresses (the default first) and, when asked, their last 100 orders. */
export async function customerDetail(db: DbOrTx, id: number, withOrders: boolean) {
  const [addresses, recent] = await Promise.all([
    db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.customer_id, id))
      .orderBy(desc(customerAddresses.is_default), asc(customerAddresses.id)),
    withOrders
      ? db
          .select({
            id: orders.id,
            order_number: orders.order_number,
            status: orders.status,
            total: orders.total,
            currency: orders.currency,
            created_at: orders.created_at,
          })
          .from(orders)
          .where(eq(orders.customer_id, id))
          .orderBy(desc(orders.created_at), desc(orders.id))
          .limit(100)
      : undefined,
  ]);
  return { addresses, ...(recent ? { orders: recent } : {}) };
}
