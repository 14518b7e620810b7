/**
 * Starts the API: load config; answer "starting" on the port while the app builds (migrations, seed); listen; on
 * SIGTERM/SIGINT turn readiness 503, serve on for SHUTDOWN_DRAIN_MS, then stop accepting, finish in-flight requests
 * and jobs, close the database (graceful-shutdown.ts).
 */
import { setTimeout } from 'node:timers/promises';
import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { closeGracefully } from './operations/graceful-shutdown';
import { listenWhileStarting } from './operations/starting-listener';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  // an ephemeral port (0) is another port at each listen: nobody could probe the starting one
  const starting =
    config.port === 0
      ? undefined
      : await listenWhileStarting({ port: config.port, host: config.host });
  const app = await buildApp(config).finally(() => starting?.close());
  // readiness turns 503 at once; after the drain, app.close(): the listener stops accepting, in-flight requests
  // finish, the job runtime drains its running jobs, then the database closes (onClose hooks)
  closeGracefully({ graceMs: config.shutdownGraceMs, log: app.log, name: 'server' }, async () => {
    app.readiness.markStopping();
    if (config.shutdownDrainMs > 0) await setTimeout(config.shutdownDrainMs);
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
