/**
 * `npm run loan-systems`: the loan-systems service (decision 065) on LOAN_SYSTEMS_PORT (default 3100), its own
 * database migrated and seeded; OpenAPI at /docs. SIGTERM/SIGINT finish the requests in flight, then close the database.
 */
import { loadConfigOrExit } from '../config';
import { closeGracefully } from '../operations/graceful-shutdown';
import { buildLoanSystemsService } from './service-app';
import { openLoanSystemsDatabase } from './service-database';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const database = await openLoanSystemsDatabase(config);
  const app = await buildLoanSystemsService({
    database,
    dataKey: config.dataEncryptionKey,
    sandbox: !config.isProduction,
    logLevel: config.logLevel,
  });
  app.addHook('onClose', async () => database.close());
  closeGracefully({ graceMs: config.shutdownGraceMs, log: app.log, name: 'loan-systems' }, () =>
    app.close(),
  );
  await app.listen({ port: config.loanSystems.service.port, host: config.host });
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
