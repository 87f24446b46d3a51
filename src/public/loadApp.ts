/**
 * The signed-in app (react-admin, the providers, the declarations, every area) as one lazy
 * chunk. Fetched once: when the browser is idle after the login form is drawn, when the form is
 * submitted (while the password is checked), or at once when a page opens with a session.
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

/**
 * Fetches the app once the browser is idle after the login form is drawn: most visitors sign in
 * next, and the code is then ready when they do. It never competes with drawing the form (the
 * figures of docs/benchmarks.md count only the code before the form).
 */
export function preloadAppWhenIdle(): () => void {
  const idle = window.requestIdleCallback?.bind(window);
  if (idle) {
    const id = idle(preloadApp, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(preloadApp, 1500);
  return () => window.clearTimeout(timer);
}
