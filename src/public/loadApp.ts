/**
 * The signed-in app (react-admin, the providers, the declarations, every area) as one lazy
 * chunk. Fetched once: when the login form is submitted (while the password is checked), or at
 * once when a page opens with a session.
 */
import { loadChunk } from '../components/lazyChunk';

let app: ReturnType<typeof load> | undefined;
const load = () => loadChunk(() => import('../SignedInApp'));

export function loadApp() {
  app ??= load();
  return app;
}

/** Starts fetching the app without waiting; a failure shows once the app is actually needed. */
export function preloadApp(): void {
  loadApp().catch(() => undefined);
}
