/**
 * Scan feedback at the stations (issue 25): each result names the value scanned, what it was and
 * whether it was recorded; a refusal gives the server's reason, an outage says so in words; a new
 * result replaces the last one, with its own colour and sound; a scan that cannot reach the server
 * is queued on the device and recorded from the queue. The waste station puts the focus
 * on its first field once the badge is in.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, TestMemoryRouter, type DataProvider } from 'react-admin';
import { englishI18n, signedInAs } from '../support/inAdmin';
import { HttpError } from '../../providers/httpClient';
import ScannerStation from '../../src/production/ScannerStation';
import { StationShell } from '../../src/production/StationShell';
import { saveShift } from '../../providers/stationShift';
import { RecordWaste } from '../../src/production/waste/RecordWaste';

/** The tone frequencies the stations asked the Web Audio API for since the last scan. */
const tones: number[] = [];
class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  createOscillator() {
    return {
      type: 'sine',
      frequency: {
        set value(v: number) {
          tones.push(v);
        },
      },
      connect: () => ({ connect: () => undefined }),
      start: () => undefined,
      stop: () => undefined,
    };
  }
  createGain() {
    return { gain: { value: 1 }, connect: () => ({ connect: () => undefined }) };
  }
  resume() {
    return Promise.resolve();
  }
}

beforeEach(() => {
  vi.stubGlobal('AudioContext', FakeAudioContext);
  sessionStorage.clear();
  saveShift(null);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function atStation(dataProvider: unknown, screenUnderTest: ReactNode) {
  return render(
    <TestMemoryRouter initialEntries={['/station']}>
      <AdminContext dataProvider={dataProvider as DataProvider} i18nProvider={englishI18n} authProvider={signedInAs('TECHNICIAN')}>
        <Routes>
          <Route path="/station" element={screenUnderTest} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const scanned = (id: number, design: string, scannedCount: number) => ({
  kind: 'line_item',
  status: 'scanned',
  line_item: { id, design_name: design, status: 'scanned' },
  order: { id: 9, order_number: '#21005', scanned: scannedCount, total: 4 },
  weigh_queue: null,
});

async function scan(user: ReturnType<typeof userEvent.setup>, value: string) {
  tones.length = 0;
  await user.keyboard(`${value}{Enter}`);
}

describe('scan feedback at the scanner station', () => {
  it('shows the value, what it was and whether it was recorded; failures name the reason; a new result replaces the last', async () => {
    const user = userEvent.setup();
    saveShift({ token: 't', employee: { id: 3, name: 'Tess Technician', badge: 'EMP-0001' }, expires_at: '2099-01-01T00:00:00Z' });
    const scanItem = vi
      .fn()
      .mockResolvedValueOnce(scanned(58, 'Sunset Mural', 1))
      .mockRejectedValueOnce(new HttpError('Sunset Mural is cancelled: it cannot be scanned.', 409, {}))
      .mockResolvedValueOnce(scanned(60, 'Palm Leaves', 2))
      .mockRejectedValueOnce(new HttpError('Network Error', 0, {}))
      .mockResolvedValueOnce(scanned(61, 'Fern Frond', 3));
    atStation({ scanItem }, <ScannerStation />);
    await screen.findByLabelText('Scan a line item, a tool or a box');

    // Success: the value, what it was, recorded, in the success colour and sound.
    await scan(user, 'LI-58');
    let result = await screen.findByTestId('scan-result');
    await waitFor(() => expect(result).toHaveTextContent('LI-58 · Line item of order #21005'));
    expect(result).toHaveTextContent('Sunset Mural scanned (#21005 · 1/4)');
    expect(result).toHaveTextContent('Recorded');
    expect(result).toHaveAttribute('data-outcome', 'success');
    expect(result.className).toMatch(/Success/);
    expect(tones).toEqual([880, 1320]);

    // The server refuses: the value and the server's reason, not recorded, the failure colour and sound.
    await scan(user, 'LI-59');
    await waitFor(() =>
      expect(screen.getByTestId('scan-result')).toHaveTextContent('LI-59: Sunset Mural is cancelled: it cannot be scanned.'),
    );
    result = screen.getByTestId('scan-result');
    expect(result).toHaveTextContent('Not recorded');
    expect(result).toHaveAttribute('data-outcome', 'failure');
    expect(result.className).toMatch(/Error/);
    expect(result).not.toHaveTextContent('Scan failed');
    expect(tones).toEqual([180]);

    // A good scan replaces the error: no red error stays, the earlier ones are plain history.
    await scan(user, 'LI-60');
    await waitFor(() => expect(screen.getByTestId('scan-result')).toHaveTextContent('Palm Leaves scanned (#21005 · 2/4)'));
    expect(screen.getAllByTestId('scan-result')).toHaveLength(1);
    expect(screen.getByTestId('scan-result')).toHaveAttribute('data-outcome', 'success');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(within(screen.getByTestId('earlier-scans')).getByText(/LI-59: Sunset Mural is cancelled/)).toBeInTheDocument();
    expect(scanItem).toHaveBeenLastCalledWith('LI-60', 3, false, { key: expect.any(String), scanned_at: expect.any(String) });

    // The network is down: said in words, and the scan is kept on the device, then sent from the
    // queue with its key, its time and its shift, and recorded.
    await scan(user, 'LI-61');
    await waitFor(() => expect(screen.getByTestId('scan-result')).toHaveTextContent('No connection: LI-61 is kept on this device'));
    expect(screen.getByTestId('scan-result')).toHaveTextContent('Queued on this device');
    expect(screen.getByTestId('scan-result')).not.toHaveTextContent('Network Error');
    const first = scanItem.mock.calls[3][3];
    await waitFor(() => expect(screen.getByTestId('scan-result')).toHaveTextContent('From the queue: Fern Frond scanned (#21005 · 3/4)'), {
      timeout: 5_000,
    });
    expect(scanItem).toHaveBeenLastCalledWith('LI-61', 3, false, { key: first.key, scanned_at: first.scanned_at, shift: 't' });
    await waitFor(() => expect(screen.getByTestId('scan-queue')).toHaveAttribute('data-queued', '0'));
  });
});

describe('the waste station', () => {
  it('takes the badge from a wedge scan with nothing focused, then puts the focus on its first field', async () => {
    const user = userEvent.setup();
    const stationSignIn = vi.fn(async () => {
      const employee = { id: 2, name: 'Marco Reyes', badge: 'EMP-0002' };
      saveShift({ token: 't', employee: employee, expires_at: '2099-01-01T00:00:00Z' });
      return employee;
    });
    const getList = vi.fn().mockResolvedValue({ data: [{ id: 4, name: 'Vinyl' }], total: 1 });
    atStation(
      { stationSignIn, getList },
      <StationShell station="waste" title="Record waste">
        <RecordWaste />
      </StationShell>,
    );
    // A wedge scan with no field focused starts the shift.
    await screen.findByLabelText('Badge');
    expect(document.activeElement).toBe(document.body);
    await scan(user, 'EMP-0002');
    const form = await screen.findByRole('form', { name: 'Record waste' });
    await waitFor(() => expect(within(form).getByRole('combobox', { name: /Category/ })).toHaveFocus());
    await user.keyboard('Edge tear');
    expect(within(form).getByRole('combobox', { name: /Category/ })).toHaveValue('Edge tear');
  });
});
