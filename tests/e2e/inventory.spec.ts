/**
 * Inventory end to end: create a vendor → a trackable item → a purchase order with a line →
 * confirm → receive by scanning the SKU barcode (keyboard wedge: typed keys + Enter, no click) →
 * the units are in stock in their zone → adjust a quantity → the movement history shows each step.
 */
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, pickOption, signIn, expectNoticeWhile } from './support';

const stamp = Date.now().toString(36).toUpperCase();
const VENDOR = `Linden Fibre Works ${stamp}`;
const SKU = `E2E-ROLL-${stamp}`;
const ITEM = `Silk-finish wallpaper 27in × 10m (${stamp})`;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`inventory-${name}.png`), fullPage: true });
}

/**
 * Opens an inventory list from the sidebar, and its create form if asked, as a person does: the
 * app stays loaded and only the new screen's data is fetched (a `page.goto` reloads the whole app,
 * the heaviest thing a browser does here, and this flow crosses eight screens).
 */
async function openFromMenu(page: Page, entry: string, create = false) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: entry, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: entry })).toBeVisible();
  if (create) await page.getByRole('main').getByRole('link', { name: 'Create', exact: true }).click();
}

test('vendor → trackable item → purchase order → confirm → scan to receive → stock → adjust → history', async ({ page }) => {
  // A whole morning's flow through eight screens: a bound on a hang, not a speed goal.
  test.setTimeout(240_000);
  await signIn(page, ACCOUNTS.SUPERADMIN, '/inventory');
  await expect(page.getByTestId('page-name')).toHaveText('Inventory');
  await expect(page.getByTestId('below-threshold')).toBeVisible();

  // 1. A vendor.
  await openFromMenu(page, 'Vendors', true);
  await page.getByLabel('Vendor Name').fill(VENDOR);
  await page.getByLabel('Email').fill('orders@lindenfibre.example');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/inventory\/vendors$/);
  await page.getByPlaceholder('Search').fill(stamp);
  // The search applied before leaving the list: a search still settling would bring the list back.
  await expect(page).toHaveURL(new RegExp(`filter=.*${stamp}`));
  await expect(page.getByText(VENDOR, { exact: true })).toBeVisible();

  // 2. A trackable item from that vendor, stocked by default in zone A-02-01.
  await openFromMenu(page, 'Trackable Items', true);
  await page.getByLabel('SKU').fill(SKU);
  await page.getByLabel(/^Name/).fill(ITEM);
  await pickOption(page, 'Vendor', VENDOR);
  await page.getByLabel('Units per Stock Unit').fill('10');
  await page.getByLabel('Repurchase Threshold').fill('3');
  await pickOption(page, 'Default Zones', 'A-02-01');
  await page.getByRole('button', { name: 'Save' }).click();
  // A new item opens on its own page, with nothing in stock yet.
  await expect(page).toHaveURL(/\/inventory\/trackable-items\/\d+$/);
  await expect(page.getByTestId('stock-count')).toHaveText('0');
  await expect(page.getByText('Default zones: A-02-01')).toBeVisible();

  // 3. A purchase order with one line of 3 rolls.
  await openFromMenu(page, 'Purchase Orders', true);
  await pickOption(page, 'Vendor', VENDOR);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/inventory\/purchase-orders\/\d+$/);
  await expect(page.getByTestId('po-status')).toHaveText('Draft');
  // It is listed, and the list opens it again.
  await openFromMenu(page, 'Purchase Orders');
  await page
    .getByRole('row', { name: new RegExp(VENDOR) })
    .first()
    .click();
  await expect(page.getByTestId('po-status')).toHaveText('Draft');
  await pickOption(page, page.getByRole('combobox', { name: 'Trackable item' }), SKU);
  await page.getByLabel('Stock units').fill('3');
  await page.getByRole('button', { name: 'Add line' }).click();
  await expect(page.getByTestId('po-line')).toHaveCount(1);
  await expect(page.getByTestId('line-progress')).toHaveText('0 / 3');
  await shot(page, '1-draft-po');

  // 4. Confirm.
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('po-status')).toHaveText('Confirmed');

  // 5. Receive by scanning: the scan field has the focus; a wedge scanner types and presses Enter.
  const scan = page.getByTestId('scan-input');
  await expect(scan).toBeFocused();
  await page.keyboard.type(SKU);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('scan-feedback')).toContainText('into A-02-01: 1 of 3');
  await expect(page.getByTestId('po-status')).toHaveText('Partially received');
  // Focus lost (a click elsewhere on the page): the next scan still lands in the scan field.
  await page.getByText('Received units').click();
  await page.keyboard.type(SKU.toLowerCase());
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('line-progress')).toHaveText('2 / 3');
  await page.keyboard.type('NOT-ON-THIS-PO');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('scan-feedback')).toContainText('NOT-ON-THIS-PO is not on this purchase order.');
  await expect(page.getByTestId('po-progress')).toHaveText('2 of 3 stock units received');
  // The last roll is received per line, with a quantity.
  await page.getByRole('spinbutton', { name: `Units of ${SKU} to receive` }).fill('1');
  await page.getByTestId('po-line').getByRole('button', { name: 'Receive' }).click();
  await expect(page.getByTestId('po-status')).toHaveText('Received');
  await expect(page.getByTestId('line-progress')).toHaveText('3 / 3');
  await shot(page, '2-received');

  // 6. The item is in stock in its zone.
  await page.getByRole('link', { name: SKU }).first().click();
  await expect(page.getByTestId('stock-count')).toHaveText('3');
  await expect(page.getByTestId('zones-holding')).toContainText('A-02-01 × 3');
  await expect(page.getByText('Stock OK')).toBeVisible();
  await expect(page.getByTestId('stock-unit')).toHaveCount(3);

  // The SKU label opens as a PDF in a new tab.
  const [labelTab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'SKU label (PDF)' }).click(),
  ]);
  expect(labelTab.url()).toMatch(/^blob:http/);
  await labelTab.waitForLoadState();
  expect(await labelTab.evaluate(() => document.contentType)).toBe('application/pdf');
  await labelTab.close();

  // 7. Adjust a quantity: take 4 metres from one roll.
  await page.getByTestId('stock-unit').first().getByRole('button', { name: 'Adjust' }).click();
  await page.getByTestId('quantity-input').fill('-4');
  await expectNoticeWhile(page, 'Quantity updated', () => page.getByRole('button', { name: 'Save' }).click());
  await expect(page.getByTestId('stock-summary')).toContainText('units: 26');

  // 8. The movement history shows every step, newest first, with who did it.
  const rows = page.getByTestId('movement-row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText('Adjust');
  await expect(rows.nth(0)).toContainText('30 → 26');
  await expect(rows.nth(0)).toContainText('delta -4');
  for (const [i, stock] of [
    [1, '2 → 3'],
    [2, '1 → 2'],
    [3, '0 → 1'],
  ] as const) {
    await expect(rows.nth(i)).toContainText('Intake');
    await expect(rows.nth(i)).toContainText(stock);
    await expect(rows.nth(i)).toContainText('A-02-01');
  }
  await expect(rows.nth(0)).toContainText(ACCOUNTS.SUPERADMIN);
  await shot(page, '3-trackable-item');

  // A damaged roll is wasted: it leaves the stock, with its movement.
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByTestId('stock-unit').last().getByRole('button', { name: 'Waste' }).click();
  await expect(page.getByTestId('stock-count')).toHaveText('2');
  await expect(rows.nth(0)).toContainText('Waste');
  await expect(rows.nth(0)).toContainText('3 → 2');

  // 9. Raise the repurchase threshold in the details form: the item is flagged for reorder in place.
  await page.getByRole('button', { name: 'Details' }).click();
  await page.getByLabel('Repurchase Threshold').fill('5');
  await expectNoticeWhile(page, 'Trackable item saved', () => page.getByRole('button', { name: 'Save' }).click());
  await expect(page.getByText('Reorder: 2 below 5')).toBeVisible();
});

