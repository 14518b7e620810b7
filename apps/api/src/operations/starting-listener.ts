/**
 * While the server starts (migrations and seed run before the app can answer), its port already answers: liveness
 * 200, readiness 503 `starting`, everything else 503 with Retry-After in the one error shape — so a load balancer
 * or an orchestrator sees a node that is starting rather than a refused connection. server.ts closes it just before
 * the app listens on the same port.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import { CACHE_CONTROL } from '../lib/cache-control';
import { LIVE_PATH, READY_PATH } from './health-routes';

export const STARTING_RETRY_AFTER_SECONDS = 5;

function sendJson(
  res: ServerResponse,
  statusCode: number,
  body: object,
  headers: Record<string, string> = {},
) {
  res.writeHead(statusCode, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': CACHE_CONTROL.none,
    connection: 'close',
    ...headers,
  });
  res.end(JSON.stringify(body));
}

export async function listenWhileStarting({
  port,
  host,
}: {
  port: number;
  host: string;
}): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === LIVE_PATH)
      return sendJson(res, 200, { status: 'ok', uptimeSeconds: Math.round(process.uptime()) });
    const retryAfter = { 'retry-after': String(STARTING_RETRY_AFTER_SECONDS) };
    if (path === READY_PATH) return sendJson(res, 503, { status: 'starting' }, retryAfter);
    return sendJson(
      res,
      503,
      {
        reqId: randomUUID(),
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The service is starting. Please try again shortly.',
      },
      retryAfter,
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
