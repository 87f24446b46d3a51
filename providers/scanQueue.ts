/**
 * The stations' queue (docs/production.md "Offline scans"): no scan is ever lost. A station action
 * — an item scanned at the scanner, a parcel weighed at the weigh station, a parcel scanned out at
 * the ship station — that cannot reach the server (the device is offline, or the call fails with a
 * network error) is kept on the device in IndexedDB (`idb`) with its idempotency key, the time it
 * was taken, the employee and the shift it was taken under, and replayed in the order taken when
 * the network returns (the `online` event, and retries with a growing pause while the server
 * cannot be reached). The server applies each key once, so a replay that was recorded before its
 * answer was lost is answered the same again; an action the server refuses (the item or order was
 * cancelled meanwhile, a weight out of range) stays in the queue as a failed replay with the
 * server's reason until the technician dismisses it. A weighing's label needs the server: it is
 * bought and printed when the weighing is replayed.
 *
 * While anything is queued, a new action joins the queue behind it, so actions are recorded in the
 * order they were taken (the items of an order scanned, then the order weighed).
 */
import { openDB, type IDBPDatabase } from 'idb';
import { HttpError } from './httpClient';

/** What a queued action is: a scan at the scanner, a weighing, a parcel scanned out. */
export type StationAction = 'scan' | 'weigh' | 'ship';

export interface QueuedScan {
  /** The order taken (IndexedDB's key). */
  seq?: number;
  /** The scan's Idempotency-Key. */
  key: string;
  /** Left out by the queues kept before weighing and shipping were queued too: a scan. */
  kind?: StationAction;
  /** The code scanned (an item label, a tracking number); for a weighing, the order number. */
  value: string;
  unscan?: boolean;
  /** A weighing: the weigh queue entry, the weight, and the printer its slip and label print on at replay. */
  weigh?: { id: number; weight_pounds: number; weight_ounces: number; printer_id?: number | null };
  employeeId: number;
  /** The shift token the scan was taken under (X-Station-Shift). */
  shift: string | null;
  /** When the device took the scan (ISO). */
  scanned_at: string;
  /** `failed`: the server refused it on replay, for `reason`. */
  state: 'queued' | 'failed';
  reason?: string;
}

export interface QueueState {
  queued: number;
  /** The actions waiting, in the order taken. */
  waiting: QueuedScan[];
  failed: QueuedScan[];
  /** A replay is under way. */
  replaying: boolean;
}

/** One replayed action's outcome (the server's answer), for the station's feedback. */
export type Replayed = { scan: QueuedScan; result: unknown } | { scan: QueuedScan; error: string };

export const kindOf = (scan: QueuedScan): StationAction => scan.kind ?? 'scan';

const DB_NAME = 'papered-stations';
const STORE = 'scans';
/** The pause before retrying a replay the server could not be reached for: doubles up to the last. */
export const REPLAY_BACKOFF_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

let dbPromise: Promise<IDBPDatabase> | null = null;
function db() {
  dbPromise ??= openDB(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
    },
  });
  return dbPromise;
}

/** A random idempotency key (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newScanKey(): string {
  if (typeof crypto.randomUUID === 'function' && window.isSecureContext) return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

let state: QueueState = { queued: 0, waiting: [], failed: [], replaying: false };
const stateListeners = new Set<(state: QueueState) => void>();
const replayListeners = new Set<(replayed: Replayed) => void>();

/** Whether this browser can keep scans on the device: IndexedDB is absent in some private modes (and in a test DOM). */
const canKeep = () => typeof indexedDB !== 'undefined';

async function refresh() {
  if (!canKeep()) return; // nothing kept, nothing to replay: scans go straight to the server
  const all = (await (await db()).getAll(STORE)) as QueuedScan[];
  const waiting = all.filter((s) => s.state === 'queued');
  state = { ...state, queued: waiting.length, waiting, failed: all.filter((s) => s.state === 'failed') };
  stateListeners.forEach((l) => l(state));
}

export function queueState(): QueueState {
  return state;
}

/** Calls `listener` with the queue's state now and on every change. */
export function onQueueChange(listener: (state: QueueState) => void): () => void {
  stateListeners.add(listener);
  listener(state);
  void startQueue();
  return () => stateListeners.delete(listener);
}

