/**
 * Every screen tells the truth (issue 11): success only once the server said so, nothing typed
 * is lost (unsaved changes warn; an expired session keeps the form's values), and a failed load
 * shows its reason with Retry instead of an empty list.
 */
import { expect, test, type Page } from '@playwright/test';

import { ACCOUNTS, apiAs, loginThroughScreen, signIn } from './support';

test('a save with an expired session shows no success, and after signing in the page comes back with the typed values', async ({
  page,
}) => {
  const session = await signIn(page, ACCOUNTS.SUPERADMIN, '/inventory/unit-types', { reuse: false });
  await page.getByRole('cell', { name: 'Metre', exact: true }).click();
  await expect(page).toHaveURL(/\/inventory\/unit-types\/\d+$/);
  const editPath = new URL(page.url()).pathname;
  const description = page.getByRole('textbox', { name: 'Description' });
  await expect(description).toHaveValue(/Linear metres/);
  await description.fill('Linear metres of media, typed before the session ended');

  // The session ends on the server (another tab logged out, or it expired).
  const ended = await page.request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${session.authToken}` } });
  expect(ended.ok()).toBe(true);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(new RegExp(`/login\\?ref=${encodeURIComponent(editPath).replace(/%2F/g, '(%2F|/)')}`));
  await expect(page.getByText(/updated|saved/i)).toHaveCount(0);
  await loginThroughScreen(page, ACCOUNTS.SUPERADMIN);
  await expect(page).toHaveURL(new RegExp(`${editPath}$`));
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('Linear metres of media, typed before the session ended');

  // Nothing was saved in between; saving now does.
  const api = await apiAs(page.request, ACCOUNTS.SUPERADMIN);
  const id = editPath.split('/').pop();
  const before = await api.post('/api/graphql', { query: `{ unitType(id: "${id}") { description } }` });
  expect(JSON.stringify(await before.json())).toContain('Linear metres of media"');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/inventory\/unit-types$/);
  await expect(page.getByText('Linear metres of media, typed before the session ended')).toBeVisible();
});

test('a bulk delete of a record still in use shows the refusal, never "deleted / UNDO"', async ({ page }) => {
  await signIn(page, ACCOUNTS.SUPERADMIN, '/inventory/stock-types');
  const row = page.getByRole('row').filter({ hasText: 'Paper roll' });
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete' }).click();
  // Pessimistic: a confirmation, then the server's answer.
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /confirm/i })
    .click();
  await expect(page.getByText(/in use/i)).toBeVisible();
  await expect(page.getByText(/deleted/i)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Paper roll', exact: true })).toBeVisible();
});

test('leaving a form with unsaved changes asks first; staying keeps what was typed', async ({ page }) => {
  await signIn(page, ACCOUNTS.SUPERADMIN, '/inventory/vendors/create');
  await page.getByLabel('Vendor Name').fill('Half-typed Vendor');
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByTestId('sidebar-menu').getByRole('link', { name: 'Zones' }).click();
  await expect.poll(() => asked.length).toBe(1);
  await expect(page).toHaveURL(/\/inventory\/vendors\/create$/);
  await expect(page.getByLabel('Vendor Name')).toHaveValue('Half-typed Vendor');

  // Confirming leaves.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByTestId('sidebar-menu').getByRole('link', { name: 'Zones' }).click();
  await expect(page).toHaveURL(/\/inventory\/zones$/);
});

/** A draft purchase order with one line of 2 of the first item, made through the API. */
async function draftPurchaseOrder(page: Page) {
  const api = await apiAs(page.request, ACCOUNTS.SUPERADMIN);
  const gql = async (query: string, variables: Record<string, unknown> = {}) =>
    ((await (await api.post('/api/graphql', { query, variables })).json()) as any).data;
  const { vendors } = await gql('{ vendors { id } }');
  const { trackableItems } = await gql('{ trackableItems(sort: "sku") { id sku } }');
  const { createPurchaseOrder: poId } = await gql('mutation($input: PurchaseOrderInput!) { createPurchaseOrder(input: $input) }', {
    input: { vendor_id: vendors[0].id },
  });
  await gql('mutation($input: PurchaseOrderLineInput!) { createPurchaseOrderLine(input: $input) }', {
    input: { purchase_order_id: poId, trackable_item_id: trackableItems[0].id, order_stock_qty: 2 },
  });
  return { poId, sku: trackableItems[0].sku as string };
}

test('a purchase order confirm saves the pending inline quantity first', async ({ page }) => {
  const { poId, sku } = await draftPurchaseOrder(page);
  await signIn(page, ACCOUNTS.SUPERADMIN, `/inventory/purchase-orders/${poId}`);
  await page.getByLabel(`Quantity of ${sku}`).fill('5');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('po-status')).toHaveText('Confirmed');
  await expect(page.getByTestId('line-progress')).toHaveText('0 / 5');
});

test("a purchase order page keeps each of its forms' typed values through an expired session", async ({ page }) => {
  const { poId, sku } = await draftPurchaseOrder(page);
  const session = await signIn(page, ACCOUNTS.SUPERADMIN, `/inventory/purchase-orders/${poId}`, { reuse: false });
  await page.getByRole('textbox', { name: 'Vendor PO number' }).fill('VPO-DRAFT-77');
  await page.getByLabel(`Quantity of ${sku}`).fill('7');

  const ended = await page.request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${session.authToken}` } });
  expect(ended.ok()).toBe(true);
  // Confirm saves the pending edits first: the first of them meets the ended session.
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/login\?ref=/);
  await loginThroughScreen(page, ACCOUNTS.SUPERADMIN);
  await expect(page).toHaveURL(new RegExp(`/inventory/purchase-orders/${poId}$`));
  // Each form gets its own values back, unsaved; the order is still a draft.
  await expect(page.getByRole('textbox', { name: 'Vendor PO number' })).toHaveValue('VPO-DRAFT-77');
  await expect(page.getByLabel(`Quantity of ${sku}`)).toHaveValue('7');
  await expect(page.getByTestId('po-status')).not.toHaveText('Confirmed');
});

