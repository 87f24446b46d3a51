/**
 * The customers resource's own calls under /api/customers (docs/requirements/orders.md §7 Customers): one customer
 * with its addresses (and orders with `?view=full`), search by the store's id, and sync from the
 * store. A change to a customer is recorded on their open orders (customer_update).
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { Router } from 'express';
import * as yup from 'yup';
import { idSchema, parseId } from '../../resources/ids';
import { authorize, confinedBrand, actorOf } from '../framework/actor';
import type { AppContext } from '../context';
import { brandChannels, customerAddresses, customers, orders } from '../db/schema';
import type { CrudService, ResourceHooks } from '../framework/crud';
import { HttpError, notFound, validate } from '../http/errors';
import { recordOrderEvent, changesBetween } from './timeline';
import { createAudited, updateAudited } from '../framework/write';
import { transact } from '../db/transaction';
import type { StoreCustomer } from '../adapters/store';

export const customerViewQuerySchema = yup.object({ view: yup.string().oneOf(['basic', 'full'], 'Must be basic or full') });
export const customerSearchQuerySchema = yup.object({ brand_id: idSchema() });
export const customerSyncSchema = yup.object({
  brand_id: idSchema(),
  shopify_id: yup
    .string()
    .trim()
    .required('Must provide a value')
    .matches(/^[0-9]{1,20}$/, 'Use the store’s numeric customer id'),
});

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

export function customerRoutes(ctx: AppContext, crud: CrudService): Router {
  const router = Router();
  const db = ctx.database.db;

  /** The brand a call acts on: the brand user's own, or the staff member's brand_id. */
  const brandOf = (actor: ReturnType<typeof actorOf>, brandId: number | undefined) => {
    const brand = brandId ?? confinedBrand(actor);
    if (brand === undefined) throw new HttpError(400, 'bad_request', 'Choose a brand.', { brand_id: 'Must provide a value' });
    authorize(actor, { brandId: brand });
    return brand;
  };

  router.get('/search/:shopifyId', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'customers', action: 'View' });
    const { brand_id } = await validate(customerSearchQuerySchema, req.query);
    const brand = brandOf(actor, brand_id);
    const shopifyId = String(req.params.shopifyId);
    if (!/^[0-9]{1,20}$/.test(shopifyId)) throw notFound('Customer not found.');
    const [customer] = await db
      .select()
      .from(customers)
      .where(and(eq(customers.brand_id, brand), eq(customers.shopify_id, shopifyId)));
    if (!customer) throw notFound('Customer not found.');
    res.json(customer);
  });

  router.post('/sync', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'customers', action: 'Edit' });
    const input = await validate(customerSyncSchema, req.body);
    const brand = brandOf(actor, input.brand_id);
    const [connection] = await db
      .select()
      .from(brandChannels)
      .where(eq(brandChannels.brand_id, brand))
      .orderBy(asc(brandChannels.channel))
      .limit(1);
    if (!connection) throw new HttpError(409, 'conflict', 'Failed to sync customer.', { brand_id: 'The brand has no connected store' });
    let found;
    try {
      found = await ctx.store.customer(
        {
          ...connection,
          channel: connection.channel as 'SHOPIFY' | 'PAPERED',
          access_token: connection.access_token ? ctx.secrets.decrypt(connection.access_token) : null,
        },
        input.shopify_id,
      );
    } catch {
      throw new HttpError(502, 'store_error', 'Failed to sync customer.');
    }
    if (!found) throw notFound('Customer not found.');
    // Only what the store sent: a field it left out keeps the value we have (null clears).
    const values = syncedValues(found);
    const customer = await transact(db, async (tx) => {
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
      if (updated.changed)
        await customerHooks.afterWrite!(tx, updated.row, { actor, action: 'update', before: updated.before } as Parameters<
          NonNullable<typeof customerHooks.afterWrite>
        >[2]);
      return updated.row;
    });
    res.json(customer);
  });

  router.get('/:id', async (req, res, next) => {
    const id = parseId(req.params.id);
    if (id === undefined) return next();
    const actor = actorOf(req);
    const { view } = await validate(customerViewQuerySchema, req.query);
    const customer = await crud.get(actor, id);
    const [addresses, recent] = await Promise.all([
      db
        .select()
        .from(customerAddresses)
        .where(eq(customerAddresses.customer_id, id))
        .orderBy(desc(customerAddresses.is_default), asc(customerAddresses.id)),
      view === 'full'
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
    res.json({ ...customer, addresses, ...(recent ? { orders: recent } : {}) });
  });

  return router;
}
