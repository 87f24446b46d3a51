/**
 * What a station says of a code that is not its own (issue 25 "scan anything anywhere"): what the
 * code is — in words, with its order and status — and where it belongs.
 */
import { useTranslate } from 'react-admin';
import type { Identified } from '../../providers/methods/production';
import { useChoiceLabel } from '../framework/fieldViews';

export function useIdentifiedText() {
  const translate = useTranslate();
  const status = useChoiceLabel();
  return (identified: Identified): { what?: string; text: string } => {
    const at = (station: string) =>
      translate('screens.production.scan_it_at_the_station', { station: translate(station), _: `Scan it at the ${translate(station)}.` });
    switch (identified.kind) {
      case 'line_item': {
        const item = identified.line_item;
        return {
          what: translate('screens.production.line_item_of_order_number', {
            number: identified.order.order_number,
            _: `Line item of order ${identified.order.order_number}`,
          }),
          text: `${item.design_name}: ${status('status', item.status, 'line-items')}. ${at('screens.production.scanner')}`,
        };
      }
      case 'order':
        return {
          what: translate('screens.orders.order'),
          text: `${identified.order.order_number}: ${status('status', identified.order.status, 'orders')}. ${at('screens.production.weigh_station')}`,
        };
      case 'parcel':
        return {
          what: translate('screens.production.parcel_label'),
          text: `${identified.shipment.tracking_number} (${identified.order.order_number}): ${status('status', identified.shipment.status, 'shipments')}. ${at('screens.production.ship_station')}`,
        };
      case 'tool':
        return { what: translate('screens.production.tool_or_box'), text: at('screens.production.scanner') };
      case 'waste':
        return { what: translate('screens.production.waste_code'), text: at('screens.production.scanner') };
      case 'badge':
        return { what: translate('screens.production.badge'), text: identified.employee.name };
      default:
        return { text: translate('screens.production.this_is_not_a_code_the_floor') };
    }
  };
}
