/**
 * Payments (docs/requirements/platform.md §6: local ledger with test micro-deposits, Stripe when configured).
 * A brand is one customer at the provider; its cards and bank accounts are that customer's
 * sources (docs/requirements/billing.md §3 stripe_customer_id, customer_source_id). Bank accounts are verified with two
 * micro-deposits (docs/requirements/billing.md §4). The local ledger really keeps the money moving rules — test card numbers
 * that decline, expire or lack funds, random deposits that staff can read — so everything can be
 * tried without an account anywhere; with `STRIPE_SECRET_KEY` the same calls go to Stripe.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { HttpError } from '../http/errors';
import type { CodedText } from '../../resources/i18n/catalogue';
import { BILLING_REFUSALS } from '../../resources/i18n/areas/billing';

export interface SourceInfo {
  id: string;
  kind: 'card' | 'bank_account';
  label: string;
  last4: string;
  exp_month?: number | null;
  exp_year?: number | null;
  status: 'verified' | 'pending_verification';
  /** Local ledger only: the two micro-deposits sent to a new bank account, in cents. */
  deposits?: [number, number];
}

export interface CardInput {
  token?: string;
  number?: string;
  exp_month?: number;
  exp_year?: number;
  cvc?: string;
  holder_name?: string;
}

export interface BankInput {
  routing_number: string;
  account_number: string;
  holder_name?: string;
}

export type ChargeResult = { ok: true; charge_id: string } | { ok: false; message: string };

/** One charge of an invoice to a customer's payment source (the key makes a retry charge once). */
export interface ChargeRequest {
  customerId: string;
  sourceId: string;
  amount_cents: number;
  currency: string;
  description: string;
  idempotencyKey: string;
}

