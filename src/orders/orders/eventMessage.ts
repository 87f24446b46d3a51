/**
 * An order event's message in the chosen language: the text of its code
 * (`order_events.<code>`, resources/orders/eventMessages.ts) with its values, field names as
 * their labels, choices as their words; an event without a code (a comment, a row written before codes) as stored.
 */
import { useTranslate } from 'react-admin';
import { choiceLabel, fieldLabel, routeNameOf } from '../../../resources/framework';
import { eventMessageKey, storedEventMessage, valuesForText } from '../../../resources/orders/eventMessages';
import { findResource } from '../../../resources/registry';

export function useEventMessage(): (event: { message: string; data?: unknown }) => string {
  const translate = useTranslate();
  return (event) => {
    const stored = storedEventMessage(event.data);
    if (!stored) return event.message;
    const prefix = (resource: string) => {
      const declaration = findResource(resource);
      return declaration ? `resources.${routeNameOf(declaration)}` : `resources.${resource}`;
    };
    const values = valuesForText(
      stored,
      (resource, field) =>
        translate(`${prefix(resource)}.fields.${field}`, { _: fieldLabel(field, findResource(resource)?.fields[field]) }),
      (resource, field, value) => translate(`${prefix(resource)}.choices.${field}.${value}`, { _: choiceLabel(value) }),
    );
    return translate(eventMessageKey(stored.code), { ...values, _: event.message });
  };
}
