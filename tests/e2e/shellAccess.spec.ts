/** The shell for keyboards and dark rooms: rows open with Enter, the colours follow the system setting. */
import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn } from './support';

test('a list row opens with the keyboard', async ({ page }) => {
  await signIn(page, ACCOUNTS.SUPERADMIN, '/inventory/vendors');
  const row = page.locator('tbody tr').first();
  await expect(row).toBeVisible();
  await row.focus();
  await expect(row).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/inventory\/vendors\/\d+/);
});

/** Relative luminance of a CSS rgb() colour, 0 (black) to 1 (white). */
const luminance = (rgb: string) => {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => Number(c) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

test('the app is dark when the system is, and light otherwise', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signIn(page, ACCOUNTS.ADMIN, '/');
  await expect(page.getByTestId('sidebar-menu')).toBeVisible();
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await expect.poll(async () => luminance(await background())).toBeLessThan(0.2);
  await page.screenshot({ path: 'test-results/shell-dark.png' });
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(async () => luminance(await background())).toBeGreaterThan(0.8);
});
