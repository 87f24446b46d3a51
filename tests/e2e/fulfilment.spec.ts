/**
 * Labels and slips from the order page, issues from a station (issue 25, issue 26's fulfilment
 * card): a technician reprints a parcel's label from the order page and voids it; a station
 * flags an item with a reason and a note, and the Line Item Issues page resolves it.
 */
import { expect, test, type APIResponse } from '@playwright/test';
import { ACCOUNTS, apiAs, signIn, expectNoticeWhile } from './support';
import { droppedOrders, wedge } from './floorSupport';

test.describe.configure({ timeout: 300_000 });

const json = async (response: APIResponse) => (await response.json()) as any;

test('from the order page: reprint a parcel’s label, then void it', async ({ page }) => {
  const staff = await apiAs(page.request, ACCOUNTS.SUPERADMIN);
  const order = (await droppedOrders(staff))[0];
  for (const item of order.line_items)
    expect((await staff.post('/api/scan/scan-item', { scanValue: `LI-${item.id}`, employeeId: 1 })).status()).toBe(200);
  const entry = (await json(await staff.get('/api/scan/weight-queue/waiting'))).find((e: any) => e.order_id === order.id);
  const weighed = await json(
    await staff.post('/api/scan/update-weight', { weighQueue: { id: entry.id, weight_pounds: 3, weight_ounces: 2, employeeId: 1 } }),
  );
  const tracking = weighed.shipment.tracking_number;
  // The order's print jobs in the spool (newest first).
  const jobsOf = async () => (await json(await staff.get('/api/printers/jobs'))).filter((j: any) => j.order_id === order.id).length;
  const before = await jobsOf();

  await signIn(page, ACCOUNTS.TECHNICIAN, `/orders/${order.id}`);
  const card = page.getByTestId('fulfilment-card');
  await expect(card.getByTestId('tracking-link')).toHaveText(tracking, { timeout: 60_000 });
  await expectNoticeWhile(page, 'Sent to the printer', () => card.getByRole('button', { name: 'Reprint label' }).click());
  await expect.poll(jobsOf).toBe(before + 1);

  await card.getByRole('button', { name: 'Open label' }).click();
  await expect(page.getByTestId('pdf-preview')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();

  await card.getByRole('button', { name: 'Void label' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Void label' }).click();
  await expect(page.getByRole('alert').getByText(`Label ${tracking} voided`)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Buy again' })).toBeVisible();
  const info = await json(await staff.get(`/api/shipping/get-shipping-info/${order.id}`));
  expect(info.shipments.find((s: any) => s.tracking_number === tracking).status).toBe('voided');
});

test('a station flags an item with a reason; the Line Item Issues page resolves it', async ({ page }) => {
  const staff = await apiAs(page.request, ACCOUNTS.SUPERADMIN);
  const order = (await droppedOrders(staff))[0];
  const item = order.line_items[0];

  await signIn(page, ACCOUNTS.TECHNICIAN, '/production/scanner');
  await expect(page.getByText('Scan your badge to start your shift.')).toBeVisible({ timeout: 60_000 });
  await wedge(page, 'EMP-0001');
  await expect(page.getByTestId('station-employee')).toHaveText('Tess Technician');
  await wedge(page, `LI-${item.id}`);
  await expect(page.getByTestId('station-feed')).toContainText(`${item.design_name} scanned`);
  await page.getByRole('button', { name: 'Flag an issue' }).click();
  await expect(page.getByTestId('issue-item')).toHaveValue(`LI-${item.id}`);
  await page.getByTestId('issue-reason').click();
  await page.getByRole('option', { name: 'Damaged' }).click();
  await page.getByTestId('issue-notes').fill('Torn at the edge');
  await page.getByRole('button', { name: 'Flag the item' }).click();
  await expect(page.getByTestId('station-feed')).toContainText(`LI-${item.id} flagged: Damaged`);

  await page.goto(`/orders/${order.id}`);
  await expect(page.getByTestId('issue-reason')).toHaveText('Damaged — Torn at the edge', { timeout: 60_000 });

  await page.goto('/line-item-issues');
  const row = page.getByTestId('open-issue').filter({ hasText: `LI-${item.id}` });
  await expect(row).toContainText('Torn at the edge', { timeout: 60_000 });
  await expect(row).toContainText('Tess Technician');
  await expectNoticeWhile(page, 'Issue resolved', () => row.getByRole('button', { name: 'Resolve' }).click());
  await expect(row).toHaveCount(0);
  const after = await json(await staff.get(`/api/orders/${order.id}`));
  expect(after.line_items.find((l: any) => l.id === item.id).status).toBe('scanned');
});
