/**
 * The Notifications slide-over, through the app's data provider (its typed `backgroundJobs`
 * method) over a stand-in for `GET /api/queues/image-processor`.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AdminContext } from 'react-admin';
import { dataProvider } from '../../providers/dataProvider';
import { NotificationsDrawer } from '../../src/layout/NotificationsDrawer';
import { JOB_STATUS_COLOURS as STATUS_COLOURS } from '../../src/layout/jobStatus';
import { englishI18n, storeSession } from '../support/inAdmin';

const JOBS = [
  { id: 3, status: 'processed', category: 'PRODUCT_UPLOAD', status_message: 'Done', passthrough_data: { product_id: 12 } },
  { id: 7, status: 'failed', category: 'MOCKUP_UPLOAD', status_message: 'Bad image', passthrough_data: { product_id: 9 } },
  { id: 5, status: 'processing', category: 'SAMPLE_CREATION', passthrough_data: { design_id: 4 } },
  { id: 1, status: 'unprocessed', category: 'HEADER_CREATION', passthrough_data: { generated_mockup_id: 2 } },
];

let responses: unknown[][];
const fetchMock = vi.fn(
  async (_url: string) =>
    new Response(JSON.stringify(responses.shift() ?? []), { status: 200, headers: { 'Content-Type': 'application/json' } }),
);

beforeEach(() => {
  storeSession({ id: 1, email: 'a@b.c', brand_id: 4, role: 'ADMIN' });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

const inApp = (element: ReactElement) =>
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={englishI18n}>
      {element}
    </AdminContext>,
  );

describe('Notifications slide-over', () => {
  it("loads the brand's jobs when opened, newest first, with a border colour per status", async () => {
    responses = [JOBS];
    inApp(<NotificationsDrawer open onClose={() => {}} />);
    await waitFor(() => expect(document.querySelectorAll('[data-status]')).toHaveLength(4));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/queues/image-processor?brand_id=4');
    const items = [...document.querySelectorAll<HTMLElement>('[data-status]')];
    expect(items.map((i) => i.dataset.status)).toEqual(['failed', 'processing', 'processed', 'unprocessed']);
    // Each in words: its category, its subject and its status (not the stored `processed`).
    expect(items[2]).toHaveTextContent('Product upload product #12');
    expect(items[2]).toHaveTextContent(/Processed — Done/);
    // Grey, yellow, green and red (docs/requirements/shell.md §4).
    expect(STATUS_COLOURS).toEqual({ unprocessed: '#9e9e9e', processing: '#f9a825', processed: '#2e7d32', failed: '#c62828' });
    const border = (el: HTMLElement) => getComputedStyle(el).borderLeft;
    expect(items.map(border)).toEqual(
      ['failed', 'processing', 'processed', 'unprocessed'].map((s) => `6px solid ${STATUS_COLOURS[s as keyof typeof STATUS_COLOURS]}`),
    );
    expect(items[0].textContent).toContain('Bad image');
  });

  it('shows "No Notifications To Show" when there are none, and Refresh asks again', async () => {
    const user = userEvent.setup();
    responses = [[], [JOBS[0]]];
    inApp(<NotificationsDrawer open onClose={() => {}} />);
    expect(await screen.findByText('No Notifications To Show')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(document.querySelectorAll('[data-status]')).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says when the jobs could not be loaded, with the reason, and Retry asks again', async () => {
    const user = userEvent.setup();
    const refusal = { error: { message: 'You can only act on your own brand.' } };
    fetchMock.mockImplementationOnce(
      async () => new Response(JSON.stringify(refusal), { status: 403, headers: { 'Content-Type': 'application/json' } }),
    );
    responses = [[JOBS[0]]];
    inApp(<NotificationsDrawer open onClose={() => {}} />);
    const failure = await screen.findByTestId('load-error');
    expect(failure).toHaveTextContent('This could not be loaded.');
    expect(failure).toHaveTextContent('You can only act on your own brand.');
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(document.querySelectorAll('[data-status]')).toHaveLength(1));
    expect(screen.queryByTestId('load-error')).toBeNull();
  });

  it('shows a running job’s progress and follows it live over the websocket', async () => {
    // A stand-in socket: the test plays the server's job.updated events through it.
    const sockets: Array<{ onmessage?: (m: { data: string }) => void; close: () => void }> = [];
    vi.stubGlobal(
      'WebSocket',
      class {
        static OPEN = 1;
        readyState = 1;
        onmessage?: (m: { data: string }) => void;
        onopen?: () => void;
        onclose?: () => void;
        constructor() {
          sockets.push(this);
        }
        close() {}
        send() {}
      },
    );
    responses = [
      [
        {
          id: 9,
          status: 'processing',
          category: 'PRODUCT_UPLOAD',
          status_message: 'Making the thumbnail',
          progress: 30,
          passthrough_data: { product_id: 3 },
        },
      ],
    ];
    inApp(<NotificationsDrawer open onClose={() => {}} />);
    const bar = await screen.findByRole('progressbar', { name: 'Product upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    await waitFor(() => expect(sockets).toHaveLength(1));
    const play = (data: Record<string, unknown>) =>
      sockets[0].onmessage?.({ data: JSON.stringify({ topic: 'job.updated', brand_id: 4, data }) });
    play({ id: 9, status: 'processing', progress: 60, status_message: 'Making the print file' });
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Product upload progress' })).toHaveAttribute('aria-valuenow', '60'),
    );
    expect(screen.getByText(/Making the print file/)).toBeInTheDocument();
    play({ id: 9, status: 'processed', status_message: 'Poppy: thumbnail and print file ready' });
    await waitFor(() => expect(document.querySelector('[data-status]')).toHaveAttribute('data-status', 'processed'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
