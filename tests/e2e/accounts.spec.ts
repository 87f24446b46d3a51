/** The account screens end to end: create account (flag on and off), verification, forgot → reset, invitation. */
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, apiAs, loginThroughScreen, newestEmailLink, setCreateAccountFlag, uniqueEmail, expectNoticeWhile } from './support';

const NEW_PASSWORD = 'Fresh-Pass-2@';

test.describe('create account', () => {
  test.afterAll(async ({ request }) => setCreateAccountFlag(request, true));

  test('with the flag off: no link, and /new-account goes back to /login', async ({ page, request }) => {
    await setCreateAccountFlag(request, false);
    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'Forgot Password' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Account' })).toHaveCount(0);
    await page.goto('/new-account');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('with the flag on: create, verify from the emailed link, sign in', async ({ page, request }) => {
    await setCreateAccountFlag(request, true);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/new-account$/);

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Must provide a value')).toHaveCount(5);
    await expect(page.getByText('Must agree to the terms of service.')).toBeVisible();

    const email = uniqueEmail('owner');
    await page.getByLabel('Company Name').fill('Paper Moon Interiors');
    await page.getByLabel('First Name').fill('Mona');
    await page.getByLabel('Last Name').fill('Reyes');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('weak');
    await page.getByRole('button', { name: 'Terms of Service' }).click();
    const terms = page.getByRole('dialog', { name: 'Terms of Service' });
    for (const section of [
      'Eligibility',
      'Account Registration and Responsibility',
      'Intellectual Property',
      'Limitation of Liability',
      'Venue and Choice of Law',
      'Changes to Terms',
      'Contact',
    ]) {
      await expect(terms.getByRole('heading', { name: section })).toBeVisible();
    }
    await expect(terms.getByText(/at least 18 years old/)).toBeVisible();
    await terms.getByRole('button', { name: 'close terms' }).click();
    await expect(terms).toHaveCount(0);
    await page.getByRole('checkbox').check();
    await submitWeakThenStrongPassword(page);
    await expect(page.getByRole('heading', { name: 'Account Created' })).toBeVisible();
    // The signup analytics event fired after each password check (docs/requirements/accounts.md §4).
    const staff = await apiAs(request, ACCOUNTS.TECHNICIAN);
    const signups = (await (await staff.get('/api/analytics/events?name=signup&limit=5')).json()) as Array<{
      props: { password_valid: boolean };
    }>;
    expect(signups.slice(0, 2).map((e) => e.props.password_valid)).toEqual([true, false]);
    await expect(page.getByText('Please check your email for a verification link.')).toBeVisible();

    // Signed in before verifying, the shell checks verify-status every 2 s.
    await page.getByRole('link', { name: 'Back To Login' }).click();
    await loginThroughScreen(page, email, NEW_PASSWORD);
    await expect(page.getByTestId('sidebar-menu')).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user')!).email_verified)).toBe(false);

    const link = await newestEmailLink(request, email, '/verify');
    const other = await page.context().newPage();
    await other.goto(link.pathname + link.search);
    await expect(other.getByText('Your email is now verified. Click the button below to login...')).toBeVisible();
    await other.close();

    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('user')!).email_verified), { timeout: 10_000 }).toBe(true);
    await expect(page.getByText('Your email is verified.')).toBeVisible();
  });
});

/** Submits a form whose password is too weak, sees the refusal, then submits it with a strong one. */
async function submitWeakThenStrongPassword(page: Page) {
  await expectNoticeWhile(page, 'Password is invalid. Please enter a password with the required parameters.', () =>
    page.getByRole('button', { name: 'Submit' }).click(),
  );
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Submit' }).click();
}

