/**
 * The messages of an order's timeline, by code: the server stores the code and its values with
 * each event (`data.message_code`, `data.message_values`) next to the English sentence
 * (`message`, the spec's field, kept for every client and for the rows written before codes), and
 * the app shows the code's text in the chosen language: the translation keys
 * `order_events.<code>` (English and French below, seeded like every text, so the Translations
 * screens edit them). Values are data (design names, tracking numbers, people): they show as
 * written. A value named `fields` is a list of field names of the code's `fieldsOf` resource and
 * shows as their labels in the chosen language, and a value of the code's `choices` as the choice's
 * words (`SHOPIFY` → "Shopify"). A comment is what a person wrote: it has no code.
 */
import { choiceLabel, fieldLabel } from '../framework';
import { findResource } from '../registry';

interface MessageText {
  en: string;
  fr: string;
  /** The declared resource whose field names the value `fields` lists. */
  fieldsOf?: string;
  /** Values that are a choice of a declared field (`{channel: 'orders'}`): shown as the choice's words. */
  choices?: Record<string, string>;
}

export const ORDER_EVENT_MESSAGES = {
  order_received: {
    en: 'Order %{number} received from %{channel}',
    fr: 'Commande %{number} reçue de %{channel}',
    choices: { channel: 'orders' },
  },
  customer_created: { en: 'Customer created from the store order', fr: 'Client créé à partir de la commande de la boutique' },
  order_cancelled: {
    en: 'Order cancelled (%{smart_count} line item) |||| Order cancelled (%{smart_count} line items)',
    fr: 'Commande annulée (%{smart_count} ligne) |||| Commande annulée (%{smart_count} lignes)',
  },
  order_pushed: {
    en: 'Order pushed to the queue (%{smart_count} line item) |||| Order pushed to the queue (%{smart_count} line items)',
    fr: 'Commande envoyée en production (%{smart_count} ligne) |||| Commande envoyée en production (%{smart_count} lignes)',
  },
  order_pushed_again: { en: 'Order pushed to the queue again', fr: 'Commande renvoyée en production' },
  jdml_regenerated: { en: 'JDML regenerated for %{design}', fr: 'JDML régénéré pour %{design}' },
  order_changed: { en: 'Changed: %{fields}', fr: 'Modifié : %{fields}', fieldsOf: 'orders' },
  line_item_changed: { en: '%{design} changed: %{fields}', fr: '%{design} modifié : %{fields}', fieldsOf: 'line-items' },
  customer_changed: { en: 'Customer details changed: %{fields}', fr: 'Coordonnées du client modifiées : %{fields}', fieldsOf: 'customers' },
  email_sent: { en: 'Email sent to %{to}: %{subject}', fr: 'E-mail envoyé à %{to} : %{subject}' },
  giftwrap_added: { en: 'Gift wrap added', fr: 'Emballage cadeau ajouté' },
  line_item_scanned: { en: '%{design} scanned by %{employee}', fr: '%{design} scanné par %{employee}' },
  line_item_unscanned: { en: '%{design} unscanned by %{employee}', fr: 'Scan de %{design} annulé par %{employee}' },
  weighed: {
    en: 'Weighed %{pounds} lb %{ounces} oz by %{employee}; label %{tracking_number} bought',
    fr: 'Pesé %{pounds} lb %{ounces} oz par %{employee} ; étiquette %{tracking_number} achetée',
  },
  box_weighed: { en: 'Box weighed: %{pounds} lb %{ounces} oz', fr: 'Colis pesé : %{pounds} lb %{ounces} oz' },
  dropped: {
    en: 'Dropped in print run %{group} (%{material}): %{designs}',
    fr: "Placé dans l'impression %{group} (%{material}) : %{designs}",
  },
  drop_undone: {
    en: 'Print run %{group} undone (%{material}): %{designs} back in production',
    fr: 'Impression %{group} annulée (%{material}) : %{designs} remis en production',
  },
  printer_issue: {
    en: 'Printer issue with %{design}: %{reason}. Sent back for a reprint.',
    fr: 'Incident d’impression sur %{design} : %{reason}. Renvoyé pour réimpression.',
  },
  shipped: {
    en: 'Shipped with %{carrier} %{service} (%{tracking_number}) by %{employee}',
    fr: 'Expédié par %{carrier} %{service} (%{tracking_number}) par %{employee}',
  },
  shipped_with: { en: 'Shipped with %{carrier} %{service}', fr: 'Expédié par %{carrier} %{service}' },
  label_voided: { en: 'Label %{tracking_number} voided', fr: 'Étiquette %{tracking_number} annulée' },
  item_flagged: {
    en: '%{design} flagged by %{employee}: %{reason}. %{notes}',
    fr: '%{design} signalé par %{employee} : %{reason}. %{notes}',
    choices: { reason: 'line-item-issues' },
  },
  issue_back_to_production: {
    en: '%{design} back to production after an issue (%{reason})',
    fr: '%{design} remis en production après un problème (%{reason})',
    choices: { reason: 'line-item-issues' },
  },
  issue_resolved: {
    en: 'Issue with %{design} resolved (%{reason})',
    fr: 'Problème sur %{design} résolu (%{reason})',
    choices: { reason: 'line-item-issues' },
  },
  document_reprinted: {
    en: '%{kind} %{tracking_number} reprinted on %{printer}',
    fr: '%{kind} %{tracking_number} réimprimé(e) sur %{printer}',
    choices: { kind: 'print-jobs' },
  },
  label_bought_again: {
    en: 'Label %{tracking_number} bought again (%{pounds} lb %{ounces} oz), replacing %{replaced}',
    fr: 'Étiquette %{tracking_number} rachetée (%{pounds} lb %{ounces} oz), en remplacement de %{replaced}',
  },
  delivered: { en: 'Delivered', fr: 'Livrée' },
  delivered_complete: {
    en: 'Delivered by %{carrier} (%{tracking_number}): the order is complete',
    fr: 'Livrée par %{carrier} (%{tracking_number}) : la commande est complète',
  },
  parcel_delivered: {
    en: 'Parcel %{tracking_number} delivered by %{carrier}',
    fr: 'Colis %{tracking_number} livré par %{carrier}',
  },
  invoiced: { en: 'Invoiced on %{invoice_number}', fr: 'Facturée sur %{invoice_number}' },
  store_order_changed: { en: 'Changed in the store: %{fields}', fr: 'Modifié dans la boutique : %{fields}', fieldsOf: 'orders' },
  store_line_item_changed: {
    en: '%{design} changed in the store: %{fields}',
    fr: '%{design} modifié dans la boutique : %{fields}',
    fieldsOf: 'line-items',
  },
  store_line_item_added: { en: '%{design} added in the store', fr: '%{design} ajouté dans la boutique' },
  store_line_item_removed: { en: '%{design} removed in the store', fr: '%{design} retiré dans la boutique' },
  store_order_cancelled: {
    en: 'Cancelled in the store (%{smart_count} line item) |||| Cancelled in the store (%{smart_count} line items)',
    fr: 'Annulée dans la boutique (%{smart_count} ligne) |||| Annulée dans la boutique (%{smart_count} lignes)',
  },
} satisfies Record<string, MessageText>;

