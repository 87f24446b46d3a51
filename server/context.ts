/** What every route and service can reach: the database, settings, adapters and the event bus. */
import type { Config } from './config';
import type { Database } from './db/client';
import type { AnalyticsAdapter } from './adapters/analytics';
import type { EmailAdapter } from './adapters/email';
import type { StorageAdapter } from './adapters/storage';
import type { StoreAdapter } from './adapters/store';
import type { PrintAdapter } from './adapters/printing';
import type { CarrierAdapter } from './adapters/carrier';
import type { PaymentsAdapter } from './adapters/payments';
import type { EventBus } from './framework/events';
import type { SecretBox } from './adapters/secretBox';
import type { Resources } from './framework/area';
import type { Lifecycle } from './http/lifecycle';
import type { Metrics } from './framework/metrics';

export interface AppContext {
  config: Config;
  /** Every area's declared resources bound to their tables, and their CRUD services. */
  resources: Resources;
  database: Database;
  email: EmailAdapter;
  /** Uploaded files: local under DATA_DIR/files, or S3-compatible. */
  storage: StorageAdapter;
  /** Store platform: the built-in demo store, or Shopify. */
  store: StoreAdapter;
  /** Printers: the local print spool, or PrintNode. */
  printing: PrintAdapter;
  /** Shipping labels: local labels, or EasyPost. */
  carrier: CarrierAdapter;
  /** Cards, bank accounts and charges: the local ledger, or Stripe. */
  payments: PaymentsAdapter;
  /** Page tracking and product events: local table, or forwarded to ANALYTICS_URL. */
  analytics: AnalyticsAdapter;
  events: EventBus;
  /** Encrypts secrets kept in the database (store access tokens). */
  secrets: SecretBox;
  /** Whether this instance is draining (readiness, refusing new requests). */
  lifecycle: Lifecycle;
  /** This instance's Prometheus metrics (GET /metrics). */
  metrics: Metrics;
}
