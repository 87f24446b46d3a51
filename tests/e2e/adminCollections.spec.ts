import { expect, test } from '@playwright/test';
import { imageFile } from './adminSupport';
import { apiAs, signIn, expectNoticeWhile } from './support';

test('a brand user creates a collection with two images', async ({ page }) => {
  const name = `Meadow ${Date.now()}`;
  await signIn(page, 'user@demo.test', '/collection/create');
  await page.getByLabel('Name').fill(name);
  await page.getByTestId('file-collection_logo').setInputFiles(imageFile('logo.png', 16, 16, [200, 160, 40]));
  await page.getByTestId('file-secondary_image').setInputFiles(imageFile('wide.png', 48, 16, [40, 120, 200]));
  await expectNoticeWhile(page, 'Collection created', () => page.getByRole('button', { name: 'Save' }).click());
  await expect(page).toHaveURL(/\/collection$/);
  await expect(page.getByAltText(`${name} logo`)).toHaveAttribute('src', /^\/api\/files\/collections\/1\/.+\.png$/);
  await expect(page.getByAltText(`${name} secondary image`)).toBeVisible();
  await page.screenshot({ path: 'test-results/admin-collection.png' });
});

test("another brand's collection is refused at once, with the server's reason", async ({ page }) => {
  // Coastal belongs to brand 2 (seed); admin@ is brand 1.
  const superadmin = await apiAs(page.request, 'superadmin@demo.test');
  const all = (await (await superadmin.get('/api/collections?page=0&page_count=100')).json()) as {
    results: Array<{ id: number; brand_id: number }>;
  };
  const other = all.results.find((c) => c.brand_id === 2)!;
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith(`/api/collections/${other.id}`)) calls++;
  });
  await signIn(page, 'admin@demo.test', `/collection/${other.id}`);
  // Refusals are not retried: the reason shows without react-query's back-off.
  await expect(page.getByText('You can only act on your own brand.')).toBeVisible();
  expect(calls).toBe(1);
});