test('a used or wrong verification link says it did not work', async ({ page }) => {
  await page.goto('/verify?user_id=1&verify_token=not-a-token');
  await expect(page.getByText(/could not be verified/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});

test('forgot password → reset through the emailed link → sign in with the new password', async ({ page, request }) => {
  // An account of its own, so the demo accounts keep their password.
  const admin = await apiAs(request, ACCOUNTS.ADMIN);
  const email = uniqueEmail('forgetful');
  expect((await admin.post('/api/auth/create', { brand_id: 1, email, first: 'Fay', last: 'Gold', permission: 1 })).status()).toBe(201);
  const invitation = await newestEmailLink(request, email, '/new-user');
  await page.goto(invitation.pathname + invitation.search);
  await page.getByLabel('First Name').fill('Fay');
  await page.getByLabel('Last Name').fill('Gold');
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Must provide a value')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(/reset link is on its way/)).toBeVisible();

  const link = await newestEmailLink(request, email, '/reset-password');
  await page.goto(link.pathname + link.search);
  await page.getByLabel('Password', { exact: true }).fill('Another-Pass-3#');
  await page.getByLabel('Confirm Password').fill('Different-Pass-3#');
  await expectNoticeWhile(page, 'Passwords do not match. Please assure that both passwords are the same.', () =>
    page.getByRole('button', { name: 'Submit' }).click(),
  );
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm Password').fill('short');
  await expectNoticeWhile(page, 'Password is invalid. Please enter a password with the required parameters.', () =>
    page.getByRole('button', { name: 'Submit' }).click(),
  );
  await page.getByLabel('Password', { exact: true }).fill('Another-Pass-3#');
  await page.getByLabel('Confirm Password').fill('Another-Pass-3#');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await loginThroughScreen(page, email, 'Another-Pass-3#');
  await expect(page.getByTestId('page-name')).toHaveText('Dashboard');
});

test('invitation → create user → sign in', async ({ page, request }) => {
  const admin = await apiAs(request, ACCOUNTS.ADMIN);
  const email = uniqueEmail('invitee');
  expect((await admin.post('/api/auth/create', { brand_id: 1, email, permission: 1 })).status()).toBe(201);
  const link = await newestEmailLink(request, email, '/new-user');
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Create User' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Must provide a value')).toHaveCount(3);
  await page.getByLabel('First Name').fill('Ivy');
  await page.getByLabel('Last Name').fill('Stone');
  await page.getByLabel('Password').fill('nope');
  await submitWeakThenStrongPassword(page);
  await expect(page).toHaveURL(/\/login$/);
  await loginThroughScreen(page, email, NEW_PASSWORD);
  await expect(page.getByTestId('page-name')).toHaveText('Dashboard');
  await page.getByTestId('account-menu-button').click();
  await expect(page.getByRole('menuitem', { name: email })).toBeVisible();
});

test('the account screens before sign-in speak the chosen language: forgot password and create account in French', async ({
  page,
  request,
}) => {
  await setCreateAccountFlag(request, true);
  await page.addInitScript(() => localStorage.setItem('language', '2'));
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Valeur requise')).toBeVisible();
  await page.getByLabel('E-mail').fill(uniqueEmail('oubli'));
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Si un compte existe pour cet e-mail, un lien de réinitialisation est en route.')).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/Submit|Back To Login|Must provide a value|reset link/);

  await page.getByRole('link', { name: 'Retour à la connexion' }).click();
  await page.getByRole('link', { name: 'Créer un compte' }).click();
  await expect(page.getByRole('heading', { name: 'Créer un compte' })).toBeVisible();
  await expect(page.getByLabel('Nom de l’entreprise')).toBeVisible();
  await expect(page.getByText('Au moins 8 caractères, avec une minuscule')).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Vous devez accepter les conditions d’utilisation.')).toBeVisible();
  await page.getByRole('button', { name: 'Conditions d’utilisation' }).click();
  await page.getByRole('button', { name: 'fermer les conditions' }).click();
  await expect(page.locator('body')).not.toContainText(/Company Name|I agree to the|Must agree to the terms/);
});
