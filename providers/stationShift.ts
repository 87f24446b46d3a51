/**
 * The device's shift (docs/production.md "Shifts"): after a badge sign-in, the server's shift
 * token and the employee are kept in localStorage, so the shift holds across reloads and every
 * station of this device (scanner, weigh, ship, waste) until the server says it ended. Every
 * station call sends the token (`X-Station-Shift`); the server decides whether the shift goes on.
 */
import type { StationEmployee } from './methods/production';

const KEY = 'papered.station-shift';
const CHANGED = 'papered:station-shift';

export interface StoredShift {
  token: string;
  employee: StationEmployee;
  expires_at: string;
}

// The same object for the same stored text (a stable snapshot for useSyncExternalStore).
let last: { raw: string | null; shift: StoredShift | null } = { raw: null, shift: null };

export function readShift(): StoredShift | null {
  const raw = localStorage.getItem(KEY);
  if (raw === last.raw) return last.shift;
  let shift: StoredShift | null = null;
  try {
    const stored = JSON.parse(raw ?? 'null') as StoredShift | null;
    shift = stored?.token && stored.employee?.id ? stored : null;
  } catch {
    shift = null;
  }
  last = { raw, shift };
  return shift;
}

export function saveShift(shift: StoredShift | null) {
  if (shift) localStorage.setItem(KEY, JSON.stringify(shift));
  else localStorage.removeItem(KEY);
  window.dispatchEvent(new Event(CHANGED));
}

/** The shift's header for a station call (none without a shift). */
export function shiftHeader(): Record<string, string> {
  const shift = readShift();
  return shift ? { 'X-Station-Shift': shift.token } : {};
}

/** Calls `listener` when the shift changes in this tab or another of the device. */
export function onShiftChange(listener: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY || e.key === null) listener();
  };
  window.addEventListener(CHANGED, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener('storage', onStorage);
  };
}
