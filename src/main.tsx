import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18nProvider } from '../providers/i18nProvider';
import { getToken } from '../providers/session';
import { App } from './App';
import { AREAS } from './areas';

/**
 * A visitor with no session who opens a page of the shell goes straight to /login, with the page
 * in `ref` so the login returns there. Doing it before react-admin starts keeps the first visit
 * instant: react-admin's own route (LogoutOnMount) can spin in a logout → redirect loop there
 * (react-admin issue #10764).
 */
function sendVisitorsToLogin() {
  const publicPaths = new Set(['/login', ...AREAS.flatMap((a) => a.publicRoutes ?? []).map((r) => (r.props as { path?: string }).path)]);
  const { pathname, search } = window.location;
  if (getToken() || publicPaths.has(pathname)) return;
  const ref = pathname === '/' && !search ? '' : `?ref=${encodeURIComponent(pathname + search)}`;
  window.history.replaceState(null, '', `/login${ref}`);
}

sendVisitorsToLogin();
// The texts of the chosen language are loaded before the first render, so nothing flashes in
// another language (the server answers these two calls without a session).
createI18nProvider().then((i18nProvider) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18nProvider={i18nProvider} />
    </StrictMode>,
  );
});
