/**
 * A store order as the store platform sends it (the Shopify Admin API's order JSON, which the
 * built-in demo store produces too), checked and mapped to what an order of ours needs. What a
 * wall covering needs beyond a Shopify order — material and size — comes in each line item's
 * `properties` (`Material`, `Width (in)`, `Height (in)`), as a storefront's product options do.
 */
import * as yup from 'yup';
import type { Address } from '../../resources/orders/schemas';
import { textOf, type CodedText } from '../../resources/i18n/catalogue';
import { ORDER_IMPORT_MESSAGES } from '../../resources/i18n/areas/orders';

const money = yup
  .mixed<string | number>()
  .test('money', 'Must be an amount', (v) => v === undefined || v === null || /^\d{1,9}(\.\d{1,2})?$/.test(String(v)))
  .nullable();
const storeId = yup
  .mixed<string | number>()
  .test('id', 'Must be the store’s id', (v) => v === undefined || v === null || /^[A-Za-z0-9_-]{1,64}$/.test(String(v)))
  .nullable();

const storeAddress = yup
  .object({
    first_name: yup.string().nullable(),
    last_name: yup.string().nullable(),
    name: yup.string().nullable(),
    company: yup.string().nullable(),
    address1: yup.string().trim().required('The shipping address has no street'),
    address2: yup.string().nullable(),
    city: yup.string().trim().required('The shipping address has no city'),
    province: yup.string().nullable(),
    zip: yup.string().nullable(),
    country_code: yup
      .string()
      .trim()
      .required('The shipping address has no country')
      .matches(/^[A-Za-z]{2}$/, 'The shipping address’s country must be a two-letter code'),
    phone: yup.string().nullable(),
  })
  .default(undefined);

const storeLineItem = yup.object({
  id: storeId,
  sku: yup.string().nullable(),
  title: yup.string().trim().required('A line item has no title'),
  quantity: yup
    .number()
    .typeError('A line item’s quantity must be a number')
    .integer('A line item’s quantity must be whole')
    .min(1)
    .max(999)
    .required(),
  price: money,
  properties: yup.array(yup.object({ name: yup.string().required(), value: yup.mixed<string | number>().nullable() })).default([]),
});

export const storeOrderSchema = yup.object({
  id: storeId.required('The order has no store id'),
  name: yup.string().trim().max(40).nullable(),
  order_number: yup.mixed<string | number>().nullable(),
  email: yup.string().trim().email('The order’s email is not valid').max(254).nullable(),
  created_at: yup.date().typeError('The order’s date is not valid').nullable(),
  updated_at: yup.date().typeError('The order’s update date is not valid').nullable(),
  cancelled_at: yup.date().typeError('The order’s cancel date is not valid').nullable(),
  currency: yup
    .string()
    .matches(/^[A-Z]{3}$/, 'The currency must be a three-letter code')
    .nullable(),
  note: yup.string().max(2000).nullable(),
  total_tax: money,
  total_price: money,
  shipping_lines: yup.array(yup.object({ price: money })).default([]),
  customer: yup
    .object({
      id: storeId,
      first_name: yup.string().max(80).nullable(),
      last_name: yup.string().max(80).nullable(),
      email: yup.string().trim().email('The customer’s email is not valid').max(254).nullable(),
      phone: yup.string().max(40).nullable(),
      accepts_marketing: yup.boolean().nullable(),
    })
    .nullable()
    .default(null),
  shipping_address: storeAddress.required('The order has no shipping address'),
  line_items: yup
    .array(storeLineItem)
    .min(1, 'The order has no line items')
    .max(100, 'The order has more than 100 line items')
    .required('The order has no line items'),
});

export type StoreOrderPayload = yup.InferType<typeof storeOrderSchema>;

export interface StoreLineItem {
  store_line_item_id: string | null;
  position: number;
  sku: string | null;
  design_name: string;
  /** The material as the store names it (name or SKU), matched against the brand's materials. */
  material: string;
  width_inches: number;
  height_inches: number;
  quantity: number;
  unit_price: number;
  thumbnail_url: string | null;
  design_id: number | null;
}

export interface StoreOrder {
  store_order_id: string;
  order_number: string;
  email: string | null;
  ordered_at: Date;
  /** The store's last change of the order (Shopify's updated_at), when it says. */
  updated_at: Date | null;
  /** Cancelled in the store. */
  cancelled: boolean;
  currency: string;
  note: string | null;
  shipping_total: number;
  tax_total: number;
  total: number | null;
  customer: {
    store_customer_id: string | null;
    first: string | null;
    last: string | null;
    email: string | null;
    phone: string | null;
    accepts_marketing: boolean;
  } | null;
  shipping_address: Address;
  line_items: StoreLineItem[];
}

