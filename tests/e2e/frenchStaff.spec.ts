/**
 * A staff user in French (issue 11, "readable in both languages"): the inventory home, a purchase
 * order page, a trackable item page and the Manage Checklist page show their headings, buttons and
 * column headers in French, with none of their English texts left; the checklist's seeded names
 * and an order's timeline are French too.
 */
import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiAs, signIn, typeDay } from './support';

test('a SUPERADMIN in French sees the inventory home, a purchase order, a trackable item, a warehouse and Manage Checklist in French', async ({
  page,
}) => {
  const api = await apiAs(page.request, ACCOUNTS.SUPERADMIN);
  const gql = async (query: string) => ((await (await api.post('/api/graphql', { query })).json()) as any).data;
  const { purchaseOrders } = await gql('{ purchaseOrders(sort: "id") { id po_number } }');
  const { trackableItems } = await gql('{ trackableItems(sort: "sku") { id sku } }');
  const { warehouses } = await gql('{ warehouses(sort: "id") { id name } }');
  expect(purchaseOrders.length).toBeGreaterThan(0);

  await page.addInitScript(() => localStorage.setItem('language', '2'));
  await signIn(page, ACCOUNTS.SUPERADMIN, '/inventory', { reuse: false });
  const main = page.locator('main');

  // Inventory home.
  await expect(page.getByTestId('page-name')).toHaveText('Stocks', { timeout: 20_000 });
  await expect(page.getByText('État des stocks de tous les entrepôts')).toBeVisible();
  await expect(page.getByTestId('below-threshold').getByText('Sous le seuil', { exact: true })).toBeVisible();
  await expect(page.getByTestId('open-pos').getByText('Bons de commande en cours', { exact: true })).toBeVisible();
  await expect(page.getByText('Mouvements récents')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tous les mouvements' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Scanner un code-barres ou une référence' })).toBeVisible();
  await expect(main).not.toContainText(
    /Stock health of every warehouse|Below threshold|Open purchase orders|Recent movements|All movements|Units in stock|Zone groups|Stock movements/,
  );

  // A purchase order page.
  const po = purchaseOrders[0];
  await page.goto(`/inventory/purchase-orders/${po.id}`);
  await expect(page.getByTestId('page-name')).toHaveText(`Bon de commande ${po.po_number}`, { timeout: 20_000 });
  await expect(page.getByText('Lignes', { exact: true })).toBeVisible();
  await expect(page.getByText('Unités reçues', { exact: true })).toBeVisible();
  await expect(page.getByText('Fournisseur', { exact: true })).toBeVisible();
  await expect(page.getByTestId('po-progress')).toContainText('unités de stock reçues sur');
  await expect(page.getByRole('link', { name: 'Tous les bons de commande' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Code-barres' })).toBeVisible();
  await expect(main).not.toContainText(
    /Received units|All purchase orders|Save details|Nothing received yet|stock units received|Track the delivery|Scan SKU labels|No lines yet/,
  );

  // A trackable item page.
  await page.goto(`/inventory/trackable-items/${trackableItems[0].id}`);
  await expect(page.getByText('Historique des mouvements')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Étiquette de référence (PDF)' })).toBeVisible();
  await expect(page.getByText('Unités de stock', { exact: true })).toBeVisible();
  await expect(main).not.toContainText(/Movement history|SKU label|Stock units|Unit labels|Add by hand|Default zones|No stock units/);

  // A warehouse page: every zone with its units in stock (counted on the server).
  await page.goto(`/inventory/warehouses/${warehouses[0].id}`);
  await expect(page.getByTestId('page-name')).toHaveText(`Entrepôt ${warehouses[0].name}`, { timeout: 20_000 });
  await expect(page.getByText(/· \d+ en stock/).first()).toBeVisible();

  // Manage Checklist.
  await page.goto('/manage-checklist');
  await expect(page.getByRole('heading', { level: 2, name: 'Gérer la checklist' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Ajouter un élément' })).toBeVisible();
  await expect(page.getByRole('button', { name: "Lancer l'audit" })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Rang' })).toBeVisible();
  await expect(page.getByText('Afficher les archivés')).toBeVisible();
  // The items the system seeded are named in French; their English names are gone.
  await expect(main.getByText('Créez votre compte', { exact: true })).toBeVisible();
  await expect(main.getByText('Revoyez les tarifs avec notre équipe', { exact: true })).toBeVisible();
  // Completion types are words in French, not their codes.
  await expect(main.getByRole('cell', { name: 'Automatique', exact: true })).toBeVisible();
  await expect(main.getByRole('cell', { name: 'automatic', exact: true })).toHaveCount(0);
  await expect(main).not.toContainText(/Create your account|Review pricing with our team|Browse your products/);
  await expect(main).not.toContainText(/Manage Checklist|Add Item|Run Audit|Show archived|Record completions|Mark Complete|Archive\b/);
});

test('an order timeline in French: the events the system wrote are in French, a comment as written', async ({ page }) => {
  const api = await apiAs(page.request, ACCOUNTS.ADMIN);
  const list = (await (await api.get('/api/orders?page_count=1&page=0')).json()) as { results: Array<{ id: number }> };
  const order = list.results[0];
  // An update event with field names, and a comment (what a person writes shows as written).
  expect((await api.put('/api/orders', { id: order.id, note: `Fragile ${Date.now()}` })).status()).toBe(200);
  expect((await api.post('/api/v2/orders-audit', { order_id: order.id, message: 'Deliver after 5pm please.' })).status()).toBe(201);

  await page.addInitScript(() => localStorage.setItem('language', '2'));
  await signIn(page, ACCOUNTS.ADMIN, `/orders/${order.id}`, { reuse: false });
  const timeline = page.getByTestId('timeline');
  await expect(timeline.locator('[data-type="update"]').first()).toContainText('Modifié : Note', { timeout: 20_000 });
  await expect(timeline.locator('[data-type="create"]')).toContainText(/Commande .+ reçue de/);
  await expect(timeline.locator('[data-type="comment"]').first()).toContainText('Deliver after 5pm please.');
  await expect(timeline).not.toContainText(/Changed|received from|pushed to the queue|Customer created|scanned by|Shipped with|Delivered/);
});

test.describe('day fields', () => {
  // The analytics ask for the day's start in the browser's time zone: UTC, so the day reads as itself.
  test.use({ timezoneId: 'UTC' });
  test('day fields in French are written dd/mm/yyyy and read that way, whatever the browser’s language', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', '2'));
    await signIn(page, ACCOUNTS.TECHNICIAN, '/analytics', { reuse: false });
    const from = page.getByRole('group', { name: 'Du', exact: true });
    await expect(from).toContainText(/\d\d\/\d\d\/\d{4}/, { timeout: 20_000 });
    // 1 February 2026 typed the French way reaches the server as 2026-02-01.
    const asked = page.waitForRequest((r) => r.url().includes('/api/v2/analytics/') && r.url().includes('startDate=2026-02-01'));
    await typeDay(page, 'Du', '01022026');
    await expect(from).toContainText('01/02/2026');
    await asked;
    // An impossible day is refused in French under the field.
    await typeDay(page, 'Du', '31022026');
    await expect(page.getByText('Doit être une date valide')).toBeVisible();
  });
});
