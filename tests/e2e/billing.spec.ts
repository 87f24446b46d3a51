/**
 * Money (issue 15) as people use it: a brand ADMIN adds a bank account, verifies it with the two
 * deposits (a wrong pair's message stays), makes it the default, opens the latest invoice,
 * downloads its PDF and pays it; another brand's ADMIN cannot see that brand's invoices or
 * billing; staff change a brand's price in Admin Tools › Pricing.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiAs, signIn, expectNoticeWhile } from './support';

test.describe.configure({ timeout: 120_000 });

test('admin@ adds a bank account, verifies it, makes it default, then downloads and pays the latest invoice', async ({ page }) => {
  await signIn(page, ACCOUNTS.ADMIN, '/billing');
  await expect(page.getByTestId('balance')).toBeVisible();
  await page.getByRole('button', { name: 'Add a bank account' }).click();
  const add = page.getByRole('dialog');
  await add.getByLabel('Account holder').fill('Wallflower Studio LLC');
  await add.getByLabel(/^Routing number/).fill('110000000');
  await add.getByLabel(/^Account number/).fill('000123456789');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add).toBeHidden();
  const bank = page.getByTestId('payment-method').filter({ hasText: '•••• 6789' }).filter({ hasText: 'Pending' }).last();
  await expect(bank).toBeVisible();

  // The deposits reached the account: staff read them off the local ledger.
  const superadmin = await apiAs(page.request, ACCOUNTS.SUPERADMIN);
  const customer = (await (await superadmin.get('/api/billing?brand_id=1')).json()).stripe_customer_id;
  const methods = await (await superadmin.get(`/api/billing/payment-methods?customer_id=${customer}`)).json();
  const pending = methods.filter((m: any) => m.status === 'pending_verification' && m.last4 === '6789').at(-1);
  const [first, second] = pending.test_deposits as [number, number];

  await bank.getByRole('button', { name: 'Verify' }).click();
  const verify = page.getByRole('dialog');
  await verify.getByLabel(/^First deposit/).fill(String(first === 99 ? 98 : first + 1));
  await verify.getByLabel(/^Second deposit/).fill(String(second));
  await verify.getByRole('button', { name: 'Verify' }).click();
  await expect(verify.getByTestId('verify-error')).toHaveText('The amounts do not match the deposits. 2 tries left.');
  await verify.getByLabel(/^First deposit/).fill(String(first));
  await verify.getByRole('button', { name: 'Verify' }).click();
  await expect(verify).toBeHidden();
  const verified = page.getByTestId('payment-method').filter({ hasText: '•••• 6789' }).filter({ hasText: 'Verified' }).last();
  await verified.getByRole('button', { name: 'Make default' }).click();
  await expect(verified).toContainText('Default');

  // The latest open invoice: its PDF, then pay it with the new default.
  await page.getByRole('link', { name: /open invoice/ }).click();
  await expect(page).toHaveURL(/\/invoices$/);
  await page.getByRole('row').filter({ hasText: 'Open' }).first().click();
  await expect(page.getByTestId('invoice-line').first()).toBeVisible();
  const number = (await page.getByRole('heading', { level: 1 }).innerText()).replace('Invoice ', '').trim();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  expect(
    fs
      .readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  await page.getByRole('button', { name: /^Pay / }).click();
  await expectNoticeWhile(page, 'Invoice paid', () => page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click());
  await expect(page.locator('[data-status="paid"]').first()).toBeVisible();
  await expect(page.getByText(/Bank 1100 •••• 6789|•••• 6789/).first()).toBeVisible();
});

test('admin2@ sees only their own brand’s invoices and billing', async ({ page }) => {
  const admin = await apiAs(page.request, ACCOUNTS.ADMIN);
  const brand1 = (await (await admin.post('/api/invoices', {})).json()).results[0];
  await signIn(page, 'admin2@demo.test', '/invoices');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: brand1.invoice_number })).toHaveCount(0);
  await page.goto(`/invoices/${brand1.id}`);
  await expect(page.getByTestId('load-error')).toContainText('You can only act on your own brand.');
  await page.goto('/billing');
  await expect(page.getByTestId('balance')).toBeVisible();
  await expect(page.getByText('Wallflower Studio LLC')).toHaveCount(0);
});

test('staff change a brand’s price in Admin Tools › Pricing; the brand sees it', async ({ page }) => {
  await signIn(page, ACCOUNTS.SUPERADMIN, '/admin-tools');
  await page.getByRole('tab', { name: 'Pricing' }).click();
  await page.getByLabel('Brand', { exact: true }).click();
  await page.getByRole('option', { name: 'Wallflower Studio' }).click();
  const price = page.getByLabel('Brand price, Traditional Smooth, sq ft, from 1', { exact: true });
  await price.fill('4.25');
  await expectNoticeWhile(page, 'Pricing saved: in force from now', () => page.getByRole('button', { name: 'Save' }).click());
  const admin = await apiAs(page.request, ACCOUNTS.ADMIN);
  const prices = (await (await admin.get('/api/pricing/brand-pricing?brand_id=1')).json()).prices;
  expect(
    prices.find((p: any) => p.material_name === 'Traditional Smooth' && p.basis === 'square_foot' && p.min_quantity === 1).brand_cents,
  ).toBe(425);
});
