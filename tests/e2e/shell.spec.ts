/** The shell: language switch, notifications, feature flags CRUD through the generated views, small screens. */
import { expect, test } from '@playwright/test';
import { ACCOUNTS, chooseBrand, loginThroughScreen, signIn } from './support';

test('switching the language changes the texts and is remembered', async ({ page }) => {
  await signIn(page, ACCOUNTS.USER);
  await expect(page.getByTestId('sidebar-menu').getByText('Dashboard')).toBeVisible();
  await page.getByTestId('account-menu-button').click();
  await page.getByRole('menuitem', { name: 'Language' }).click();
  const dialog = page.getByRole('dialog', { name: 'Language Selection' });
  await dialog.getByRole('combobox').click();
  await page.getByRole('option', { name: 'Français' }).click();
  await dialog.getByRole('button', { name: 'Select' }).click();
  await expect(page.getByTestId('sidebar-menu').getByText('Tableau de bord')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('2');
  await page.reload();
  await expect(page.getByTestId('sidebar-menu').getByText('Tableau de bord')).toBeVisible();
  // Back to English for the other tests of this browser context.
  await page.evaluate(() => localStorage.setItem('language', '1'));
});

test('the notifications slide-over lists the brand jobs and refreshes', async ({ page }) => {
  await signIn(page, ACCOUNTS.ADMIN);
  await page.getByTestId('account-menu-button').click();
  await page.getByRole('menuitem', { name: 'Notifications' }).click();
  const list = page.getByTestId('notifications-list');
  await expect(list).toBeVisible();
  const jobs = await (
    await page.request.get('/api/queues/image-processor?brand_id=1', {
      headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('authToken'))}` },
    })
  ).json();
  if (jobs.length === 0) await expect(list.getByText('No Notifications To Show')).toBeVisible();
  else await expect(list.locator('[data-status]')).toHaveCount(jobs.length);
  const responded = page.waitForResponse((r) => r.url().includes('/api/queues/image-processor'));
  await page.getByRole('button', { name: 'Refresh' }).click();
  expect((await responded).status()).toBe(200);
  const box = await page.locator('.MuiDrawer-paper').last().boundingBox();
  expect(Math.round(box!.height)).toBe(900 - 80);
});

test('feature flags: create, edit and delete through the generated views', async ({ page }) => {
  await signIn(page, ACCOUNTS.SUPERADMIN, '/development/feature-flags');
  await expect(page).toHaveTitle('Papered | Feature Flags');
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('textbox', { name: 'Flag Name' }).fill('Not Valid');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Use lowercase letters, digits and dashes (e.g. show-create-account)')).toBeVisible();
  const name = `e2e-flag-${Date.now()}`;
  await page.getByRole('textbox', { name: 'Flag Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Description' }).fill('Made by the end-to-end test');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/development\/feature-flags$/);
  await page.getByText(name, { exact: true }).click();
  await page.getByRole('textbox', { name: 'Description' }).fill('Changed by the end-to-end test');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Changed by the end-to-end test')).toBeVisible();
  // A duplicate name: the server's field message shows under the input.
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('textbox', { name: 'Flag Name' }).fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Flag Name is already used by another feature flag')).toBeVisible();
  // The refused form still holds what was typed: leaving asks first, and this test leaves.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.goBack();
  await page.getByText(name, { exact: true }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(name, { exact: true })).toHaveCount(0);
});

test('at 375 px the sidebar slides in from a menu button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, ACCOUNTS.ADMIN);
  await expect(page.getByTestId('sidebar-menu')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByTestId('sidebar-menu')).toBeVisible();
  await page.getByTestId('sidebar-menu').getByText('Dashboard').click();
  await expect(page.getByTestId('sidebar-menu')).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('the contact link and the chat widget come from the server settings; no widget under /inventory', async ({ page }) => {
  await signIn(page, ACCOUNTS.TECHNICIAN);
  await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', 'https://help.papered.test/contact');
  const widget = page.locator('script#chat-widget-script');
  await expect(widget).toHaveAttribute('src', /\/e2e-chat-widget\.js$/);
  await page.goto('/inventory');
  await expect(page.getByTestId('sidebar-menu')).toBeVisible();
  await expect(widget).toHaveCount(0);
});

test('staff start on all brands, choose one in the profile menu, and come back to it after signing in again', async ({ page }) => {
  // A session of its own: this test logs out, which must not end the session other tests share.
  await signIn(page, ACCOUNTS.TECHNICIAN, '/', { reuse: false });
  // All brands at first: the notifications are every brand's.
  await page.getByTestId('account-menu-button').click();
  await expect(page.getByTestId('brand-menu-item')).toContainText('All brands');
  const everyBrand = page.waitForRequest((r) => r.url().includes('/api/queues/image-processor'));
  await page.getByRole('menuitem', { name: 'Notifications' }).click();
  await expect(page.getByTestId('notifications-brand')).toHaveText('All brands');
  expect(new URL((await everyBrand).url()).searchParams.get('brand_id')).toBeNull();
  await page.keyboard.press('Escape');

  await chooseBrand(page, 'Wallflower Studio');
  await page.getByTestId('account-menu-button').click();
  await expect(page.getByTestId('brand-menu-item')).toContainText('Wallflower Studio');
  const asked = page.waitForRequest((r) => r.url().includes('/api/queues/image-processor'));
  await page.getByRole('menuitem', { name: 'Notifications' }).click();
  expect(new URL((await asked).url()).searchParams.get('brand_id')).toBe('1');
  await expect(page.getByTestId('notifications-brand')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Signed out and in again on this device: the same brand.
  await page.getByTestId('account-menu-button').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await loginThroughScreen(page, ACCOUNTS.TECHNICIAN);
  await page.getByTestId('account-menu-button').click();
  await expect(page.getByTestId('brand-menu-item')).toContainText('Wallflower Studio');
  // Only one brand selector: none in the sidebar.
  await expect(page.getByTestId('sidebar-menu').getByLabel('Brand')).toHaveCount(0);
});
