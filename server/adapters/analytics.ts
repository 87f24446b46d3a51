/**
 * Analytics adapter (docs/requirements/analytics.md §4: page tracking and the signup event). Local default: events
 * in the `analytics_events` table. With ANALYTICS_URL set, each event is also sent there as JSON
 * (a Plausible/Umami-style collector endpoint); a failed delivery never fails the caller.
 */
import type { DbOrTx } from '../db/client';
import { analyticsEvents } from '../db/schema';

export interface AnalyticsEvent {
  name: string;
  path?: string | null;
  user_id?: number | null;
  brand_id?: number | null;
  props?: Record<string, unknown>;
}

export interface AnalyticsAdapter {
  track(db: DbOrTx, event: AnalyticsEvent): Promise<void>;
}

export class LocalAnalytics implements AnalyticsAdapter {
  async track(db: DbOrTx, event: AnalyticsEvent) {
    await db.insert(analyticsEvents).values({ ...event, props: event.props ?? {} });
  }
}

export class ForwardingAnalytics extends LocalAnalytics {
  constructor(private url: string) {
    super();
  }
  async track(db: DbOrTx, event: AnalyticsEvent) {
    await super.track(db, event);
    await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: event.name, url: event.path, props: event.props ?? {} }),
      signal: AbortSignal.timeout(3000),
    }).catch(() => undefined);
  }
}

export function createAnalyticsAdapter(config: { analyticsUrl?: string }): AnalyticsAdapter {
  return config.analyticsUrl ? new ForwardingAnalytics(config.analyticsUrl) : new LocalAnalytics();
}
