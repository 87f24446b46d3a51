/**
 * Payment methods (issue 15; docs/requirements/billing.md §4, §8): a bank account is verified with its two deposits; a
 * wrong pair shows the server's message and keeps the dialog open (the message stays), the
 * right pair closes it and the list is read again. Over a stand-in for the billing calls.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { dataProvider } from '../../providers/dataProvider';
import { PaymentMethods } from '../../src/billing/billing/PaymentMethods';
import { englishI18n, storeSession } from '../support/inAdmin';

const BILLING = {
  brand_id: 1,
  plan: 'none',
  stripe_customer_id: 'cus_1',
  details: { company_name: null, email: null, address: null, tax_id: null, tax_rate_bps: 0, currency: 'USD' },
  balance_cents: 0,
  open_invoices: 0,
  provider: 'local' as const,
  publishable_key: null,
};
const pending = {
  id: 7,
  stripe_customer_id: 'cus_1',
  customer_source_id: 'ba_1',
  kind: 'bank_account',
  label: 'Bank 1100',
  last4: '6789',
  exp_month: null,
  exp_year: null,
  holder_name: 'Demo LLC',
  status: 'pending_verification',
  is_default: false,
  tries_left: 3,
};

const calls: Array<{ url: string; body?: any }> = [];
let verifyAnswers: Array<[number, unknown]>;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
  if (url.startsWith('/api/billing/payment-methods'))
    return json(200, [
      calls.some((c) => c.url.includes('verify') && verifyAnswers.length === 0) ? { ...pending, status: 'verified' } : pending,
    ]);
  if (url === '/api/billing/verify/payment-method') {
    const [status, body] = verifyAnswers.shift()!;
    return json(status, body);
  }
  return json(404, { error: { message: 'Not found.' } });
});

beforeEach(() => {
  storeSession({ id: 1, email: 'a@b.c', brand_id: 1, role: 'ADMIN' });
  vi.stubGlobal('fetch', fetchMock);
  calls.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('verifying a bank account', () => {
  it('shows the server’s refusal and keeps the dialog; the right deposits verify it', async () => {
    const user = userEvent.setup();
    verifyAnswers = [
      [400, { error: { code: 'verification_failed', message: 'The amounts do not match the deposits. 2 tries left.', errors: {} } }],
      [200, { ...pending, status: 'verified' }],
    ];
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={englishI18n}>
        <PaymentMethods billing={BILLING} />
      </AdminContext>,
    );
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/First deposit/), '31');
    await user.type(within(dialog).getByLabelText(/Second deposit/), '45');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByTestId('verify-error')).toHaveTextContent('The amounts do not match the deposits. 2 tries left.');
    expect(calls.find((c) => c.url === '/api/billing/verify/payment-method')?.body).toEqual({
      stripe_customer_id: 'cus_1',
      customer_source_id: 'ba_1',
      deposit_1: 31,
      deposit_2: 45,
    });
    await user.clear(within(dialog).getByLabelText(/First deposit/));
    await user.type(within(dialog).getByLabelText(/First deposit/), '32');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(calls.filter((c) => c.url.startsWith('/api/billing/payment-methods')).length).toBeGreaterThan(1));
    await waitFor(() => expect(document.querySelector('[data-status="verified"]')).not.toBeNull());
  });
});
