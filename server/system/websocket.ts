/**
 * The websocket hub at /ws. A client authenticates with its session token (`/ws?token=…`)
 * and receives the events of its brand (staff: every brand) from the cross-instance event bus.
 */
import type { Server } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { isStaff, roleFromPermissionId } from '../../resources/access';
import { findSessionUser } from '../accounts/sessions';
import type { AppContext } from '../context';

export function attachWebsocket(ctx: AppContext, server: Server) {
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', async (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/ws') return socket.destroy();
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
        if (isStaff(role) || event.brand_id == null || event.brand_id === brandId) ws.send(JSON.stringify(event));
      });
      ws.on('close', unsubscribe);
      ws.on('message', (data) => onClientMessage(ctx, ws, data.toString(), brandId));
      ws.send(JSON.stringify({ topic: 'hello', data: { user_id: found.user.id } }));
    });
  });
  return wss;
}

/** One-shot messages from a client (device bridges send scanner and weight readings). */
function onClientMessage(ctx: AppContext, ws: WebSocket, raw: string, brandId: number | null) {
  let message: { type?: string; data?: unknown };
  try {
    message = JSON.parse(raw);
  } catch {
    return ws.send(JSON.stringify({ topic: 'error', data: { message: 'Messages must be JSON.' } }));
  }
  if (message.type === 'ping') return ws.send(JSON.stringify({ topic: 'pong' }));
  if (message.type === 'weight' || message.type === 'scanner') {
    void ctx.events.publish({ topic: `device.${message.type}`, brand_id: brandId, data: message.data });
  }
}
