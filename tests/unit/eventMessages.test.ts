/**
 * Order timeline messages and seeded checklist names in both languages (issue 11): a stored code
 * with its values renders through the translation keys, field names as their labels, plurals by
 * count; a name an admin wrote stays as written; a declaration's own French words serve the plain
 * labels screens translate.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { en, fr } from '../../resources/i18n';
import {
  ORDER_EVENT_MESSAGES,
  englishEventMessage,
  eventMessageColumns,
  eventMessageKey,
  eventPersonOf,
  storedEventMessage,
  valuesForText,
  type EventMessage,
} from '../../resources/orders/eventMessages';
import { DEMO_CHECKLIST_NAMES, checklistNameKey } from '../../resources/settings/checklist/demoItems';

/** What the app does with a stored event: the key's text in the language, labels from its texts. */
function render(texts: Record<string, string>, row: { message: string; data: unknown }) {
  const stored = storedEventMessage(row.data);
  if (!stored) return row.message;
  const i18n = polyglotI18nProvider(() => texts as unknown as TranslationMessages, 'en');
  const values = valuesForText(stored, (resource, field) => texts[`resources.${resource}.fields.${field}`] ?? field);
  return i18n.translate(eventMessageKey(stored.code), values);
}

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('order timeline messages', () => {
  it('store the English sentence with the code and values, and render in French from them', () => {
    const message: EventMessage = { code: 'order_changed', values: { fields: ['shipping_address', 'note'] } };
    const row = eventMessageColumns(message, { changes: {} });
    expect(row.message).toBe('Changed: Shipping Address, Note');
    expect(row.data).toMatchObject({
      changes: {},
      message_code: 'order_changed',
      message_values: { fields: ['shipping_address', 'note'] },
    });
    expect(render(en, row)).toBe('Changed: Shipping Address, Note');
    expect(render(fr, row)).toBe('Modifié : Adresse de livraison, Note');
  });

  it('choose the plural by count and keep data values as written', () => {
    const one = eventMessageColumns({ code: 'order_cancelled', values: { smart_count: 1 } });
    const three = eventMessageColumns({ code: 'order_pushed', values: { smart_count: 3 } });
    expect(one.message).toBe('Order cancelled (1 line item)');
    expect(three.message).toBe('Order pushed to the queue (3 line items)');
    expect(render(fr, one)).toBe('Commande annulée (1 ligne)');
    expect(render(fr, three)).toBe('Commande envoyée en production (3 lignes)');
    const shipped = eventMessageColumns({
      code: 'shipped',
      values: { carrier: 'UPS', service: 'Ground', tracking_number: '1Z999', employee: 'Sam Doe' },
    });
    expect(shipped.message).toBe('Shipped with UPS Ground (1Z999) by Sam Doe');
    expect(render(fr, shipped)).toBe('Expédié par UPS Ground (1Z999) par Sam Doe');
    expect(render(fr, eventMessageColumns({ code: 'dropped', values: { group: 4, material: 'Satin', designs: ['A', 'B'] } }))).toBe(
      "Placé dans l'impression 4 (Satin) : A, B",
    );
  });

  it('show a comment and a row written before codes as stored', () => {
    expect(render(fr, { message: 'Customer asked for a Friday delivery.', data: {} })).toBe('Customer asked for a Friday delivery.');
    expect(render(fr, { message: 'Old text', data: { message_code: 'not_a_code' } })).toBe('Old text');
  });

  it('have every code in English and French with the same values', () => {
    for (const [code, text] of Object.entries(ORDER_EVENT_MESSAGES)) {
      expect(en[eventMessageKey(code)], code).toBe(text.en);
      expect(fr[eventMessageKey(code)], code).toBe(text.fr);
      expect(placeholders(text.fr), code).toEqual(placeholders(text.en));
      expect(text.fr.includes('||||'), code).toBe(text.en.includes('||||'));
    }
    expect(englishEventMessage({ code: 'delivered' })).toBe('Delivered');
    // A choice shows as its words, not its code.
    expect(englishEventMessage({ code: 'order_received', values: { number: '#12', channel: 'SHOPIFY' } })).toBe(
      'Order #12 received from Shopify',
    );
  });
});

describe('checklist item names', () => {
  it('of seeded items are translation keys with French texts; names an admin wrote are not', () => {
    for (const [code, text] of Object.entries(DEMO_CHECKLIST_NAMES)) {
      expect(checklistNameKey(text.en)).toBe(`checklist.${code}`);
      expect(en[`checklist.${code}`]).toBe(text.en);
      expect(fr[`checklist.${code}`]).toBe(text.fr);
    }
    expect(checklistNameKey('Check the warehouse')).toBeUndefined();
    expect(checklistNameKey(null)).toBeUndefined();
  });
});

describe('a declaration’s words', () => {
  it('are keys generated from it: labels, usual values and the create page’s title, French from its own words', () => {
    // resources/catalog/products.ts says these in French.
    expect(fr['resources.product.fields.fixed_scale']).toBe('Échelle fixe');
    expect(fr['resources.product.page.create']).toBe('Nouveau produit');
    expect(fr['resources.inventory/trackable-items.page.create']).toBe('Nouvel article suivi');
    // Without words of its own for "New …", the language's pattern with the record's name.
    expect(en['resources.vendors.page.create'] ?? en['resources.inventory/vendors.page.create']).toBe('New Vendor');
    // A text field's usual values (the waste categories) by their codes.
    expect(en['resources.waste-tracking.choices.category.damaged_roll']).toBe('Damaged roll');
    expect(fr['resources.waste-tracking.choices.category.damaged_roll']).toBe('Rouleau abîmé');
  });
});

describe('the person an order event names (issue 25 #9)', () => {
  it('is the badge employee at a station, the account elsewhere, nobody for the system', () => {
    const scan = eventMessageColumns(
      { code: 'line_item_scanned', values: { design: 'Sunset', employee: 'Tess Technician' } },
      { employee: { id: 3, name: 'Tess Technician' } },
    );
    expect(eventPersonOf({ user_name: 'Theo Tech', ...scan })).toBe('Tess Technician');
    expect(eventPersonOf({ user_name: 'Olivia Ops', data: { message_code: 'order_cancelled' } })).toBe('Olivia Ops');
    expect(eventPersonOf({ user_name: null, data: {} })).toBeNull();
  });
});