export interface PaymentsAdapter {
  readonly kind: 'local' | 'stripe';
  /** The key the app's card form needs (Stripe's publishable key); none for the local ledger. */
  readonly publishableKey: string | null;
  createCustomer(brand: { id: number; name: string; email?: string | null }): Promise<string>;
  addCard(customerId: string, card: CardInput): Promise<SourceInfo>;
  addBankAccount(customerId: string, bank: BankInput): Promise<SourceInfo>;
  /** Whether the amounts are the deposits; `expected` is the ledger's record (local only). */
  verifyBankAccount(customerId: string, sourceId: string, amounts: [number, number], expected?: [number, number]): Promise<boolean>;
  deleteSource(customerId: string, sourceId: string): Promise<void>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** A refusal of the card or bank by the provider: its message is shown to the person as is (docs/requirements/billing.md §8). */
const refused = (message: string | CodedText) => new HttpError(400, 'payment_method_refused', message);

function luhn(number: string) {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

const cardBrand = (n: string) =>
  n.startsWith('4')
    ? 'Visa'
    : /^5[1-5]/.test(n)
      ? 'Mastercard'
      : /^3[47]/.test(n)
        ? 'American Express'
        : /^6(011|5)/.test(n)
          ? 'Discover'
          : 'Card';

/** Test numbers of the local ledger (the same as Stripe's test mode, so people know them). */
export const LOCAL_TEST_CARDS = {
  succeeds: '4242424242424242',
  declinedOnAdd: '4000000000000002',
  declinedOnCharge: '4000000000000341',
  insufficientFunds: '4000000000009995',
} as const;
/** A bank account number ending so is accepted but its charges fail (no funds). */
const BANK_WITHOUT_FUNDS = '0002';

const id = (prefix: string) => `${prefix}_local_${randomBytes(9).toString('hex')}`;

export class LocalLedger implements PaymentsAdapter {
  readonly kind = 'local' as const;
  readonly publishableKey = null;
  async createCustomer() {
    return id('cus');
  }

  async addCard(_customerId: string, card: CardInput): Promise<SourceInfo> {
    const number = card.number ?? '';
    if (!luhn(number)) throw refused(BILLING_REFUSALS.message('card_number_incorrect'));
    if (number === LOCAL_TEST_CARDS.declinedOnAdd) throw refused(BILLING_REFUSALS.message('card_declined'));
    const now = new Date();
    const expYear = card.exp_year ?? 0;
    const expMonth = card.exp_month ?? 0;
    if (!expYear || !expMonth || expYear < now.getUTCFullYear() || (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1))
      throw refused(BILLING_REFUSALS.message('card_expired'));
    // What a source does when charged is written in its id, so the ledger keeps no state.
    const sourceId = id(
      number === LOCAL_TEST_CARDS.declinedOnCharge
        ? 'card_declines'
        : number === LOCAL_TEST_CARDS.insufficientFunds
          ? 'card_nofunds'
          : 'card',
    );
    return {
      id: sourceId,
      kind: 'card',
      label: cardBrand(number),
      last4: number.slice(-4),
      exp_month: expMonth,
      exp_year: expYear,
      status: 'verified',
    };
  }

  async addBankAccount(_customerId: string, bank: BankInput): Promise<SourceInfo> {
    const sourceId = id(bank.account_number.endsWith(BANK_WITHOUT_FUNDS) ? 'ba_nofunds' : 'ba');
    return {
      id: sourceId,
      kind: 'bank_account',
      label: `Bank ${bank.routing_number.slice(0, 4)}`,
      last4: bank.account_number.slice(-4),
      status: 'pending_verification',
      deposits: [randomInt(1, 100), randomInt(1, 100)],
    };
  }

  async verifyBankAccount(_c: string, _s: string, amounts: [number, number], expected?: [number, number]) {
    if (!expected) return false;
    // Either order: people read two amounts off a statement.
    return (amounts[0] === expected[0] && amounts[1] === expected[1]) || (amounts[0] === expected[1] && amounts[1] === expected[0]);
  }

  async deleteSource() {}

  async charge(request: { sourceId: string; amount_cents: number }): Promise<ChargeResult> {
    // A provider's words, stored with the payment as it says them (as Stripe's are): English.
    if (request.sourceId.startsWith('card_declines_')) return { ok: false, message: BILLING_REFUSALS.message('card_declined').text };
    if (request.sourceId.startsWith('card_nofunds_')) return { ok: false, message: BILLING_REFUSALS.message('card_no_funds').text };
    if (request.sourceId.startsWith('ba_nofunds_')) return { ok: false, message: BILLING_REFUSALS.message('bank_account_no_funds').text };
    return { ok: true, charge_id: id('ch') };
  }
}

/** The fields this adapter reads of Stripe's objects (customers, sources, tokens, charges, errors). */
interface StripeObject {
  id: string;
  object?: string;
  status?: string;
  bank_name?: string;
  brand?: string;
  last4: string;
  exp_month?: number;
  exp_year?: number;
  failure_message?: string | null;
  error?: { message?: string; type?: string };
}

/** Stripe's API (form-encoded v1), with the sources of a customer. */
export class StripePayments implements PaymentsAdapter {
  readonly kind = 'stripe' as const;
  constructor(
    private secretKey: string,
    readonly publishableKey: string | null,
    private fetchImpl: typeof fetch = fetch,
    private baseUrl = 'https://api.stripe.com/v1',
  ) {}

  private async call(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    params: Array<[string, string]> = [],
    idempotencyKey?: string,
  ): Promise<StripeObject> {
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.baseUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${this.secretKey}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
        },
        body: method === 'GET' ? undefined : new URLSearchParams(params).toString(),
        signal: AbortSignal.timeout(20_000),
      });
    } catch {
      throw new HttpError(502, 'payments_unreachable', 'The payment provider could not be reached. Please try again.');
    }
    const json = (await response.json().catch(() => ({}))) as StripeObject;
    if (!response.ok) {
      const message = json?.error?.message ?? `The payment provider answered ${response.status}.`;
      // Card and bank refusals are the person's to fix: a 400 with Stripe's words.
      if (response.status === 402 || json?.error?.type === 'card_error' || json?.error?.type === 'invalid_request_error')
        throw refused(message);
      throw new HttpError(502, 'payments_error', message);
    }
    return json;
  }

  async createCustomer(brand: { id: number; name: string; email?: string | null }) {
    const customer = await this.call('POST', '/customers', [
      ['name', brand.name],
      ...(brand.email ? ([['email', brand.email]] as Array<[string, string]>) : []),
      ['metadata[brand_id]', String(brand.id)],
    ]);
    return customer.id as string;
  }

  private source(json: StripeObject): SourceInfo {
    if (json.object === 'bank_account')
      return {
        id: json.id,
        kind: 'bank_account',
        label: json.bank_name ?? 'Bank account',
        last4: json.last4,
        status: json.status === 'verified' ? 'verified' : 'pending_verification',
      };
    return {
      id: json.id,
      kind: 'card',
      label: json.brand ?? 'Card',
      last4: json.last4,
      exp_month: json.exp_month,
      exp_year: json.exp_year,
      status: 'verified',
    };
  }

  async addCard(customerId: string, card: CardInput) {
    // Card numbers never reach our server with Stripe: the app's Stripe Elements form sends a token.
    if (!card.token) throw refused(BILLING_REFUSALS.message('card_in_secure_form'));
    return this.source(await this.call('POST', `/customers/${customerId}/sources`, [['source', card.token]]));
  }

  async addBankAccount(customerId: string, bank: BankInput) {
    const token = await this.call('POST', '/tokens', [
      ['bank_account[country]', 'US'],
      ['bank_account[currency]', 'usd'],
      ['bank_account[account_holder_type]', 'company'],
      ['bank_account[account_holder_name]', bank.holder_name ?? ''],
      ['bank_account[routing_number]', bank.routing_number],
      ['bank_account[account_number]', bank.account_number],
    ]);
    return this.source(await this.call('POST', `/customers/${customerId}/sources`, [['source', token.id]]));
  }

  async verifyBankAccount(customerId: string, sourceId: string, amounts: [number, number]) {
    try {
      const json = await this.call('POST', `/customers/${customerId}/sources/${sourceId}/verify`, [
        ['amounts[]', String(amounts[0])],
        ['amounts[]', String(amounts[1])],
      ]);
      return json.status === 'verified';
    } catch (err) {
      if (err instanceof HttpError && err.status === 400) return false;
      throw err;
    }
  }

  async deleteSource(customerId: string, sourceId: string) {
    await this.call('DELETE', `/customers/${customerId}/sources/${sourceId}`);
  }

  async charge(request: ChargeRequest) {
    try {
      const charge = await this.call(
        'POST',
        '/charges',
        [
          ['amount', String(request.amount_cents)],
          ['currency', request.currency.toLowerCase()],
          ['customer', request.customerId],
          ['source', request.sourceId],
          ['description', request.description],
        ],
        request.idempotencyKey,
      );
      return charge.status === 'failed'
        ? ({ ok: false, message: charge.failure_message ?? 'The charge failed.' } as const)
        : ({ ok: true, charge_id: charge.id as string } as const);
    } catch (err) {
      if (err instanceof HttpError && err.status === 400) return { ok: false, message: err.message } as const;
      throw err;
    }
  }
}

export function createPaymentsAdapter(env = process.env): PaymentsAdapter {
  return env.STRIPE_SECRET_KEY ? new StripePayments(env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY ?? null) : new LocalLedger();
}
