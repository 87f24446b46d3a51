/**
 * CSV import (issue 26): a customers CSV with one bad row — the row's error is shown, corrected
 * in the dialog, checked again, then every row is imported at once.
 */
import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn, expectNoticeWhile } from './support';

test.describe.configure({ timeout: 120_000 });

test('import customers from a CSV: see the bad row’s error, fix it, import', async ({ page }) => {
  const stamp = Date.now();
  await signIn(page, ACCOUNTS.ADMIN, '/customers');
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('csv-file').setInputFiles({
    name: 'customers.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `First Name,Last Name,E-mail,Favourite colour\nAnn,Csv${stamp},ann.${stamp}@example.test,red\nBob,Csv${stamp},not-an-email,blue\n`,
    ),
  });
  // Preview, and the columns matched to fields by their labels (the unknown one is left out).
  await expect(dialog.getByText(`ann.${stamp}@example.test`)).toBeVisible();
  await expect(dialog.getByLabel('E-mail')).toHaveText('Email');
  await expect(dialog.getByLabel('Favourite colour')).toHaveText('Not imported');

  await dialog.getByRole('button', { name: 'Check' }).click();
  const errors = dialog.getByTestId('csv-import-errors');
  await expect(errors).toContainText('Row 2');
  await expect(errors).toContainText('Must be a valid email');
  await expect(dialog.getByRole('button', { name: /^Import \d+ rows$/ })).toBeDisabled();

  await errors.getByLabel('Email').fill(`bob.${stamp}@example.test`);
  await errors.getByLabel('Email').blur();
  await dialog.getByRole('button', { name: 'Check' }).click();
  await expect(dialog.getByTestId('csv-import-ready')).toBeVisible();
  await expectNoticeWhile(page, '2 records imported', () => dialog.getByRole('button', { name: 'Import 2 rows' }).click());
  await expect(dialog).toHaveCount(0);
  await page.getByPlaceholder(/Search/).fill(`Csv${stamp}`);
  await expect(page.getByText(`bob.${stamp}@example.test`)).toBeVisible();
  await expect(page.getByText(`ann.${stamp}@example.test`)).toBeVisible();
});
