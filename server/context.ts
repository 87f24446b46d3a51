/** What every route and service can reach: the database, settings, adapters and the event bus. */
import type { Config } from './config';
import type { Database } from './db/client';
import type { EmailAdapter } from './adapters/email';
import type { EventBus } from './system/events';

export interface AppContext {
  config: Config;
  database: Database;
  email: EmailAdapter;
  events: EventBus;
}
