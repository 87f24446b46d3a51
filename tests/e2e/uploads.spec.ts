/**
 * A large brand header goes straight to storage (the aws-presigner's multipart upload through
 * the local signed endpoints): progress shows while the parts are sent, then the stored header.
 */
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { pngImage } from '../support/images';
import { signIn, expectNoticeWhile } from './support';

test('a brand ADMIN uploads a 9 MB header in parts, with progress', async ({ page }) => {
  await signIn(page, 'admin@demo.test', '/brands/1');
  await expect(page.getByRole('heading', { level: 2, name: 'Wallflower Studio' })).toBeVisible();
  // A real PNG, padded after its end to 9 MB: two parts of 8 MB and 1 MB.
  const png = pngImage(64, 16, [30, 90, 160]);
  const buffer = Buffer.concat([png, Buffer.alloc(9 * 1024 * 1024 - png.length, 7)]);
  await page.getByTestId('file-header').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer });

  // The parts wait until the progress bar is on screen, so the test sees it whatever the speed.
  const progress = page.getByRole('progressbar', { name: 'Uploading the header' });
  const parts: string[] = [];
  await page.route(/\/api\/storage\/headers\//, async (route) => {
    parts.push(new URL(route.request().url()).searchParams.get('partNumber') ?? 'single');
    await expect(progress).toBeVisible();
    await route.continue();
  });
  await expectNoticeWhile(page, 'Images uploaded', () => page.getByRole('button', { name: 'Upload' }).click(), 60_000);
  expect(parts.sort()).toEqual(['1', '2']);
  await expect(progress).toBeHidden();
  await expect(page.getByAltText('Header preview')).toHaveAttribute('src', /^\/api\/files\/headers\/1\/[a-f0-9]{32}\.png$/);
  // Served is the image policy's re-encoded copy: the 64 × 16 picture, not the 9 MB sent.
  const src = await page.getByAltText('Header preview').getAttribute('src');
  const served = await page.request.get(src!);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(Number(served.headers()['content-length'])).toBeLessThan(10_000);
  expect(await sharp(await served.body()).metadata()).toMatchObject({ format: 'png', width: 64, height: 16 });
});

test('a header of another type is refused before anything is sent', async ({ page }) => {
  await signIn(page, 'admin@demo.test', '/brands/1');
  await page.getByTestId('file-header').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expectNoticeWhile(page, 'This file type is not accepted here: send PNG, JPEG, WebP or GIF.', () =>
    page.getByRole('button', { name: 'Upload' }).click(),
  );
});
