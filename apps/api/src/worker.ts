/**
 * `npm run worker`: the job workers alone (no HTTP), for scale-out next to API nodes started with
 * RUN_WORKERS=false. Needs DATABASE_URL (an embedded PGlite directory belongs to one process).
 * Config from the environment; SIGTERM/SIGINT stop taking jobs, finish the running ones, then close the database
 * (graceful-shutdown.ts). With WORKER_METRICS_PORT, /metrics and the health probes on that port (worker-endpoints.ts).
 */
import { loadConfigOrExit } from './config';
import { createConfiguredLoanSystems } from './integrations/loan-systems';
import { startJobRuntime } from './jobs';
import { systemClock } from './lib/clock';
import { MODULE_JOBS } from './areas/jobs';
import { createLogger } from './lib/logger';
import { closeGracefully } from './operations/graceful-shutdown';
import { createAppMetrics } from './operations/metrics/app-metrics';
import { listenWorkerEndpoints } from './operations/worker-endpoints';
import { createReconciliationRepo } from './areas/payments';
import { openDatabase } from './plugins/database';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const log = createLogger({ level: config.logLevel });
  if (!config.databaseUrl)
    log.warn(
      'no DATABASE_URL: the worker runs on its own embedded database, which no API node shares',
    );
  const database = await openDatabase(config, log);
  const metrics = createAppMetrics();
  const loans = createConfiguredLoanSystems(database.db, config, systemClock);
  const runtime = await startJobRuntime(
    { config, database, clock: systemClock, loans, log, metrics: metrics.port },
    MODULE_JOBS,
    { settings: { runWorkers: true } },
  );
  const endpoints =
    config.workerMetricsPort === undefined
      ? undefined
      : await listenWorkerEndpoints(config.workerMetricsPort, {
          config,
          database,
          metrics,
          queueStats: runtime.stats,
          openDifferences: createReconciliationRepo(database.db).openDifferenceCount,
          log,
        });
  closeGracefully({ graceMs: config.shutdownGraceMs, log, name: 'worker' }, async () => {
    endpoints?.readiness.markStopping();
    await runtime.stop();
    await database.close();
    await endpoints?.close();
  });
  log.info(
    { workers: runtime.settings.workers, batchSize: runtime.settings.batchSize },
    'worker started',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Worker failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
