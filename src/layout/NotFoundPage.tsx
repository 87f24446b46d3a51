/**
 * What an address that names no screen shows. docs/requirements/shell.md §2 makes the home dashboard the catch-all
 * for any unknown path, so the dashboard is shown — under a notice that says plainly that the
 * page asked for does not exist, so that a mistyped or outdated link is not mistaken for a
 * redirect. Such an address is not a page visit: it ticks no checklist item.
 */
import { useLayoutEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { markNotFound } from './usePageVisits';

export function NotFoundNotice() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  // Before the layout's visit is recorded (layout effects run before passive ones).
  useLayoutEffect(() => markNotFound(pathname), [pathname]);
  return (
    <Alert severity="warning" data-testid="not-found" sx={{ mb: 2 }}>
      <AlertTitle>{translate('notfound.title')}</AlertTitle>
      {translate('notfound.text', { path: pathname })}
    </Alert>
  );
}

/** The catch-all: the notice, then the home dashboard. */
export function NotFoundPage({ dashboard }: { dashboard: ReactNode }) {
  return (
    <>
      <NotFoundNotice />
      {dashboard}
    </>
  );
}
