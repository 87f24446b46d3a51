/**
 * An order event's message in the chosen language: the text of its code
 * (`order_events.<code>`, resources/orders/eventMessages.ts) with its values, field names as
 * their labels; an event without a code (a comment, a row written before codes) as stored.
 */
import { useTranslate } from 'react-admin';
import { fieldLabel, routeNameOf } from '../../../resources/framework';
import { eventMessageKey, storedEventMessage, valuesForText } from '../../../resources/orders/eventMessages';
import { findResource } from '../../../resources/registry';

export function useEventMessage(): (event: { message: string; data?: unknown }) => string {
  const translate = useTranslate();
  return (event) => {
    const stored = storedEventMessage(event.data);
    if (!stored) return event.message;
    const values = valuesForText(stored, (resource, field) => {
      const declaration = findResource(resource);
      const english = fieldLabel(field, declaration?.fields[field]);
      return declaration ? translate(`resources.${routeNameOf(declaration)}.fields.${field}`, { _: english }) : english;
    });
    return translate(eventMessageKey(stored.code), { ...values, _: event.message });
  };
}
