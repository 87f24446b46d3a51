/**
 * Order emails (docs/requirements/orders.md §7 `POST v2/email/send` → "Email sent") through the email adapter, and gift
 * wraps (`POST giftwraps`, multipart: order_id, message, image). Both are recorded on the timeline.
 */
import { eq } from 'drizzle-orm';
import { Router } from 'express';
import * as yup from 'yup';
import { idSchema } from '../../resources/ids';
import { orderEmailSchema } from '../../resources/orders/schemas';
import { authorize, actorOf, requireAccess } from '../framework/actor';
import type { AppContext } from '../context';
import { brands, orders } from '../db/schema';
import { badRequest, validate } from '../http/errors';
import { imageUpload, uploadedImage } from '../http/uploads';
import { orderFor } from './orderAccess';
import { recordOrderEvent } from './timeline';
import { auditChange, updateAudited } from '../framework/write';
import { transact } from '../db/transaction';
import { FIELD_MESSAGES } from '../../resources/i18n/areas/system';

const TEMPLATE_SUBJECTS = {
  order_confirmation: (brand: string, number: string) => `${brand}: your order ${number} is confirmed`,
  shipping_update: (brand: string, number: string) => `${brand}: an update on your order ${number}`,
  custom: (brand: string, number: string) => `${brand}: about your order ${number}`,
};

export function orderEmailRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post('/send', async (req, res) => {
    const actor = authorize(req.actor, { resource: 'orders', action: 'Edit' });
    const input = await validate(orderEmailSchema, req.body);
    await transact(ctx.database.db, async (tx) => {
      const order = await orderFor(tx, actor, input.order_id!, 'Edit');
      const to = input.to ?? order.email;
      if (!to) throw badRequest('This order has no email address.', { to: FIELD_MESSAGES.message('required') });
      const [brand] = await tx.select({ name: brands.name }).from(brands).where(eq(brands.id, order.brand_id));
      const subject = input.subject ?? TEMPLATE_SUBJECTS[input.template](brand.name, order.order_number);
      const greeting = order.customer_name ? `Hello ${order.customer_name},` : 'Hello,';
      const body =
        input.message ??
        (input.template === 'order_confirmation'
          ? `Thank you for your order ${order.order_number}. We are printing it now and will tell you when it ships.`
          : `Your order ${order.order_number} is ${order.status.toLowerCase()}.`);
      await ctx.email.send(tx, { to, subject, text: `${greeting}\n\n${body}\n\n${brand.name}`, kind: `order_${input.template}` });
      await recordOrderEvent(tx, {
        order,
        type: 'comment',
        actor,
        message: { code: 'email_sent', values: { to, subject } },
        data: { email: { to, subject, template: input.template } },
      });
      await auditChange(tx, actor, {
        action: 'email',
        resource: 'orders',
        record_id: order.id,
        brand_id: order.brand_id,
        after: { to, subject, template: input.template },
      });
    });
    res.json({ message: 'Email sent' });
  });
  return router;
}

export const giftwrapSchema = yup.object({
  order_id: idSchema().required('Must provide a value'),
  message: yup.string().trim().max(500, 'At most 500 characters').nullable(),
});

const ORDERS = { table: orders, resource: 'orders' };

export function giftwrapRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post('/', requireAccess('orders', 'Edit'), imageUpload(['image']), async (req, res) => {
    const actor = actorOf(req);
    const input = await validate(giftwrapSchema, req.body);
    // Who and which order before any file is stored.
    const order = await orderFor(ctx.database.db, actor, input.order_id!, 'Edit');
    const image = await uploadedImage(req, 'image');
    const stored = image
      ? (await ctx.storage.put(`giftwraps/${order.brand_id}`, image.buffer, image.mime, image.extension)).url
      : undefined;
    if (input.message == null && !stored)
      throw badRequest('Add a gift message or an image.', { message: FIELD_MESSAGES.message('required') });
    const updated = await transact(ctx.database.db, async (tx) => {
      const changes = {
        ...(input.message != null ? { giftwrap_message: input.message } : {}),
        ...(stored ? { giftwrap_image: stored } : {}),
      };
      const { row, changed } = await updateAudited(tx, actor, ORDERS, order.id, changes, { action: 'giftwrap' });
      if (changed)
        await recordOrderEvent(tx, {
          order,
          type: 'update',
          actor,
          message: { code: 'giftwrap_added' },
          data: { giftwrap_message: input.message ?? null, giftwrap_image: stored ?? null },
        });
      return row;
    });
    res.status(201).json(updated);
  });
  return router;
}
