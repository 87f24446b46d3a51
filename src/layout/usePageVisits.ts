/**
 * Records the pages a brand user opens (docs/requirements/brands.md §4: page-type checklist items complete when a
 * brand user visits the linked page). Staff visits are not recorded by the server either.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isStaff } from '../../resources/access';
import { useAppDataProvider } from '../../providers/dataProvider';
import { getStoredUser } from '../../providers/session';

/** Addresses that showed the not-found page: not pages, so never recorded as visits. */
const notFound = new Set<string>();
export function markNotFound(pathname: string) {
  notFound.add(pathname);
}

export function usePageVisits() {
  const { pathname } = useLocation();
  const dataProvider = useAppDataProvider();
  useEffect(() => {
    const user = getStoredUser();
    if (!user || isStaff(user.role) || user.brand_id == null) return;
    // After the page has rendered, so that the not-found page has said so (markNotFound).
    const timer = setTimeout(() => {
      if (notFound.has(pathname)) return;
      // A failed record must never disturb the page.
      dataProvider.recordPageVisit(pathname).catch(() => {});
    });
    return () => clearTimeout(timer);
  }, [pathname, dataProvider]);
}
