/**
 * Live screens (issue 26): two people at once, each in a browser context of their own. A change
 * one makes shows on the other's orders list and order page within 2 s, without a reload; a
 * brand user's socket never carries another brand's change, nor does its list show it.
 */
import { expect, test, type Page, type WebSocket } from '@playwright/test';
import { ACCOUNTS, apiAs, signIn } from './support';

test.describe.configure({ timeout: 120_000 });

/** The order page and its order list row (found by search) of `number`, side by side in one context. */
async function openOrder(page: Page, id: number, number: string) {
  const list = await page.context().newPage();
  await list.goto('/orders');
  await list.getByPlaceholder('Search').fill(number);
  const row = list.getByRole('row', { name: new RegExp(number) });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await page.goto(`/orders/${id}`);
  await expect(page.getByRole('heading', { name: number, exact: true, level: 1 })).toBeVisible();
  return { list, row };
}

/** The `resource.changed` frames a page's socket receives. */
function changesReceived(page: Page) {
  const frames: any[] = [];
  page.on('websocket', (ws: WebSocket) => {
    if (!ws.url().includes('/ws')) return;
    ws.on('framereceived', ({ payload }) => {
      try {
        const event = JSON.parse(String(payload));
        if (event.topic === 'resource.changed') frames.push(event);
      } catch {
        /* not an event */
      }
    });
  });
  return frames;
}

test('a change by one person shows on another’s orders list and order page within 2 s', async ({ browser }) => {
  const staffContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  const adminPage = await adminContext.newPage();
  const staff = await apiAs(staffPage.request, ACCOUNTS.SUPERUSER);
  const filter = encodeURIComponent(JSON.stringify({ brand_id: 1, status: 'UNFULFILLED' }));
  const [order] = ((await (await staff.get(`/api/orders?page_count=1&page=0&filter_by=${filter}`)).json()) as any).results;
  expect(order, 'an open order of brand 1').toBeDefined();

  await signIn(adminPage, ACCOUNTS.ADMIN, '/');
  const { row } = await openOrder(adminPage, order.id, order.order_number);
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'UNFULFILLED');
  await signIn(staffPage, ACCOUNTS.SUPERUSER, `/orders/${order.id}`);

  // A comment written on the staff member's screen appears on the admin's order page.
  const comment = `Live comment ${Date.now()}`;
  await staffPage.getByLabel('Add a comment').fill(comment);
  await staffPage.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(staffPage.getByTestId('timeline')).toContainText(comment);
  await expect(adminPage.getByTestId('timeline')).toContainText(comment, { timeout: 2_000 });

  // Cancelled by staff: the admin's list row and order page say so.
  expect((await staff.post('/api/orders/order-cancel', { order_id: order.id })).status()).toBe(200);
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'CANCELLED', { timeout: 2_000 });
  await expect(adminPage.getByTestId('timeline').locator('[data-type="cancel"]')).toBeVisible({ timeout: 2_000 });
  await staffContext.close();
  await adminContext.close();
});

test('a brand user never receives another brand’s change', async ({ browser }) => {
  const brand1Context = await browser.newContext();
  const brand2Context = await browser.newContext();
  const brand1Page = await brand1Context.newPage();
  const brand2Page = await brand2Context.newPage();
  const received = changesReceived(brand1Page);
  const staff = await apiAs(brand1Page.request, ACCOUNTS.SUPERUSER);
  const ordersOf = async (brand: number) =>
    (
      (await (
        await staff.get(`/api/orders?page_count=1&page=0&filter_by=${encodeURIComponent(JSON.stringify({ brand_id: brand }))}`)
      ).json()) as any
    ).results[0];
  const [theirs, ours] = [await ordersOf(2), await ordersOf(1)];

  await signIn(brand1Page, ACCOUNTS.ADMIN, `/orders/${ours.id}`);
  await expect(brand1Page.getByTestId('timeline')).toBeVisible();
  await signIn(brand2Page, 'admin2@demo.test', `/orders/${theirs.id}`);
  await expect(brand2Page.getByTestId('timeline')).toBeVisible();

  // Brand 2's order is commented on: brand 2's page shows it at once…
  const secret = `Brand 2 only ${Date.now()}`;
  expect((await staff.post('/api/v2/orders-audit', { order_id: theirs.id, message: secret })).status()).toBe(201);
  await expect(brand2Page.getByTestId('timeline')).toContainText(secret, { timeout: 2_000 });
  // …and a change of brand 1 made after it reaches brand 1: by then brand 2's would have too.
  const ourComment = `Brand 1 ${Date.now()}`;
  expect((await staff.post('/api/v2/orders-audit', { order_id: ours.id, message: ourComment })).status()).toBe(201);
  await expect(brand1Page.getByTestId('timeline')).toContainText(ourComment, { timeout: 2_000 });
  expect(received.length).toBeGreaterThan(0);
  expect(received.filter((event) => event.brand_id !== 1)).toEqual([]);
  expect(received.some((event) => event.data.resource === 'orders' && (event.data.ids ?? []).includes(theirs.id))).toBe(false);
  await expect(brand1Page.getByText(secret)).toHaveCount(0);
  await brand1Context.close();
  await brand2Context.close();
});
