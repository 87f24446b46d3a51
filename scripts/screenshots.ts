/**
 * `npm run screenshots`: every screen each demo role can reach, at 1440 and 375 px, in English and
 * French, for a review by eye (issue 11): nothing blank, clipped, unlabelled or untranslated.
 *
 * It signs in as each demo account, follows the sidebar (groups opened) and the account menu's
 * pages, opens the first record of every list, and writes PNGs to `screenshots/` (gitignored)
 * with an `index.html` that shows them side by side. Against a running server:
 *
 *   SCREENSHOTS_URL=http://localhost:3000 DEMO_PASSWORD=… npm run screenshots
 *
 * SCREENSHOTS_ROLES (emails, comma-separated), SCREENSHOTS_WIDTHS (1440,375) and
 * SCREENSHOTS_LANGUAGES (en,fr) narrow a run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

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

async function shoot(browser: Browser, email: string, width: number, language: 'en' | 'fr', shots: Shot[]) {
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
  await page.goto(`${BASE}/`);
  await settle(page);
  // On a phone the sidebar is behind the menu button: read it from a wide window of the same session.
  const reader = width < 600 ? await context.newPage() : page;
  if (reader !== page) {
    await reader.setViewportSize({ width: 1440, height: 900 });
    await reader.goto(`${BASE}/`);
    await settle(reader);
  }
  const screens = await screensOf(reader);
  if (reader !== page) await reader.close();
  const role = email.split('@')[0];
  const take = async (appPath: string) => {
    const file = `${role}-${width}-${language}-${appPath.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'dashboard'}.png`;
    await page.screenshot({ path: path.join(OUT, file), fullPage: true });
    shots.push({ role, width, language, path: appPath, file });
  };
  for (const screen of screens) {
    await page.goto(`${BASE}${screen}`);
    await settle(page);
    await take(screen);
    // A list: its first record too (show or edit), at the wide size.
    const firstRow = page.locator('tbody tr').first();
    if (width >= 600 && (await firstRow.count()) && (await firstRow.getAttribute('tabindex')) !== null) {
      await firstRow.click();
      await page.waitForURL((url) => url.pathname !== screen, { timeout: 5000 }).catch(() => {});
      await settle(page);
      const recordPath = new URL(page.url()).pathname;
      if (recordPath !== screen) await take(recordPath);
    }
  }
  await context.close();
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const shots: Shot[] = [];
  try {
    for (const email of ROLES)
      for (const width of WIDTHS)
        for (const language of LANGUAGES) {
          await shoot(browser, email, width, language, shots);
          console.log(`${email} ${width}px ${language}: ${shots.length} screenshots so far`);
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
  console.log(`${shots.length} screenshots in ${OUT} (index.html)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
