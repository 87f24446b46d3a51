/**
 * What the small entry (src/main.tsx) draws: the router (a data router, so that forms can warn
 * before leaving with unsaved changes: src/framework/AppRouter.tsx), the account screens (docs/requirements/accounts.md §2) and,
 * for every other path, the signed-in app, loaded as its own chunk only with a session. Without
 * one, a page of the shell goes straight to /login with the page as `ref` — react-admin is never
 * started signed out, so the first visit to `/` is instant and never meets react-admin's
 * logout → redirect loop (react-admin issue #10764). Signing out in the app lands on /login, here
 * again.
 */
import { Component, Suspense, lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, CssBaseline, ThemeProvider } from '@mui/material';
import { getStoredUser, getToken } from '../providers/session';
import { PUBLIC_PAGES } from './accounts';
import { publicTheme } from './brandTheme';
import { ChunkError } from './components/ChunkError';
import { AppRouter } from './framework/AppRouter';
import { isChunkLoadError } from './components/lazyChunk';
import { PublicNotifications } from './public/notify';
import { PublicTexts } from './public/texts';
import { loadApp } from './public/loadApp';

const SignedInApp = lazy(loadApp);

export function Root() {
  return (
    <ThemeProvider theme={publicTheme}>
      <CssBaseline />
      <AppRouter>
        <PublicTexts>
          <PublicNotifications>
            <Routes>
              {PUBLIC_PAGES.map(({ path, Page }) => (
                <Route
                  key={path}
                  path={path}
                  element={
                    <Loaded>
                      <Page />
                    </Loaded>
                  }
                />
              ))}
              <Route path="*" element={<RequireSession />} />
            </Routes>
          </PublicNotifications>
        </PublicTexts>
      </AppRouter>
    </ThemeProvider>
  );
}

function RequireSession() {
  const { pathname, search } = useLocation();
  if (!getToken() || !getStoredUser()) {
    const ref = pathname === '/' && !search ? '' : `?ref=${encodeURIComponent(pathname + search)}`;
    return <Navigate to={`/login${ref}`} replace />;
  }
  return (
    <Loaded>
      <SignedInApp />
    </Loaded>
  );
}

/** A lazy page: a spinner while its code loads, "Loading chunk failed" and Reload if it cannot. */
function Loaded({ children }: { children: ReactNode }) {
  return (
    <ChunkBoundary>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </ChunkBoundary>
  );
}

export function PageLoading() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      {/* eslint-disable-next-line local/texts-by-key -- shown while the texts themselves load */}
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}

/**
 * Shows `ChunkError` for a chunk that could not load. Anything else that escaped the app's own
 * error boundaries is shown too, rather than a blank page.
 */
class ChunkBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Box sx={{ maxWidth: 560, mx: 'auto', mt: 8, px: 2 }}>
        {isChunkLoadError(error) ? (
          <ChunkError />
        ) : (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" onClick={() => window.location.reload()}>
                Reload
              </Button>
            }
          >
            {(error as Error)?.message || 'Something went wrong.'}
          </Alert>
        )}
      </Box>
    );
  }
}
