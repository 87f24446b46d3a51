/** The login screen and the session: messages, Enter, ref, logout, a 401. */
import { expect, test } from '@playwright/test';
import { ACCOUNTS, PASSWORD, loginThroughScreen, signIn } from './support';

const LOGIN_FAILED = 'Login Failed. Please ensure your username and password were entered correctly.';

test('opening / without a session shows the login screen at once', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveTitle('Papered | Sign In');
});

test('the background image advances every 10 seconds', async ({ page }) => {
  await page.clock.install();
  await page.goto('/login');
  const background = page.getByTestId('account-background');
  await expect(background).toHaveAttribute('data-background-index', '0');
  const first = await background.evaluate((el) => getComputedStyle(el).backgroundImage);
  await page.clock.fastForward(10_000);
  await expect(background).toHaveAttribute('data-background-index', '1');
  // The style follows the attribute on the next render: wait for it rather than read it once.
  await expect.poll(() => background.evaluate((el) => getComputedStyle(el).backgroundImage)).not.toBe(first);
});

test('empty fields show "Email is required" and "Password is required"', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
});

test('a wrong password shows the login-failure message', async ({ page }) => {
  await page.goto('/login');
  await loginThroughScreen(page, ACCOUNTS.ADMIN, 'Wrong-Pass-1!');
  await expect(page.getByText(LOGIN_FAILED)).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('Enter signs in and goes to the dashboard, titled "Papered | Dashboard"', async ({ page }) => {
  await page.goto('/login');
  await loginThroughScreen(page, ACCOUNTS.ADMIN);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('page-name')).toHaveText('Dashboard');
  await expect(page).toHaveTitle('Papered | Dashboard');
  // A live figure of the dashboard: the brand's jobs still to run, as the server counts them.
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const counts = await (
    await page.request.get('/api/queues/image-processor/counts?brand_id=1', { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  const active = counts.unprocessed + counts.processing;
  await expect(page.getByTestId('stat-background_jobs')).toHaveText(String(active));
});

test('after login the app goes to the ref path', async ({ page }) => {
  await page.goto('/login?ref=%2Fsettings');
  await loginThroughScreen(page, ACCOUNTS.USER);
  await expect(page).toHaveURL(/\/settings$/);
  // A page of the shell opened without a session comes back after login.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/development/feature-flags');
  await expect(page).toHaveURL(/\/login\?ref=%2Fdevelopment%2Ffeature-flags$/);
  await loginThroughScreen(page, ACCOUNTS.SUPERADMIN);
  await expect(page).toHaveURL(/\/development\/feature-flags$/);
  await expect(page.getByText('show-create-account')).toBeVisible();
});

test('an unknown path shows the home dashboard, saying the page does not exist', async ({ page }) => {
  await signIn(page, ACCOUNTS.USER, '/no/such/page');
  await expect(page.getByTestId('page-name')).toHaveText('Dashboard');
  await expect(page.getByText('Welcome back')).toBeVisible();
  await expect(page.getByTestId('not-found')).toContainText('Nothing lives at /no/such/page.');
  // Signed in already, /login goes straight on.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});

test('logout ends the session and goes to /login', async ({ page }) => {
  const { authToken } = await signIn(page, ACCOUNTS.USER, '/', { reuse: false });
  await page.getByTestId('account-menu-button').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('user')])).toEqual([null, null]);
  // The token no longer works on the server.
  const res = await page.request.get('/api/auth/me', { headers: { Authorization: `Bearer ${authToken}` } });
  expect(res.status()).toBe(401);
});

test('a 401 from the server logs out', async ({ page }) => {
  const { authToken } = await signIn(page, ACCOUNTS.SUPERADMIN, '/', { reuse: false });
  await expect(page.getByTestId('sidebar-menu')).toBeVisible();
  // The session ends elsewhere (another tab logs out, or it expires): the next call answers 401.
  await page.request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${authToken}` } });
  await page.goto('/development/feature-flags');
  await expect(page).toHaveURL(/\/login\?ref=%2Fdevelopment%2Ffeature-flags$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('signed out, / is the small entry; signing in loads the app, signing out returns to the small entry', async ({ page }) => {
  // None of the signed-in app's code (react-admin, the declarations, the areas) is needed before signing in.
  const APP_CHUNK = /\/assets\/SignedInApp-[^/]+\.js$/;
  await page.route(APP_CHUNK, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot Password' })).toBeVisible();

  await page.unroute(APP_CHUNK);
  await loginThroughScreen(page, ACCOUNTS.ADMIN);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('page-name')).toHaveText('Dashboard');

  await page.getByTestId('account-menu-button').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByTestId('sidebar-menu')).toHaveCount(0);
  // And the next visit to / goes straight to the form again, no loop (react-admin issue #10764).
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('the static login form is there before the code, and what is typed and submitted there carries over', async ({ page }) => {
  // Hold the entry's code back until the visitor has typed and pressed Enter in the static form.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page).toHaveTitle('Papered | Sign In');
  await page.getByLabel('Email').fill(ACCOUNTS.USER);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  release();
  // Signed in by the app once its code arrived; all of it loads cold here (the dashboard's chunk
  // and data after the entry's), which took over 15 s on a 2-core machine running three suites.
  await expect(page).toHaveURL(/\/$/, { timeout: 45_000 });
  await expect(page.getByTestId('page-name')).toHaveText('Dashboard', { timeout: 45_000 });
});

test('code that cannot be loaded says "Loading chunk failed" and Reload brings the app', async ({ page }) => {
  await signIn(page, ACCOUNTS.USER, '/', { reuse: false });
  await expect(page.getByTestId('page-name')).toHaveText('Dashboard');
  await page.route(/\/assets\/SignedInApp-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByText('Loading chunk failed')).toBeVisible();
  await page.unroute(/\/assets\/SignedInApp-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByTestId('page-name')).toHaveText('Dashboard');
});