/** Why a store order cannot be imported: shown in the failed order queue. */
/** Something the store order names that we do not know (a material): the failed queue offers to map it. */
export interface MissingReference {
  kind: 'material';
  /** As the store names it. */
  name: string;
  /** The line (from 1) and its design, as the store names them. */
  line: number;
  design: string | null;
}

export class StoreOrderError extends Error {
  /** The reason's key and values (resources/i18n/areas/orders.ts), stored with the queue item for the app. */
  readonly coded?: CodedText;
  constructor(
    message: string | CodedText,
    /** What the order names that we do not know, when that is why it failed. */
    readonly missing: MissingReference[] | null = null,
  ) {
    super(textOf(message));
    if (typeof message !== 'string') this.coded = message;
  }
}

const property = (item: { properties: Array<{ name: string; value?: unknown }> }, ...names: string[]) => {
  const found = item.properties.find((p) => names.some((n) => p.name.toLowerCase() === n.toLowerCase()));
  return found?.value === undefined || found.value === null ? undefined : String(found.value).trim();
};
const amount = (v: unknown) => (v === undefined || v === null || v === '' ? 0 : Number(v));
const clip = (v: string | null | undefined, max: number) => (v ? v.trim().slice(0, max) || null : null);

/** Checks a store order and maps it; a StoreOrderError says what is wrong, in words for people. */
export async function readStoreOrder(payload: unknown, channel: string): Promise<StoreOrder> {
  let order: StoreOrderPayload;
  try {
    order = await storeOrderSchema.validate(payload, { abortEarly: true, stripUnknown: true });
  } catch (err) {
    throw new StoreOrderError(err instanceof yup.ValidationError ? err.errors[0] : ORDER_IMPORT_MESSAGES.message('unreadable'));
  }
  const lineItems = order.line_items.map((item, index): StoreLineItem => {
    const line = { line: index + 1, title: String(item.title) };
    const material = property(item, 'Material');
    if (!material) throw new StoreOrderError(ORDER_IMPORT_MESSAGES.message('no_material', line));
    const width = Number(property(item, 'Width (in)', 'Width'));
    const height = Number(property(item, 'Height (in)', 'Height'));
    if (!(width > 0 && width <= 1200) || !(height > 0 && height <= 1200))
      throw new StoreOrderError(ORDER_IMPORT_MESSAGES.message('no_valid_size', line));
    const designId = Number(property(item, 'Design ID'));
    return {
      store_line_item_id: item.id == null ? null : String(item.id),
      position: index,
      sku: clip(item.sku, 80),
      design_name: item.title.slice(0, 200),
      material,
      width_inches: Math.round(width * 100) / 100,
      height_inches: Math.round(height * 100) / 100,
      quantity: item.quantity,
      unit_price: amount(item.price),
      thumbnail_url: property(item, 'Thumbnail') ?? null,
      design_id: Number.isSafeInteger(designId) && designId > 0 ? designId : null,
    };
  });
  const address = order.shipping_address;
  const customer = order.customer;
  const number = order.name || (order.order_number != null ? `#${order.order_number}` : `${channel}-${order.id}`);
  return {
    store_order_id: String(order.id),
    order_number: number.slice(0, 40),
    email: clip(order.email ?? customer?.email, 254),
    ordered_at: order.created_at ?? new Date(),
    updated_at: order.updated_at ?? null,
    cancelled: order.cancelled_at != null,
    currency: order.currency ?? 'USD',
    note: clip(order.note, 2000),
    shipping_total: order.shipping_lines.reduce((sum, l) => sum + amount(l.price), 0),
    tax_total: amount(order.total_tax),
    total: order.total_price == null ? null : amount(order.total_price),
    customer: customer
      ? {
          store_customer_id: customer.id == null ? null : String(customer.id),
          first: clip(customer.first_name, 80),
          last: clip(customer.last_name, 80),
          email: clip(customer.email, 254),
          phone: clip(customer.phone, 40),
          accepts_marketing: customer.accepts_marketing ?? false,
        }
      : null,
    shipping_address: {
      name: clip(address.name ?? [address.first_name, address.last_name].filter(Boolean).join(' '), 160),
      company: clip(address.company, 160),
      address1: address.address1.slice(0, 200),
      address2: clip(address.address2, 200),
      city: address.city.slice(0, 120),
      province: clip(address.province, 120),
      postal_code: clip(address.zip, 20),
      country_code: address.country_code.toUpperCase(),
      phone: clip(address.phone, 40),
    },
    line_items: lineItems,
  };
}
