/** Request ids: an incoming x-request-id is honoured when well formed, else a new uuid; echoed on all but subresources. */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { CLIENT_HEADERS } from '@lender/contract';
import { isSubresource } from './security';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function genReqId(raw: IncomingMessage): string {
  const incoming = raw.headers[CLIENT_HEADERS.requestId];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export function registerRequestIdEcho(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    // a build file, an icon, the manifest: the same bytes for everyone, its id would only add to each of the first
    // screen's requests
    if (isSubresource(request.url)) return;
    reply.header(CLIENT_HEADERS.requestId, request.id);
  });
}
