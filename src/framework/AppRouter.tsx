/**
 * The app's router: react-router's browser *data* router (real paths, docs/requirements/shell.md §2). A data router
 * is what lets a form block navigation while it has unsaved changes (react-admin's
 * `warnWhenUnsavedChanges` and `useBlocker` need one; with a plain `BrowserRouter` they are
 * silently disabled). The children render through a context so the router is created once.
 *
 * `useTransitions={false}`: a navigation shows the new page (or its loading state) at once. In a
 * transition the old page stayed on screen while the next one loaded, and after a session ended
 * react-admin's LogoutOnMount kept re-running (a redirect loop) while /login was pending.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';

const AppChildren = createContext<ReactNode>(null);

function Children() {
  return <>{useContext(AppChildren)}</>;
}

export function AppRouter({ children }: { children: ReactNode }) {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <Children /> }]));
  return (
    <AppChildren.Provider value={children}>
      <RouterProvider router={router} useTransitions={false} />
    </AppChildren.Provider>
  );
}
