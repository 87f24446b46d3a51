/**
 * The react-admin app: providers, the shell (custom layout, dashboard as `/` and as the catch-all,
 * under a not-found notice), and every area found by src/areas/index.ts — its declarations' resources and its pages inside
 * the shell (src/areas/mount.tsx), the rest of its manifest handed down (src/areas/context.tsx). Screens load lazily, area by area. It runs inside the entry's router (src/Root.tsx),
 * only with a session; the login and account screens are the entry's own.
 */
import { Suspense, useEffect, type ComponentType } from 'react';
import { Admin, CustomRoutes, Loading, type I18nProvider } from 'react-admin';
import { authProvider } from '../providers/authProvider';
import { dataProvider } from '../providers/dataProvider';
import { startLiveChanges } from '../providers/liveChanges';
import { createQueryClient } from '../providers/queryClient';
import { AREAS } from './areas';
import { AreasProvider } from './areas/context';
import { areaResources, areaRoutes } from './areas/mount';
import { lazyChunk } from './components/lazyChunk';
import { AppNotification } from './layout/AppNotification';
import { Layout } from './layout/Layout';
import { NotFoundPage } from './layout/NotFoundPage';
import { darkTheme, theme } from './theme';

const Dashboard = lazyChunk(() => import('./layout/Dashboard'));

const Lazy = (Component: ComponentType) => () => (
  <Suspense fallback={<Loading />}>
    <Component />
  </Suspense>
);
const DashboardPage = Lazy(Dashboard);
/** docs/requirements/shell.md §2: the home dashboard is the catch-all, under a notice that the page does not exist. */
const CatchAll = () => <NotFoundPage dashboard={<DashboardPage />} />;
const queryClient = createQueryClient();

export function App({ i18nProvider }: { i18nProvider: I18nProvider }) {
  // Every screen live: others' changes refresh what is shown (providers/liveChanges.ts).
  useEffect(() => startLiveChanges(queryClient), []);
  // In the entry's BrowserRouter: real paths (docs/requirements/shell.md §2), not react-admin's default hash router.
  return (
    <AreasProvider areas={AREAS}>
      <Admin
        // eslint-disable-next-line local/texts-by-key -- the product's name, the same in every language
        title="Papered"
        authProvider={authProvider}
        dataProvider={dataProvider}
        queryClient={queryClient}
        i18nProvider={i18nProvider}
        layout={Layout}
        loginPage={false}
        dashboard={DashboardPage}
        catchAll={CatchAll}
        notification={AppNotification}
        theme={theme}
        darkTheme={darkTheme}
        requireAuth
        disableTelemetry
      >
        {areaResources(AREAS)}
        <CustomRoutes>{areaRoutes(AREAS)}</CustomRoutes>
      </Admin>
    </AreasProvider>
  );
}
