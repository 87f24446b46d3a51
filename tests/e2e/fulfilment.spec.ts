/**
 * Labels and slips from the order page, issues from a station (issue 25, issue 26's fulfilment
 * card): a technician reprints a parcel's label from the order page and voids it; a station
 * flags an item with a reason and a note, and the Line Item Issues page resolves it.
 */
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { ACCOUNTS, apiAs, signIn } from './support';

test.describe.configure({ timeout: 300_000 });

type Api = Awaited<ReturnType<typeof apiAs>>;

/** A fresh demo order of brand 1, imported, pushed to production and dropped in print runs. */
async function droppedOrder(staff: Api) {
  const produced = (await (await staff.post('/api/orders/demo-orders', { brand_id: 1, count: 1 })).json()) as any;
  let orderId = 0;
  await expect(async () => {
    const item = (await (await staff.get(`/api/queues/order-processor/${produced.queued[0].id}`)).json()) as any;
    expect(item.status).toBe('processed');
    orderId = item.order_id;
  }).toPass({ timeout: 60_000 });
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
  return order;
}

const json = async (response: APIResponse) => (await response.json()) as any;

async function wedge(page: Page, code: string) {
  await expect.poll(() => page.evaluate(() => document.activeElement === document.body || !document.activeElement)).toBe(true);
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

test('from the order page: reprint a parcel’s label, then void it', async ({ page }) => {
  const staff = await apiAs(page.request, ACCOUNTS.SUPERADMIN);
  const order = await droppedOrder(staff);
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
  await card.getByRole('button', { name: 'Reprint label' }).click();
  await expect(page.getByText('Sent to the printer')).toBeVisible();
  await expect.poll(jobsOf).toBe(before + 1);

  await card.getByRole('button', { name: 'Open label' }).click();
  await expect(page.getByTestId('pdf-preview')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();

  await card.getByRole('button', { name: 'Void label' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Void label' }).click();
  await expect(page.getByText(`Label ${tracking} voided`)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Buy again' })).toBeVisible();
  const info = await json(await staff.get(`/api/shipping/get-shipping-info/${order.id}`));
  expect(info.shipments.find((s: any) => s.tracking_number === tracking).status).toBe('voided');
});

test('a station flags an item with a reason; the Line Item Issues page resolves it', async ({ page }) => {
  const staff = await apiAs(page.request, ACCOUNTS.SUPERADMIN);
  const order = await droppedOrder(staff);
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
  await row.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByText('Issue resolved')).toBeVisible();
  await expect(row).toHaveCount(0);
  const after = await json(await staff.get(`/api/orders/${order.id}`));
  expect(after.line_items.find((l: any) => l.id === item.id).status).toBe('scanned');
});
