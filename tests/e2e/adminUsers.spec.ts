import { expect, test } from '@playwright/test';
import { PASSWORD, loginThroughScreen, signIn, expectNoticeWhile } from './support';

test('an ADMIN invites a user who completes the invitation from the outbox link', async ({ page }) => {
  const email = `invitee.${Date.now()}@demo.test`;
  await signIn(page, 'admin@demo.test', '/users');
  await page.getByRole('button', { name: 'Invite User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite User' });
  await dialog.getByLabel('Email').fill(email);
  await expectNoticeWhile(page, `Invitation sent to ${email}`, () => dialog.getByRole('button', { name: 'Send Invitation' }).click());
  await expect(page.getByTestId(`user-row-${email}`)).toContainText('Invited');

  // Staff read the invitation in Admin Tools' outbox and follow its link.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await loginThroughScreen(page, 'superadmin@demo.test');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/admin-tools');
  await page.getByLabel('Recipient').fill(email);
  await page.getByTestId(`outbox-${email}`).click();
  const link = page.getByRole('link', { name: /\/new-user\?user_id=/ });
  const href = await link.getAttribute('href');
  await page.evaluate(() => localStorage.clear());
  await page.goto(new URL(href!).pathname + new URL(href!).search);
  await page.getByLabel('First Name').fill('Ivy');
  await page.getByLabel('Last Name').fill('Invitee');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/login/);
  await loginThroughScreen(page, email);
  await expect(page.getByText(email)).toBeVisible();
});

test('an ADMIN changes a permission and removes a user with confirmation', async ({ page }) => {
  const email = `temp.${Date.now()}@demo.test`;
  await signIn(page, 'admin@demo.test', '/users');
  await page.getByRole('button', { name: 'Invite User' }).click();
  await page.getByRole('dialog').getByLabel('Email').fill(email);
  await page.getByRole('dialog').getByRole('button', { name: 'Send Invitation' }).click();
  const row = page.getByTestId(`user-row-${email}`);
  await row.getByRole('combobox').click();
  await expectNoticeWhile(page, `${email} is now ADMIN`, () => page.getByRole('option', { name: 'ADMIN' }).click());
  await row.getByRole('button', { name: 'Remove' }).click();
  await expectNoticeWhile(page, `${email} was removed`, () => page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click());
  await expect(row).toHaveCount(0);
});
