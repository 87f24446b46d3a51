/**
 * The signed-in app (react-admin, the providers, the declarations, every area) as one lazy
 * chunk. Fetched once: as soon as the visitor starts on the login form (first key or click: they
 * are about to sign in, and the code is then ready when they do), on submit at the latest, or at
 * once when a page opens with a session.
 */
import { loadChunk } from '../components/lazyChunk';

let app: ReturnType<typeof load> | undefined;
const load = () => loadChunk(() => import('../SignedInApp'));

export function loadApp() {
  // A failed fetch is forgotten, so the next need (e.g. signing in after a failed idle prefetch) tries again.
  app ??= load().catch((error: unknown) => {
    app = undefined;
    throw error;
  });
  return app;
}

/** Starts fetching the app without waiting; a failure shows once the app is actually needed. */
export function preloadApp(): void {
  loadApp().catch(() => undefined);
}
