import { expect, test } from '@playwright/test';
import { imageFile } from './adminSupport';
import { chooseBrand, signIn, expectNoticeWhile } from './support';

test('a brand ADMIN uploads their logo and sees it in the brand selector', async ({ page }) => {
  await signIn(page, 'admin@demo.test', '/brands/1');
  await expect(page.getByRole('heading', { level: 2, name: 'Wallflower Studio' })).toBeVisible();
  await page.getByTestId('file-brand_logo').setInputFiles(imageFile('logo.png', 32, 32, [180, 40, 90]));
  // The preview shows the chosen file before it is sent.
  await expect(page.getByAltText('Logo preview')).toHaveAttribute('src', /^blob:/);
  await expectNoticeWhile(page, 'Images uploaded', () => page.getByRole('button', { name: 'Upload' }).click());
  await expect(page.getByAltText('Logo preview')).toHaveAttribute('src', /^\/api\/files\/brands\/1\/.+\.png$/);
  const stored = await page.getByAltText('Logo preview').getAttribute('src');
  const selectorLogo = page.getByTestId('brand-selector').getByRole('img');
  await expect(selectorLogo).toHaveAttribute('src', stored!);
  await page.screenshot({ path: 'test-results/admin-brand-logo.png' });
});

test('staff see the uploaded logo of the brand they select', async ({ page }) => {
  await signIn(page, 'superadmin@demo.test', '/brands/2');
  await page.getByTestId('file-brand_logo').setInputFiles(imageFile('north.png', 20, 20, [20, 60, 160]));
  await expectNoticeWhile(page, 'Images uploaded', () => page.getByRole('button', { name: 'Upload' }).click());
  const stored = await page.getByAltText('Logo preview').getAttribute('src');
  await chooseBrand(page, 'Northwind Papers');
  await expect(page.getByTestId('brand-selector').getByRole('img')).toHaveAttribute('src', stored!);
});

test('a wrong file type is refused with a clear message', async ({ page }) => {
  await signIn(page, 'admin@demo.test', '/brands/1');
  await page
    .getByTestId('file-header')
    .setInputFiles({ name: 'header.png', mimeType: 'image/png', buffer: Buffer.from('not really an image') });
  await page.getByRole('button', { name: 'Upload' }).click();
  // The header goes straight to storage: its bytes are checked when the upload completes.
  await expect(page.getByText('This file type is not accepted here: send PNG, JPEG, WebP or GIF.')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Must be one of: image/png, image/jpeg, image/webp, image/gif' })).toBeVisible();
});

test('brand page: an oversize logo and a bad shop domain show their messages under the inputs', async ({ page }) => {
  await signIn(page, 'admin@demo.test', '/brands/1');
  await page
    .getByTestId('file-brand_logo')
    .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Must be at most 5 MB' })).toBeVisible();

  const domain = page.getByLabel('Shop domain');
  await domain.fill('bad domain');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('Must be a domain like my-shop.myshopify.com', { exact: true })).toBeVisible();
  await expect(domain).toHaveValue('bad domain');
  await expect(domain).toHaveAttribute('aria-invalid', 'true');
});
