/**
 * `npm run screenshots`: every screen each demo role can reach, at 1440 and 375 px, in English and
 * French, taken and checked (issue 11): nothing blank, in error, clipped, unlabelled or untranslated.
 *
 * It signs in as each demo account, follows the sidebar (groups opened) and the account menu's
 * pages, opens the first record and the create form of every list and each tab of a page, and on
 * each screen, once it has settled, writes a PNG to `screenshots/` (gitignored) and checks it (scripts/screenshotReview/):
 * a blank page, an error shown or answered by the API while loading, English texts in French,
 * text clipped or wider than the window, controls without an accessible name. The findings go to
 * `screenshots/review.md` by screen, role, size and language; `index.html` shows the screenshots.
 * Against a running server:
 *
 *   SCREENSHOTS_URL=http://localhost:3000 DEMO_PASSWORD=… npm run screenshots
 *
 * SCREENSHOTS_ROLES (emails, comma-separated), SCREENSHOTS_WIDTHS (1440,375),
 * SCREENSHOTS_LANGUAGES (en,fr) and SCREENSHOTS_PATHS (a regular expression) narrow a run.
 * It exits with 1 when there are findings that are not justified exceptions.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { englishTexts } from './screenshotReview/englishTexts';
import { findingsOf, isJustified, reportOf, type Finding } from './screenshotReview/findings';
import { readPage, unlabelledControls } from './screenshotReview/pageChecks';

/** The page's local storage, for the functions run inside the browser (scripts have no DOM types). */
declare const localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };

const BASE = process.env.SCREENSHOTS_URL || 'http://localhost:3000';
const PASSWORD = process.env.DEMO_PASSWORD || '';
const OUT = path.resolve(process.env.SCREENSHOTS_DIR || 'screenshots');
const ROLES = (
  process.env.SCREENSHOTS_ROLES ||
  'superadmin@demo.test,superuser@demo.test,technician@demo.test,admin@demo.test,user@demo.test,admin2@demo.test'
).split(',');
const WIDTHS = (process.env.SCREENSHOTS_WIDTHS || '1440,375').split(',').map(Number);
const LANGUAGES = (process.env.SCREENSHOTS_LANGUAGES || 'en,fr').split(',') as Array<'en' | 'fr'>;
const LANGUAGE_IDS = { en: '1', fr: '2' };
const ONLY_PATHS = process.env.SCREENSHOTS_PATHS ? new RegExp(process.env.SCREENSHOTS_PATHS) : undefined;
const ENGLISH = englishTexts();

interface Shot {
  role: string;
  width: number;
  language: string;
  path: string;
  file: string;
}

