import { expect, test } from '@playwright/test';
import { apiAs, signIn } from './support';

test('Admin Tools: the audit log shows who changed a flag, with before and after; jobs and health answer', async ({ page, request }) => {
  // A change to audit: toggle a flag off and on again as SUPERADMIN.
  const boss = await apiAs(request, 'superadmin@demo.test');
  const flag = (
    (await (await boss.get('/api/feature-flags?filter_by={"flag_name":"show-create-account"}')).json()) as Array<{ id: number }>
  )[0];
  // Off, then on: an update that changes nothing writes no audit row.
  await boss.put(`/api/feature-flags/${flag.id}`, { production_value: false });
  await boss.put(`/api/feature-flags/${flag.id}`, { production_value: true });

  await signIn(page, 'technician@demo.test', '/admin-tools');
  await page.getByRole('tab', { name: 'Audit Log' }).click();
  await page.getByLabel('Resource').click();
  await page.getByRole('option', { name: 'feature-flags' }).click();
  const row = page.getByRole('row', { name: /superadmin@demo\.test update feature-flags/ }).first();
  await expect(row).toBeVisible();
  await row.click();
  await expect(page.getByText(/^before:/).first()).toBeVisible();
  await expect(page.getByText(/^after:/).first()).toContainText('"production_value": true');

  await page.getByRole('tab', { name: 'Background Jobs' }).click();
  await expect(page.getByRole('columnheader', { name: 'Category' })).toBeVisible();
  await page.getByRole('tab', { name: 'System Health' }).click();
  await expect(page.getByText(/postgresql/i).first()).toBeVisible();
});

test('Admin Tools: every tool’s name shows at 1440 px; the open tool is in the address and survives a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'superadmin@demo.test', '/admin-tools');
  const tabs = page.getByRole('tab');
  await expect(tabs.filter({ hasText: 'Backups' })).toBeVisible();
  // SUPERADMIN has every tool: the built-in ones, Reference Data and the areas' (Pricing, Demo store, Backups).
  expect(await tabs.count()).toBeGreaterThanOrEqual(8);
  for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
  await page.getByRole('tab', { name: 'Reference Data' }).click();
  await expect(page).toHaveURL(/[?&]tool=reference-data/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Reference Data' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: 'Fonts' })).toBeVisible();
});
