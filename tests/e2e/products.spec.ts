/**
 * Products in Chromium: a product created with its pattern, its image job followed in the
 * notifications, then its sample made from sample selection; a bulk upload of 20 rows with their
 * patterns in a zip, whose 2 bad rows are shown first and block creation until the file is fixed,
 * then 20 products with a progress bar.
 */
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn, expectNoticeWhile } from './support';

/** A small seamless pattern: a dot on a coloured ground. */
const patternPng = (ground: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="${ground}"/><circle cx="48" cy="48" r="20" fill="#ffffff"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

test('create a product with a pattern, follow its job in the notifications, then make its sample', async ({ page }) => {
  const name = `Meadow ${Date.now()}`;
  await signIn(page, ACCOUNTS.USER, '/product/create');
  await page.getByLabel('Name').fill(name);
  await page
    .getByTestId('file-pattern_file')
    .setInputFiles({ name: 'meadow.png', mimeType: 'image/png', buffer: await patternPng('#6a994e') });
  await page.getByLabel('Half-step').check();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  const productId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('main').getByRole('heading', { name })).toBeVisible();

  // The PRODUCT_UPLOAD job shows in the notifications and finishes there.
  await page.getByTestId('account-menu-button').click();
  await page.getByRole('menuitem', { name: 'Notifications' }).click();
  const entry = page.getByTestId('notifications-list').locator('[data-status]', { hasText: `Product upload product #${productId}` });
  await expect(entry).toBeVisible();
  await expect(entry).toHaveAttribute('data-status', 'processed', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('processing-status')).toHaveText(/ready/i, { timeout: 15_000 });

  await page.getByRole('link', { name: 'Sample Selection' }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${productId}/sample-selection$`));
  await expectNoticeWhile(page, 'Sample Added To Sample Creation Queue', () => page.getByRole('button', { name: 'Create Sample' }).click());
  await expect(page.getByTestId('sample-image')).toBeVisible({ timeout: 30_000 });
});

test('a bulk upload of 20 rows and a zip of patterns shows its 2 bad rows first, creates nothing until fixed, then makes 20 products', async ({
  page,
}) => {
  const run = Date.now();
  const files = await Promise.all(
    Array.from({ length: 20 }, async (_, i) => ({
      name: `bulk-${i + 1}.png`,
      mimeType: 'image/png',
      buffer: await patternPng(`hsl(${i * 18}, 60%, 45%)`),
    })),
  );
  const csvOf = (broken: boolean) =>
    Buffer.from(
      [
        'name,pattern_file,repeat,collection,materials,sizes',
        ...files.map((f, i) => {
          const line = i + 1;
          const file = broken && line === 5 ? 'missing.png' : f.name;
          const repeat = broken && line === 12 ? 'diagonal' : line % 2 ? 'straight' : 'half_step';
          return `Bulk ${run} ${line},${file},${repeat},Botanicals,PS-MATTE,Sample;Single Roll`;
        }),
      ].join('\n'),
    );

  await signIn(page, ACCOUNTS.USER, '/product/bulk-upload');
  await page.getByTestId('bulk-csv').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: csvOf(true) });
  // The patterns come as a zip, in a folder, beside a note and macOS metadata that are left out.
  const zip = zipSync({
    ...Object.fromEntries(files.map((f) => [`patterns/${f.name}`, new Uint8Array(f.buffer)])),
    'patterns/notes.txt': new TextEncoder().encode('colours from the spring range'),
    '__MACOSX/patterns/._bulk-1.png': new Uint8Array([0, 5, 22, 7]),
  });
  await page.getByTestId('bulk-zip').setInputFiles({ name: 'patterns.zip', mimeType: 'application/zip', buffer: Buffer.from(zip) });
  await expect(page.getByText('20 pattern file(s)')).toBeVisible();
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByTestId('bulk-errors')).toContainText('2 row(s) have errors');
  // The two bad rows come first.
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(20);
  await expect(rows.nth(0)).toHaveAttribute('data-testid', 'bulk-row-error');
  await expect(rows.nth(1)).toHaveAttribute('data-testid', 'bulk-row-error');
  await expect(rows.nth(0)).toContainText('No file named missing.png was sent');
  await expect(rows.nth(1)).toContainText('Must be straight or half_step');
  await expect(page.getByRole('button', { name: /Create \d+ product/ })).toBeDisabled();

  // Nothing was created.
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const count = async () =>
    (
      await (
        await page.request.get(`/api/products?brand_id=1&page_count=50&page=0&queryString=${encodeURIComponent(`Bulk ${run}`)}`, {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).json()
    ).count;
  expect(await count()).toBe(0);

  await page.getByTestId('bulk-csv').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: csvOf(false) });
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('Every row is right: 20 to create, 0 already there.')).toBeVisible();
  await page.getByRole('button', { name: 'Create 20 product(s)' }).click();
  await expect(page.getByTestId('bulk-result')).toContainText('20 product(s) created');
  await expect(page.getByRole('progressbar', { name: 'Image jobs' })).toBeVisible();
  await expect(page.getByTestId('bulk-progress')).toHaveText('Images: 20 of 20 done', { timeout: 60_000 });
  await expect(page.getByText('Bulk upload finished.')).toBeVisible();
  expect(await count()).toBe(20);
});
