/**
 * The production floor with a keyboard-wedge scanner and the device simulator only (issues 14
 * and 25): a technician scans their badge once at the scanner — the shift holds across the
 * stations of the device — scans the order's items with no field focused, scans any item label at
 * the weigh station, puts the parcel on the simulated scale (it settles, the weight fills in, Enter
 * buys the label and prints it with the packing slip) and scans it out at the ship station, without
 * a mouse click; the order is FULFILLED and its timeline names the employee.
 */
import { expect, test } from '@playwright/test';
import { connectDevices } from '../../scripts/devices';
import { ACCOUNTS, PASSWORD, apiAs, signIn } from './support';
import { droppedOrders, wedge } from './floorSupport';

// Three station screens load their code on a shared 2-core machine: minutes, not seconds, in the worst case.
test.describe.configure({ timeout: 300_000 });

test('printed → shipped: one badge scan for the shift, wedge scans only, no mouse click after the first station opens', async ({
  page,
}) => {
  const staff = await apiAs(page.request, ACCOUNTS.SUPERADMIN);
  // A fresh demo order, imported, pushed to production and dropped in print runs.
  const [order] = await droppedOrders(staff);

  await signIn(page, ACCOUNTS.TECHNICIAN, '/production/scanner');
  // Every click on every page from here on is counted.
  await page.addInitScript(() =>
    document.addEventListener(
      'click',
      () => sessionStorage.setItem('clicks', String(Number(sessionStorage.getItem('clicks') ?? 0) + 1)),
      true,
    ),
  );
  await page.reload();
  await expect(page.getByText('Scan your badge to start your shift.')).toBeVisible({ timeout: 60_000 });
  await wedge(page, 'EMP-0001');
  await expect(page.getByTestId('station-employee')).toHaveText('Tess Technician');
  const feed = page.getByTestId('station-feed');
  const count = order.line_items.length;
  for (const [i, item] of order.line_items.entries()) {
    await wedge(page, `LI-${item.id}`);
    await expect(feed).toContainText(`${item.design_name} scanned (${order.order_number} · ${i + 1}/${count})`);
  }
  await expect(feed).toContainText(`Order ${order.order_number} is complete: to the weigh station`);

  // Another station of the device: the shift holds, no badge again. Any item's label picks the order.
  const devices = await connectDevices(new URL(page.url()).origin, ACCOUNTS.TECHNICIAN, PASSWORD, 100);
  await page.goto('/production/weigh-station');
  await expect(page.getByTestId('station-employee')).toHaveText('Tess Technician', { timeout: 60_000 });
  const label = `LI-${order.line_items[count - 1].id}`;
  await expect(page.getByTestId('weigh-entry').filter({ hasText: order.order_number })).toContainText(label);
  await wedge(page, label);
  await expect(page.getByTestId('weighing')).toHaveText(order.order_number);
  // The bridge's scale and scanner are heard at the station.
  await expect(page.getByTestId('device-scale')).toHaveAttribute('data-state', 'connected', { timeout: 15_000 });
  await expect(page.getByTestId('scan-result')).toContainText(`${label} · Order`);
  // The parcel on the simulated scale: it wobbles, settles, and the weight fills in.
  await expect(async () => {
    await devices.weigh(4.25);
    await expect(page.getByTestId('scale-reading')).toContainText('4 lb 4 oz · settled', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByLabel('Pounds')).toHaveValue('4');
  devices.close();
  // Enter with nothing focused confirms the weight.
  await page.keyboard.press('Enter');
  await expect(feed).toContainText(`${order.order_number} weighed: label`);
  const info = (await (await staff.get(`/api/shipping/get-shipping-info/${order.id}`)).json()) as any;
  const tracking = info.shipments[0].tracking_number;

  await page.goto('/production/ship-station');
  await expect(page.getByTestId('station-employee')).toHaveText('Tess Technician', { timeout: 60_000 });
  // A code that is not a parcel's: said what it is, and nothing recorded.
  await wedge(page, order.order_number);
  await expect(page.getByTestId('scan-result')).toContainText(`${order.order_number} · Order`);
  await expect(page.getByTestId('scan-result')).toContainText('Not recorded');
  await wedge(page, tracking);
  await expect(page.getByTestId('scan-result')).toContainText(`${tracking} shipped · ${order.order_number} (Fulfilled)`);
  expect(await page.evaluate(() => Number(sessionStorage.getItem('clicks') ?? 0))).toBe(0);

  const timeline = (await (await staff.get(`/api/v2/orders-audit?order_id=${order.id}`)).json()) as any[];
  expect(timeline.slice(0, 2).map((e) => e.type)).toEqual(['ship', 'weigh']);
  const station = timeline.filter((e) => ['ship', 'weigh', 'line_item_scan'].includes(e.type));
  expect(station).toHaveLength(count + 2);
  for (const event of station) expect(event.data.employee.name).toBe('Tess Technician');
});

test('the printer chosen at the weigh station survives a reload', async ({ page }) => {
  const staff = await apiAs(page.request, ACCOUNTS.SUPERADMIN);
  const printers = (await (await staff.get('/api/printers?sort_by=position&order=ASC')).json()) as any[];
  expect(printers.length).toBeGreaterThan(1);
  await signIn(page, ACCOUNTS.TECHNICIAN, '/production/weigh-station');
  await expect(page.getByText('Scan your badge to start your shift.')).toBeVisible({ timeout: 60_000 });
  await wedge(page, 'EMP-0002');
  await expect(page.getByTestId('station-employee')).toHaveText('Marco Reyes');
  const select = page.getByRole('combobox', { name: 'Printer' });
  await expect(select).toHaveText(printers[0].name);
  await select.click();
  await page.getByRole('option', { name: printers[1].name }).click();
  await expect(select).toHaveText(printers[1].name);
  await page.reload();
  // The shift and the printer both held.
  await expect(page.getByTestId('station-employee')).toHaveText('Marco Reyes', { timeout: 60_000 });
  await expect(page.getByRole('combobox', { name: 'Printer' })).toHaveText(printers[1].name);
});

test('a shift the server no longer knows asks for the badge again', async ({ page }) => {
  await signIn(page, ACCOUNTS.TECHNICIAN, '/production/scanner');
  await page.evaluate(() =>
    localStorage.setItem(
      'papered.station-shift',
      JSON.stringify({ token: 'gone', employee: { id: 1, name: 'Gone', badge: 'X' }, expires_at: '2099-01-01T00:00:00Z' }),
    ),
  );
  await page.reload();
  await expect(page.getByText('Scan your badge to start your shift.')).toBeVisible({ timeout: 60_000 });
  // The person is still signed in to the app.
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
});

test('the waste station: the scale is heard, its weight fills the weight, the first field has the focus after the badge', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.TECHNICIAN, '/waste-tracking');
  await expect(page.getByText('Scan your badge to start your shift.')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('device-scale')).toHaveCount(0);
  await wedge(page, 'EMP-0003');
  await expect(page.getByLabel('Category')).toBeFocused({ timeout: 60_000 });
  await expect(page.getByTestId('device-scale')).toHaveAttribute('data-state', 'offline');
  const devices = await connectDevices(new URL(page.url()).origin, ACCOUNTS.TECHNICIAN, PASSWORD, 50, {
    scaleStation: 'waste',
    heartbeatMs: 500,
  });
  try {
    await expect(page.getByTestId('device-scale')).toHaveAttribute('data-state', 'connected', { timeout: 15_000 });
    await expect(async () => {
      await devices.weigh(2.5);
      await expect(page.getByLabel('Pounds')).toHaveValue('2', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByLabel('Ounces')).toHaveValue('8');
  } finally {
    devices.close();
  }
  // No word from the scale for 5 s: stale.
  await expect(page.getByTestId('device-scale')).toHaveAttribute('data-state', 'stale', { timeout: 15_000 });
});
