/**
 * The weigh and ship stations through a shift (issue 25): the parcel at hand's label reprinted,
 * voided and bought again at the weigh station, its packing slip reprinted at the ship station;
 * and both stations through a network drop — weighings and parcel scans taken offline wait on the
 * device ("Queued (n)"), the ship station opens offline from the service worker, and when the
 * network returns every action is recorded exactly once, in order; the order cancelled meanwhile
 * is refused and shown with the reason.
 */
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, apiAs, signIn, expectNoticeWhile } from './support';
import { droppedOrders, wedge, type Api } from './floorSupport';

test.describe.configure({ timeout: 300_000 });

const json = async (response: { json: () => Promise<unknown> }) => (await response.json()) as any;

/** `count` fresh orders with every item scanned: they wait at the weigh station. */
async function scannedOrders(staff: Api, count: number) {
  const orders = await droppedOrders(staff, count);
  for (const order of orders)
    for (const item of order.line_items)
      expect((await staff.post('/api/scan/scan-item', { scanValue: `LI-${item.id}`, employeeId: 1 })).status()).toBe(200);
  const waiting = (await json(await staff.get('/api/scan/weight-queue/waiting'))) as any[];
  return orders.map((order) => ({ ...order, entry: waiting.find((e) => e.order_id === order.id) }));
}

const shipmentsOf = async (staff: Api, orderId: number) =>
  (await json(await staff.get(`/api/shipping/get-shipping-info/${orderId}`))).shipments as any[];
const printJobsOf = async (staff: Api, orderId: number) =>
  ((await json(await staff.get('/api/printers/jobs'))) as any[]).filter((j) => j.order_id === orderId).length;
const eventsOf = async (staff: Api, orderId: number, type: string) =>
  ((await json(await staff.get(`/api/v2/orders-audit?order_id=${orderId}`))) as any[]).filter((e) => e.type === type);

async function openStation(page: Page, path: string) {
  await signIn(page, ACCOUNTS.TECHNICIAN, path);
  await expect(page.getByText('Scan your badge to start your shift.')).toBeVisible({ timeout: 60_000 });
  await wedge(page, 'EMP-0001');
  await expect(page.getByTestId('station-employee')).toHaveText('Tess Technician');
}