test('a failed list load shows the reason and Retry, never the empty state', async ({ page }) => {
  let failing = true;
  await page.route('**/api/graphql', async (route) => {
    if (failing && /trackableItems/.test(route.request().postData() ?? '')) {
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ message: 'Something went wrong on our side' }] }),
      });
    } else await route.fallback();
  });
  await signIn(page, ACCOUNTS.SUPERADMIN, '/inventory/trackable-items');
  const error = page.getByTestId('load-error');
  await expect(error).toBeVisible({ timeout: 20_000 });
  await expect(error).toContainText(/Failed to fetch trackable items|went wrong/);
  await expect(page.getByText(/No .* found|No results/i)).toHaveCount(0);
  failing = false;
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('load-error')).toHaveCount(0);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
});

test('a duplicate name is refused under the field', async ({ page }) => {
  await signIn(page, ACCOUNTS.SUPERADMIN, '/inventory/vendors/create');
  await page.getByLabel('Vendor Name').fill('atlas WALLCOVERING supply');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.MuiFormHelperText-root').filter({ hasText: 'Vendor Name is already used by another vendor' })).toBeVisible();
  await expect(page).toHaveURL(/\/inventory\/vendors\/create$/);
});

test('a French session shows no English on a generated list, show and edit screen', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', '2'));
  const english =
    /\b(Vendor Name|Primary Contact|Table Settings|Export|Create|Rows per page|Save|Delete|Email|Phone|Website|No results|Element)\b/;
  await signIn(page, ACCOUNTS.SUPERADMIN, '/inventory/vendors');
  await expect(page.getByRole('columnheader', { name: 'Nom du fournisseur' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Paramètres du tableau' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(english);

  await page.getByRole('cell', { name: 'Atlas Wallcovering Supply' }).click();
  await expect(page.getByRole('textbox', { name: 'Nom du fournisseur' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(english);
  // A validation message in French too.
  await page.getByRole('textbox', { name: 'Nom du fournisseur' }).fill('');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Nom du fournisseur est obligatoire')).toBeVisible();

  // A read-only screen (the technician's vendor page) labels every value, in French.
  const tech = await page.context().newPage();
  await tech.addInitScript(() => localStorage.setItem('language', '2'));
  await signIn(tech, ACCOUNTS.TECHNICIAN, '/inventory/vendors');
  await tech.getByRole('cell', { name: 'Atlas Wallcovering Supply' }).click();
  await expect(tech).toHaveURL(/\/show$/);
  for (const label of ['Nom du fournisseur', 'E-mail', 'Téléphone', 'Site web', 'Contact principal'])
    await expect(tech.getByText(label, { exact: true })).toBeVisible();
  await expect(tech.locator('main')).not.toContainText(english);
});

test('a brand ADMIN in French sees the settings, users, collection and brand screens in French', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', '2'));
  const english =
    /\b(Profile|First Name|Last Name|Change Password|Save|Invite User|Email|Status|Permission|Remove|Collection Logo|Choose image)\b/;
  await signIn(page, ACCOUNTS.ADMIN, '/settings');
  await expect(page.getByText('Profil', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('textbox', { name: 'Prénom' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Changer le mot de passe' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(english);

  await page.goto('/users');
  await expect(page.getByRole('button', { name: 'Inviter un utilisateur' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('columnheader', { name: 'Statut' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(english);

  await page.goto('/collection');
  await expect(page.getByRole('columnheader', { name: 'Image secondaire' })).toBeVisible({ timeout: 20_000 });
  await page.locator('tbody tr').first().click();
  await expect(page.getByText('Logo de la collection')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(english);

  await page.goto('/brands/1');
  await expect(page.getByText('Canaux de vente')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Téléverser' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/\b(Upload|Store Channels|Connect|Shop domain|Access token|Rectangular Logo)\b/);
});

test('at 375 px a generated list is cards, and a card opens its record', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, ACCOUNTS.SUPERADMIN, '/inventory/vendors');
  const cards = page.locator('main');
  await expect(cards.getByText('Atlas Wallcovering Supply')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('main table')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await cards.getByText('Atlas Wallcovering Supply').click();
  await expect(page).toHaveURL(/\/inventory\/vendors\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Vendor Name' })).toHaveValue('Atlas Wallcovering Supply');
});

test('a CSV export has the list columns with their labels and the referenced names, in the chosen language', async ({ page }) => {
  await signIn(page, ACCOUNTS.SUPERADMIN, '/inventory/trackable-items');
  await expect(page.getByRole('columnheader', { name: 'SKU' })).toBeVisible({ timeout: 20_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  const csv = await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8');
  const [header, ...rows] = csv.trim().split('\n');
  expect(header).toBe('SKU,Name,Vendor,Stock Type,In Stock,Units in Stock,Repurchase Threshold,Reorder');
  expect(csv).not.toMatch(/vendor_id|stock_type_id|__typename/);
  expect(rows.some((row) => row.includes('Mercer Paper Mills') && row.includes('Paper roll'))).toBe(true);

  // In French: French headers.
  await page.evaluate(() => localStorage.setItem('language', '2'));
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Référence' })).toBeVisible({ timeout: 20_000 });
  const [french] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exporter' }).click()]);
  const frenchCsv = await (await import('node:fs/promises')).readFile((await french.path())!, 'utf8');
  expect(frenchCsv.split('\n')[0]).toMatch(/^Référence,Nom,Fournisseur,Type de stock,/);
});
