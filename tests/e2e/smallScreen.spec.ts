/** At 375 px wide (spec 1 §2: slide-in sidebar) every action stays on screen and reachable. */
import { expect, test, type Locator } from '@playwright/test';
import { ACCOUNTS, signIn } from './support';

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

test('users, translation keys and manage checklist keep the phone width; their tables scroll inside the card', async ({ page }) => {
  await signIn(page, ACCOUNTS.SUPERADMIN, '/users');
  await expect(page.getByRole('cell', { name: 'admin2@demo.test', exact: true })).toBeVisible();
  await expectInsideViewport(page.getByRole('button', { name: 'Invite User' }));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  for (const [path, button] of [
    ['/translations/key', 'Add Key'],
    ['/manage-checklist', 'Run Audit'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('table').first()).toBeVisible();
    await expectInsideViewport(page.getByRole('button', { name: button }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
  }
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
