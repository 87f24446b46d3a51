/**
 * Money rules (issue 15): prices per roll, square foot and sample with tiers, exact half-up
 * rounding, and an invoice's total equal to the sum of its lines for any orders and pricing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToDecimal,
  divideHalfUp,
  effectivePrices,
  invoiceTotals,
  priceItem,
  taxOf,
  type PriceLine,
} from '../../resources/billing/money';
import { priceLineSchema } from '../../resources/billing/schemas';

const lines: PriceLine[] = [
  { material_id: 1, basis: 'roll', min_quantity: 1, internal_cents: 4000, brand_cents: 8000 },
  { material_id: 1, basis: 'roll', min_quantity: 10, internal_cents: 3600, brand_cents: 7200 },
  { material_id: 1, basis: 'sample', min_quantity: 1, internal_cents: 100, brand_cents: 450 },
  { material_id: 2, basis: 'square_foot', min_quantity: 1, internal_cents: 150, brand_cents: 399 },
];

describe('pricing a line item', () => {
  const brand = effectivePrices(lines, [], 'brand');

  it('prices a sample per sample, whatever the material’s other bases', () => {
    expect(priceItem({ material_id: 1, width_inches: 8, height_inches: 10, quantity: 3, roll_width_inches: 24 }, brand)).toEqual({
      basis: 'sample',
      units: '3',
      unit_price_cents: 450,
      amount_cents: 1350,
    });
  });

  it('prices by whole rolls covering the piece, at the tier its quantity reaches', () => {
    // 24 × 108 in is 2592 sq in; a 24 in × 27 ft roll is 7776 sq in: one roll each.
    expect(priceItem({ material_id: 1, width_inches: 24, height_inches: 108, quantity: 2, roll_width_inches: 24 }, brand)).toMatchObject({
      basis: 'roll',
      units: '1',
      amount_cents: 8000,
    });
    expect(priceItem({ material_id: 1, width_inches: 48, height_inches: 108, quantity: 12, roll_width_inches: 24 }, brand)).toMatchObject({
      basis: 'roll',
      units: '8',
      unit_price_cents: 7200,
      amount_cents: 57_600,
    });
  });

  it('prices by the exact square foot, the amount rounded half up once', () => {
    // 27 × 120 in = 22.5 sq ft at 3.99 = 89.775 → 89.78
    expect(priceItem({ material_id: 2, width_inches: 27, height_inches: 120, quantity: 1 }, brand)).toEqual({
      basis: 'square_foot',
      units: '22.50',
      unit_price_cents: 399,
      amount_cents: 8978,
    });
  });

  it('has no price for a material the list does not price', () => {
    expect(priceItem({ material_id: 9, width_inches: 27, height_inches: 120, quantity: 1 }, brand)).toBeUndefined();
  });

  it('keeps internal and brand prices apart, overrides replacing one side only', () => {
    const overrides = [{ material_id: 2, basis: 'square_foot' as const, min_quantity: 1, price_cents: 300 }];
    expect(effectivePrices(lines, overrides, 'brand').find((p) => p.material_id === 2)?.price_cents).toBe(300);
    expect(effectivePrices(lines, [], 'internal').find((p) => p.material_id === 2)?.price_cents).toBe(150);
  });
});

describe('rounding', () => {
  it('rounds half up, exactly', () => {
    expect(divideHalfUp(5n, 10n)).toBe(1n);
    expect(divideHalfUp(4n, 10n)).toBe(0n);
    expect(taxOf(1000, 825)).toBe(83); // 82.5 → 83
    expect(taxOf(999, 825)).toBe(82); // 82.4175 → 82
    expect(centsToDecimal(123456)).toBe('1234.56');
    expect(centsToDecimal(5)).toBe('0.05');
  });

  it('refuses negative and fractional prices', () => {
    const line = { material_id: 1, basis: 'roll', min_quantity: 1, internal_cents: 1, brand_cents: 1 };
    expect(() => priceLineSchema.validateSync({ ...line, brand_cents: -1 })).toThrow('Must be 0 or more');
    expect(() => priceLineSchema.validateSync({ ...line, internal_cents: 12.5 })).toThrow('whole number of cents');
  });
});

describe('an invoice’s total', () => {
  it('is the sum of its lines plus the tax on them, for any orders and pricing', () => {
    const price = fc.record({
      material_id: fc.integer({ min: 1, max: 3 }),
      basis: fc.constantFrom('roll' as const, 'square_foot' as const, 'sample' as const),
      min_quantity: fc.constantFrom(1, 5, 10),
      internal_cents: fc.integer({ min: 0, max: 50_000 }),
      brand_cents: fc.integer({ min: 0, max: 50_000 }),
    });
    const item = fc.record({
      material_id: fc.integer({ min: 1, max: 3 }),
      width_inches: fc.integer({ min: 100, max: 12_000 }).map((h) => h / 100),
      height_inches: fc.integer({ min: 100, max: 12_000 }).map((h) => h / 100),
      quantity: fc.integer({ min: 1, max: 40 }),
      roll_width_inches: fc.constantFrom(null, 24, 27, 36),
    });
    fc.assert(
      fc.property(
        fc.array(price, { maxLength: 20 }),
        fc.array(item, { maxLength: 30 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { maxLength: 10 }),
        fc.integer({ min: 0, max: 2_000 }),
        (prices, items, shipping, rate) => {
          const list = effectivePrices(prices, [], 'brand');
          const invoiceLines = [
            ...items.map((i) => ({ kind: 'line_item', amount_cents: priceItem(i, list)?.amount_cents ?? 0 })),
            ...shipping.map((s) => ({ kind: 'shipping', amount_cents: s })),
          ];
          const totals = invoiceTotals(invoiceLines, rate);
          const sum = invoiceLines.reduce((s, l) => s + l.amount_cents, 0);
          expect(Number.isInteger(totals.total_cents)).toBe(true);
          expect(totals.subtotal_cents + totals.shipping_cents).toBe(sum);
          expect(totals.total_cents).toBe(sum + totals.tax_cents);
          expect(totals.tax_cents).toBe(Math.round((sum * rate) / 10_000 + 1e-9));
          for (const l of invoiceLines) expect(Number.isSafeInteger(l.amount_cents) && l.amount_cents >= 0).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
