/**
 * Screens whose forms were hand-rolled (one state per field) are react-admin forms now, sending
 * through the data provider: the waste station records through `create` after the declaration's
 * rules, and the purchase order's details are saved (update) by Confirm before it calls the typed
 * `confirmPurchaseOrder`, and a brand's name is saved through `update` — a refusal of any shows
 * the server's message under its input and nothing is said to be done.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, TestMemoryRouter, type DataProvider, type I18nProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import frenchMessages from 'ra-language-french';
import { fr } from '../../resources/i18n';
import { withValidationMessages } from '../../providers/i18nProvider';
import { AppNotification } from '../../src/layout/AppNotification';
import { englishI18n, signedInAs } from '../support/inAdmin';
import { HttpError } from '../../providers/httpClient';
import { StationShell } from '../../src/production/StationShell';
import { saveShift } from '../../providers/stationShift';
import { RecordWaste } from '../../src/production/waste/RecordWaste';
import PurchaseOrderDetail from '../../src/inventory/purchaseOrders/PurchaseOrderDetail';
import BrandShow from '../../src/accounts/brands/BrandShow';

/** `screenUnderTest` at `path` (matched by `route`), with the snackbars the app shows. */
function atPage(
  dataProvider: unknown,
  path: string,
  route: string,
  screenUnderTest: ReactNode,
  role = 'TECHNICIAN',
  i18nProvider: I18nProvider = englishI18n,
) {
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider as DataProvider} i18nProvider={i18nProvider} authProvider={signedInAs(role)}>
        <Routes>
          <Route path={route} element={screenUnderTest} />
        </Routes>
        <AppNotification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const refused = (field: string, message: string) =>
  new HttpError('Please correct the highlighted fields.', 400, { errors: { [field]: message } });

describe('waste station: a react-admin form', () => {
  it('checks the declared rules, shows a refusal under its input, and says it is recorded once the server has it', async () => {
    const user = userEvent.setup();
    saveShift({ token: 't', employee: { id: 2, name: 'Marco Reyes', badge: 'EMP-0002' }, expires_at: '2099-01-01T00:00:00Z' });
    const create = vi
      .fn()
      .mockRejectedValueOnce(refused('category', 'This category is too rude'))
      .mockResolvedValueOnce({ data: { id: 40 } });
    const getList = vi.fn().mockResolvedValue({ data: [{ id: 4, name: 'Vinyl' }], total: 1 });
    atPage(
      { getList, create },
      '/waste-tracking',
      '/waste-tracking',
      <StationShell station="waste" title="Record waste">
        <RecordWaste />
      </StationShell>,
    );
    const form = await screen.findByRole('form', { name: 'Record waste' });
    const record = within(form).getByRole('button', { name: 'Record waste' });

    // Nothing typed: the declaration's rules answer in the browser, nothing is sent.
    await user.click(record);
    expect((await within(form).findAllByText(/ is required$/)).length).toBeGreaterThanOrEqual(3);
    expect(create).not.toHaveBeenCalled();

    await user.type(within(form).getByRole('combobox', { name: /Category/ }), 'Rude tear');
    await user.click(within(form).getByRole('combobox', { name: /Material/ }));
    await user.click(await screen.findByRole('option', { name: 'Vinyl' }));
    await user.type(within(form).getByLabelText('Pounds'), '3');
    await user.type(within(form).getByLabelText('Ounces'), '5');
    await user.click(record);

    // The server refuses the category: its message under the input, the outcome says so, the values stay.
    const category = within(form).getByRole('combobox', { name: /Category/ });
    await waitFor(() => expect(category).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getByText('This category is too rude')).toBeInTheDocument();
    expect(screen.getByTestId('waste-outcome')).toHaveTextContent('Please correct the highlighted fields.');
    expect(within(form).getByLabelText('Pounds')).toHaveValue(3);

    await user.clear(category);
    await user.type(category, 'Edge tear');
    await user.click(record);
    await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    expect(create).toHaveBeenLastCalledWith('waste-records', {
      data: { category: 'Edge tear', material_id: 4, weight_pounds: 3, weight_ounces: 5, employee_id: 2 },
    });
    expect(await screen.findByTestId('waste-outcome')).toHaveTextContent('Recorded: 3 lb 5 oz of Vinyl (Edge tear)');
    // A fresh form for the next one.
    await waitFor(() => expect(within(form).getByLabelText('Pounds')).toHaveValue(null));
    expect(within(form).getByRole('combobox', { name: /Category/ })).toHaveValue('');
  });
});

