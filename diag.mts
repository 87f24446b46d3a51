import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const p = await b.newPage();
p.on('console', (m) => console.log('console:', m.type(), m.text().slice(0, 200)));
p.on('pageerror', (e) => console.log('pageerror:', e.message));
await p.goto('http://localhost:4401/reset-password?user_id=1&verify_token=x');
await p.getByLabel('Password', { exact: true }).fill('abc');
await p.getByLabel('Confirm Password').fill('abd');
await p.getByRole('button', { name: 'Submit' }).click();
await p.getByText('Passwords do not match').waitFor();
console.log('snackbar shown');
const t = Date.now();
console.log(await p.evaluate(() => 1 + 1), Date.now() - t);
console.log(await p.getByLabel('Password', { exact: true }).count());
console.log(await p.content().then((c) => c.length));
await p
  .getByLabel('Password', { exact: true })
  .fill('Abc', { timeout: 5000 })
  .catch((e) => console.log('fill failed', e.message.slice(0, 500)));
await b.close();
