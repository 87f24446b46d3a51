/** What the rest of the server uses of the system area: the websocket hub (started by server/main.ts). */
export { attachWebsocket } from './websocket';