describe('waste station: the usual categories', () => {
  it('are offered in the chosen language, and the one chosen is stored by its code and shown in words', async () => {
    const user = userEvent.setup();
    const french = withValidationMessages(
      polyglotI18nProvider(() => ({ ...frenchMessages, ...fr }), 'fr', [{ locale: 'fr', name: 'Français' }], { allowMissing: true }),
    );
    saveShift({ token: 't', employee: { id: 2, name: 'Marco Reyes', badge: 'EMP-0002' }, expires_at: '2099-01-01T00:00:00Z' });
    const create = vi.fn().mockResolvedValue({ data: { id: 41 } });
    const getList = vi.fn().mockResolvedValue({ data: [{ id: 4, name: 'Vinyle' }], total: 1 });
    atPage(
      { getList, create },
      '/waste-tracking',
      '/waste-tracking',
      <StationShell station="waste" title={fr['screens.production.record_waste']}>
        <RecordWaste />
      </StationShell>,
      'TECHNICIAN',
      french,
    );
    const form = await screen.findByRole('form', { name: fr['screens.production.record_waste'] });
    const category = within(form).getByRole('combobox', { name: /Catégorie/ });
    await user.click(category);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(
      expect.arrayContaining(["Défaut d'impression", 'Rognure', 'Rouleau abîmé', "Impression d'essai"]),
    );
    await user.click(screen.getByRole('option', { name: 'Rouleau abîmé' }));
    expect(category).toHaveValue('Rouleau abîmé');
    await user.click(within(form).getByRole('combobox', { name: /Matériau/ }));
    await user.click(await screen.findByRole('option', { name: 'Vinyle' }));
    await user.type(within(form).getByLabelText(fr['screens.production.pounds']), '2');
    await user.click(within(form).getByRole('button', { name: fr['screens.production.record_waste'] }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0][1].data).toMatchObject({ category: 'damaged_roll', material_id: 4, weight_pounds: 2 });
    expect(await screen.findByTestId('waste-outcome')).toHaveTextContent('Rouleau abîmé');
  });
});