async function session(email: string) {
  const res = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} (is DEMO_PASSWORD set?)`);
  return (await res.json()) as { authToken: string; user: unknown };
}

/** Waits until the page has settled: no request in flight, no progress bar or skeleton. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => {});
  // Screens load lazily: wait until the page's text has stopped changing (at most 10 s).
  let last = '';
  for (let i = 0; i < 40; i++) {
    const text = `${(await page.locator('body').innerText()).length}:${await page.locator('*').count()}`;
    if (text === last && i > 1) break;
    last = text;
    await page.waitForTimeout(250);
  }
  await page
    .locator('[role="progressbar"], .MuiSkeleton-root')
    .first()
    .waitFor({ state: 'detached', timeout: 5000 })
    .catch(() => {});
}

/**
 * Opens a screen; a navigation the page itself cut short (a redirect while loading: ERR_ABORTED)
 * is tried once more rather than ending the whole run.
 */
async function open(page: Page, screen: string) {
  try {
    await page.goto(`${BASE}${screen}`);
  } catch {
    await page.goto(`${BASE}${screen}`).catch((error: Error) => console.warn(`${screen}: ${error.message.split('\n')[0]}`));
  }
}

/** The app paths the sidebar offers this role (groups opened), and the account menu's pages. */
async function screensOf(page: Page): Promise<string[]> {
  const menu = page.getByTestId('sidebar-menu');
  // (Node types only here: an anchor is read as the object with an href it is.)
  const links = () =>
    menu.locator('a[href]').evaluateAll((all) => all.map((a) => new URL((a as unknown as { href: string }).href).pathname));
  const hrefs = await links();
  // Each group in turn (opening one may close another): its links once it is open.
  const groups = await menu.locator('[aria-expanded]').count();
  for (let i = 0; i < groups; i++) {
    const group = menu.locator('[aria-expanded]').nth(i);
    if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
    await page.waitForTimeout(400); // the group's opening animation
    hrefs.push(...(await links()));
  }
  const extra = ['/settings'];
  if (await page.evaluate(() => ['SUPERUSER', 'TECHNICIAN', 'SUPERADMIN'].includes(JSON.parse(localStorage.getItem('user') || '{}').role)))
    extra.push('/admin-tools');
  return [...new Set(['/', ...hrefs, ...extra])];
}

/** A signed-in window of the role, at the width, in the language. */
async function openAs(browser: Browser, email: string, width: number, language: 'en' | 'fr') {
  const { authToken, user } = await session(email);
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 812 : 900 } });
  await context.addInitScript(
    ({ authToken, user, language }) => {
      localStorage.setItem('authToken', authToken);
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('language', language);
    },
    { authToken, user, language: LANGUAGE_IDS[language] },
  );
  const page = await context.newPage();
  return { context, page };
}

/** The API's refusals and failures while a page loads (a GraphQL answer can carry errors in a 200). */
function watchApi(page: Page): string[] {
  const errors: string[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    const call = `${response.request().method()} ${url.pathname}`;
    if (response.status() >= 400) errors.push(`${call} answered ${response.status()}`);
    else if (url.pathname === '/api/graphql') {
      const body = (await response.json().catch(() => null)) as { errors?: Array<{ message: string }> } | null;
      for (const error of body?.errors ?? []) errors.push(`${call}: ${error.message}`);
    }
  });
  return errors;
}

/**
 * Every screen of the role at one width and language: each is taken and checked. With
 * `discover`, lists also add their create form and their first record to `screens`.
 */
async function shoot(
  browser: Browser,
  email: string,
  width: number,
  language: 'en' | 'fr',
  screens: string[],
  discover: boolean,
  shots: Shot[],
  findings: Finding[],
) {
  const { context, page } = await openAs(browser, email, width, language);
  const cdp = await context.newCDPSession(page);
  const apiErrors = watchApi(page);
  const role = email.split('@')[0];
  // The review only looks: a page that asks before being left has a form that counts itself
  // changed when nobody touched it. That is a finding, and the page is left all the same (a
  // dismissed question kept the review on it, taking the next screen's picture of this one).
  let shown = '';
  page.on('dialog', (dialog) => {
    if (dialog.type() !== 'beforeunload') return void dialog.dismiss();
    findings.push({ kind: 'leave', detail: 'the untouched page asks before being left', path: shown, role, width, language });
    void dialog.accept();
  });
  if (discover) {
    // On a phone the sidebar is behind the menu button: read it from a wide window of the same session.
    const reader = width < 600 ? await context.newPage() : page;
    if (reader !== page) await reader.setViewportSize({ width: 1440, height: 900 });
    await reader.goto(`${BASE}/`);
    await settle(reader);
    screens.push(...(await screensOf(reader)));
    if (reader !== page) await reader.close();
  }
  /** Takes and checks the page as it is now, as `shown` (a path, or a path and its tab). */
  const check = async (screen: string) => {
    shown = screen;
    const file = `${role}-${width}-${language}-${screen.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'dashboard'}.png`;
    const where = { path: screen, role, width, language };
    // A busy machine can miss the screenshot's time limit: once more, then on to the next screen.
    const taken = await page
      .screenshot({ path: path.join(OUT, file), fullPage: true })
      .catch(() => page.screenshot({ path: path.join(OUT, file), fullPage: true, timeout: 90_000 }))
      .catch((error: Error) => findings.push({ kind: 'shot', detail: error.message.split('\n')[0], ...where }));
    if (typeof taken === 'number') return;
    shots.push({ role, width, language, path: screen, file });
    findings.push(...findingsOf(await readPage(page), await unlabelledControls(cdp), [...apiErrors], where, ENGLISH));
  };
  const seen = new Set<string>();
  for (const screen of screens) {
    if (seen.has(screen) || (ONLY_PATHS && !ONLY_PATHS.test(screen))) continue;
    seen.add(screen);
    apiErrors.length = 0;
    await open(page, screen);
    await settle(page);
    await check(screen);
    // A page's tabs (Admin Tools: outbox, audit log, jobs, health, the areas' tools) are screens
    // too: each other tab is opened, taken and checked as `<path>#tab-<n>`.
    const tabs = page.locator('main [role="tab"]');
    for (let i = 0; i < (await tabs.count()); i++) {
      if ((await tabs.nth(i).getAttribute('aria-selected')) === 'true') continue;
      apiErrors.length = 0;
      await tabs.nth(i).click();
      await settle(page);
      await check(`${screen}#tab-${i + 1}`);
      if (new URL(page.url()).pathname !== screen) {
        await open(page, screen);
        await settle(page);
      }
    }
    if (!discover) continue;
    // Discovery reads the screen as it opens (its first tab).
    if ((await tabs.count()) > 0) {
      await open(page, screen);
      await settle(page);
    }
    // A list: its create form and its first record.
    const create = `${screen === '/' ? '' : screen}/create`;
    if (await page.locator(`main a[href="${create}"]`).count()) screens.push(create);
    const firstRow = page.locator('main tbody tr').first();
    if ((await firstRow.count()) && (await firstRow.getAttribute('tabindex')) !== null) {
      // A plain cell (not a checkbox, link or button of the row).
      await firstRow.locator('td:not(:has(a, input, button))').first().click();
      await page.waitForURL((url) => url.pathname !== screen, { timeout: 5000 }).catch(() => {});
      const recordPath = new URL(page.url()).pathname;
      if (recordPath !== screen) screens.push(recordPath);
    }
  }
  await context.close();
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  const started = new Date();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const shots: Shot[] = [];
  const findings: Finding[] = [];
  try {
    for (const email of ROLES) {
      // The first pass (wide, so rows are a table) finds the role's screens for the others.
      const screens: string[] = [];
      const passes = WIDTHS.flatMap((width) => LANGUAGES.map((language) => ({ width, language }))).sort((a, b) => b.width - a.width);
      for (const [i, { width, language }] of passes.entries()) {
        await shoot(browser, email, width, language, screens, i === 0, shots, findings);
        console.log(`${email} ${width}px ${language}: ${shots.length} screenshots, ${findings.length} findings so far`);
        // The report so far, so a long run that stops still leaves its findings.
        fs.writeFileSync(path.join(OUT, 'review.md'), reportOf(findings, shots.length, started));
      }
    }
  } finally {
    await browser.close();
  }
  const rows = shots
    .map(
      (s) =>
        `<figure><figcaption>${s.role} · ${s.width}px · ${s.language} · ${s.path}</figcaption><a href="${s.file}"><img src="${s.file}" loading="lazy" width="${Math.min(s.width, 480)}"></a></figure>`,
    )
    .join('\n');
  fs.writeFileSync(
    path.join(OUT, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>Papered screenshots</title><style>body{font:14px sans-serif;display:flex;flex-wrap:wrap;gap:16px}figure{margin:0}img{border:1px solid #ccc}</style>\n${rows}\n`,
  );
  fs.writeFileSync(path.join(OUT, 'review.md'), reportOf(findings, shots.length, started));
  const open = findings.filter((finding) => !isJustified(finding)).length;
  console.log(`${shots.length} screenshots in ${OUT} (index.html); ${open} findings in review.md`);
  if (open) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
