/**
 * The orders area's input shapes beyond plain declared fields, shared by the server (validation)
 * and the app (forms): a postal address, and the calls on orders (cancel, push, regenerate JDML,
 * email, comment, queue retry).
 */
import * as yup from 'yup';
import { REQUIRED_MESSAGE } from '../fields';
import { idSchema } from '../ids';
import { unknownFieldMessage } from '../framework';

const optionalText = (max: number) =>
  yup
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullable()
    .transform((v, orig) => (orig === '' ? null : v));

/** A postal address: an order's shipping address, or the fields of a customer's address. */
export const addressFields = {
  name: optionalText(160),
  company: optionalText(160),
  address1: yup.string().trim().required(REQUIRED_MESSAGE).max(200, 'At most 200 characters'),
  address2: optionalText(200),
  city: yup.string().trim().required(REQUIRED_MESSAGE).max(120, 'At most 120 characters'),
  province: optionalText(120),
  postal_code: optionalText(20),
  country_code: yup
    .string()
    .trim()
    .required(REQUIRED_MESSAGE)
    .transform((v) => (typeof v === 'string' ? v.toUpperCase() : v))
    .matches(/^[A-Z]{2}$/, 'Use the two-letter country code (e.g. US, FR)'),
  phone: optionalText(40),
};

export const addressSchema = yup.object(addressFields).noUnknown(true, unknownFieldMessage).default(undefined);

export type Address = yup.InferType<typeof addressSchema>;

/** `POST orders/order-cancel`, `POST orders/push-order`. */
export const orderIdSchema = yup.object({ order_id: idSchema().required(REQUIRED_MESSAGE) });

/** `POST orders/regenerate-jdml {order_id, line_item}`. */
export const regenerateJdmlSchema = yup.object({
  order_id: idSchema().required(REQUIRED_MESSAGE),
  line_item: idSchema().required(REQUIRED_MESSAGE),
});

export const ORDER_EMAIL_TEMPLATES = ['order_confirmation', 'shipping_update', 'custom'] as const;

/** `POST v2/email/send`: an email about an order to its customer (or another address). */
export const orderEmailSchema = yup.object({
  order_id: idSchema().required(REQUIRED_MESSAGE),
  template: yup
    .string()
    .oneOf([...ORDER_EMAIL_TEMPLATES], `Must be one of: ${ORDER_EMAIL_TEMPLATES.join(', ')}`)
    .default('custom'),
  to: yup.string().trim().email('Must be a valid email').max(254).nullable(),
  subject: optionalText(200),
  message: optionalText(5000),
});

/** `POST queues/order-processor/retry` and `/dismiss`: one or many failed queue items. */
export const queueItemsSchema = yup.object({
  ids: yup.array(idSchema().required()).min(1, 'Choose at least one item').max(500, 'At most 500 items at once').required(REQUIRED_MESSAGE),
});

/** Admin Tools' "Produce demo orders": how many, for which brand, and whether one should fail. */
export const demoOrdersSchema = yup.object({
  brand_id: idSchema().required(REQUIRED_MESSAGE),
  count: yup
    .number()
    .typeError('Must be a number')
    .integer('Must be a whole number')
    .min(1, 'At least 1')
    .max(200, 'At most 200')
    .default(5),
  failing: yup.boolean().default(false),
});