describe('purchase order page: the details are a react-admin form, saved by Confirm first', () => {
  const po = {
    id: '7',
    po_number: 'PO-2026-0007',
    status: 'DRAFT',
    vendor_po_number: null,
    tracking_link: null,
    expected_date: null,
    notes: 'Call before delivery',
    created_at: '2026-11-20T10:00:00Z',
    vendor: { brand_name: 'Atlas Rolls', email: 'orders@atlas.test', phone: null },
    lines: [
      {
        id: '71',
        order_stock_qty: 2,
        order_unit_qty: 50,
        received_stock_qty: 0,
        unit_cost: 12.5,
        currency: 'USD',
        trackable_item: { id: '3', sku: 'VIN-54', name: 'Vinyl 54in', default_zones: [], unit_type: { name: 'Feet' } },
      },
    ],
    inventory_items: [],
  };

  it('Confirm sends the typed details first; a refused one shows under its input and the order is not confirmed', async () => {
    const user = userEvent.setup();
    // The server's copy: what update saved and confirm changed.
    let saved: Record<string, unknown> = { status: 'DRAFT' };
    const purchaseOrderPage = vi.fn(async () => ({ po: { ...po, ...saved }, zones: [] }));
    const trackableItemOptions = vi.fn().mockResolvedValue({ trackableItems: [] });
    const update = vi
      .fn()
      .mockRejectedValueOnce(refused('vendor_po_number', 'Atlas already has this number'))
      .mockImplementationOnce(async (_resource, { data }) => {
        saved = { ...saved, ...data };
        return { data: { id: '7', ...data } };
      });
    const confirmPurchaseOrder = vi.fn(async () => {
      saved = { ...saved, status: 'CONFIRMED' };
      return { confirmPO: { status: 'CONFIRMED' } };
    });
    atPage(
      { purchaseOrderPage, trackableItemOptions, update, confirmPurchaseOrder },
      '/inventory/purchase-orders/7',
      '/inventory/purchase-orders/:id',
      <PurchaseOrderDetail />,
    );
    const vendorNumber = await screen.findByLabelText('Vendor PO number');
    expect(screen.getByLabelText('Notes')).toHaveValue('Call before delivery');
    await user.type(vendorNumber, 'ATL-1');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Atlas already has this number')).toBeInTheDocument();
    expect(vendorNumber).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(update).toHaveBeenLastCalledWith('purchase-orders', {
      id: '7',
      data: { vendor_po_number: 'ATL-1', tracking_link: null, expected_date: null, notes: 'Call before delivery' },
      previousData: { id: '7' },
    });
    expect(confirmPurchaseOrder).not.toHaveBeenCalled();
    expect(screen.getByTestId('po-status')).toHaveTextContent('Draft');

    await user.clear(vendorNumber);
    await user.type(vendorNumber, 'ATL-2');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(confirmPurchaseOrder).toHaveBeenCalledWith('7'));
    expect(update).toHaveBeenLastCalledWith(
      'purchase-orders',
      expect.objectContaining({ data: expect.objectContaining({ vendor_po_number: 'ATL-2' }) }),
    );
    // The page is read again: the order is confirmed, its details are no longer a pending change.
    await waitFor(() => expect(screen.getByTestId('po-status')).toHaveTextContent('Confirmed'));
    expect(screen.getByLabelText('Vendor PO number')).toHaveValue('ATL-2');
  });
});

describe('brand page: the name is a react-admin form', () => {
  it('checks the declared rule, shows the server refusal under the name, and shows the new name once saved', async () => {
    const user = userEvent.setup();
    let brand = {
      id: 1,
      name: 'Wallflower Studio',
      shopify_brand_name: 'wallflower',
      brand_logo: null,
      rect_logo: null,
      header: null,
      channels: [],
    };
    const getOne = vi.fn(async () => ({ data: brand }));
    const update = vi
      .fn()
      .mockRejectedValueOnce(refused('name', 'A brand with this name already exists'))
      .mockImplementationOnce(async (_resource, { data }) => {
        brand = { ...brand, ...data };
        return { data: brand };
      });
    atPage({ getOne, update }, '/brands/1', '/brands/:id', <BrandShow />, 'ADMIN');
    const name = await screen.findByLabelText('Name');
    const slug = screen.getByLabelText('Shopify Brand Name');
    const save = screen.getByRole('button', { name: 'Save' });

    // The declaration's rule for the Shopify name, in the browser: nothing is sent.
    await user.clear(slug);
    await user.type(slug, 'Not A Slug');
    await user.click(save);
    expect(await screen.findByText('Use lowercase letters, digits and dashes')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();

    await user.clear(slug);
    await user.type(slug, 'northwind');
    await user.clear(name);
    await user.type(name, 'Northwind Papers');
    await user.click(save);
    expect(await screen.findByText('A brand with this name already exists')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(update).toHaveBeenLastCalledWith('brands', {
      id: 1,
      data: { name: 'Northwind Papers', shopify_brand_name: 'northwind' },
      previousData: expect.objectContaining({ id: 1 }),
    });
    expect(screen.queryByText('Brand saved')).toBeNull();

    await user.clear(name);
    await user.type(name, 'Northwind Wallpapers');
    await user.click(save);
    expect(await screen.findByRole('heading', { name: 'Northwind Wallpapers' })).toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(2);
  });
});
