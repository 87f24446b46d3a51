/**
 * The server's live events over one websocket per tab (`/ws?token=…`, server/system/websocket.ts):
 * job progress, device readings of the production stations. Opened with the first subscriber,
 * closed with the last, reconnected with a growing delay when it drops. `sendLive` sends a one-shot
 * message (a device reading from a station's bridge).
 */
import { getToken } from './session';

export interface LiveEvent {
  topic: string;
  brand_id?: number | null;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each topic has its own payload, read by its subscribers; typing them by topic is still to do
  data?: any;
}
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
    if (event.topic === 'hello') userId = event.data?.user_id;
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
