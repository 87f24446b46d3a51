/**
 * Prices and totals, pure and exact: money is integer minor units (cents), quantities are exact
 * decimals (sizes in hundredths of an inch), and every rounding is half up at one stated place —
 * each line's amount, and the tax of an invoice. Shared by the server (invoices) and the app
 * (the pricing grid's previews).
 */
import type { Tone } from '../fields';

export const PRICING_BASES = ['roll', 'square_foot', 'sample'] as const;
export type PricingBasis = (typeof PRICING_BASES)[number];

export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const BILLING_PLANS = ['none', 'token_basic_plan', 'token_advanced_plan', 'token_premium_plan'] as const;
export type BillingPlan = (typeof BILLING_PLANS)[number];

export const PAYMENT_METHOD_KINDS = ['card', 'bank_account'] as const;
export const PAYMENT_METHOD_STATUSES = ['verified', 'pending_verification', 'locked'] as const;
/** Their chips' colours (src/components/StatusChip.tsx): usable, waiting for the micro-deposits, refused. */
export const PAYMENT_METHOD_TONES: Record<(typeof PAYMENT_METHOD_STATUSES)[number], Tone> = {
  verified: 'success',
  pending_verification: 'warning',
  locked: 'error',
};

/** A sample is a small cut of the design: both sides at most 12 in. */
export const SAMPLE_MAX_INCHES = 12;
/** A roll is the material's width by 27 ft (324 in), the trade's standard double roll. */
export const ROLL_LENGTH_INCHES = 324;

/** One price of a template or an override: a material, a basis, the tier's first quantity. */
export interface PriceLine {
  material_id: number;
  basis: PricingBasis;
  /** The tier applies from this quantity up (1 is the base price). */
  min_quantity: number;
  internal_cents: number;
  brand_cents: number;
}

export interface PriceOverride {
  material_id: number;
  basis: PricingBasis;
  min_quantity: number;
  price_cents: number;
}

export type PriceSide = 'internal' | 'brand';

/** A template's prices with a brand's overrides on one side: the price list in force. */
export function effectivePrices(lines: PriceLine[], overrides: PriceOverride[], side: PriceSide) {
  const key = (l: { material_id: number; basis: string; min_quantity: number }) => `${l.material_id}:${l.basis}:${l.min_quantity}`;
  const prices = new Map<string, PriceOverride>();
  for (const l of lines) prices.set(key(l), { ...l, price_cents: side === 'internal' ? l.internal_cents : l.brand_cents });
  for (const o of overrides) prices.set(key(o), o);
  return [...prices.values()];
}

/** Hundredths of an inch, exactly (sizes are stored with two decimals). */
const hundredths = (inches: number) => BigInt(Math.round(inches * 100));

/** a / b rounded half up, for non-negative integers. */
export function divideHalfUp(a: bigint, b: bigint): bigint {
  return (a * 2n + b) / (b * 2n);
}

export interface PricedItem {
  material_id: number;
  width_inches: number;
  height_inches: number;
  quantity: number;
  /** The material's roll width; rolls are priced only when it is known. */
  roll_width_inches?: number | null;
}

export interface LinePrice {
  basis: PricingBasis;
  /** Units billed, as an exact decimal string (rolls and samples whole, square feet to 2 places). */
  units: string;
  unit_price_cents: number;
  amount_cents: number;
}

/** Which price applies: the highest tier whose first quantity the line reaches. */
function tierPrice(prices: PriceOverride[], materialId: number, basis: PricingBasis, quantity: number) {
  return prices
    .filter((p) => p.material_id === materialId && p.basis === basis && p.min_quantity <= quantity)
    .sort((a, b) => b.min_quantity - a.min_quantity)[0];
}

/**
 * Prices one line item: a sample per sample; otherwise per roll when a roll price exists for the
 * material (rolls needed to cover the piece, whole), else per square foot (exact area, the amount
 * rounded half up to the cent). Undefined when the price list has no price for it.
 */
export function priceItem(item: PricedItem, prices: PriceOverride[]): LinePrice | undefined {
  const isSample = item.width_inches <= SAMPLE_MAX_INCHES && item.height_inches <= SAMPLE_MAX_INCHES;
  if (isSample) {
    const price = tierPrice(prices, item.material_id, 'sample', item.quantity);
    if (price)
      return {
        basis: 'sample',
        units: String(item.quantity),
        unit_price_cents: price.price_cents,
        amount_cents: price.price_cents * item.quantity,
      };
  }
  const area = hundredths(item.width_inches) * hundredths(item.height_inches) * BigInt(item.quantity);
  const roll = tierPrice(prices, item.material_id, 'roll', item.quantity);
  if (roll && item.roll_width_inches) {
    const rollArea = hundredths(item.roll_width_inches) * hundredths(ROLL_LENGTH_INCHES);
    const rolls = (area + rollArea - 1n) / rollArea;
    return {
      basis: 'roll',
      units: String(rolls),
      unit_price_cents: roll.price_cents,
      amount_cents: Number(rolls * BigInt(roll.price_cents)),
    };
  }
  const perFoot = tierPrice(prices, item.material_id, 'square_foot', item.quantity);
  if (!perFoot) return undefined;
  // area is in 1/10,000 sq in; a square foot is 144 sq in.
  const squareFeetTimes100 = divideHalfUp(area * 100n, 144n * 10_000n);
  const amount = divideHalfUp(area * BigInt(perFoot.price_cents), 144n * 10_000n);
  return {
    basis: 'square_foot',
    units: (Number(squareFeetTimes100) / 100).toFixed(2),
    unit_price_cents: perFoot.price_cents,
    amount_cents: Number(amount),
  };
}

/** Tax on an amount at a rate in basis points, rounded half up to the cent. */
export function taxOf(amountCents: number, rateBps: number): number {
  return Number(divideHalfUp(BigInt(amountCents) * BigInt(rateBps), 10_000n));
}

export interface InvoiceTotals {
  subtotal_cents: number;
  shipping_cents: number;
  tax_cents: number;
  total_cents: number;
}

/** An invoice's totals from its lines: tax on goods and shipping together, rounded once. */
export function invoiceTotals(lines: Array<{ kind: string; amount_cents: number }>, taxRateBps: number): InvoiceTotals {
  const sum = (kind: string) => lines.filter((l) => l.kind === kind).reduce((s, l) => s + l.amount_cents, 0);
  const subtotal = sum('line_item');
  const shipping = sum('shipping');
  const tax = taxOf(subtotal + shipping, taxRateBps);
  return { subtotal_cents: subtotal, shipping_cents: shipping, tax_cents: tax, total_cents: subtotal + shipping + tax };
}

/** Cents as a decimal amount for people ("1234" → "12.34"), without floats. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
