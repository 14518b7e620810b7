/**
 * One way to stop for both entry points (server.ts, worker.ts), through close-with-grace: the first SIGTERM or SIGINT
 * (or an uncaught error) runs `close` once — stop taking work, finish what is in flight, close the database — and the
 * process exits 0 when it is done (1 after an uncaught error or a failed close). Past SHUTDOWN_GRACE_MS, or at a
 * second signal, it exits 1 at once.
 */
import closeWithGrace from 'close-with-grace';
import type { FastifyBaseLogger } from 'fastify';

export function closeGracefully(
  { graceMs, log, name }: { graceMs: number; log: FastifyBaseLogger; name: string },
  close: () => Promise<void>,
): void {
  closeWithGrace(
    {
      delay: graceMs,
      logger: {
        error: (problem: unknown) =>
          log.error(
            problem instanceof Error ? { err: problem } : { problem },
            `${name}: error while shutting down`,
          ),
      },
      onTimeout: (delay) =>
        log.error({ graceMs: delay }, `${name}: shutdown took longer than its grace; exiting`),
      onSecondSignal: (signal) =>
        log.error({ signal }, `${name}: second signal while shutting down; exiting`),
    },
    async ({ signal, err }) => {
      if (err) log.error({ err }, `${name}: uncaught error; shutting down`);
      else log.info({ signal }, `${name} shutting down`);
      await close();
      log.info(`${name} stopped`);
    },
  );
}
