/**
 * The production floor with the keyboard and the device simulator only (issue 14): a technician
 * signs in at the scanner with a badge scan, scans the order's items (the last one with the
 * networked scanner), puts the parcel on the simulated scale at the weigh station — it settles,
 * the weight fills in, Enter buys the label and prints the packing slip (both PDFs in the spool) —
 * and scans it out at the ship station; the order is FULFILLED and its timeline shows every step.
 */
import { expect, test } from '@playwright/test';
import { connectDevices } from '../../scripts/devices';
import { ACCOUNTS, PASSWORD, apiAs, signIn } from './support';

test.describe.configure({ timeout: 120_000 });

test('scanner → weigh station → ship station, no mouse after sign-in', async ({ page }) => {
  const staff = await apiAs(page.request, ACCOUNTS.SUPERADMIN);
  // A fresh demo order, imported, pushed to production and dropped in print runs.
  const produced = (await (await staff.post('/api/orders/demo-orders', { brand_id: 1, count: 1 })).json()) as any;
  const queueId = produced.queued[0].id;
  let orderId = 0;
  await expect(async () => {
    const item = (await (await staff.get(`/api/queues/order-processor/${queueId}`)).json()) as any;
    expect(item.status).toBe('processed');
    orderId = item.order_id;
  }).toPass({ timeout: 30_000 });
  expect((await staff.post('/api/orders/push-order', { order_id: orderId })).status()).toBe(200);
  const order = (await (await staff.get(`/api/orders/${orderId}`)).json()) as any;
  for (const material of new Set<number>(order.line_items.map((l: any) => l.material_id)))
    expect(
      (
        await staff.post('/api/jdml/dropper/group', {
          brand_id: 1,
          material_id: material,
          line_items: order.line_items.filter((l: any) => l.material_id === material).map((l: any) => l.id),
        })
      ).status(),
    ).toBe(201);

  await signIn(page, ACCOUNTS.TECHNICIAN, '/production/scanner');
  await expect(page.getByLabel('Badge')).toBeFocused();
  await page.keyboard.type('EMP-0001');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('station-employee')).toHaveText('Tess Technician');
  const feed = page.getByTestId('station-feed');
  const devices = await connectDevices(new URL(page.url()).origin, ACCOUNTS.TECHNICIAN, PASSWORD, 100);
  const count = order.line_items.length;
  for (const [i, item] of order.line_items.slice(0, -1).entries()) {
    await page.keyboard.type(`LI-${item.id}`);
    await page.keyboard.press('Enter');
    await expect(feed).toContainText(`${item.design_name} scanned (${order.order_number} · ${i + 1}/${count})`);
  }
  // The last item through the networked scanner (the page's socket may still be connecting).
  const last = order.line_items[count - 1];
  await expect(async () => {
    devices.scan(`LI-${last.id}`);
    await expect(feed).toContainText(`${order.order_number} · ${count}/${count}`, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(feed).toContainText(`Order ${order.order_number} is complete: to the weigh station`);

  await page.goto('/production/weigh-station');
  await expect(page.getByLabel('Badge')).toBeFocused();
  await page.keyboard.type('EMP-0001');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('weigh-entry').filter({ hasText: order.order_number })).toBeVisible();
  await expect(page.getByLabel('Scan the order number')).toBeFocused();
  await page.keyboard.type(order.order_number);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('weighing')).toHaveText(order.order_number);
  await expect(page.getByLabel('Pounds')).toBeFocused();
  // The parcel on the simulated scale: it wobbles, settles, and the weight fills in.
  await expect(async () => {
    await devices.weigh(4.25);
    await expect(page.getByTestId('scale-reading')).toContainText('4 lb 4 oz · settled', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByLabel('Pounds')).toHaveValue('4');
  await expect(page.getByLabel('Ounces')).toHaveValue('4');
  await page.keyboard.press('Enter');
  devices.close();
  await expect(page.getByTestId('station-feed')).toContainText(`${order.order_number} weighed: label`);
  const info = (await (await staff.get(`/api/shipping/get-shipping-info/${orderId}`)).json()) as any;
  const tracking = info.shipments[0].tracking_number;
  // Both documents are in the print spool, as PDFs.
  const jobs = (await (
    await staff.get(`/api/printers/jobs?filter_by=${encodeURIComponent(JSON.stringify({ order_id: orderId }))}`)
  ).json()) as any[];
  expect(jobs.map((j) => j.kind).sort()).toEqual(['label', 'packing_slip']);
  for (const job of jobs) {
    const pdf = await staff.get(`/api/printers/jobs/${job.id}/document`);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }

  await page.goto('/production/ship-station');
  await expect(page.getByLabel('Badge')).toBeFocused();
  await page.keyboard.type('EMP-0001');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Scan the parcel’s label')).toBeFocused();
  await page.keyboard.type(tracking);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('station-feed')).toContainText(`${tracking} shipped · ${order.order_number} (Fulfilled)`);

  const timeline = ((await (await staff.get(`/api/v2/orders-audit?order_id=${orderId}`)).json()) as any[]).map((e) => e.type);
  expect(timeline.slice(0, 2)).toEqual(['ship', 'weigh']);
  expect(timeline.filter((t) => t === 'line_item_scan')).toHaveLength(order.line_items.length);
  expect(timeline).toContain('send_to_print');
});

test('a station without a known employee asks for the badge again', async ({ page }) => {
  await signIn(page, ACCOUNTS.TECHNICIAN, '/production/scanner');
  await page.evaluate(() => sessionStorage.setItem('station-employee:scanner', JSON.stringify({ id: 999999, name: 'Gone', badge: 'X' })));
  await page.reload();
  await expect(page.getByTestId('station-employee')).toHaveText('Gone');
  await expect(page.getByLabel('Scan a line item, a tool or a box')).toBeFocused();
  await page.keyboard.type('LI-1');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Badge')).toBeVisible();
  // The person is still signed in to the app.
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
});
