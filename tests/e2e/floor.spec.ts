/**
 * The rest of the production floor in Chromium (issue 14): the dropper builds a print run of a
 * fresh order's items and undoes it; waste recorded at the station shows in the report and its
 * CSV; the analytics charts draw the demo business; a JDML page draws its panels, replaces a
 * section's print file and downloads its XML. Each also at a phone's width (375 px).
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ordersInProduction, wedge } from './floorSupport';
import { ACCOUNTS, apiAs, chooseInSelect, signIn, typeDay } from './support';

test.describe.configure({ timeout: 120_000 });

/** How long a screen's first load may take on a busy 2-core machine (its lazy chunk, its first calls). */
const FIRST_LOAD = 30_000;

/** A fresh demo order of brand 1, imported and pushed to production: its line items wait for the dropper. */
async function orderInProduction(page: Page) {
  const staff = await apiAs(page.request, ACCOUNTS.SUPERADMIN);
  const [order] = await ordersInProduction(staff);
  return { staff, order };
}

/** The page has nothing wider than the screen (a table may scroll inside its card). */
async function fitsTheScreen(page: Page) {
  // Once the app has drawn itself for the new size (the sidebar and the cards follow a media query).
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
}

test('dropper: choose brand and material, make the print run (items dropped), then undo it', async ({ page }) => {
  const { staff, order } = await orderInProduction(page);
  const item = order.line_items[0];
  const material = (await (await staff.get(`/api/materials/${item.material_id}`)).json()) as any;
  await signIn(page, ACCOUNTS.TECHNICIAN, '/production/dropper');
  await page.getByLabel('Brand').click();
  await page.getByRole('option', { name: 'Wallflower Studio' }).click();
  await page.getByLabel('Material').click();
  await page.getByRole('option', { name: material.name, exact: true }).click();
  const row = page.getByTestId('dropper-item').filter({ hasText: order.order_number }).filter({ hasText: item.design_name });
  await expect(row.first()).toBeVisible({ timeout: FIRST_LOAD });
  await expect(page.getByTestId('dropper-totals')).toContainText(/Paper: [\d.,]+ ft/);
  await expect(page.getByTestId('dropper-totals')).toContainText(/Ink: about [\d.,]+ ml/);
  // The "all line items" box: none, so no run can be made; then all again.
  const all = page.getByRole('checkbox', { name: 'All line items' });
  await all.uncheck();
  await expect(page.getByTestId('dropper-totals')).toContainText(/^0 of \d+ line items/);
  await expect(page.getByRole('button', { name: 'Make the print run' })).toBeDisabled();
  await all.check();
  await expect(page.getByTestId('dropper-totals')).not.toContainText(/^0 of/);
  await page.getByRole('button', { name: 'Make the print run' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  const outcome = page.getByTestId('dropper-outcome');
  await expect(outcome).toContainText(/Print run \d+ made: \d+ line items dropped/);
  const runId = Number(/Print run (\d+)/.exec((await outcome.textContent()) ?? '')![1]);
  const status = async () =>
    ((await (await staff.get(`/api/orders/${order.id}`)).json()) as any).line_items.find((l: any) => l.id === item.id).status;
  expect(await status()).toBe('dropped');
  await expect(page.getByTestId('dropper-empty')).toBeVisible();

  const run = page.getByTestId('drop-group').filter({ has: page.getByRole('cell', { name: String(runId), exact: true }) });
  await run.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(outcome).toContainText(`Print run ${runId} undone`);
  expect(await status()).toBe('in_production');
  await expect(row.first()).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await fitsTheScreen(page);

  // The order's timeline says the run was undone, after it said the items were dropped.
  await page.goto(`/orders/${order.id}`);
  const timeline = page.getByTestId('timeline');
  await expect(timeline.locator('[data-type="print_run_undone"]').first()).toContainText(`Print run ${runId} undone`, {
    timeout: FIRST_LOAD,
  });
  await expect(timeline.locator('[data-type="send_to_print"]').first()).toContainText(`Dropped in print run ${runId}`);
});

test('waste: record it at the station with a badge, find it in the report, export the CSV', async ({ page }) => {
  const category = `Edge tear ${Date.now() % 100000}`;
  await signIn(page, ACCOUNTS.TECHNICIAN, '/waste-tracking');
  // The screen's code loads first: slow on a busy machine.
  await expect(page.getByText('Scan your badge to start your shift.')).toBeVisible({ timeout: FIRST_LOAD });
  // A wedge scan, no field focused.
  await wedge(page, 'EMP-0002');
  await expect(page.getByTestId('station-employee')).toHaveText('Marco Reyes');
  const form = page.getByRole('form', { name: 'Record waste' });
  await form.getByRole('button', { name: 'Record waste' }).click();
  // The declaration's rules, checked in the browser: the message the server and every generated form give.
  await expect(form.getByText(/^Category is required$/).first()).toBeVisible();
  await form.getByLabel('Category').fill(category);
  await form.getByLabel('Material').click();
  const materialName = (await page.getByRole('option').first().textContent())!;
  await page.getByRole('option').first().click();
  await form.getByLabel('Pounds').fill('3');
  await form.getByLabel('Ounces').fill('5');
  await form.getByRole('button', { name: 'Record waste' }).click();
  await expect(page.getByTestId('waste-outcome')).toContainText(`Recorded: 3 lb 5 oz of ${materialName} (${category})`);

  const groupBy = page.getByRole('combobox', { name: /^Group by/ });

  await chooseInSelect(page, groupBy, 'Category');
  const group = page.getByTestId('waste-category').filter({ hasText: category });
  await expect(group).toContainText('3 lb 5 oz');
  await chooseInSelect(page, groupBy, 'Employee');
  await expect(page.getByTestId('waste-category').filter({ hasText: 'Marco Reyes' })).toBeVisible();
  await expect(page.getByTestId('waste-total')).toContainText(/\d+ lb [\d.]+ oz/);

  await chooseInSelect(page, groupBy, 'Category');
  await expect(group).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.split('\n')[0]).toBe('Category,Material,Pounds,Ounces');
  expect(csv).toContain(`${category},${materialName},3,5`);

  await page.setViewportSize({ width: 375, height: 800 });
  await fitsTheScreen(page);
});

test('analytics: the three charts draw the demo business, filtered by date and brand', async ({ page }) => {
  await signIn(page, ACCOUNTS.TECHNICIAN, '/analytics');
  for (const chart of ['chart-fulfilment', 'chart-status', 'chart-throughput'])
    await expect(page.getByTestId(chart).locator('svg').first()).toBeVisible({ timeout: FIRST_LOAD });
  await expect(page.getByTestId('chart-status').locator('rect, path').first()).toBeVisible();
  await page.getByLabel('Brand').click();
  await page.getByRole('option', { name: 'Northwind Papers' }).click();
  await expect(page.getByTestId('chart-status').locator('svg').first()).toBeVisible();
  // The day fields are written mm/dd/yyyy in English (DayField), whatever the browser's language.
  await expect(page.getByRole('group', { name: 'From', exact: true })).toContainText(/\d\d\/\d\d\/\d{4}/);
  await typeDay(page, 'From', '01012099');
  await expect(page.getByText('Must not be before the start date')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await typeDay(page, 'From', '01012020');
  await expect(page.getByText('Must not be before the start date')).toBeHidden();
  await expect(page.getByTestId('chart-status').locator('svg').first()).toBeVisible();
  await fitsTheScreen(page);
});

test('JDML page: panels drawn to scale, a section’s print file replaced, the XML downloaded', async ({ page }) => {
  const staff = await apiAs(page.request, ACCOUNTS.TECHNICIAN);
  const [jdml] = (await (await staff.get('/api/jdml?sort_by=id&order=DESC&page_count=1&page=0')).json()).results as any[];
  await signIn(page, ACCOUNTS.TECHNICIAN, '/production/jdml');
  // The newest first: its row opens its page.
  await page.locator('tbody tr').first().click();
  await expect(page).toHaveURL(new RegExp(`/production/jdml/${jdml.id}$`));
  await expect(page.getByTestId('jdml-preview')).toBeVisible({ timeout: FIRST_LOAD });
  await expect(page.getByTestId('jdml-drop')).toHaveCount(jdml.drops);
  await expect(page.getByTestId('jdml-preview')).toContainText(`${jdml.drop_length_inches} in`);
  await expect(page.getByTestId('jdml-section')).toHaveCount(jdml.drops);
  // What it prints, by name: the order's number and the line item's design, not their ids.
  const order = (await (await staff.get(`/api/orders/${jdml.order_id}`)).json()) as any;
  const item = order.line_items.find((l: any) => l.id === jdml.line_item_id);
  await expect(page.getByRole('link', { name: String(order.order_number), exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: item.design_name, exact: true })).toBeVisible();

  const sections = (await (await staff.get(`/api/jdml/sections?id=${jdml.id}`)).json()) as any[];
  // A 1 × 1 PNG as the new print file of the first drop.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  await page.getByTestId(`replace-section-${sections[0].id}`).setInputFiles({ name: 'drop-1.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByTestId('section-outcome')).toContainText(`The print file of drop ${sections[0].position} was replaced.`);
  const after = (await (await staff.get(`/api/jdml/sections?id=${jdml.id}`)).json()) as any[];
  expect(after[0].print_file_url).not.toBe(sections[0].print_file_url);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download XML' }).click()]);
  const xml = readFileSync((await download.path())!, 'utf8');
  expect(xml).toContain('<JDF');
  expect(xml).toContain(`JobID="LI-${jdml.line_item_id}"`);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByTestId('jdml-preview')).toBeVisible();
  await fitsTheScreen(page);
});
