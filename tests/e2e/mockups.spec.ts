/**
 * Mockups end to end in Chromium: the demo rooms are analysed at start; a SUPERUSER opens a
 * product's mockup selection, picks a room, moves the sliders to scale 80 and shadow 60 (the live
 * preview follows), generates — a MOCKUP_UPLOAD job that shows in the notifications and finishes
 * there — and the mockup shows on the product with those integers. Also: the
 * library uploads a photo and finds its wall, and the mockup page overlays the wall.
 */
import { expect, test, type Page } from '@playwright/test';
import { renderPattern, renderRoom, DEMO_ROOMS } from '../../server/catalog/demoRooms';
import { ACCOUNTS, apiAs, chooseBrand, signIn } from './support';

/** Moves a MUI slider to a value with the keyboard (from the nearer end, one step a press): exact integers. */
async function setSlider(page: Page, label: string, value: number) {
  const slider = page.getByRole('slider', { name: label });
  await slider.focus();
  const fromTop = value > 50;
  await page.keyboard.press(fromTop ? 'End' : 'Home');
  for (let i = 0; i < (fromTop ? 100 - value : value); i++) await page.keyboard.press(fromTop ? 'ArrowLeft' : 'ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', String(value));
}

test('a SUPERUSER generates a product’s mockup at scale 80 and shadow 60, and it shows on the product', async ({ page, request }) => {
  test.setTimeout(180_000);
  const superuser = await apiAs(request, ACCOUNTS.SUPERUSER);
  // The demo rooms are made and analysed as the server starts.
  await expect
    .poll(async () => ((await (await superuser.get('/api/mockups?filter_by={"status":"analyzed"}')).json()) as unknown[]).length, {
      timeout: 45_000,
    })
    .toBeGreaterThanOrEqual(3);
  const { authToken } = (await (
    await request.post('/api/auth/login', { data: { email: ACCOUNTS.SUPERUSER, password: 'Demo-Pass-1!' } })
  ).json()) as {
    authToken: string;
  };
  const created = await request.post('/api/products/create', {
    headers: { Authorization: `Bearer ${authToken}` },
    multipart: {
      name: `Fern Garden ${Date.now()}`,
      brand_id: '1',
      repeat: 'half_step',
      pattern_file: { name: 'fern.png', mimeType: 'image/png', buffer: await renderPattern(512) },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as { id: number; name: string };

  await signIn(page, ACCOUNTS.SUPERUSER, `/product/${product.id}/mockup-selection`);
  // The product's brand, so the notifications show its jobs.
  await chooseBrand(page, 'Wallflower Studio');
  await expect(page.getByText('No mockups generated for this product yet.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('page-name')).toContainText(product.name);
  await page.getByRole('button', { name: 'Choose Sunny living room' }).click();
  await page.getByRole('button', { name: 'Generate' }).first().click();

  const dialog = page.getByRole('dialog', { name: 'Generate mockups' });
  await expect(dialog.getByTestId('mockup-preview')).toBeVisible({ timeout: 20_000 });
  const firstPreview = await dialog.getByTestId('mockup-preview').getAttribute('src');
  await setSlider(page, 'Pattern scale', 80);
  await setSlider(page, 'Shadow opacity', 60);
  // The preview is drawn again for the new values.
  await expect(dialog.getByTestId('mockup-preview')).not.toHaveAttribute('src', firstPreview!, { timeout: 20_000 });
  const generated = page.waitForResponse((r) => r.url().endsWith('/api/mockups/generated') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Generate' }).click();
  const answer = await generated;
  const body = JSON.parse(answer.request().postData()!);
  expect(body).toMatchObject({ product_id: product.id, attributes: { pattern_scale: 80, shadow_opacity: 60, enhance_shadows: false } });
  expect(answer.status()).toBe(202);
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText('Mockups Added To Mockup Creation Queue')).toBeVisible();

  // The MOCKUP_UPLOAD job shows in the notifications and finishes there.
  await page.getByTestId('account-menu-button').click();
  await page.getByRole('menuitem', { name: 'Notifications' }).click();
  const entry = page.getByTestId('notifications-list').locator('[data-status]', { hasText: `Mockup upload product #${product.id}` });
  await expect(entry).toBeVisible();
  // The generation job resizes and composites full-size images: on a shared 2-core machine with two
  // e2e servers it has taken over 45 s.
  await expect(entry).toHaveAttribute('data-status', 'processed', { timeout: 100_000 });
  await expect(entry).toContainText('mockup ready');
  await page.getByRole('button', { name: 'Close' }).click();

  // The page followed the job: the new mockup is there without a reload.
  const shown = page.getByTestId('generated-mockup');
  await expect(shown).toHaveCount(1, { timeout: 20_000 });
  await expect(shown.getByTestId('generated-attributes')).toHaveText('Scale 80 · shadow 60');
  await expect(shown.getByRole('img')).toHaveJSProperty('complete', true);
  expect(await shown.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const listed = (await (await superuser.get(`/api/mockups/generated?product_id=${product.id}`)).json()) as Array<{ attributes: object }>;
  expect(listed.map((g) => g.attributes)).toEqual([{ pattern_scale: 80, shadow_opacity: 60, enhance_shadows: false }]);

  // And on the product's own page.
  await page.goto(`/product/${product.id}`);
  await expect(page.getByTestId('generated-mockup').getByTestId('generated-attributes')).toHaveText('Scale 80 · shadow 60', {
    timeout: 20_000,
  });
});

test('the library uploads a room photo, finds its wall and overlays it on the mockup page', async ({ page }) => {
  await signIn(page, ACCOUNTS.SUPERUSER, '/mockups');
  await expect(page.getByTestId('mockup-card').first()).toBeVisible({ timeout: 45_000 });
  await page.getByRole('button', { name: 'Upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a mockup' });
  await dialog.getByLabel('Name').fill('Blue bedroom');
  await dialog
    .getByTestId('mockup-file')
    .setInputFiles({ name: 'bedroom.jpg', mimeType: 'image/jpeg', buffer: await renderRoom(DEMO_ROOMS[1], 800, 600) });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText('Mockup uploaded and its wall found')).toBeVisible();
  await page.getByTestId('mockup-card').filter({ hasText: 'Blue bedroom' }).getByRole('link').click();
  await expect(page.getByTestId('wall-overlay')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Wall: \d+% of the photo/)).toBeVisible();
});

test('a wrong file is refused with the server’s reason, and nothing typed is lost', async ({ page }) => {
  await signIn(page, ACCOUNTS.SUPERUSER, '/mockups');
  await page.getByRole('button', { name: 'Upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a mockup' });
  await dialog.getByLabel('Name').fill('Not a photo');
  await dialog
    .getByTestId('mockup-file')
    .setInputFiles({ name: 'room.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('plain text, not a picture') });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByText('Must be a PNG, JPEG, WebP or GIF image')).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue('Not a photo');
});
