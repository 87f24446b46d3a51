/**
 * A status shows as a coloured chip wherever it appears (src/components/StatusChip.tsx, the
 * generated lists): every declared `status` choice has its colour, and colours name only values
 * the field can hold.
 */
import { describe, expect, it } from 'vitest';
import type { Field } from '../../resources/fields';
import { RESOURCES } from '../../resources/registry';
import { PAYMENT_METHOD_STATUSES, PAYMENT_METHOD_TONES } from '../../resources/billing/money';

const toned = RESOURCES.flatMap((declaration) =>
  (Object.entries(declaration.fields) as Array<[string, Field]>)
    .filter(([name, field]) => field.type === 'enum' && (name === 'status' || name.endsWith('_status') || field.tones))
    .map(([name, field]) => [`${declaration.name}.${name}`, field] as const),
);

describe('status colours', () => {
  it.each(toned)('%s has a colour for each of its values, and only for them', (_name, field) => {
    expect(Object.keys(field.tones ?? {}).sort()).toEqual([...(field.choices ?? [])].sort());
  });

  it('covers the statuses of orders, line items, invoices and purchase orders', () => {
    expect(toned.map(([name]) => name)).toEqual(
      expect.arrayContaining(['orders.status', 'line-items.status', 'invoices.status', 'purchase-orders.status']),
    );
  });

  it('gives payment methods, which have no declaration, a colour per status', () => {
    expect(Object.keys(PAYMENT_METHOD_TONES).sort()).toEqual([...PAYMENT_METHOD_STATUSES].sort());
  });
});
