/**
 * The react-admin elements of the areas: a `<Resource>` per declaration (generated views, or the
 * area's own `views`) and a shell `<Route>` per page, behind its access check.
 */
import { Route } from 'react-router-dom';
import { RequireAccess } from '../framework/RequireAccess';
import { resourceFor } from '../framework/resourceFor';
import type { AppArea, AreaPage } from './types';

export const areaResources = (areas: AppArea[]) =>
  areas.flatMap((area) => (area.declarations ?? []).map((declaration) => resourceFor(declaration, area.views?.[declaration.name])));

function PageElement({ page }: { page: AreaPage }) {
  const Page = page.component;
  return page.access ? (
    <RequireAccess resource={page.access.resource} action={page.access.action}>
      <Page />
    </RequireAccess>
  ) : (
    <Page />
  );
}

export const areaRoutes = (areas: AppArea[]) =>
  areas.flatMap((area) =>
    (area.pages ?? []).map((page) => <Route key={page.path} path={page.path} element={<PageElement page={page} />} />),
  );
