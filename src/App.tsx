/**
 * The react-admin app: providers, the shell (custom layout, login page, dashboard as `/` and as
 * the catch-all), and every area of src/areas/index.ts — its resources, its routes inside the
 * shell and its public routes outside it. Screens load lazily, area by area.
 */
import { Suspense, cloneElement, lazy, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { Admin, CustomRoutes, Loading, Notification, type I18nProvider } from 'react-admin';
import { AppRouter } from './framework/AppRouter';
import { authProvider } from '../providers/authProvider';
import { dataProvider } from '../providers/dataProvider';
import { createQueryClient } from '../providers/queryClient';
import { AREAS } from './areas';
// The login page is part of the first chunk: it is the first screen of every visitor.
import LoginPage from './accounts/LoginPage';
import { Layout } from './layout/Layout';
import { theme } from './theme';

const Dashboard = lazy(() => import('./dashboard/Dashboard'));

/** The snackbar of spec 1 §2: 5 seconds unless a call says otherwise. */
export const SNACKBAR_MS = 5000;
const AppNotification = () => <Notification autoHideDuration={SNACKBAR_MS} />;

const Lazy = (Component: ComponentType) => () => (
  <Suspense fallback={<Loading />}>
    <Component />
  </Suspense>
);
const DashboardPage = Lazy(Dashboard);
const queryClient = createQueryClient();

export function App({ i18nProvider }: { i18nProvider: I18nProvider }) {
  // Real paths (spec 1 §2), not react-admin's default hash router.
  return (
    <AppRouter>
      <Admin
        title="Papered"
        authProvider={authProvider}
        dataProvider={dataProvider}
        queryClient={queryClient}
        i18nProvider={i18nProvider}
        layout={Layout}
        loginPage={LoginPage}
        dashboard={DashboardPage}
        catchAll={DashboardPage}
        notification={AppNotification}
        theme={theme}
        requireAuth
        disableTelemetry
      >
        {AREAS.flatMap((area) => area.resources ?? [])}
        <CustomRoutes>{AREAS.flatMap((area) => area.routes ?? [])}</CustomRoutes>
        <CustomRoutes noLayout>
          {AREAS.flatMap((area) => area.publicRoutes ?? []).map((route) =>
            cloneElement(route as ReactElement<{ element?: ReactNode }>, {
              element: <Suspense fallback={<Loading />}>{(route.props as { element?: ReactNode }).element}</Suspense>,
            }),
          )}
        </CustomRoutes>
      </Admin>
    </AppRouter>
  );
}
