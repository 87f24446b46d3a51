/**
 * Line items (docs/requirements/orders.md §7 `GET line-items?brand_id&order_id`, `PUT line-items`): the list takes its
 * filters as plain query parameters too; a change is allowed while nothing has been printed, to a
 * material the brand offers, and shows on the order's timeline.
 */
import { and, eq, isNull, or } from 'drizzle-orm';
import { Router } from 'express';
import * as yup from 'yup';
import { idSchema } from '../../resources/ids';
import { OPEN_LINE_ITEM_STATUSES } from '../../resources/orders/status';
import type { AppContext } from '../context';
import { materials } from '../db/schema';
import type { CrudService, ResourceHooks } from '../framework/crud';
import { listBody, listParams } from '../framework/rest';
import { badRequest, conflict, validate, INVALID_FIELDS } from '../http/errors';
import { changesBetween, recordLineItemEvent } from './timeline';
import { FIELD_MESSAGES } from '../../resources/i18n/areas/system';

export const lineItemsQuerySchema = yup.object({ brand_id: idSchema(), order_id: idSchema() });

const EDITABLE = ['material_id', 'width_inches', 'height_inches', 'quantity'];

export const lineItemHooks: ResourceHooks = {
  async beforeWrite(tx, input, { existing }) {
    if (!existing) return input;
    if (!OPEN_LINE_ITEM_STATUSES.includes(existing.status))
      throw conflict(`This line item is ${existing.status.replace(/_/g, ' ')}: it can no longer be changed.`);
    if (input.material_id !== undefined && input.material_id !== existing.material_id) {
      const [offered] = await tx
        .select({ id: materials.id })
        .from(materials)
        .where(and(eq(materials.id, input.material_id), or(isNull(materials.brand_id), eq(materials.brand_id, existing.brand_id))));
      if (!offered) throw badRequest(INVALID_FIELDS(), { material_id: FIELD_MESSAGES.message('material_not_offered') });
    }
    return input;
  },
  async afterWrite(tx, record, { actor, action, before }) {
    if (action !== 'update' || !before) return;
    const changes = changesBetween(before, record, EDITABLE);
    if (!Object.keys(changes).length) return;
    await recordLineItemEvent(
      tx,
      { id: record.id, order_id: record.order_id },
      {
        type: 'update',
        actor,
        message: { code: 'line_item_changed', values: { design: record.design_name, fields: Object.keys(changes) } },
        data: { changes },
      },
    );
  },
};

export function lineItemRoutes(_ctx: AppContext, crud: CrudService): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const actor = crud.allowedActor(req.actor, 'View');
    const { brand_id, order_id } = await validate(lineItemsQuerySchema, { brand_id: req.query.brand_id, order_id: req.query.order_id });
    const params = listParams(req.query);
    params.filter = { ...params.filter, ...(brand_id ? { brand_id } : {}), ...(order_id ? { order_id } : {}) };
    res.json(listBody(await crud.list(actor, params)));
  });
  return router;
}
