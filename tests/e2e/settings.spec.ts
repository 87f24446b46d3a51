/** /settings: the profile, a password change (the session goes on with the new token), the language. */
import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiAs, loginThroughScreen, newestEmailLink, uniqueEmail, expectNoticeWhile } from './support';

test('a user changes their name and password in Settings', async ({ page, request }) => {
  // A user of their own, so the demo accounts keep their password.
  const admin = await apiAs(request, ACCOUNTS.ADMIN);
  const email = uniqueEmail('settler');
  expect((await admin.post('/api/auth/create', { brand_id: 1, email, permission: 1 })).status()).toBe(201);
  const link = await newestEmailLink(request, email, '/new-user');
  const invitation = Object.fromEntries(link.searchParams);
  expect(
    (
      await request.post('/api/auth/update', {
        data: {
          id: Number(invitation.user_id),
          verify_token: invitation.verify_token,
          first: 'Sam',
          last: 'Lee',
          password: 'First-Pass-1!',
        },
      })
    ).status(),
  ).toBe(200);

  await page.goto('/login?ref=%2Fsettings');
  await loginThroughScreen(page, email, 'First-Pass-1!');
  await expect(page).toHaveTitle('Papered | Settings');

  await page.getByLabel('First Name').fill('Samantha');
  await expectNoticeWhile(page, 'Your profile is saved.', () => page.getByRole('button', { name: 'Save' }).click());
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user')!).first)).toBe('Samantha');

  await page.getByLabel('Current Password').fill('Wrong-Pass-1!');
  await page.getByLabel('New Password').fill('Second-Pass-2@');
  await page.getByLabel('Confirm Password').fill('Second-Pass-2@');
  await expectNoticeWhile(page, 'The current password is not correct.', () =>
    page.getByRole('button', { name: 'Change Password' }).click(),
  );

  await page.getByLabel('Current Password').fill('First-Pass-1!');
  await page.getByLabel('New Password').fill('weakling');
  await page.getByLabel('Confirm Password').fill('weakling');
  await expectNoticeWhile(page, 'Password is invalid. Please enter a password with the required parameters.', () =>
    page.getByRole('button', { name: 'Change Password' }).click(),
  );

  const before = await page.evaluate(() => localStorage.getItem('authToken'));
  await page.getByLabel('New Password').fill('Second-Pass-2@');
  await page.getByLabel('Confirm Password').fill('Second-Pass-2@');
  await expectNoticeWhile(page, 'Your password is changed.', () => page.getByRole('button', { name: 'Change Password' }).click());
  const after = await page.evaluate(() => localStorage.getItem('authToken'));
  expect(after).not.toBe(before);
  // The session goes on with the new token.
  await page.reload();
  await expect(page.getByTestId('page-name')).toHaveText('Settings');

  await page.getByTestId('account-menu-button').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await loginThroughScreen(page, email, 'Second-Pass-2@');
  await expect(page.getByTestId('page-name')).toHaveText('Dashboard');
});
