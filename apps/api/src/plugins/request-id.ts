/** Request ids: an incoming x-request-id is honoured when well formed, else a new uuid; always echoed. */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { CLIENT_HEADERS } from '@lender/contract';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function genReqId(raw: IncomingMessage): string {
  const incoming = raw.headers[CLIENT_HEADERS.requestId];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export function registerRequestIdEcho(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(CLIENT_HEADERS.requestId, request.id);
  });
}
