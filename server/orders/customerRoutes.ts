/**
 * The customers resource's own calls under /api/customers (docs/requirements/orders.md §7 Customers): one customer
 * with its addresses (and orders with `?view=full`), search by the store's id, and sync from the
 * store. A change to a customer is recorded on their open orders (customer_update).
 */
import { Router } from 'express';
import * as yup from 'yup';
import { idSchema, parseId } from '../../resources/ids';
import { authorize, confinedBrand, actorOf } from '../framework/actor';
import type { AppContext } from '../context';
import type { CrudService } from '../framework/crud';
import { HttpError, notFound, validate } from '../http/errors';
import { customerDetail, customerOfStore, storeOf, syncCustomer } from './customerService';
import { FIELD_MESSAGES } from '../../resources/i18n/areas/system';

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

export function customerRoutes(ctx: AppContext, crud: CrudService): Router {
  const router = Router();
  const db = ctx.database.db;

  /** The brand a call acts on: the brand user's own, or the staff member's brand_id. */
  const brandOf = (actor: ReturnType<typeof actorOf>, brandId: number | undefined) => {
    const brand = brandId ?? confinedBrand(actor);
    if (brand === undefined) throw new HttpError(400, 'bad_request', 'Choose a brand.', { brand_id: FIELD_MESSAGES.message('required') });
    authorize(actor, { brandId: brand });
    return brand;
  };

  router.get('/search/:shopifyId', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'customers', action: 'View' });
    const { brand_id } = await validate(customerSearchQuerySchema, req.query);
    const brand = brandOf(actor, brand_id);
    const shopifyId = String(req.params.shopifyId);
    if (!/^[0-9]{1,20}$/.test(shopifyId)) throw notFound('Customer not found.');
    const customer = await customerOfStore(db, brand, shopifyId);
    if (!customer) throw notFound('Customer not found.');
    res.json(customer);
  });

  router.post('/sync', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'customers', action: 'Edit' });
    const input = await validate(customerSyncSchema, req.body);
    const brand = brandOf(actor, input.brand_id);
    const connection = await storeOf(db, brand);
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
    const customer = await syncCustomer(db, actor, brand, found);
    res.json(customer);
  });

  router.get('/:id', async (req, res, next) => {
    const id = parseId(req.params.id);
    if (id === undefined) return next();
    const actor = actorOf(req);
    const { view } = await validate(customerViewQuerySchema, req.query);
    const customer = await crud.get(actor, id);
    const { addresses, ...recent } = await customerDetail(db, id, view === 'full');
    res.json({ ...customer, addresses, ...recent });
  });

  return router;
}
