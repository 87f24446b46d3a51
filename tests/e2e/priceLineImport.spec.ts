/**
 * CSV import of a pricing template's price lines (issue 26): on the template's page, a SUPERADMIN
 * imports a small CSV — a row naming an unknown material is shown in words, corrected in the
 * dialog, checked again — and the new lines are on the template.
 */
import { expect, test } from '@playwright/test';
import { ACCOUNTS, expectNoticeWhile, signIn } from './support';

test.describe.configure({ timeout: 120_000 });

test('import price lines into a template from a CSV: fix the unknown material, import', async ({ page }) => {
  // Tiers of their own, so that a run again adds new ones.
  const quantity = 1000 + (Date.now() % 90_000);
  await signIn(page, ACCOUNTS.SUPERADMIN, '/pricing-templates/1');
  // The first screen loads the app's chunks: on a busy machine that may take a while.
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('House Standard', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('csv-file').setInputFiles({
    name: 'prices.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `Material,Priced per,From quantity,Our cost,Brand price\nPS-MATTE,sample,${quantity},0.90,2.50\nNowhere Paper,sq ft,${quantity},"1,00",3.00\n`,
    ),
  });
  // Preview, and the columns matched to the price line's fields by their labels.
  await expect(dialog.getByText('Nowhere Paper')).toBeVisible();
  await expect(dialog.getByLabel('Our cost')).toHaveText('Our cost');
  await expect(dialog.getByLabel('Priced per')).toHaveText('Priced per');

  await dialog.getByRole('button', { name: 'Check' }).click();
  const errors = dialog.getByTestId('csv-import-errors');
  await expect(errors).toContainText('Row 2');
  await expect(errors).toContainText('No material “Nowhere Paper” can be priced in this template');
  await expect(dialog.getByRole('button', { name: 'Import 2 rows' })).toBeDisabled();

  await errors.getByLabel('Material').fill('GC-TEX');
  await errors.getByLabel('Material').blur();
  await dialog.getByRole('button', { name: 'Check' }).click();
  await expect(dialog.getByTestId('csv-import-ready')).toContainText('All 2 rows are ready to import.');
  await expectNoticeWhile(page, '2 records imported', () => dialog.getByRole('button', { name: 'Import 2 rows' }).click());
  await expect(dialog).toHaveCount(0);
  // The template's grid shows both new tiers.
  await expect
    .poll(async () =>
      (await page.locator('input[name$=".min_quantity"]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).filter(
        (v) => v === String(quantity),
      ),
    )
    .toHaveLength(2);
});