test('an audit group reorders its list with the arrows', async ({ page }) => {
  await signIn(page, ACCOUNTS.TECHNICIAN, '/inventory/audit-groups');
  await page
    .getByRole('row', { name: /Paper rolls/ })
    .first()
    .click();
  const requirements = page.getByTestId('requirement');
  await expect(requirements).toHaveCount(4);
  const second = await requirements.nth(1).getByRole('textbox').inputValue();
  await page.getByRole('button', { name: 'Move requirement 2 up' }).click();
  await expect(requirements.nth(0).getByRole('textbox')).toHaveValue(second);
  await page.reload();
  await expect(requirements.nth(0).getByRole('textbox')).toHaveValue(second);
  await page.getByRole('button', { name: 'Move requirement 1 down' }).click();
  await expect(requirements.nth(1).getByRole('textbox')).toHaveValue(second);
});

test('brand users cannot open the inventory', async ({ page }) => {
  await signIn(page, ACCOUNTS.USER, '/inventory');
  await expect(page.getByText('Access denied')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inventory Management' })).toHaveCount(0);
  await page.goto('/inventory/zones');
  await expect(page.getByText('Access denied')).toBeVisible();
  await expect(page.getByText('A-01-01')).toHaveCount(0);
});

test('a new item form nobody touched is left without a question', async ({ page }) => {
  await signIn(page, ACCOUNTS.TECHNICIAN, '/inventory/trackable-items/create');
  await expect(page.getByRole('combobox', { name: 'Default Zones', exact: true })).toBeVisible({ timeout: 30_000 });
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  await page.goto('/inventory');
  await expect(page.getByTestId('page-name')).toHaveText('Inventory');
  expect(asked).toEqual([]);
});
