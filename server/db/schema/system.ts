import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { brands, timestamps, users } from './accounts';

/** Every mutation: who, what, when, before and after. Written in the mutation's transaction. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    user_email: varchar('user_email', { length: 254 }),
    action: varchar('action', { length: 40 }).notNull(),
    resource: varchar('resource', { length: 80 }).notNull(),
    record_id: varchar('record_id', { length: 80 }),
    brand_id: integer('brand_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_resource').on(t.resource, t.record_id), index('audit_log_created').on(t.created_at)],
);

/** The local email adapter's outbox; the SMTP adapter records here too, with its delivery result. */
export const emailOutbox = pgTable('email_outbox', {
  id: serial('id').primaryKey(),
  to: varchar('to', { length: 254 }).notNull(),
  subject: varchar('subject', { length: 300 }).notNull(),
  text: text('text').notNull(),
  html: text('html'),
  kind: varchar('kind', { length: 40 }).notNull(),
  transport: varchar('transport', { length: 20 }).notNull(),
  error: text('error'),
  sent_at: timestamp('sent_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Background jobs (docs/requirements/shell.md §3): a queue taken with FOR UPDATE SKIP LOCKED; shown as notifications. */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    brand_id: integer('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
    queue: varchar('queue', { length: 40 }).notNull().default('image-processor'),
    category: varchar('category', { length: 40 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('unprocessed'),
    status_message: text('status_message'),
    /** The status message's translation key and values (resources/i18n/areas), when it has them; older rows have none. */
    message_code: varchar('message_code', { length: 120 }),
    message_values: jsonb('message_values'),
    passthrough_data: jsonb('passthrough_data').notNull().default({}),
    /** How far a running job is, 0–100, for the notifications' progress bar; null when it does not say. */
    progress: integer('progress'),
    attempts: integer('attempts').notNull().default(0),
    run_after: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    /** When the running attempt was taken. */
    locked_at: timestamp('locked_at', { withTimezone: true }),
    /** The worker running it (host, pid, a random part): only that worker may renew or finish it. */
    locked_by: varchar('locked_by', { length: 120 }),
    /**
     * Until when the worker holds it: renewed by its heartbeat while it runs. A processing job
     * past its lease lost its worker (a crash, a kill) and is taken again (jobQueue.ts).
     */
    lease_until: timestamp('lease_until', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('jobs_brand').on(t.brand_id, t.queue),
    index('jobs_pending').on(t.queue, t.status, t.run_after),
    index('jobs_lease').on(t.status, t.lease_until),
  ],
);

/** Product analytics (docs/requirements/analytics.md §4: page tracking, the signup event): the local analytics adapter's store. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    path: varchar('path', { length: 500 }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    brand_id: integer('brand_id'),
    props: jsonb('props').notNull().default({}),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_name').on(t.name, t.created_at)],
);

/**
 * Rate-limit counters (server/accounts/rateLimitStore.ts), in the database so that every
 * instance on one PostgreSQL shares them: adding an instance does not multiply the limits.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 400 }).primaryKey(),
  hits: integer('hits').notNull(),
  reset_at: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Idempotency keys of money calls (server/http/idempotency.ts): a client's `Idempotency-Key`,
 * per user, with a fingerprint of the request and, once answered, the answer — replayed to the
 * same request, refused to another; gone after a day.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 255 }).notNull(),
    /** sha256 of method, URL and body: the same key with another request is refused. */
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    method: varchar('method', { length: 10 }).notNull(),
    path: varchar('path', { length: 500 }).notNull(),
    /** Null while the first request is being served. */
    status_code: integer('status_code'),
    response: jsonb('response'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('idempotency_keys_user_key').on(t.user_id, t.key), index('idempotency_keys_expires').on(t.expires_at)],
);

/**
 * The outbox of outside calls that cost money (server/framework/effects.ts): a label purchase or
 * a charge is written here as `intended` before it is made, and ends `done` (recorded with what it
 * paid for), `voided` (undone at the provider when its transaction failed) or `failed`. The
 * reconciler finishes what a crash left `intended`. One intended effect per kind and subject at a
 * time: a second station or a retry cannot buy the same thing twice.
 */
export const externalEffects = pgTable(
  'external_effects',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 40 }).notNull(),
    /** What it is for, e.g. `weigh-queue:12` or `invoice:7`. */
    subject: varchar('subject', { length: 120 }).notNull(),
    state: varchar('state', { length: 20 }).notNull().default('intended'),
    brand_id: integer('brand_id'),
    request: jsonb('request').notNull().default({}),
    /** What the provider answered (ids needed to void it), as soon as it answered. */
    result: jsonb('result'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('external_effects_intended')
      .on(t.kind, t.subject)
      .where(sql`state = 'intended'`),
    index('external_effects_state').on(t.state, t.updated_at),
  ],
);
