import { expect, test } from '@playwright/test';
import { signIn } from './support';

test('running the checklist audit shows progress, the percentage and each result', async ({ page }) => {
  await signIn(page, 'superadmin@demo.test', '/manage-checklist');
  await page.getByLabel('Brand').last().click();
  await page.getByRole('option', { name: 'Wallflower Studio' }).click();
  await expect(page.getByTestId('checklist-completion')).toContainText('Wallflower Studio');
  await page.getByRole('button', { name: 'Run Audit' }).click();
  await expect(page.getByTestId('audit-progress')).toBeVisible();
  await page.screenshot({ path: 'test-results/admin-audit-running.png' });
  // The bar closes shortly (500 ms) after the last item.
  await expect(page.getByTestId('audit-progress')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByText('Manual Completion Required.')).toBeVisible();
  await expect(page.getByText(/incomplete checklist items must be completed before orders can be fulfilled/i)).toBeVisible();
  await expect(page.getByTestId('checklist-completion')).toContainText('% complete');
  await page.screenshot({ path: 'test-results/admin-audit-done.png' });
});

test('a brand user sees checklist progress on the dashboard, and visiting a page completes its item', async ({ page }) => {
  await signIn(page, 'user@demo.test', '/');
  const card = page.getByTestId('checklist-card');
  await expect(card).toContainText('Onboarding Checklist');
  await expect(card).toContainText('%');
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/checklist/page-visits') && (r.request().postData() ?? '').includes('"/product"')),
    page.goto('/product'),
  ]);
  await page.goto('/');
  const browse = page
    .getByTestId('checklist-card')
    .locator('[data-testid^="checklist-card-item-"]')
    .filter({ hasText: 'Browse your products' });
  await expect(browse).toHaveAttribute('data-complete', 'true');
  await page.screenshot({ path: 'test-results/admin-checklist-card.png' });
});
