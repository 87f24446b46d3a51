/**
 * The catalogue's forms are react-admin forms sent through the data provider's typed methods
 * (issue 8 item 4): a new collection goes through `saveCollection`, a new product through
 * `createProduct`, a mockup's details through `saveMockup`, each with the values typed and chosen
 * (the images as files), and on a product's page its details through react-admin's `update` and a
 * new pattern through `replacePattern`; the declaration's rules refuse an empty name before anything is sent; a
 * refused save shows the server's message under its field, and success is said only once the
 * server has answered.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext, type DataProvider } from 'react-admin';
import { createMemoryRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import { englishI18n, signedInAs, storeSession } from '../support/inAdmin';
import { HttpError } from '../../providers/httpClient';
import type { AppDataProvider } from '../../providers/dataProvider';
import { CollectionCreate } from '../../src/catalog/collections/CollectionForm';
import ProductCreate from '../../src/catalog/products/ProductCreate';
import MockupPage from '../../src/catalog/mockups/MockupPage';
import ProductPage from '../../src/catalog/products/ProductPage';
import { AppNotification } from '../../src/layout/AppNotification';

const LISTS: Record<string, Array<Record<string, unknown>>> = {
  'art-types': [{ id: 1, name: 'Botanical' }],
  fonts: [],
  materials: [
    { id: 3, name: 'Smooth matte', brand_id: null },
    { id: 4, name: 'Other brand vinyl', brand_id: 2 },
  ],
  collection: [{ id: 7, name: 'Meadow', brand_id: 1 }],
  'mockup-categories': [
    { id: 2, name: 'Bedroom', category_type: 'room' },
    { id: 5, name: 'Warm', category_type: 'style' },
  ],
};

/** The CRUD reads the forms make (their choices), plus the typed methods under test. */
const withLists = (methods: Partial<AppDataProvider>) =>
  ({
    getList: async (resource: string) => ({ data: LISTS[resource] ?? [], total: (LISTS[resource] ?? []).length }),
    ...methods,
  }) as unknown as DataProvider;

/** The screen at `path` (matched by `route`) inside react-admin on a data router, with its snackbars. */
function renderAt(dataProvider: DataProvider, route: string, path: string, element: ReactNode, role = 'USER') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminContext dataProvider={dataProvider} i18nProvider={englishI18n} authProvider={signedInAs(role)}>
            <Routes>
              <Route path={route} element={element} />
              <Route path="*" element={<p>Left the form</p>} />
            </Routes>
            <AppNotification />
          </AdminContext>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

/** A success message shows once the notices before it have gone (one at a time); a busy machine is slow. */
const AFTER_THE_REFUSAL = { timeout: 30_000 };

/**
 * The refusal's notice, read and closed as a person does before trying again; a notice queued
 * behind it shows next and is closed too. Without this, the next notice waits for the 5 seconds.
 */
async function closeNotices(user: ReturnType<typeof userEvent.setup>) {
  let notice: HTMLElement | null = await screen.findByTestId('toast', {}, { timeout: 5_000 });
  while (notice) {
    await user.click(within(notice).getByRole('button', { name: 'Close' }));
    const closed = notice;
    await waitFor(() => expect(closed).not.toBeInTheDocument(), { timeout: 5_000 });
    notice = await screen.findByTestId('toast', {}, { timeout: 500 }).catch(() => null);
  }
}

/** The unsaved-changes question: answered yes, and asked only when something is left unsaved. */
const confirm = vi.fn(() => true);
const refusal = (errors: Record<string, string>) => new HttpError('Please correct the highlighted fields.', 409, { errors });
const image = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

