/**
 * The stations' service worker (vite.config.ts, Workbox): registered when a station opens, so a
 * device used as a station opens the app offline — the app shell and the station routes from the
 * worker's cache — and can be installed as an app (the web app manifest). The API is never cached
 * (docs/production.md "Offline scans"). Only built apps have the worker; `npm run dev` has none.
 */
let registered = false;

export function registerStationWorker() {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  registered = true;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
    registered = false;
  });
}
