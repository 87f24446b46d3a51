/**
 * Paging a list (docs/app.md "Lists"): the next page is asked for after the last row of the page
 * shown (keyset), with its number as the fallback, and shows the rows its number gives; a change
 * another person makes refreshes the page shown, and paging goes on from what is shown then.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiAs, signIn } from './support';

test.describe.configure({ timeout: 120_000 });

/** The flag names of the rows shown, top to bottom. */
const shownNames = async (page: Page) =>
  (
    await page
      .getByRole('row')
      .filter({ hasText: /keyset-/ })
      .allInnerTexts()
  ).map((text) => text.match(/keyset-\d+-\d\d/)?.[0]);

test('the next page follows the last row shown, and a deletion elsewhere shows at once', async ({ page }) => {
  const prefix = `keyset-${Date.now()}`;
  const names = Array.from({ length: 23 }, (_, i) => `${prefix}-${String(i + 1).padStart(2, '0')}`);
  const boss = await apiAs(page.request, 'superadmin@demo.test');
  const ids: number[] = [];
  for (const flag_name of names) {
    const created = await boss.post('/api/feature-flags', { flag_name, production_value: false });
    expect(created.status()).toBe(201);
    ids.push(((await created.json()) as { id: number }).id);
  }
  const lists: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/feature-flags' && url.searchParams.get('page_count') === '10') lists.push(url);
  });
  const filter = encodeURIComponent(JSON.stringify({ q: prefix }));
  await signIn(page, 'superadmin@demo.test', `/development/feature-flags?filter=${filter}&sort=flag_name&order=ASC&perPage=10&page=1`);
  const rowsOf = async (from: number, to: number) => {
    await expect(page.getByText(names[from], { exact: true })).toBeVisible();
    await expect.poll(async () => await shownNames(page)).toEqual(names.slice(from, to));
  };
  await rowsOf(0, 10);

  await page.getByRole('button', { name: 'Next page' }).click();
  await rowsOf(10, 20);
  // Asked for after page 1's last row, with its number as the fallback.
  await expect.poll(() => lists.at(-1)?.searchParams.get('after')).toBe(String(ids[9]));
  expect(lists.at(-1)?.searchParams.get('page')).toBe('1');

  // Someone else deletes a row of the page shown: it goes at once, and the page is the one its number gives.
  expect((await boss.delete(`/api/feature-flags/${ids[12]}`)).status()).toBe(200);
  const left = names.filter((_, i) => i !== 12);
  await expect.poll(async () => await shownNames(page)).toEqual(left.slice(10, 20));
  // Read again by its number: the rows moved, so the page before's last row no longer says where it starts.
  expect(lists.at(-1)?.searchParams.get('after')).toBeNull();

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect.poll(async () => await shownNames(page)).toEqual(left.slice(20));
  expect(lists.at(-1)?.searchParams.get('after')).toBe(String(ids[20]));
  await page.screenshot({ path: 'test-results/list-paging.png' });

  for (const id of ids) await boss.delete(`/api/feature-flags/${id}`);
});
