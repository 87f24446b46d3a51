/**
 * The purchase-order page's hand-made forms show the server's field messages under the inputs,
 * keeping what was typed (the generic forms do this through react-admin).
 */
import { expect, test } from '@playwright/test';
import { ACCOUNTS, pickOption, signIn } from './support';

test('bad purchase-order details and lines: the messages show under the inputs', async ({ page }) => {
  await signIn(page, ACCOUNTS.TECHNICIAN, '/inventory/purchase-orders');
  await page.getByRole('row', { name: /Draft/ }).first().click();
  await expect(page.getByTestId('po-status')).toHaveText('Draft');

  const tracking = page.getByLabel('Tracking link');
  await tracking.fill('not a url');
  await page.getByRole('button', { name: 'Save details' }).click();
  // The field named by its label (issue 26).
  await expect(page.getByText(/^Tracking link must be a valid URL$/i)).toBeVisible();
  await expect(tracking).toHaveValue('not a url');
  await expect(tracking).toHaveAttribute('aria-invalid', 'true');

  await pickOption(page, page.getByRole('combobox', { name: 'Trackable item' }), 'BOX');
  await page.getByLabel('Stock units').fill('-3');
  await page.getByRole('button', { name: 'Add line' }).click();
  await expect(page.getByLabel('Stock units')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/^Stock Units Ordered must be greater than or equal to 1$/)).toBeVisible();
  await expect(page.getByLabel('Stock units')).toHaveValue('-3');
});
