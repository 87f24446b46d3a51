/** Settings from the environment (docs/requirements/platform.md §7 "Settings by environment"). Read once, at start. */
import path from 'node:path';
import { DEFAULT_STATEMENT_TIMEOUT_MS } from './db/client';
import { DEFAULT_LOCK_TIMEOUT_MS, DEFAULT_TRANSACTION_RETRIES } from './db/transaction';
import { DEFAULT_LEASE_SECONDS, MAX_ATTEMPTS } from './framework/jobQueue';

function int(name: string, fallback: number): number {
  const raw = process.env[name];
  const n = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(n)) throw new Error(`${name} must be a number, got "${raw}"`);
  return n;
}

export interface Config {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** How long a start waits for an external PostgreSQL to answer (DATABASE_WAIT_SECONDS) before it gives up. */
  databaseWaitSeconds: number;
  /** Longest a database statement may run (DATABASE_STATEMENT_TIMEOUT_MS, 0: no limit). */
  statementTimeoutMs: number;
  /** Longest wait for one lock inside a transaction (DATABASE_LOCK_TIMEOUT_MS; 0: lock waits count against the statement timeout). */
  lockTimeoutMs: number;
  /** Reruns of a transaction after a deadlock or serialization failure (DATABASE_TRANSACTION_RETRIES). */
  transactionRetries: number;
  demoData: boolean;
  demoPassword?: string;
  /** Public origin for links in emails; when unset, the request's own origin is used. */
  publicUrl?: string;
  smtpUrl?: string;
  analyticsUrl?: string;
  mailFrom: string;
  sessionTtlHours: number;
  /** How long a JDML's signed print-file URL works (PRINT_FILE_URL_TTL_HOURS). */
  printFileUrlTtlHours: number;
  tokenTtlHours: { verify: number; reset: number };
  rateLimit: { windowMs: number; login: number; forgot: number; reset: number; loginPerAddress: number; create: number };
  contactUrl?: string;
  chatWidgetUrl?: string;
  logLevel: string;
  /**
   * Which peers are proxies whose `X-Forwarded-For` and `X-Request-Id` are believed (TRUST_PROXY,
   * Express' `trust proxy`: `loopback` by default; `true`, a hop count, or addresses/subnets).
   */
  trustProxy: boolean | number | string;
  staticDir: string;
  /** Bearer token a scrape of /metrics must send (METRICS_TOKEN); unset: /metrics is open. */
  metricsToken?: string;
  /** How long a stop (SIGTERM) may take before the process exits regardless (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
  /** How a worker holds a job (JOB_LEASE_SECONDS) and how often a job is tried (JOB_MAX_ATTEMPTS). */
  jobs: { leaseSeconds: number; maxAttempts: number };
  /**
   * Backups of the embedded database (docs/ops/README.md "Backups"): taken every `intervalHours`
   * (BACKUP_INTERVAL_HOURS; 0 or `off`: none on a schedule) and the newest `keep` kept (BACKUP_KEEP).
   */
  backups: { intervalHours: number; keep: number };
  /** A station shift (docs/production.md "Shifts"): its longest length (SHIFT_HOURS) and the idle time that ends it (SHIFT_IDLE_MINUTES). */
  shift: { hours: number; idleMinutes: number };
}

export function loadConfig(env = process.env): Config {
  return {
    port: int('PORT', 3000),
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseWaitSeconds: Math.max(0, int('DATABASE_WAIT_SECONDS', 60)),
    statementTimeoutMs: int('DATABASE_STATEMENT_TIMEOUT_MS', DEFAULT_STATEMENT_TIMEOUT_MS),
    lockTimeoutMs: int('DATABASE_LOCK_TIMEOUT_MS', DEFAULT_LOCK_TIMEOUT_MS),
    transactionRetries: int('DATABASE_TRANSACTION_RETRIES', DEFAULT_TRANSACTION_RETRIES),
    demoData: env.DEMO_DATA !== '0',
    demoPassword: env.DEMO_PASSWORD || undefined,
    publicUrl: env.PUBLIC_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    analyticsUrl: env.ANALYTICS_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Papered <no-reply@papered.local>',
    sessionTtlHours: int('SESSION_TTL_HOURS', 24 * 7),
    printFileUrlTtlHours: int('PRINT_FILE_URL_TTL_HOURS', 24),
    tokenTtlHours: { verify: int('VERIFY_TOKEN_TTL_HOURS', 72), reset: int('RESET_TOKEN_TTL_HOURS', 1) },
    rateLimit: {
      windowMs: int('RATE_LIMIT_WINDOW_MS', 15 * 60 * 1000),
      login: int('RATE_LIMIT_LOGIN', 10),
      forgot: int('RATE_LIMIT_FORGOT', 5),
      reset: int('RATE_LIMIT_RESET', 10),
      // Failed logins from one address over any emails (password spraying).
      loginPerAddress: int('RATE_LIMIT_LOGIN_ADDRESS', 50),
      // Accounts created and invitations sent from one address.
      create: int('RATE_LIMIT_CREATE', 10),
    },
    contactUrl: env.CONTACT_URL || 'mailto:support@papered.local',
    chatWidgetUrl: env.CHAT_WIDGET_URL || undefined,
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: trustProxy(env.TRUST_PROXY),
    staticDir: path.resolve(env.STATIC_DIR || './dist'),
    metricsToken: env.METRICS_TOKEN || undefined,
    shutdownTimeoutMs: Math.max(0, int('SHUTDOWN_TIMEOUT_MS', 10_000)),
    jobs: {
      leaseSeconds: Math.max(1, int('JOB_LEASE_SECONDS', DEFAULT_LEASE_SECONDS)),
      maxAttempts: Math.max(1, int('JOB_MAX_ATTEMPTS', MAX_ATTEMPTS)),
    },
    backups: {
      intervalHours: env.BACKUP_INTERVAL_HOURS === 'off' ? 0 : Math.max(0, int('BACKUP_INTERVAL_HOURS', 24)),
      keep: Math.max(1, int('BACKUP_KEEP', 7)),
    },
    shift: { hours: Math.max(0.01, int('SHIFT_HOURS', 10)), idleMinutes: Math.max(1, int('SHIFT_IDLE_MINUTES', 60)) },
  };
}

/** TRUST_PROXY as Express takes it: `true`/`false`, a number of hops, or a list of addresses and subnets. */
function trustProxy(raw: string | undefined): boolean | number | string {
  const value = (raw ?? '').trim();
  if (value === '') return 'loopback';
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}
