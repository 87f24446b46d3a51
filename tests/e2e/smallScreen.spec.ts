/** At 375 px wide (docs/requirements/shell.md §2: slide-in sidebar) every action stays on screen and reachable. */
import { expect, test, type Locator } from '@playwright/test';
import { ACCOUNTS, apiAs, signIn, expectNoticeWhile } from './support';

test.use({ viewport: { width: 375, height: 812 } });

async function expectInsideViewport(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
}

test('trackable item page: the stock-unit actions wrap instead of running off the card', async ({ page }) => {
  await signIn(page, ACCOUNTS.TECHNICIAN, '/inventory/trackable-items');
  // At 375 px the list is cards (SimpleList): the card opens the item.
  await page
    .getByRole('main')
    .getByText(/PST-CLEAR-5L/)
    .first()
    .click();
  await expect(page.getByTestId('stock-count')).toBeVisible();
  for (const name of ['Show used and wasted', 'Add by hand', 'Unit labels']) {
    await expectInsideViewport(page.getByRole('button', { name }).or(page.getByRole('link', { name })).first());
  }
});

test('a list is cards on a phone: the page keeps the phone width and the toolbar stays on screen', async ({ page }) => {
  await signIn(page, ACCOUNTS.SUPERADMIN, '/inventory/vendors');
  await expect(page.getByRole('main').getByText('Mercer Paper Mills')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectInsideViewport(page.getByRole('button', { name: 'Export' }));
  await expectInsideViewport(page.getByRole('button', { name: 'Table Settings' }));
});

test('users, manage checklist and translation keys are cards on a phone; all keep the phone width', async ({ page }) => {
  await signIn(page, ACCOUNTS.SUPERADMIN, '/users');
  // A table inside a page (RecordTable) is cards below 600 px, as a generated list is.
  const user = page.getByTestId('user-row-admin2@demo.test');
  await expect(user.getByText('admin2@demo.test', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);
  await expectInsideViewport(user.getByText('admin2@demo.test', { exact: true }));
  await expectInsideViewport(page.getByRole('button', { name: 'Invite User' }));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.goto('/manage-checklist');
  await expect(page.locator('[data-testid^="checklist-item-"]').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);
  await expectInsideViewport(page.getByRole('button', { name: 'Run Audit' }));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.goto('/translations/key');
  // Keys come a page at a time: find one as a person would, by its name.
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill('menu.dashboard');
  const key = page.getByTestId('translation-key-menu.dashboard');
  await expect(key).toBeVisible();
  await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);
  // The card opens its texts, as the row does on a wide screen.
  await key.getByRole('button', { name: 'Texts of menu.dashboard' }).click();
  await expect(page.getByRole('cell', { name: 'Dashboard', exact: true })).toBeVisible();
  await expectInsideViewport(key.getByRole('button', { name: 'Delete' }));
  await expectInsideViewport(page.getByRole('button', { name: 'Add Key' }));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('an order page on a phone: the line items are cards, each value labelled, and Regenerate JDML on screen', async ({ page }) => {
  // An order of the brand with a line item in production (the seed sends some to print): it can be regenerated.
  const admin = await apiAs(page.request, ACCOUNTS.ADMIN);
  const { results } = (await (await admin.get('/api/orders?page_count=50&page=0')).json()) as { results: Array<{ id: number }> };
  let order: { id: number; line_items: Array<{ status: string; material_name: string }> } | undefined;
  for (const { id } of results) {
    const candidate = await (await admin.get(`/api/orders/${id}`)).json();
    if (candidate.line_items.some((item: { status: string }) => ['in_production', 'issue'].includes(item.status))) {
      order = candidate;
      break;
    }
  }
  expect(order, 'a seeded order with a line item in production').toBeTruthy();
  await signIn(page, ACCOUNTS.ADMIN, `/orders/${order!.id}`);
  const items = page.getByTestId('line-item');
  await expect(items).toHaveCount(order!.line_items.length);
  await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const card = items.filter({ has: page.getByRole('button', { name: 'Regenerate JDML' }) }).first();
  // Each value beside its column's header, inside the phone's width.
  for (const header of ['Design', 'Material', 'Size', 'Quantity', 'Unit Price', 'Status'])
    await expect(card.getByText(header, { exact: true })).toBeVisible();
  await expectInsideViewport(card.getByRole('link').first());
  const regenerate = card.getByRole('button', { name: 'Regenerate JDML' });
  await expectInsideViewport(regenerate);
  await expectNoticeWhile(page, 'JDML regeneration queued', () => regenerate.click());
});

test('draft purchase order: a line quantity input keeps its width (its value stays readable)', async ({ page }) => {
  await signIn(page, ACCOUNTS.TECHNICIAN, '/inventory/purchase-orders');
  await page.getByRole('main').getByText(/Draft/).first().click();
  const quantity = page.getByTestId('po-line').first().getByRole('spinbutton');
  await quantity.fill('12');
  await expect(page.getByTestId('po-line').first().getByRole('button', { name: 'Save' })).toBeVisible();
  expect((await quantity.boundingBox())!.width).toBeGreaterThanOrEqual(50);
});

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test('the users and manage-checklist actions stay on one line with the heading', async ({ page }) => {
    await signIn(page, ACCOUNTS.SUPERADMIN, '/users');
    for (const [path, heading, button] of [
      ['/users', 'Users', 'Invite User'],
      ['/manage-checklist', 'Manage Checklist', 'Run Audit'],
    ]) {
      await page.goto(path);
      const title = (await page.getByRole('heading', { level: 2, name: heading }).boundingBox())!;
      const action = (await page.getByRole('button', { name: button }).boundingBox())!;
      // Same row: the action's middle is level with the heading.
      expect(Math.abs(action.y + action.height / 2 - (title.y + title.height / 2)), path).toBeLessThan(20);
    }
  });
});

test('orders on a phone: the toolbar fits and each card shows the status and the total', async ({ page }) => {
  await signIn(page, ACCOUNTS.SUPERADMIN, '/orders');
  const cards = page.getByTestId('list-cards');
  const first = cards.locator('li').first();
  // The orders list is the largest chunk: on a busy machine it may take a while.
  await expect(first).toBeVisible({ timeout: 30_000 });
  await expect(first.getByTestId('card-status')).not.toBeEmpty();
  await expect(first.getByTestId('card-total')).toContainText('$');
  // The cards show their own columns whatever the table's settings: none offered, and the toolbar in one row.
  await expect(page.getByRole('button', { name: 'Table Settings' })).toHaveCount(0);
  const exportButton = page.getByRole('button', { name: 'Export' });
  const failedImports = page.getByRole('link', { name: /Failed imports/ }).or(page.getByRole('button', { name: /Failed imports/ }));
  await expectInsideViewport(exportButton);
  await expectInsideViewport(failedImports);
  const middle = async (button: typeof exportButton) => {
    const box = (await button.boundingBox())!;
    return box.y + box.height / 2;
  };
  expect(Math.abs((await middle(exportButton)) - (await middle(failedImports)))).toBeLessThan(6);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
