/** A standalone queue worker (`npm run worker`) for scaled-out deployments (WORKER=0 on the web instances). */
import { loadConfig } from './config';
import { startContext, stopContext } from './start';
import { JOB_HANDLERS } from './system/jobHandlers';
import { startWorker } from './system/jobQueue';

const { ctx } = await startContext({ ...loadConfig(), demoData: false });
const stop = startWorker(ctx, JOB_HANDLERS);
console.log(`worker running (${Object.keys(JOB_HANDLERS).length} job categories)`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    await stop();
    await stopContext(ctx);
    process.exit(0);
  });
}
