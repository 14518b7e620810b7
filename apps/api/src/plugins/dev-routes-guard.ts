/**
 * The development routes (`/api/dev/*`: outbox, maintenance switch, setting overrides, card-data scan; and the
 * `/dev/outbox` page) read every code sent and change how the service behaves. They answer only to a client on
 * this machine — the socket's own address, never a forwarded header — and never in production: anyone else
 * gets the 404 of a route that does not exist.
 */
import { isIPv4 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from './error-handler';

const DEV_ROUTE = /^\/(api\/)?dev\//;

/** 127.0.0.0/8 (also IPv4-mapped, ::ffff:127.x.y.z) or ::1. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  if (isIPv4(v4)) return v4.startsWith('127.');
  return address === '::1';
}

/** The matched route's own pattern (not the raw URL, which may be encoded differently) is a development route. */
export const isDevRoute = (request: FastifyRequest): boolean =>
  DEV_ROUTE.test(request.routeOptions.url ?? '');

export function registerDevRoutesGuard(
  app: FastifyInstance,
  { isProduction }: { isProduction: boolean },
): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isDevRoute(request)) return;
    if (isProduction || !isLoopbackAddress(request.socket.remoteAddress))
      return sendError(request, reply, 404, 'Not found');
  });
}
