/**
 * `PUT orders`: a change of shipping address, email or note is recorded on the timeline (update);
 * the address only while the order is open (`orderActions`, the rule the order page follows too).
 */
import { orderActions } from '../../resources/orders/status';
import type { ResourceHooks } from '../framework/crud';
import { conflict } from '../http/errors';
import { changesBetween, recordOrderEvent } from './timeline';

const EDITABLE = ['customer_name', 'email', 'shipping_address', 'note'];

export const orderHooks: ResourceHooks = {
  beforeWrite(_tx, input, { existing }) {
    // A shipped, delivered or cancelled order has left: its address is what it went to.
    if (existing && 'shipping_address' in input && !orderActions({ status: String(existing.status) }, []).changeAddress)
      throw conflict('The address of a closed order cannot be changed.');
    return input;
  },
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