beforeEach(() => {
  // A brand user of brand 1: their new collections and products are their brand's.
  storeSession({ id: 5, email: 'user@demo.test', brand_id: 1, role: 'USER' });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }));
  confirm.mockClear();
  vi.stubGlobal('confirm', confirm);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('catalogue forms through typed data-provider methods', () => {
  it(
    'New Collection: sent with saveCollection (name, brand, chosen images); a taken name shows its message under Name',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      const saveCollection = vi
        .fn()
        .mockRejectedValueOnce(refusal({ name: 'Name is already used by another Collection' }))
        .mockResolvedValueOnce({ id: 9 });
      renderAt(withLists({ saveCollection }), '/collection/create', '/collection/create', <CollectionCreate />);

      // The declaration's rule, before anything is sent.
      await user.click(await screen.findByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Name is required')).toBeInTheDocument();
      expect(saveCollection).not.toHaveBeenCalled();

      await user.type(screen.getByLabelText(/^Name/), 'Meadow');
      const logo = image('logo.png');
      await user.upload(screen.getByTestId('file-collection_logo'), logo);
      expect(screen.getByRole('button', { name: 'logo.png' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Name is already used by another Collection'));
      expect(saveCollection).toHaveBeenLastCalledWith({ name: 'Meadow', brand_id: 1, collection_logo: logo, secondary_image: null });
      expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
      expect(screen.queryByText('Collection created')).toBeNull();
      expect(screen.queryByText('Left the form')).toBeNull();

      await closeNotices(user);
      await user.clear(screen.getByLabelText(/^Name/));
      await user.type(screen.getByLabelText(/^Name/), 'Meadow Two');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Collection created', {}, AFTER_THE_REFUSAL)).toBeInTheDocument();
      expect(saveCollection).toHaveBeenLastCalledWith({ name: 'Meadow Two', brand_id: 1, collection_logo: logo, secondary_image: null });
      // Back to the list, without an unsaved-changes question: the save succeeded.
      expect(await screen.findByText('Left the form')).toBeInTheDocument();
      expect(confirm).not.toHaveBeenCalled();
    },
  );

  it(
    "New Product: sent with createProduct (fields and pattern); the server's refusal of the pattern shows under it",
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      const createProduct = vi
        .fn()
        .mockRejectedValueOnce(refusal({ pattern_file: 'Must be a PNG, JPEG, WebP or GIF image' }))
        .mockResolvedValueOnce({ id: 42, job_id: 3 });
      renderAt(withLists({ createProduct }), '/product/create', '/product/create', <ProductCreate />);

      await user.type(await screen.findByLabelText(/^Name/), 'Fern');
      const pattern = image('fern.png');
      await user.upload(screen.getByTestId('file-pattern_file'), pattern);
      await user.click(screen.getByLabelText('Half-step'));
      await user.click(screen.getByRole('combobox', { name: 'Art Type' }));
      await user.click(await screen.findByRole('option', { name: 'Botanical' }));
      // Only the brand's own and shared materials are offered.
      expect(screen.queryByLabelText('Other brand vinyl')).toBeNull();
      await user.click(await screen.findByLabelText('Smooth matte'));
      await user.click(screen.getByRole('button', { name: 'Create' }));

      expect(await screen.findByText('Must be a PNG, JPEG, WebP or GIF image')).toBeInTheDocument();
      expect(createProduct).toHaveBeenCalledWith({
        name: 'Fern',
        brand_id: 1,
        collection_id: null,
        art_type_id: 1,
        font_id: null,
        repeat: 'half_step',
        repeat_width_inches: 24,
        repeat_height_inches: 24,
        material_ids: [3],
        sizes: ['Sample'],
        fixed_scale: false,
        color_variants: false,
        description: null,
        pattern_file: pattern,
      });
      expect(screen.queryByText('Product created: its images are being made')).toBeNull();
      // What was typed is still there.
      expect(screen.getByLabelText(/^Name/)).toHaveValue('Fern');

      await closeNotices(user);
      await user.click(screen.getByRole('button', { name: 'Create' }));
      expect(await screen.findByText('Product created: its images are being made', {}, AFTER_THE_REFUSAL)).toBeInTheDocument();
      expect(createProduct).toHaveBeenCalledTimes(2);
      expect(await screen.findByText('Left the form')).toBeInTheDocument();
    },
  );

  it(
    "a mockup's details: saved with saveMockup (id, name, category ids); a refused name shows its message under Name",
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      let stored = {
        id: 4,
        name: 'Sunny room',
        categories: [] as number[],
        image: '/api/files/mockups/sunny.jpg',
        width: 800,
        height: 600,
        status: 'uploaded',
        mask_url: null,
        shading_url: null,
        wall_coverage: null,
        analyzed_at: null,
      };
      const saveMockup = vi
        .fn()
        .mockRejectedValueOnce(refusal({ name: 'Must be at most 120 characters' }))
        .mockImplementationOnce(async (values: { name: string; categories: number[] }) => (stored = { ...stored, ...values }));
      const getOne = vi.fn(async () => ({ data: stored }));
      renderAt(withLists({ saveMockup, getOne } as any), '/mockups/:id', '/mockups/4', <MockupPage />, 'SUPERUSER');

      const name = await screen.findByLabelText(/^Name/);
      expect(name).toHaveValue('Sunny room');
      // Nothing changed yet: nothing to save.
      expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
      await user.clear(name);
      await user.type(name, 'Sunny living room');
      await user.click(screen.getByRole('combobox', { name: 'Categories' }));
      await user.click(await screen.findByRole('option', { name: 'Bedroom' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Must be at most 120 characters'));
      expect(saveMockup).toHaveBeenLastCalledWith({ id: 4, name: 'Sunny living room', categories: [2] });
      expect(screen.queryByText('Mockup “Sunny living room” saved')).toBeNull();

      await closeNotices(user);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Mockup “Sunny living room” saved', {}, AFTER_THE_REFUSAL)).toBeInTheDocument();
      expect(saveMockup).toHaveBeenCalledTimes(2);
      // The page reads the mockup again and the form shows what was saved, with nothing left unsaved.
      await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
      expect(
        within(screen.getByRole('combobox', { name: 'Categories' }).closest('.MuiAutocomplete-root')!).getByText('Bedroom'),
      ).toBeInTheDocument();
      expect(screen.getByLabelText(/^Name/)).toHaveValue('Sunny living room');
    },
  );

  it(
    "a product's page: details saved with update, a new pattern with replacePattern; the server's refusal of the file shows under it",
    { timeout: 30_000 },
    async () => {
      // The page follows its jobs over the websocket: a quiet one here.
      vi.stubGlobal(
        'WebSocket',
        class {
          static OPEN = 1;
          readyState = 0;
          close() {}
          send() {}
        },
      );
      const user = userEvent.setup();
      let stored: Record<string, unknown> = {
        id: 6,
        name: 'Hexagon Drift',
        brand_id: 1,
        collection_id: 7,
        art_type_id: null,
        font_id: null,
        repeat: 'straight',
        repeat_width_inches: 24,
        repeat_height_inches: 24,
        material_ids: [3],
        sizes: ['Sample'],
        fixed_scale: false,
        color_variants: false,
        description: 'A lattice',
        processing_status: 'ready',
        pattern_url: null,
        thumbnail_url: null,
        print_url: null,
        sample_url: null,
        pattern_width: 512,
        pattern_height: 512,
        variants: [],
      };
      const update = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => {
        stored = { ...stored, ...params.data };
        return { data: stored };
      });
      const replacePattern = vi
        .fn()
        .mockRejectedValueOnce(
          new HttpError('new.png is not a PNG, JPEG, WebP or GIF image.', 415, {
            errors: { pattern_file: 'Must be a PNG, JPEG, WebP or GIF image' },
          }),
        )
        .mockResolvedValueOnce({ ...stored, repeat: 'half_step' });
      const dataProvider = withLists({
        getOne: async () => ({ data: stored }),
        update,
        replacePattern,
        productMockups: async () => [],
      } as any);
      renderAt(dataProvider, '/product/:id', '/product/6', <ProductPage />);

      const description = await screen.findByLabelText('Description');
      expect(description).toHaveValue('A lattice');
      // The repeat's inputs are named in words, not by a translation key.
      expect(screen.getByLabelText(/^Repeat Width \(in\)/)).toHaveValue(24);
      expect(screen.getByLabelText(/^Repeat Height \(in\)/)).toHaveValue(24);
      await user.clear(description);
      await user.type(description, 'A calm lattice');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Product saved')).toBeInTheDocument();
      expect(update).toHaveBeenCalledWith(
        'product',
        expect.objectContaining({
          id: 6,
          data: {
            name: 'Hexagon Drift',
            collection_id: 7,
            art_type_id: null,
            font_id: null,
            repeat: 'straight',
            repeat_width_inches: 24,
            repeat_height_inches: 24,
            material_ids: [3],
            sizes: ['Sample'],
            color_variants: false,
            description: 'A calm lattice',
          },
        }),
      );
      // Saved: nothing is left to save.
      await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());

      // The pattern tools are folded away until opened.
      expect(screen.queryByRole('button', { name: 'Replace Pattern' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Expand' }));
      const replace = await screen.findByRole('button', { name: 'Replace Pattern' });
      expect(replace).toBeDisabled();
      const pattern = image('new.png');
      await user.upload(screen.getByTestId('file-pattern_file'), pattern);
      await user.click(screen.getByLabelText('Half-step repeat'));
      await user.click(replace);
      expect(await screen.findByText('Must be a PNG, JPEG, WebP or GIF image')).toBeInTheDocument();
      expect(replacePattern).toHaveBeenLastCalledWith({ product_id: 6, brand_id: 1, pattern_file: pattern, isHalfStep: true });
      expect(screen.queryByText('Pattern replaced: its images are being made')).toBeNull();

      await closeNotices(user);
      await user.click(screen.getByRole('button', { name: 'Replace Pattern' }));
      expect(await screen.findByText('Pattern replaced: its images are being made', {}, AFTER_THE_REFUSAL)).toBeInTheDocument();
      expect(replacePattern).toHaveBeenCalledTimes(2);
      // The tool starts again with no file chosen.
      await waitFor(() => expect(screen.getByRole('button', { name: 'Replace Pattern' })).toBeDisabled());
      expect(screen.queryByText('Must be a PNG, JPEG, WebP or GIF image')).toBeNull();
    },
  );
});
