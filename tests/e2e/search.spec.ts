/**
 * The search box (issue 26 "one search box"): from any screen, `/` or Ctrl-K opens it; a parcel's
 * tracking number finds its order, the arrow keys choose among the grouped results and Enter
 * opens the order's page. A customer is found by their email, whole or its start.
 */
import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiAs, signIn } from './support';

test.describe.configure({ timeout: 120_000 });

test('the search box finds an order by its tracking number and opens it with the keyboard', async ({ page, request }) => {
  const staff = await apiAs(request, ACCOUNTS.SUPERUSER);
  const parcels = (await (await staff.get('/api/shipments?page_count=1&page=0')).json()) as {
    results: Array<{ tracking_number: string; order_id: number }>;
  };
  const parcel = parcels.results[0];
  expect(parcel, 'the demo data has a parcel').toBeTruthy();
  const order = (await (await staff.get(`/api/orders/${parcel.order_id}`)).json()) as { id: number; order_number: string };

  await signIn(page, ACCOUNTS.SUPERUSER, '/products');
  await expect(page.getByRole('button', { name: 'Search everything' })).toBeVisible();
  // `/` outside a field opens it.
  await page.locator('body').press('/');
  const box = page.getByRole('combobox', { name: 'Search everything' });
  await expect(box).toBeFocused();
  await box.fill(parcel.tracking_number.toLowerCase());

  const results = page.getByRole('listbox');
  const orders = results.getByRole('group', { name: 'Orders' });
  await expect(orders.getByRole('option', { name: new RegExp(order.order_number) })).toBeVisible();
  await expect(
    results.getByRole('group', { name: 'Parcels' }).getByRole('option', { name: new RegExp(parcel.tracking_number) }),
  ).toBeVisible();
  // The first result is chosen; ↓ moves to the parcel, ↑ back to the order; Enter opens it.
  await expect(orders.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowDown');
  await expect(results.getByRole('group', { name: 'Parcels' }).getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowUp');
  await expect(orders.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  await expect(page.getByRole('heading', { name: order.order_number, exact: true, level: 1 })).toBeVisible();
  await expect(box).toBeHidden();

  // Ctrl-K opens it from the order page too, empty again.
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('combobox', { name: 'Search everything' })).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('combobox', { name: 'Search everything' })).toBeHidden();
});

test('the search box finds a customer by their email, whole or its start, and opens them', async ({ page, request }) => {
  const admin = await apiAs(request, ACCOUNTS.ADMIN);
  const list = (await (await admin.get('/api/customers?page_count=1&page=0')).json()) as {
    results: Array<{ id: number; first: string; last: string; email: string }>;
  };
  const customer = list.results[0];
  expect(customer?.email, 'the demo data has a customer with an email').toBeTruthy();

  await signIn(page, ACCOUNTS.ADMIN, '/orders');
  await page.getByRole('button', { name: 'Search everything' }).click();
  const box = page.getByRole('combobox', { name: 'Search everything' });
  const customers = page.getByRole('listbox').getByRole('group', { name: 'Customers' });
  const option = customers.getByRole('option', { name: customer.email });
  // The start of the address up to a few letters of its domain, then the whole of it.
  await box.fill(customer.email.slice(0, customer.email.indexOf('@') + 3));
  await expect(option).toBeVisible();
  await box.fill(customer.email.toUpperCase());
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(new RegExp(`/customers/${customer.id}/show$`));
});
