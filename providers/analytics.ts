/**
 * Product analytics from the app (docs/requirements/analytics.md §4): page tracking and named events, sent to the
 * server's analytics adapter. Fire and forget: analytics never disturbs what the user does.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { api } from './httpClient';

export function trackEvent(name: string, props?: Record<string, unknown>, path = window.location.pathname) {
  api('/api/analytics/events', { method: 'POST', body: { name, path, ...(props ? { props } : {}) } }).catch(() => {});
}

/** Sends a `page_view` for every path the user opens. */
export function usePageTracking() {
  const { pathname } = useLocation();
  useEffect(() => trackEvent('page_view', undefined, pathname), [pathname]);
}
