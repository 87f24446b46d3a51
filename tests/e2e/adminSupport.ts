/** Helpers of the administration end-to-end tests: sign in through the login screen, call the API. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { pngImage } from '../support/images';

export const PASSWORD = process.env.DEMO_PASSWORD || 'Demo-Pass-1!';

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** A bearer token for direct API calls (setup and clean-up). */
export async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).authToken;
}

export function imageFile(name: string, width = 24, height = 24, rgb: [number, number, number] = [46, 125, 50]) {
  return { name, mimeType: 'image/png', buffer: pngImage(width, height, rgb) };
}
