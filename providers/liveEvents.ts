/**
 * The server's live events over one websocket per tab (`/ws?token=…`, server/system/websocket.ts):
 * job progress, device readings of the production stations. Opened with the first subscriber,
 * closed with the last, reconnected with a growing delay when it drops. `sendLive` sends a one-shot
 * message (a device reading from a station's bridge).
 */
import { getToken } from './session';

/** What a `resource.changed` event carries (server/framework/events.ts ResourceChange). */
export interface ResourceChange {
  resource: string;
  /** The records changed; null: too many to name. */
  ids: Array<number | string> | null;
  action: string;
  /** Who: a person, or null for the system (a job, a store). */
  actor: { id: number; name: string } | null;
}

/** A background job's news (server/framework/jobQueue.ts): its state, and how far it is while it runs. */
export interface JobUpdate {
  id: number;
  status: 'unprocessed' | 'processing' | 'processed' | 'failed';
  progress?: number;
  status_message?: string | null;
  /** A keyed message's key and values (resources/i18n/areas), when the job's result has them. */
  message_code?: string | null;
  message_values?: Record<string, string | number> | null;
}

/** A device's message at a station (server/system/websocket.ts, server/production/scanRoutes.ts). */
export interface DeviceMessage {
  station: string;
  /** What the bridge sent, as it sent it: read by the station (`readWeight`, a scan's text or `{value}`). */
  reading?: unknown;
}

/**
 * Each topic the hub sends to a browser and what it carries (`internal.*` topics stay between
 * server instances). A listener narrows `LiveEvent` by its `topic` and reads that topic's payload.
 */
export interface LivePayloads {
  hello: { user_id: number };
  pong: undefined;
  error: { message: string };
  'resource.changed': ResourceChange;
  'job.enqueued': { queue?: string };
  'job.updated': JobUpdate;
  'order.imported': { order_queue_id: number; order_id: number };
  'order.failed': { order_queue_id: number; reason: string };
  'translations.changed': { language_id: number };
  'brands.changed': { brand_id: number };
  'device.weight': DeviceMessage;
  'device.scanner': DeviceMessage & { kind?: 'tool' | 'waste'; value?: string; employee?: string };
}

export type LiveTopic = keyof LivePayloads;

/** One event of the live websocket, its payload typed by its topic. */
export type LiveEvent = {
  [T in LiveTopic]: { topic: T; brand_id?: number | null; data: LivePayloads[T] };
}[LiveTopic];
type Listener = (event: LiveEvent) => void;

const listeners = new Set<Listener>();
let socket: WebSocket | null = null;
let retries = 0;
let reconnect: ReturnType<typeof setTimeout> | undefined;
let userId: number | undefined;

/** The user the hub greeted this tab's socket as (its `hello`), once connected. */
export const liveUserId = () => userId;

function connect() {
  const token = getToken();
  if (!token || socket || typeof WebSocket === 'undefined') return;
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const ws = new WebSocket(`${scheme}://${window.location.host}/ws?token=${encodeURIComponent(token)}`);
  socket = ws;
  ws.onopen = () => {
    retries = 0;
  };
  ws.onmessage = (message) => {
    let event: LiveEvent;
    try {
      event = JSON.parse(String(message.data));
    } catch {
      return;
    }
    if (event.topic === 'hello') userId = event.data.user_id;
    listeners.forEach((listener) => listener(event));
  };
  ws.onclose = () => {
    if (socket === ws) socket = null;
    if (listeners.size) reconnect = setTimeout(connect, Math.min(30_000, 500 * 2 ** retries++));
  };
}

export function subscribeLive(listener: Listener): () => void {
  listeners.add(listener);
  connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size) return;
    clearTimeout(reconnect);
    socket?.close();
    socket = null;
  };
}

/** Sends a one-shot message when connected; false when it could not be sent. */
export function sendLive(message: Record<string, unknown>): boolean {
  if (socket?.readyState !== WebSocket.OPEN) return false;
  socket.send(JSON.stringify(message));
  return true;
}