/** Calls `listener` with each replayed scan's outcome. */
export function onReplayed(listener: (replayed: Replayed) => void): () => void {
  replayListeners.add(listener);
  return () => replayListeners.delete(listener);
}

/** Keeps a scan for later; the replay starts as soon as the server may be reached. */
export async function enqueueScan(scan: Omit<QueuedScan, 'state' | 'seq'>) {
  await (await db()).add(STORE, { ...scan, state: 'queued' });
  await refresh();
  scheduleReplay(navigator.onLine ? REPLAY_BACKOFF_MS[0] : null);
}

/** Forgets a failed replay the technician has seen. */
export async function dismissFailed(seq: number) {
  await (await db()).delete(STORE, seq);
  await refresh();
}

/** A failed call that never reached the server (offline, connection refused or dropped). */
const unreachable = (e: unknown) => (e as { status?: number } | null)?.status === 0;
/** Worth trying again later: the server is away or busy, or the key's first call is still running. */
const transient = (e: unknown) => {
  const err = e as { status?: number; body?: { code?: string } } | null;
  return unreachable(e) || (err?.status ?? 0) >= 500 || err?.body?.code === 'idempotency_in_progress';
};

/**
 * Sends `action` now, or keeps it on the device — offline, behind actions queued already, or when
 * the call never reached the server. Answers the server's answer, or `{ queued: true }`.
 */
export async function sendOrQueue<T>(
  action: Omit<QueuedScan, 'state' | 'seq'>,
  send: () => Promise<T>,
): Promise<{ queued: true } | { queued: false; result: T }> {
  if (!navigator.onLine || state.queued > 0) {
    await enqueueScan(action);
    return { queued: true };
  }
  try {
    return { queued: false, result: await send() };
  } catch (e) {
    if (!unreachable(e)) throw e;
    await enqueueScan(action);
    return { queued: true };
  }
}

type Sender = (scan: QueuedScan) => Promise<unknown>;
let sender: Sender | null = null;

/** How queued actions are sent (the data provider's call of each kind, set by every station). */
export function setScanSender(send: Sender) {
  sender = send;
  if (state.queued && navigator.onLine) void replayQueue();
}

let attempt = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
let running: Promise<void> | null = null;

function scheduleReplay(delayMs: number | null) {
  if (timer) clearTimeout(timer);
  timer = null;
  // Offline: the `online` event starts it.
  if (delayMs === null) return;
  timer = setTimeout(() => void replayQueue(), delayMs);
}

/** Replays the queued scans in the order taken; stops at the first the server cannot be reached for. */
export function replayQueue(): Promise<void> {
  running ??= (async () => {
    state = { ...state, replaying: true };
    stateListeners.forEach((l) => l(state));
    try {
      const store = await db();
      for (;;) {
        const next = ((await store.getAll(STORE)) as QueuedScan[]).find((s) => s.state === 'queued');
        if (!next || !sender) {
          attempt = 0;
          return;
        }
        try {
          const result = await sender!(next);
          await store.delete(STORE, next.seq!);
          attempt = 0;
          replayListeners.forEach((l) => l({ scan: next, result }));
        } catch (e) {
          if (transient(e)) {
            scheduleReplay(
              navigator.onLine || !unreachable(e) ? REPLAY_BACKOFF_MS[Math.min(attempt++, REPLAY_BACKOFF_MS.length - 1)] : null,
            );
            return;
          }
          const reason = e instanceof HttpError ? e.message : String((e as Error)?.message ?? e);
          await store.put(STORE, { ...next, state: 'failed', reason });
          replayListeners.forEach((l) => l({ scan: next, error: reason }));
        } finally {
          await refresh();
        }
      }
    } finally {
      running = null;
      state = { ...state, replaying: false };
      stateListeners.forEach((l) => l(state));
    }
  })();
  return running;
}

let started = false;
/** Reads the queue kept on the device and replays it now and whenever the network returns. */
export async function startQueue() {
  if (started) return;
  started = true;
  window.addEventListener('online', () => {
    attempt = 0;
    void replayQueue();
  });
  await refresh();
  if (state.queued && navigator.onLine) void replayQueue();
}