test('the parcel at hand: reprint and void its label at the weigh station, buy again, reprint its slip at the ship station', async ({
  page,
}) => {
  const staff = await apiAs(page.request, ACCOUNTS.SUPERADMIN);
  const [order] = await scannedOrders(staff, 1);
  await openStation(page, '/production/weigh-station');
  await wedge(page, `LI-${order.line_items[0].id}`);
  await expect(page.getByTestId('weighing')).toHaveText(order.order_number, { timeout: 30_000 });
  await page.getByLabel('Pounds').fill('3');
  await page.getByLabel('Pounds').press('Enter');
  const feed = page.getByTestId('station-feed');
  await expect(feed).toContainText(`${order.order_number} weighed: label`);
  const [first] = await shipmentsOf(staff, order.id);
  const card = page.getByTestId('station-shipment');
  await expect(card.getByTestId('tracking-link')).toHaveText(first.tracking_number);

  const jobs = await printJobsOf(staff, order.id);
  await expectNoticeWhile(page, 'Sent to the printer', () => card.getByRole('button', { name: 'Reprint label' }).click());
  await expect.poll(() => printJobsOf(staff, order.id)).toBe(jobs + 1);

  await card.getByRole('button', { name: 'Void label' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Void label' }).click();
  await expect(page.getByRole('alert').getByText(`Label ${first.tracking_number} voided`)).toBeVisible();
  await expect.poll(async () => (await shipmentsOf(staff, order.id))[0].status).toBe('voided');
  await expectNoticeWhile(page, /New label \S+ bought and printed/, () => card.getByRole('button', { name: 'Buy again' }).click());
  const shipments = await shipmentsOf(staff, order.id);
  expect(shipments.map((s) => s.status)).toEqual(['voided', 'purchased']);
  const second = shipments[1];

  await page.goto('/production/ship-station');
  await expect(page.getByTestId('station-employee')).toHaveText('Tess Technician', { timeout: 60_000 });
  await wedge(page, second.tracking_number);
  await expect(page.getByTestId('scan-result')).toContainText(`${second.tracking_number} shipped · ${order.order_number}`);
  const before = await printJobsOf(staff, order.id);
  await expectNoticeWhile(page, 'Sent to the printer', () =>
    page.getByTestId('station-shipment').getByRole('button', { name: 'Reprint packing slip' }).click(),
  );
  await expect.poll(() => printJobsOf(staff, order.id)).toBe(before + 1);
  // A shipped parcel's label is not voided.
  await expect(page.getByTestId('station-shipment').getByRole('button', { name: 'Void label' })).toHaveCount(0);
});

test('weigh and ship stations offline, then online: every action recorded once, a cancelled order refused', async ({ page, context }) => {
  const staff = await apiAs(page.request, ACCOUNTS.SUPERADMIN);
  const [toWeigh, toCancel, toShip] = await scannedOrders(staff, 3);
  // The third is weighed already: its parcel has a label to scan out.
  const weighed = await json(
    await staff.post('/api/scan/update-weight', { weighQueue: { id: toShip.entry.id, weight_pounds: 2, employeeId: 1 } }),
  );
  const tracking = weighed.shipment.tracking_number as string;

  await openStation(page, '/production/weigh-station');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
  for (const order of [toWeigh, toCancel])
    await expect(page.getByTestId('weigh-entry').filter({ hasText: order.order_number })).toBeVisible({ timeout: 30_000 });
  const queue = page.getByTestId('scan-queue');
  await expect(queue).toHaveAttribute('data-queued', '0');

  await context.setOffline(true);
  for (const [i, order] of [toWeigh, toCancel].entries()) {
    await wedge(page, `LI-${order.line_items[0].id}`);
    await expect(page.getByTestId('weighing')).toHaveText(order.order_number);
    await expect(page.getByTestId('offline-printing')).toBeVisible();
    await page.getByLabel('Pounds').fill(String(3 + i));
    await page.getByLabel('Pounds').press('Enter');
    await expect(queue).toHaveAttribute('data-queued', String(i + 1));
    await expect(page.getByTestId('scan-result')).toContainText('its label is bought and printed when the network returns');
  }
  // The queued order is not weighed twice.
  await wedge(page, `LI-${toWeigh.line_items[0].id}`);
  await expect(page.getByTestId('scan-result')).toContainText(`${toWeigh.order_number} is weighed already`);

  // The ship station opens with no network (the service worker), the queue from the device.
  await page.goto('/production/ship-station');
  await expect(page.getByTestId('station-employee')).toHaveText('Tess Technician', { timeout: 60_000 });
  await expect(page.getByTestId('scan-queue')).toHaveAttribute('data-queued', '2');
  await wedge(page, tracking);
  await expect(page.getByTestId('scan-queue')).toHaveAttribute('data-queued', '3');
  await expect(page.getByTestId('scan-result')).toContainText('Queued on this device');

  // Meanwhile the office cancels the second order.
  expect((await staff.post('/api/orders/order-cancel', { order_id: toCancel.id })).status()).toBe(200);
  expect(await shipmentsOf(staff, toWeigh.id)).toHaveLength(0);

  await context.setOffline(false);
  await expect(page.getByTestId('scan-queue')).toHaveAttribute('data-queued', '0', { timeout: 60_000 });
  const refused = page.getByTestId('failed-replays');
  await expect(refused).toContainText(`${toCancel.order_number} · 4 lb 0 oz`);
  await expect(refused).toContainText(`Order ${toCancel.order_number} was cancelled`);
  await expect(page.getByTestId('station-feed')).toContainText(`From the queue: ${tracking} shipped`);

  // Each action once: one label for the first order (slip and label printed at replay), none for the cancelled one, one shipping.
  const labels = await shipmentsOf(staff, toWeigh.id);
  expect(labels).toHaveLength(1);
  expect(labels[0].weight_ounces).toBe(48);
  expect(await eventsOf(staff, toWeigh.id, 'weigh')).toHaveLength(1);
  expect(await printJobsOf(staff, toWeigh.id)).toBe(2);
  expect(await shipmentsOf(staff, toCancel.id)).toHaveLength(0);
  const shipped = await eventsOf(staff, toShip.id, 'ship');
  expect(shipped).toHaveLength(1);
  expect(shipped[0].data.employee.name).toBe('Tess Technician');
  expect((await shipmentsOf(staff, toShip.id))[0].status).toBe('shipped');
  // Dismissed, the refusal is gone.
  await refused.getByRole('button', { name: 'Dismiss' }).click();
  await expect(refused).toHaveCount(0);
});
