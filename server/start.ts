/** Opens the database, migrates, seeds and builds the context: shared by main.ts and the tests. */
import crypto from 'node:crypto';
import type { Config } from './config';
import { createAnalyticsAdapter } from './adapters/analytics';
import { createEmailAdapter } from './adapters/email';
import { createStorageAdapter, storageSettingsFromEnv } from './adapters/storage';
import { createStoreAdapter } from './adapters/store';
import { createPrintAdapter } from './adapters/printing';
import { createCarrierAdapter } from './adapters/carrier';
import { createPaymentsAdapter } from './adapters/payments';
import { createSecretBox, secretsKey } from './adapters/secretBox';
import type { AppContext } from './context';
import { describeServer, waitForDatabase } from './db/availability';
import { openDatabase } from './db/client';
import { migrateAndPrepare } from './db/migrate';
import { ensureReferenceData, seedDemoData, type SeedResult } from './db/seed';
import { SERVER_AREAS } from './areas';
import { Resources } from './framework/area';
import { EventBus } from './framework/events';
import { Lifecycle } from './http/lifecycle';
import { createMetrics } from './framework/metrics';

export async function startContext(
  config: Config,
  areas = SERVER_AREAS,
  /** Told while an external database is waited for (main.ts and worker.ts log it). */
  onWait?: (message: string) => void,
): Promise<{ ctx: AppContext; seed: SeedResult }> {
  const resources = new Resources(areas);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: config.statementTimeoutMs,
    lockTimeoutMs: config.lockTimeoutMs,
    transactionRetries: config.transactionRetries,
  });
  // An external PostgreSQL that does not answer yet (started beside the app, restarting) is waited
  // for, trying again with a growing pause, before the start fails with the reason.
  if (config.databaseUrl)
    await waitForDatabase(database, describeServer(config.databaseUrl), config.databaseWaitSeconds * 1000, onWait).catch(async (err) => {
      await database.close();
      throw err;
    });
  const seed = await migrateAndPrepare(database, async () => {
    await ensureReferenceData(database.db);
    return config.demoData ? seedDemoData(database.db, areas, { demoPassword: config.demoPassword }) : {};
  });
  const metrics = createMetrics(database);
  const events = new EventBus(database, (seconds) => metrics.eventBusDelay.observe(seconds));
  await events.start();
  const keyOfSecrets = secretsKey(process.env, config.dataDir || undefined);
  return {
    ctx: {
      config,
      resources,
      database,
      email: createEmailAdapter(config),
      analytics: createAnalyticsAdapter(config),
      events,
      // Local presigned upload URLs are signed with a key derived from the secrets key, so they
      // stay valid across restarts and instances that share it.
      storage: createStorageAdapter(
        storageSettingsFromEnv(config.dataDir),
        Buffer.from(crypto.hkdfSync('sha256', keyOfSecrets, Buffer.alloc(0), 'papered upload urls', 32)),
      ),
      store: createStoreAdapter(),
      printing: createPrintAdapter(),
      carrier: createCarrierAdapter(),
      payments: createPaymentsAdapter(),
      secrets: createSecretBox(keyOfSecrets),
      lifecycle: new Lifecycle(),
      metrics,
    },
    seed,
  };
}

export async function stopContext(ctx: AppContext) {
  await ctx.events.close();
  await ctx.database.close();
}
