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
