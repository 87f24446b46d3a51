/**
 * Staff choose the brand inside the screen that works on one (bulk upload, billing, the
 * onboarding checklist), with nothing chosen in the profile menu first; brand users see no picker.
 * Where every brand makes sense (the notifications, the dashboard's jobs card) staff on all brands
 * see every brand's, and nothing tells them to choose one in the profile menu.
 */
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signIn } from './support';

// The first screen of a test loads the app's chunks: on a busy machine that may take a while.
const FIRST_LOAD = { timeout: 30_000 };

async function pickInScreen(page: Page, name: string) {
  await page.getByTestId('brand-picker').getByRole('combobox').click();
  await page.getByRole('option', { name }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

test('a SUPERUSER with no brand chosen picks one in bulk upload and checks a CSV', async ({ page }) => {
  await signIn(page, ACCOUNTS.SUPERUSER, '/product/bulk-upload');
  await expect(page.getByTestId('brand-picker')).toContainText('Choose the brand to work on.', FIRST_LOAD);
  await page.getByTestId('bulk-csv').setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'name,pattern_file,repeat,collection,materials,sizes\nIn-screen brand,missing.png,straight,Botanicals,PS-MATTE,Sample\n',
    ),
  });
  await expect(page.getByRole('button', { name: 'Check' })).toBeDisabled();
  await pickInScreen(page, 'Wallflower Studio');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByTestId('bulk-errors')).toContainText('1 row(s) have errors');
  await expect(page.getByTestId('bulk-row-error')).toContainText('No file named missing.png was sent');
});

test('a SUPERUSER picks a brand on the dashboard’s checklist card', async ({ page }) => {
  await signIn(page, ACCOUNTS.SUPERUSER, '/');
  const card = page.getByTestId('checklist-card');
  await expect(card.getByTestId('brand-picker')).toBeVisible(FIRST_LOAD);
  await expect(card.locator('[data-testid^="checklist-card-item-"]')).toHaveCount(0);
  await pickInScreen(page, 'Wallflower Studio');
  await expect(card.locator('[data-testid^="checklist-card-item-"]').first()).toBeVisible();
  await expect(card).toContainText('%');
});

// Billing is the brand ADMIN's and SUPERADMIN's (a SUPERUSER has no billing screen).
test('billing: SUPERADMIN picks the brand on the screen', async ({ page }) => {
  await signIn(page, ACCOUNTS.SUPERADMIN, '/billing');
  await expect(page.getByTestId('brand-picker')).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('balance')).toHaveCount(0);
  await pickInScreen(page, 'Northwind Papers');
  await expect(page.getByTestId('balance')).toBeVisible();
});

test('a brand ADMIN has their own brand’s billing and no picker', async ({ page }) => {
  await signIn(page, ACCOUNTS.ADMIN, '/billing');
  await expect(page.getByTestId('balance')).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('brand-picker')).toHaveCount(0);
});

test('a SUPERUSER on all brands sees every brand’s jobs on the dashboard and in the notifications', async ({ page }) => {
  const asked = page.waitForRequest((r) => r.url().includes('/api/queues/image-processor'));
  await signIn(page, ACCOUNTS.SUPERUSER, '/');
  expect(new URL((await asked).url()).searchParams.has('brand_id')).toBe(false);
  await expect(page.getByTestId('stat-background_jobs')).toHaveText(/^\d+$/, FIRST_LOAD);
  await expect(page.getByText(/in progress · \d+ done · \d+ failed/)).toBeVisible();
  await expect(page.getByText('Choose a brand', { exact: false })).toHaveCount(0);

  await page.getByTestId('account-menu-button').click();
  // The list itself (the dashboard's card asks for `/counts`).
  const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/queues/image-processor' && r.request().method() === 'GET');
  await page.getByRole('menuitem', { name: 'Notifications' }).click();
  const response = await listed;
  expect(new URL(response.url()).searchParams.has('brand_id')).toBe(false);
  const list = page.getByTestId('notifications-list');
  await expect(list.getByTestId('notifications-brand')).toHaveText('All brands');
  await expect(list.getByText('Choose a brand', { exact: false })).toHaveCount(0);
  // Each job says whose it is.
  const jobs = (await response.json()) as Array<{ brand_id: number | null }>;
  const named = jobs.filter((j) => j.brand_id != null).length;
  await expect(list.getByTestId('notification-brand')).toHaveCount(named);
  if (named) await expect(list.getByTestId('notification-brand').first()).toHaveText(/Wallflower Studio|Northwind Papers/);
});
