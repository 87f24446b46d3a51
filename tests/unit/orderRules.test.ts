/**
 * The order rules (docs/requirements/orders.md §4): the status follows the line items, a cancel is refused once
 * anything shipped; and the store order mapping that every import goes through.
 */
import { describe, expect, it } from 'vitest';
import { demoStoreOrder } from '../../server/adapters/demoStoreOrders';
import { verifyShopifyWebhook } from '../../server/adapters/store';
import { readStoreOrder, StoreOrderError } from '../../server/orders/storeOrder';
import { isCancellable, orderStatusOf } from '../../resources/orders/status';
import { createHmac } from 'node:crypto';

const items = (...statuses: string[]) => statuses.map((status) => ({ status }));

describe('orderStatusOf', () => {
  it('follows the line items: none shipped, some, all', () => {
    expect(orderStatusOf({}, items('pending', 'printed'))).toBe('UNFULFILLED');
    expect(orderStatusOf({}, items('shipped', 'printed'))).toBe('PARTIAL');
    expect(orderStatusOf({}, items('shipped', 'shipped'))).toBe('FULFILLED');
    // Cancelled items do not count: the rest shipped is the whole order.
    expect(orderStatusOf({}, items('shipped', 'cancelled'))).toBe('FULFILLED');
    expect(orderStatusOf({}, items())).toBe('UNFULFILLED');
  });

  it('is SUCCESS once delivered and CANCELLED once cancelled', () => {
    expect(orderStatusOf({ delivered_at: new Date() }, items('shipped'))).toBe('SUCCESS');
    expect(orderStatusOf({ cancelled_at: new Date() }, items('cancelled'))).toBe('CANCELLED');
  });

  it('allows a cancel until something ships', () => {
    expect(isCancellable({ status: 'UNFULFILLED' }, items('pending', 'printed'))).toBe(true);
    expect(isCancellable({ status: 'PARTIAL' }, items('shipped', 'printed'))).toBe(false);
    expect(isCancellable({ status: 'CANCELLED' }, items('cancelled'))).toBe(false);
    expect(isCancellable({ status: 'SUCCESS' }, items('shipped'))).toBe(false);
  });
});

describe('readStoreOrder', () => {
  const shop = { brand_id: 1, brand_name: 'Wallflower', materials: ['Traditional Smooth'] };

  it('maps a store order: number, customer, address, totals and each line’s material and size', async () => {
    const payload = demoStoreOrder(shop, 1234, { at: new Date('2026-11-01T10:00:00Z') });
    const order = await readStoreOrder(payload, 'SHOPIFY');
    expect(order).toMatchObject({
      store_order_id: String(payload.id),
      order_number: payload.name,
      email: payload.email,
      ordered_at: new Date('2026-11-01T10:00:00Z'),
      tax_total: Number(payload.total_tax),
      total: Number(payload.total_price),
      customer: { store_customer_id: String(payload.customer.id), first: payload.customer.first_name },
      shipping_address: { address1: payload.shipping_address.address1, postal_code: payload.shipping_address.zip },
    });
    expect(order.line_items).toHaveLength(payload.line_items.length);
    expect(order.line_items[0]).toMatchObject({ material: 'Traditional Smooth', quantity: payload.line_items[0].quantity });
    expect(order.line_items[0].width_inches).toBeGreaterThan(0);
  });

  it('gives the same order for the same index (a replayed stream re-sends the same store orders)', () => {
    expect(demoStoreOrder(shop, 77, { at: new Date(0) })).toEqual(demoStoreOrder(shop, 77, { at: new Date(0) }));
    expect(demoStoreOrder(shop, 77).id).not.toBe(demoStoreOrder(shop, 78).id);
  });

  it('says in words what is wrong with an order it cannot import', async () => {
    const good = demoStoreOrder(shop, 1);
    const reason = async (payload: unknown) => {
      try {
        await readStoreOrder(payload, 'SHOPIFY');
        return 'imported';
      } catch (err) {
        expect(err).toBeInstanceOf(StoreOrderError);
        return (err as Error).message;
      }
    };
    expect(await reason({ ...good, id: undefined })).toBe('The order has no store id');
    expect(await reason({ ...good, shipping_address: undefined })).toBe('The order has no shipping address');
    expect(await reason({ ...good, email: 'nope' })).toBe('The order’s email is not valid');
    const noMaterial = { ...good, line_items: [{ ...good.line_items[0], properties: [] }] };
    expect(await reason(noMaterial)).toBe(`Line 1 (${good.line_items[0].title}) has no material.`);
    const badSize = {
      ...good,
      line_items: [
        {
          ...good.line_items[0],
          properties: [
            { name: 'Material', value: 'X' },
            { name: 'Width (in)', value: '0' },
          ],
        },
      ],
    };
    expect(await reason(badSize)).toMatch(/has no valid size/);
    expect(await reason('not an order')).not.toBe('imported');
  });
});

describe('verifyShopifyWebhook', () => {
  it('accepts the body’s HMAC with the secret only', () => {
    const body = Buffer.from('{"id":1}');
    const signature = createHmac('sha256', 's3cret').update(body).digest('base64');
    expect(verifyShopifyWebhook(body, signature, 's3cret')).toBe(true);
    expect(verifyShopifyWebhook(body, signature, 'other')).toBe(false);
    expect(verifyShopifyWebhook(Buffer.from('{"id":2}'), signature, 's3cret')).toBe(false);
    expect(verifyShopifyWebhook(body, undefined, 's3cret')).toBe(false);
    expect(verifyShopifyWebhook(body, signature, '')).toBe(false);
  });
});
