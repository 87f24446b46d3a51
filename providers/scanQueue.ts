/**
 * The station's scan queue (docs/production.md "Offline scans"): no scan is ever lost. A scan that
 * cannot reach the server — the device is offline, or the call fails with a network error — is
 * kept on the device in IndexedDB (`idb`) with its idempotency key, the time it was taken, the
 * employee and the shift it was taken under, and replayed in the order taken when the network
 * returns (the `online` event, and retries with a growing pause while the server cannot be
 * reached). The server applies each key once, so a replay that was recorded before its answer was
 * lost is answered the same again; a scan the server refuses (the item was cancelled meanwhile)
 * stays in the queue as a failed replay with the server's reason until the technician dismisses it.
 *
 * While anything is queued, a new scan joins the queue behind it, so scans are recorded in the
 * order they were taken.
 */
import { openDB, type IDBPDatabase } from 'idb';
import { HttpError } from './httpClient';
import type { ScanResult } from './methods/production';

export interface QueuedScan {
  /** The order taken (IndexedDB's key). */
  seq?: number;
  /** The scan's Idempotency-Key. */
  key: string;
  value: string;
  unscan: boolean;
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
  failed: QueuedScan[];
  /** A replay is under way. */
  replaying: boolean;
}

/** One replayed scan's outcome, for the station's feedback. */
export type Replayed = { scan: QueuedScan; result: ScanResult } | { scan: QueuedScan; error: string };

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

let state: QueueState = { queued: 0, failed: [], replaying: false };
const stateListeners = new Set<(state: QueueState) => void>();
const replayListeners = new Set<(replayed: Replayed) => void>();

async function refresh() {
  const all = (await (await db()).getAll(STORE)) as QueuedScan[];
  state = { ...state, queued: all.filter((s) => s.state === 'queued').length, failed: all.filter((s) => s.state === 'failed') };
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

type Sender = (scan: QueuedScan) => Promise<ScanResult>;
let sender: Sender | null = null;

/** How queued scans are sent (the station's data provider, set by the station that queues). */
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