export type OrderEventCode = keyof typeof ORDER_EVENT_MESSAGES;
export type MessageValues = Record<string, string | number | string[]>;

/** What an event says: a code of the catalogue and its values. */
export interface EventMessage {
  code: OrderEventCode;
  values?: MessageValues;
}

export const eventMessageKey = (code: string) => `order_events.${code}`;

/** The catalogue's texts in one language, by translation key (seeded with the app's texts). */
export function eventMessageTexts(language: 'en' | 'fr'): Record<string, string> {
  return Object.fromEntries(Object.entries(ORDER_EVENT_MESSAGES).map(([code, text]) => [eventMessageKey(code), text[language]]));
}

/** A stored event's code and values, when it has them (rows written before codes have none). */
export function storedEventMessage(data: unknown): EventMessage | null {
  const d = data as { message_code?: unknown; message_values?: unknown } | null;
  if (!d || typeof d.message_code !== 'string' || !Object.hasOwn(ORDER_EVENT_MESSAGES, d.message_code)) return null;
  return { code: d.message_code as OrderEventCode, values: (d.message_values ?? {}) as MessageValues };
}

/**
 * The values ready for the text: a list of field names as their labels (`label(resource, field)`,
 * the chosen language's), a choice as its words (`choice(resource, field, value)`), other lists
 * joined; numbers and words as they are.
 */
export function valuesForText(
  message: EventMessage,
  label: (resource: string, field: string) => string = (resource, field) => fieldLabel(field, findResource(resource)?.fields[field]),
  choice: (resource: string, field: string, value: string) => string = (_resource, _field, value) => choiceLabel(value),
): Record<string, string | number> {
  const { fieldsOf, choices = {} } = ORDER_EVENT_MESSAGES[message.code] as MessageText;
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(message.values ?? {}))
    out[name] = Array.isArray(value)
      ? value.map((v) => (name === 'fields' && fieldsOf ? label(fieldsOf, v) : v)).join(', ')
      : choices[name] && typeof value === 'string'
        ? choice(choices[name], name, value)
        : value;
  return out;
}

/** The English sentence of a message (polyglot's `%{name}` and `||||` plural forms). */
export function englishEventMessage(message: EventMessage): string {
  const values = valuesForText(message);
  const forms = ORDER_EVENT_MESSAGES[message.code].en.split('||||').map((form) => form.trim());
  const form = forms.length > 1 && Number(values.smart_count) !== 1 ? forms[1] : forms[0];
  return form.replace(/%\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
}

/** The columns an event row stores for a message: the English sentence, and its code and values in `data`. */
export function eventMessageColumns(message: EventMessage, data: Record<string, unknown> = {}) {
  return {
    message: englishEventMessage(message),
    data: { ...data, message_code: message.code, message_values: message.values ?? {} },
  };
}

/**
 * The one person an event names: the employee whose badge was scanned at a station (they did it;
 * the station's signed-in account only opened the screen), else the account that did it, else
 * nobody (the system).
 */
export function eventPersonOf(event: { user_name: string | null; data?: unknown }): string | null {
  const employee = (event.data as { employee?: { name?: unknown } } | null | undefined)?.employee;
  return typeof employee?.name === 'string' && employee.name ? employee.name : event.user_name;
}
