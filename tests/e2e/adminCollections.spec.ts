import { expect, test } from '@playwright/test';
import { imageFile } from './adminSupport';
import { signIn } from './support';

test('a brand user creates a collection with two images', async ({ page }) => {
  const name = `Meadow ${Date.now()}`;
  await signIn(page, 'user@demo.test', '/collection/create');
  await page.getByLabel('Name').fill(name);
  await page.getByTestId('file-collection_logo').setInputFiles(imageFile('logo.png', 16, 16, [200, 160, 40]));
  await page.getByTestId('file-secondary_image').setInputFiles(imageFile('wide.png', 48, 16, [40, 120, 200]));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Collection created')).toBeVisible();
  await expect(page).toHaveURL(/\/collection$/);
  await expect(page.getByAltText(`${name} logo`)).toHaveAttribute('src', /^\/api\/files\/collections\/1\/.+\.png$/);
  await expect(page.getByAltText(`${name} secondary image`)).toBeVisible();
  await page.screenshot({ path: 'test-results/admin-collection.png' });
});
