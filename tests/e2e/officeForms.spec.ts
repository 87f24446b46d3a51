/**
 * The office day (issue 26): nothing typed is lost when the session ends during a save, a
 * TECHNICIAN is offered no bulk action the server refuses, and French validation messages name the
 * field by its French label.
 */
import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiAs, loginThroughScreen, signIn, expectNoticeWhile } from './support';

/** An order of brand 1 with a line item that can still be changed. */
async function openLineItem(request: Parameters<typeof apiAs>[0]) {
  const api = await apiAs(request, ACCOUNTS.SUPERADMIN);
  const filter = encodeURIComponent(JSON.stringify({ status: 'pending', brand_id: 1 }));
  const body = (await (await api.get(`/api/line-items?page=0&page_count=1&filter_by=${filter}`)).json()) as any;
  const item = body.results[0];
  expect(item, 'a pending line item of brand 1').toBeTruthy();
  return item as { id: number; order_id: number; quantity: number };
}

test('a save after the session expired keeps the line-item form draft through signing in again', async ({ page }) => {
  const item = await openLineItem(page.request);
  const { authToken } = await signIn(page, ACCOUNTS.ADMIN, `/orders/${item.order_id}/line-item/${item.id}`, { reuse: false });
  const quantity = page.getByLabel('Quantity', { exact: true });
  await expect(quantity).toBeEditable({ timeout: 20_000 });
  const typed = String(item.quantity + 7);
  await quantity.fill(typed);

  // The session ends on the server (as it would when it expires), then Save is pressed.
  expect((await page.request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${authToken}` } })).status()).toBeLessThan(300);
  await page.getByRole('button', { name: 'Save' }).click();

  // The login screen, with the way back; signing in returns to the form with the typed value.
  await expect(page).toHaveURL(/\/login\?ref=/, { timeout: 20_000 });
  await loginThroughScreen(page, ACCOUNTS.ADMIN);
  await expect(page).toHaveURL(new RegExp(`/orders/${item.order_id}/line-item/${item.id}$`), { timeout: 30_000 });
  await expect(page.getByText('Your unsaved changes are back')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue(typed);

  // Leaving now warns; staying keeps the draft, and Save saves it.
  page.once('dialog', (dialog) => void dialog.dismiss());
  await page.getByRole('link', { name: /^Order / }).click();
  await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue(typed);
  await expectNoticeWhile(page, 'Line item saved', () => page.getByRole('button', { name: 'Save' }).click(), 20_000);
  const api = await apiAs(page.request, ACCOUNTS.SUPERADMIN);
  await expect
    .poll(async () => ((await (await api.get(`/api/line-items/${item.id}`)).json()) as any).quantity, { timeout: 10_000 })
    .toBe(Number(typed));
});

test('a TECHNICIAN is offered no bulk Cancel or Push on the orders list, which the server refuses', async ({ page }) => {
  const item = await openLineItem(page.request);
  const technician = await apiAs(page.request, ACCOUNTS.TECHNICIAN);
  expect((await technician.post('/api/orders/order-cancel', { order_id: item.order_id })).status()).toBe(403);
  expect((await technician.post('/api/orders/push-order', { order_id: item.order_id })).status()).toBe(403);

  await signIn(page, ACCOUNTS.TECHNICIAN, '/orders');
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible({ timeout: 20_000 });
  // Rows cannot be selected for a bulk action, and no bulk button is there to press or reach by Tab.
  await expect(page.getByRole('checkbox', { name: /select/i })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Push to queue' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel orders' })).toHaveCount(0);
});

test('an ADMIN’s hidden bulk buttons take no keyboard focus; the cancel dialog names its actions', async ({ page }) => {
  await signIn(page, ACCOUNTS.ADMIN, '/orders');
  // The orders list is the largest chunk: on a busy machine it may take a while.
  await expect(page.locator('tbody tr').first()).toBeVisible({ timeout: 40_000 });
  // Nothing selected: the bulk toolbar is hidden from the keyboard and the accessibility tree.
  await expect(page.getByRole('button', { name: 'Cancel orders' })).toHaveCount(0);
  // A fulfilled order can be neither pushed nor cancelled: selected alone, no bulk action is offered.
  await page.getByRole('button', { name: 'Fulfilled', exact: true }).click();
  await expect(page).toHaveURL(/FULFILLED/);
  await expect(page.locator('tbody tr').first().locator('[data-status]')).toHaveAttribute('data-status', 'FULFILLED', { timeout: 40_000 });
  await page.locator('tbody tr').first().getByRole('checkbox').check();
  await expect(page.getByText(/1 item selected/i)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Push to queue' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel orders' })).toHaveCount(0);
  await page.goto('/orders?filter=' + encodeURIComponent(JSON.stringify({ status: 'UNFULFILLED' })));
  await expect(page.locator('tbody tr').first()).toBeVisible({ timeout: 40_000 });
  await page.locator('tbody tr').first().getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Cancel orders' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Keep orders' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel orders' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep orders' }).click();
  await expect(dialog).toHaveCount(0);
});

test('in French, a refused value names its field by its French label', async ({ page }) => {
  const item = await openLineItem(page.request);
  await page.addInitScript(() => localStorage.setItem('language', '2'));
  await signIn(page, ACCOUNTS.ADMIN, `/orders/${item.order_id}/line-item/${item.id}`, { reuse: false });
  const width = page.getByLabel('Largeur (po)', { exact: true });
  await expect(width).toBeEditable({ timeout: 20_000 });
  await width.fill('0');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Largeur (po) doit être supérieur ou égal à 1')).toBeVisible();
  await expect(page.locator('main')).not.toContainText('width_inches');
});

test('a SUPERUSER is offered Push only while items wait, Cancel until something shipped', async ({ page }) => {
  const item = await openLineItem(page.request);
  await signIn(page, ACCOUNTS.SUPERUSER, `/orders/${item.order_id}`);
  await expect(page.getByRole('button', { name: 'Push to queue' })).toBeVisible({ timeout: 20_000 });
  await expectNoticeWhile(page, 'Order pushed to queue', () => page.getByRole('button', { name: 'Push to queue' }).click(), 20_000);
  // In production now: nothing left to push, and the cancel (which stops the work) stays offered.
  await expect(page.getByRole('button', { name: 'Push to queue' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Regenerate JDML' }).first()).toBeVisible();
});
