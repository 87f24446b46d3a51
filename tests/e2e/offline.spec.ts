/**
 * No scan is ever lost (issue 25): the scanner station keeps working through a network drop. Its
 * service worker opens the app offline; 20 scans taken offline wait on the device ("Queued (20)"),
 * survive a reload while offline, and are recorded exactly once each, at the time they were
 * taken, when the network returns.
 */
import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiAs, signIn } from './support';
import { droppedOrders, wedge } from './floorSupport';

test.describe.configure({ timeout: 300_000 });

test('20 scans offline, a reload offline, back online: every scan recorded exactly once', async ({ page, context }) => {
  const staff = await apiAs(page.request, ACCOUNTS.SUPERADMIN);
  // Demo orders imported, pushed to production and dropped: at least 20 scannable items.
  const orders = await droppedOrders(staff, 8);
  const items = orders.flatMap((o) => o.line_items.map((l: any) => ({ ...l, order_id: o.id }))).slice(0, 20);
  expect(items).toHaveLength(20);

  await signIn(page, ACCOUNTS.TECHNICIAN, '/production/scanner');
  await expect(page.getByText('Scan your badge to start your shift.')).toBeVisible({ timeout: 60_000 });
  await wedge(page, 'EMP-0001');
  await expect(page.getByTestId('station-employee')).toHaveText('Tess Technician');
  // The station's service worker is installed (the app and its code precached) and in control.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
  const queue = page.getByTestId('scan-queue');
  await expect(queue).toHaveAttribute('data-queued', '0');

  await context.setOffline(true);
  const before = Date.now();
  for (const [i, item] of items.entries()) {
    await wedge(page, `LI-${item.id}`);
    await expect(queue).toHaveAttribute('data-queued', String(i + 1));
  }
  await expect(queue).toContainText('Queued (20)');
  await expect(page.getByTestId('scan-result')).toContainText('Queued on this device');

  // The page opens again with no network: from the service worker, the queue from the device.
  await page.reload();
  await expect(page.getByTestId('station-employee')).toHaveText('Tess Technician', { timeout: 60_000 });
  await expect(page.getByTestId('scan-queue')).toHaveAttribute('data-queued', '20');

  await context.setOffline(false);
  await expect(page.getByTestId('scan-queue')).toHaveAttribute('data-queued', '0', { timeout: 60_000 });
  await expect(page.getByTestId('failed-replays')).toHaveCount(0);

  for (const order of orders) {
    const mine = items.filter((i) => i.order_id === order.id);
    if (!mine.length) continue;
    const timeline = (await (await staff.get(`/api/v2/orders-audit?order_id=${order.id}`)).json()) as any[];
    const scans = timeline.filter((e) => e.type === 'line_item_scan');
    for (const item of mine) {
      const events = scans.filter((e) => e.line_item_id === item.id);
      expect(events, `LI-${item.id}`).toHaveLength(1);
      // At the time it was taken, offline, not when it was replayed.
      expect(Date.parse(events[0].created_at)).toBeGreaterThanOrEqual(before - 1000);
      expect(events[0].data.employee.name).toBe('Tess Technician');
    }
  }
  const states = await Promise.all(
    orders.map(async (o) => ((await (await staff.get(`/api/orders/${o.id}`)).json()) as any).line_items as any[]),
  );
  const scanned = states.flat().filter((l) => items.some((i) => i.id === l.id));
  expect(scanned.every((l) => l.status === 'scanned')).toBe(true);
});
