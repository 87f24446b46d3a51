/**
 * The websocket hub at /ws. A client authenticates with its session token (`/ws?token=…`)
 * and receives the events addressed to it (see AppEvent): its brand's, and every brand's for
 * staff. Device bridges (weigh and scanner stations) send readings over the same socket.
 */
import type { Server } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { hasLevel, isStaff, roleFromPermissionId, type Role } from '../../resources/access';
import { findSessionUser } from '../accounts/service';
import type { AppContext } from '../context';
import { canAccess } from '../../resources/registry';
import { RESOURCE_CHANGED, type AppEvent, type ResourceChange } from '../framework/events';

/**
 * Whether a user of `role` and `brandId` may receive `event`: staff every event, a brand user
 * its brand's — and a record's change only of a resource it may view.
 */
export function mayReceive(event: AppEvent, role: Role, brandId: number | null): boolean {
  if (isStaff(role) || event.audience === 'everybody') return true;
  if (typeof event.brand_id !== 'number' || event.brand_id !== brandId) return false;
  return event.topic !== RESOURCE_CHANGED || canAccess(role, (event.data as ResourceChange).resource, 'View');
}

/** The production stations that send device readings, and the reading each sends. */
export const STATIONS: Record<string, Array<'weight' | 'scanner'>> = {
  'weigh-station': ['weight', 'scanner'],
  'ship-station': ['weight', 'scanner'],
  waste: ['weight', 'scanner'],
  scanner: ['scanner'],
};

export function attachWebsocket(ctx: AppContext, server: Server) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  server.on('upgrade', async (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/ws') return socket.destroy();
    if (ctx.lifecycle.draining) {
      // Stopping: the client tries again and reaches another instance.
      socket.write('HTTP/1.1 503 Service Unavailable\r\nRetry-After: 1\r\nConnection: close\r\n\r\n');
      return socket.destroy();
    }
    const token = url.searchParams.get('token') ?? '';
    const found = token ? await findSessionUser(ctx.database.db, token).catch(() => undefined) : undefined;
    const role = found && roleFromPermissionId(found.user.permission_id);
    if (!found || !role) {
      socket.write('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\n\r\n');
      return socket.destroy();
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const brandId = found.user.brand_id;
      const unsubscribe = ctx.events.subscribe((event) => {
        if (event.topic.startsWith('internal.')) return; // between instances only
        if (mayReceive(event, role, brandId)) ws.send(JSON.stringify(event));
      });
      ctx.metrics.websocketClients.inc();
      ws.on('close', () => {
        unsubscribe();
        ctx.metrics.websocketClients.dec();
      });
      ws.on('message', (data) => onClientMessage(ctx, ws, data.toString(), role));
      ws.send(JSON.stringify({ topic: 'hello', brand_id: brandId, data: { user_id: found.user.id } }));
    });
  });
  return wss;
}

const reply = (ws: WebSocket, message: string) => ws.send(JSON.stringify({ topic: 'error', data: { message } }));

/**
 * One-shot messages from a client. Device readings (`{type: 'weight'|'scanner', station, data}`;
 * `data: {heartbeat: true}` is a bridge saying its device is there, docs/production.md "Devices")
 * are accepted only from staff sessions with the stations' level (TECHNICIAN), for a station that
 * sends that reading; they go to staff only.
 */
function onClientMessage(ctx: AppContext, ws: WebSocket, raw: string, role: Role) {
  let message: { type?: unknown; station?: unknown; data?: unknown };
  try {
    message = JSON.parse(raw);
  } catch {
    return reply(ws, 'Messages must be JSON.');
  }
  if (!message || typeof message !== 'object') return reply(ws, 'Messages must be JSON objects.');
  if (message.type === 'ping') return ws.send(JSON.stringify({ topic: 'pong' }));
  if (message.type === 'weight' || message.type === 'scanner') {
    if (!hasLevel(role, 'TECHNICIAN')) return reply(ws, 'Only production staff may send device readings.');
    const type = message.type;
    if (typeof message.station !== 'string' || !STATIONS[message.station]?.includes(type)) {
      return reply(
        ws,
        `A ${type} reading must name its station: ${Object.keys(STATIONS)
          .filter((s) => STATIONS[s].includes(type))
          .join(', ')}.`,
      );
    }
    void ctx.events
      .publish({ topic: `device.${message.type}`, brand_id: null, data: { station: message.station, reading: message.data } })
      .catch(() => {});
  }
}
