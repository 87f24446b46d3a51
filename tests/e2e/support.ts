/**
 * Helpers shared by the end-to-end tests of every area:
 * - `signIn(page, email)`: a real session (login call) stored the way the app stores it, so a
 *   test starts signed in without going through the login screen;
 * - `loginThroughScreen(page, email, password?)`: the login screen itself;
 * - `newestEmailLink(request, to)`: the link of the newest email sent to an address, read from
 *   the outbox (`GET /api/outbox`, as the superadmin: only they see whole links);
 * - `apiAs(request, email)`: API calls with a session, to arrange data;
 * - `pickOption(page, label, text)`: types into a searching autocomplete and picks a suggestion.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const PASSWORD = 'Demo-Pass-1!';
export const ACCOUNTS = {
  USER: 'user@demo.test',
  ADMIN: 'admin@demo.test',
  SUPERUSER: 'superuser@demo.test',
  TECHNICIAN: 'technician@demo.test',
  SUPERADMIN: 'superadmin@demo.test',
} as const;

const sessions = new Map<string, { authToken: string; user: unknown }>();

export async function loginCall(request: APIRequestContext, email: string, password = PASSWORD, fresh = false) {
  const cached = sessions.get(email);
  if (cached && !fresh && password === PASSWORD) return cached;
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), `login ${email}`).toBe(200);
  const session = (await res.json()) as { authToken: string; user: unknown };
  // Only the shared session is kept: a fresh one is usually ended by its test.
  if (password === PASSWORD && !fresh) sessions.set(email, session);
  return session;
}

/** Signs `page` in as `email` (a new session unless `reuse`), then opens `path`. */
export async function signIn(page: Page, email: string, path = '/', { reuse = true } = {}) {
  const session = await loginCall(page.request, email, PASSWORD, !reuse);
  await page.addInitScript(
    ({ authToken, user }) => {
      // Only before the first load of the test: a later logout must stay logged out.
      if (sessionStorage.getItem('e2e-signed-in')) return;
      sessionStorage.setItem('e2e-signed-in', '1');
      localStorage.setItem('authToken', authToken);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { authToken: session.authToken, user: session.user },
  );
  await page.goto(path);
  await firstLoadDrawn(page);
  return session;
}

/**
 * Waits for a page's first load to be drawn: the app mounted and its loading indicators gone (the
 * app's "Loading", a list's skeleton). A first load is the heaviest thing a browser does here
 * (1.3 s of CPU, 5–15 s of wall time with two suites on two cores); waiting for it once, with its
 * own bound, keeps every later wait about what the test checks. A page that keeps an indicator
 * by design (an upload's progress) is simply left to the test after the bound.
 */
export async function firstLoadDrawn(page: Page, timeout = 60_000) {
  // index.html's static shell (its login form) is replaced when the app renders.
  await expect(page.locator('#shell')).toHaveCount(0, { timeout });
  const name = /^(Loading|Chargement)/;
  const loading = page.getByRole('progressbar', { name }).or(page.getByRole('heading', { name }));
  await expect(loading)
    .toHaveCount(0, { timeout })
    .catch(() => undefined);
}

export async function loginThroughScreen(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
}

export async function apiAs(request: APIRequestContext, email: string) {
  const { authToken } = await loginCall(request, email);
  const headers = { Authorization: `Bearer ${authToken}` };
  return {
    get: (url: string) => request.get(url, { headers }),
    post: (url: string, data?: unknown) => request.post(url, { headers, data }),
    put: (url: string, data?: unknown) => request.put(url, { headers, data }),
    delete: (url: string) => request.delete(url, { headers }),
  };
}

/** The link in the newest email to `to` (waits briefly for it to be written). */
export async function newestEmailLink(request: APIRequestContext, to: string, pathPrefix?: string): Promise<URL> {
  // Whole links (with their tokens) are shown to SUPERADMIN only.
  const superadmin = await apiAs(request, ACCOUNTS.SUPERADMIN);
  let link: URL | undefined;
  await expect
    .poll(async () => {
      const res = await superadmin.get(`/api/outbox?to=${encodeURIComponent(to)}&limit=5`);
      const emails = (await res.json()) as Array<{ text: string }>;
      for (const email of emails) {
        const found = /https?:\/\/\S+/.exec(email.text)?.[0];
        if (found && (!pathPrefix || new URL(found).pathname.startsWith(pathPrefix))) {
          link = new URL(found);
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return link!;
}

/** Sets the show-create-account flag (as SUPERADMIN). */
export async function setCreateAccountFlag(request: APIRequestContext, on: boolean) {
  const superadmin = await apiAs(request, ACCOUNTS.SUPERADMIN);
  const list = await (
    await superadmin.get('/api/feature-flags?filter_by=' + encodeURIComponent(JSON.stringify({ flag_name: 'show-create-account' })))
  ).json();
  const flag = (Array.isArray(list) ? list : list.results)[0];
  const res = await superadmin.put(`/api/feature-flags/${flag.id}`, { production_value: on });
  expect(res.status()).toBe(200);
}

/** A unique email for accounts a test creates. */
/** A visitor's page (no session) on the same server as `page`, in a browser context of its own; close the context after. */
export async function visitorPage(page: Page) {
  const context = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  return { context, visitor: await context.newPage() };
}

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;

/** Staff choose the brand they work on (or 'All brands') in the profile menu. */
export async function chooseBrand(page: Page, name: string) {
  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('brand-menu-item').click();
  await page.getByRole('menuitem', { name }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
}

/**
 * Types a day into a day field (`DayField`, MUI X's field): every section selected and emptied,
 * then the digits in the order the language writes a day (`'01022026'` is 1 February in French,
 * 2 January in English).
 */
export async function typeDay(page: Page, label: string, digits: string) {
  const field = page.getByRole('group', { name: label, exact: true });
  await field.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(digits);
}

/**
 * Types `text` into the autocomplete labelled `label` (or given as a locator) and picks the first
 * suggestion that contains it. A searching autocomplete replaces its suggestions when the server's
 * answer arrives; a click on a suggestion being replaced under the pointer is lost, the list stays
 * open, and a person simply clicks again. So does this, until the list has closed on the choice.
 */
export async function pickOption(page: Page, label: string | Locator, text: string) {
  const input = typeof label === 'string' ? page.getByRole('combobox', { name: label, exact: true }) : label;
  await input.fill(text);
  // A name given as a string matches as a substring, ignoring case.
  const option = page.getByRole('option', { name: text }).first();
  await expect(async () => {
    if (await page.getByRole('listbox').count()) await option.click({ timeout: 5_000 });
    await expect(page.getByRole('listbox')).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
}

/**
 * Chooses `option` in a select (a combobox that opens a list). A click while the list is still
 * opening or closing can be lost; like a person, this looks again until the list has closed with
 * the choice shown.
 */
export async function chooseInSelect(page: Page, select: Locator, option: string) {
  await expect(async () => {
    if (!(await page.getByRole('listbox').count())) await select.click({ timeout: 5_000 });
    await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click({ timeout: 5_000 });
    await expect(page.getByRole('listbox')).toHaveCount(0, { timeout: 2_000 });
    await expect(select).toHaveText(option, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Does `action` while already watching for the notice `text`. A snackbar shows for 5 seconds; on a
 * busy machine the action itself (a click, then the page answering) can take longer than that, so
 * a look for the notice only after the action could start when it is already gone.
 */
export async function expectNoticeWhile(page: Page, text: string | RegExp, action: () => Promise<unknown>, timeout = 30_000) {
  const notice = page.getByText(text);
  // The same notice of an earlier action gone first, so the one seen is this action's.
  await expect(notice).toBeHidden();
  await Promise.all([expect(notice).toBeVisible({ timeout }), action()]);
}
