/** `PUT orders`: a change of shipping address, email or note is recorded on the timeline (update). */
import type { ResourceHooks } from '../framework/crud';
import { changesBetween, recordOrderEvent } from './timeline';

const EDITABLE = ['customer_name', 'email', 'shipping_address', 'note'];

export const orderHooks: ResourceHooks = {
  async afterWrite(tx, record, { actor, action, before }) {
    if (action !== 'update' || !before) return;
    const changes = changesBetween(before, record, EDITABLE);
    const fields = Object.keys(changes);
    if (!fields.length) return;
    await recordOrderEvent(tx, {
      order: { id: record.id, brand_id: record.brand_id },
      type: 'update',
      actor,
      message: { code: 'order_changed', values: { fields } },
      data: { changes },
    });
  },
};
