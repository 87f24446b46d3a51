import { expect, test, type Page } from '@playwright/test';
import { apiAs, signIn, visitorPage, expectNoticeWhile } from './support';

async function setFlag(page: Page, on: boolean) {
  // Back on the list after a save: no reload of the whole app to get there again.
  if (!/\/development\/feature-flags$/.test(page.url())) await page.goto('/development/feature-flags');
  // Exactly the flag's name: the notice of the last save ("Feature Flag “show-create-account” saved") may still show.
  await page.getByText('show-create-account', { exact: true }).click();
  await expect(page).toHaveURL(/\/development\/feature-flags\/\d+/);
  const toggle = page.getByLabel('Value', { exact: true });
  if ((await toggle.isChecked()) !== on) await toggle.click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/development\/feature-flags$/);
}

test('turning show-create-account off hides Create Account on the login screen', async ({ page }) => {
  await signIn(page, 'superadmin@demo.test');
  await setFlag(page, false);
  const { context, visitor } = await visitorPage(page);
  await visitor.goto('/login');
  await expect(visitor.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Create Account' })).toHaveCount(0);
  await visitor.goto('/new-account');
  await expect(visitor).toHaveURL(/\/login/);
  await visitor.screenshot({ path: 'test-results/admin-login-without-create-account.png' });
  await setFlag(page, true);
  await visitor.goto('/login');
  await expect(visitor.getByRole('link', { name: 'Create Account' })).toBeVisible();
  await context.close();
});

test('a translation changed in the grid shows in the app', async ({ page, request }) => {
  await signIn(page, 'superadmin@demo.test', '/translations');
  await page.getByLabel('Search', { exact: true }).fill('login.forgot_password');
  const row = page.getByTestId('translation-row-login.forgot_password');
  await row.getByRole('button', { name: 'Edit login.forgot_password in English' }).click();
  const cell = row.getByLabel('login.forgot_password in English');
  await cell.fill('Lost Your Password?');
  await expectNoticeWhile(page, 'Translation saved', () => cell.press('Enter'));
  await expect(row).toContainText('Lost Your Password?');

  const { context, visitor } = await visitorPage(page);
  await visitor.goto('/login');
  await expect(visitor.getByRole('link', { name: 'Lost Your Password?' })).toBeVisible();
  await context.close();

  // In the running app too: a sidebar entry renamed here shows on the next screen, without a reload.
  await page.getByLabel('Search', { exact: true }).fill('menu.manage_checklist');
  const menuRow = page.getByTestId('translation-row-menu.manage_checklist');
  await menuRow.getByRole('button', { name: 'Edit menu.manage_checklist in English' }).click();
  await menuRow.getByLabel('menu.manage_checklist in English').fill('Onboarding Checklist');
  await expectNoticeWhile(page, 'Translation saved', () => menuRow.getByLabel('menu.manage_checklist in English').press('Enter'));
  await page.getByRole('link', { name: 'Translation Keys' }).first().click();
  await expect(page.getByRole('navigation').getByText('Onboarding Checklist')).toBeVisible();
  await page.screenshot({ path: 'test-results/admin-translation-live.png' });

  const superadmin = await apiAs(request, 'superadmin@demo.test');
  expect(
    (
      await superadmin.put('/api/translation', { translation_key: 'login.forgot_password', language_id: 1, text: 'Forgot Password' })
    ).status(),
  ).toBe(200);
  expect(
    (
      await superadmin.put('/api/translation', { translation_key: 'menu.manage_checklist', language_id: 1, text: 'Manage Checklist' })
    ).status(),
  ).toBe(200);
});

test('a new translation key is added and marked missing in the other languages', async ({ page }) => {
  const key = `e2e.key_${Date.now()}`;
  await signIn(page, 'superadmin@demo.test', '/translations');
  await page.getByRole('button', { name: 'Add Translation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Translation' });
  await dialog.getByLabel('Translation Key').fill(key);
  await dialog.getByLabel('Text').fill('Hello from the test');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await page.getByLabel('Search', { exact: true }).fill(key);
  const row = page.getByTestId(`translation-row-${key}`);
  await expect(row).toContainText('Hello from the test');
  await expect(row.getByText('Missing')).toBeVisible();
});
