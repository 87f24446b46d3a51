/**
 * The generate dialog (docs/requirements/catalog.md §5, §9): the preview starts at 100 / 100 / off, follows the sliders
 * once they settle (not once per step), and Generate sends whole numbers and hands on the queued
 * MOCKUP_UPLOAD job; the product's mockups follow that job live and show the mockup once it is
 * done. Over stand-ins for the server's calls (fetch) and its websocket.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { dataProvider } from '../../providers/dataProvider';
import { GenerateDialog } from '../../src/catalog/mockups/GenerateDialog';
import { ProductMockups } from '../../src/catalog/mockups/ProductMockups';
import { englishI18n, storeSession } from '../support/inAdmin';

const QUEUED_JOB = { id: 31, status: 'unprocessed', category: 'MOCKUP_UPLOAD', brand_id: 1, passthrough_data: { product_id: 9 } };
let generatedRows: unknown[] = [];

const calls: Array<{ url: string; method: string; body?: any }> = [];
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
  if (url.startsWith('/api/mockups/preview'))
    return new Response(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), { status: 200 });
  if (url === '/api/mockups/generated' && init?.method === 'POST')
    return new Response(JSON.stringify({ message: 'Mockups Added To Mockup Creation Queue', job: QUEUED_JOB }), {
      status: 202,
      headers: { 'Content-Type': 'application/json' },
    });
  if (url.startsWith('/api/mockups/generated?'))
    return new Response(JSON.stringify(generatedRows), { status: 200, headers: { 'Content-Type': 'application/json' } });
  return new Response(JSON.stringify({ error: { message: 'Not found.' } }), { status: 404 });
});

beforeEach(() => {
  storeSession({ id: 1, email: 'su@demo.test', brand_id: null, role: 'SUPERUSER' });
  vi.stubGlobal('fetch', fetchMock);
  let next = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:preview-${++next}`, revokeObjectURL: () => {} }));
  calls.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

const previews = () => calls.filter((c) => c.url.startsWith('/api/mockups/preview')).map((c) => new URL(c.url, 'http://x').searchParams);

describe('the generate dialog', () => {
  it('previews the defaults, then the settled slider values, and generates with integers', { timeout: 60_000 }, async () => {
    const onGenerated = vi.fn();
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={englishI18n}>
        <GenerateDialog open onClose={() => {}} productId={9} mockupIds={[4]} onGenerated={onGenerated} />
      </AdminContext>,
    );
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(previews()).toHaveLength(1));
    expect(Object.fromEntries(previews()[0])).toEqual({
      mockup_id: '4',
      product_id: '9',
      pattern_scale: '100',
      shadow_opacity: '100',
      enhance_shadows: 'false',
    });
    expect(await within(dialog).findByTestId('mockup-preview')).toHaveAttribute('src', 'blob:preview-1');

    const scale = within(dialog).getByRole('slider', { name: 'Pattern scale' });
    // PageDown moves a slider by a tenth of its range: 100 → 80.
    for (let i = 0; i < 2; i++) fireEvent.keyDown(scale, { key: 'PageDown' });
    const shadow = within(dialog).getByRole('slider', { name: 'Shadow opacity' });
    for (let i = 0; i < 4; i++) fireEvent.keyDown(shadow, { key: 'PageDown' });
    expect(scale).toHaveAttribute('aria-valuenow', '80');
    expect(shadow).toHaveAttribute('aria-valuenow', '60');
    await waitFor(() => expect(previews()).toHaveLength(2));
    expect(previews()[1].get('pattern_scale')).toBe('80');
    expect(previews()[1].get('shadow_opacity')).toBe('60');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(onGenerated).toHaveBeenCalledWith(QUEUED_JOB));
    // Six slider steps, one preview: it waited for them to settle.
    expect(previews()).toHaveLength(2);
    expect(calls.find((c) => c.url === '/api/mockups/generated')?.body).toEqual({
      product_id: 9,
      mockup_ids: [4],
      attributes: { pattern_scale: 80, shadow_opacity: 60, enhance_shadows: false },
    });
  });

  it('follows the queued job with a progress bar, then shows the new mockup', { timeout: 30_000 }, async () => {
    const sockets: Array<{ onmessage?: (m: { data: string }) => void }> = [];
    vi.stubGlobal(
      'WebSocket',
      class {
        static OPEN = 1;
        readyState = 1;
        onmessage?: (m: { data: string }) => void;
        constructor() {
          sockets.push(this);
        }
        close() {}
        send() {}
      },
    );
    generatedRows = [];
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={englishI18n}>
        <ProductMockups productId={9} following={[31]} />
      </AdminContext>,
    );
    expect(await screen.findByText('No mockups generated for this product yet.')).toBeInTheDocument();
    expect(screen.getByTestId('mockup-job')).toHaveTextContent('Generating the mockups… (follow them in the notifications)');
    await waitFor(() => expect(sockets.length).toBeGreaterThan(0));
    const play = (data: Record<string, unknown>) =>
      sockets.forEach((socket) => socket.onmessage?.({ data: JSON.stringify({ topic: 'job.updated', brand_id: 1, data }) }));
    play({ id: 31, status: 'processing', progress: 50, status_message: 'Rendering the mockup' });
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Mockup generation' })).toHaveAttribute('aria-valuenow', '50'));
    generatedRows = [
      {
        id: 5,
        mockup_id: 4,
        product_id: 9,
        brand_id: 1,
        image: '/api/files/m.jpg',
        attributes: { pattern_scale: 80, shadow_opacity: 60, enhance_shadows: false },
      },
    ];
    play({ id: 31, status: 'processed', status_message: 'Fern: mockup ready' });
    const shown = await screen.findByTestId('generated-mockup');
    expect(within(shown).getByRole('img')).toHaveAttribute('src', '/api/files/m.jpg');
    expect(screen.queryByTestId('mockup-job')).not.toBeInTheDocument();
  });
});
