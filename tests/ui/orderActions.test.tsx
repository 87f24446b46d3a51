/**
 * The order page offers an action only when the role may make it (the access check) and the
 * order's state allows it (`orderActions`, the server's rule): an order in production has nothing
 * to push, a shipped one cannot be cancelled, a TECHNICIAN reads.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, TestMemoryRouter, type DataProvider } from 'react-admin';
import { englishI18n, signedInWithRules } from '../support/inAdmin';
import OrderPage from '../../src/orders/orders/OrderPage';
import { orderActions } from '../../resources/orders/status';

const item = (id: number, status: string) => ({
  id,
  status,
  design_name: `Design ${id}`,
  material_name: 'Vinyl',
  sku: null,
  thumbnail_url: null,
  width_inches: 24,
  height_inches: 96,
  quantity: 1,
  unit_price: 10,
});

function orderWith(status: string, ...statuses: string[]) {
  return {
    id: 7,
    order_number: 'PA-7',
    status,
    channel: 'PAPERED',
    currency: 'USD',
    ordered_at: '2026-11-20T10:00:00Z',
    cancelled_at: null,
    delivered_at: null,
    note: null,
    email: 'ada@example.com',
    customer: null,
    customer_name: 'Ada',
    shipping_address: { name: 'Ada', address1: '1 Main St', city: 'Austin', country_code: 'US' },
    subtotal: 10,
    shipping_total: 0,
    tax_total: 0,
    total: 10,
    line_items: statuses.map((s, i) => item(i + 1, s)),
  };
}

async function openOrder(order: ReturnType<typeof orderWith>, role: string) {
  const dataProvider = {
    orderPage: vi.fn(async () => order),
    shippingInfo: vi.fn(async () => []),
    orderTimeline: vi.fn(async () => []),
    getList: vi.fn(async () => ({ data: [], total: 0 })),
  };
  render(
    <TestMemoryRouter initialEntries={['/orders/7']}>
      <AdminContext
        dataProvider={dataProvider as unknown as DataProvider}
        i18nProvider={englishI18n}
        authProvider={signedInWithRules(role)}
      >
        <Routes>
          <Route path="/orders/:id" element={<OrderPage />} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
  await screen.findByRole('heading', { name: 'PA-7' });
  // The access check answers after the order: wait for the button every editor has.
  if (role !== 'TECHNICIAN') await screen.findByRole('button', { name: 'Send email' });
}

const button = (name: string) => screen.queryByRole('button', { name });

describe('order actions: the state’s rule', () => {
  it('pushes waiting items, re-sends only through the API, cancels until something shipped', () => {
    expect(orderActions({ status: 'UNFULFILLED' }, [{ status: 'pending' }, { status: 'in_production' }])).toMatchObject({
      push: true,
      pushAgain: false,
      cancel: true,
    });
    expect(orderActions({ status: 'UNFULFILLED' }, [{ status: 'in_production' }])).toMatchObject({ push: false, pushAgain: true });
    expect(orderActions({ status: 'PARTIAL' }, [{ status: 'shipped' }, { status: 'issue' }])).toMatchObject({ push: true, cancel: false });
    expect(orderActions({ status: 'CANCELLED' }, [{ status: 'cancelled' }])).toEqual({
      push: false,
      pushAgain: false,
      cancel: false,
      changeAddress: false,
    });
  });
});

describe('order page: only the actions that work', () => {
  it('a waiting order offers Push to queue and Cancel to a SUPERUSER', async () => {
    await openOrder(orderWith('UNFULFILLED', 'pending', 'pending'), 'SUPERUSER');
    expect(button('Push to queue')).toBeInTheDocument();
    expect(button('Cancel order')).toBeInTheDocument();
    expect(button('Change')).toBeInTheDocument();
    // A pending item has no JDML to make again.
    expect(button('Regenerate JDML')).not.toBeInTheDocument();
  });

  it('an order already in production offers no Push, but Cancel and each item’s Regenerate JDML', async () => {
    await openOrder(orderWith('UNFULFILLED', 'in_production', 'printed'), 'SUPERUSER');
    expect(button('Push to queue')).not.toBeInTheDocument();
    expect(button('Cancel order')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Regenerate JDML' })).toHaveLength(2);
  });

  it('a shipped order offers neither Push nor Cancel nor a new address', async () => {
    await openOrder(orderWith('FULFILLED', 'shipped'), 'ADMIN');
    expect(button('Push to queue')).not.toBeInTheDocument();
    expect(button('Cancel order')).not.toBeInTheDocument();
    expect(button('Change')).not.toBeInTheDocument();
    expect(button('Regenerate JDML')).not.toBeInTheDocument();
  });

  it('a TECHNICIAN reads a waiting order: no action at all', async () => {
    await openOrder(orderWith('UNFULFILLED', 'pending', 'issue'), 'TECHNICIAN');
    await screen.findByText('Design 2');
    for (const name of ['Push to queue', 'Send email', 'Cancel order', 'Change', 'Regenerate JDML'])
      expect(button(name)).not.toBeInTheDocument();
  });
});
