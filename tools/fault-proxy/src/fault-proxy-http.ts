/**
 * The fault proxy's HTTP side (fault-proxy.ts): a request and an answer buffered whole, the headers copied across
 * without the connection's own, the upstream asked, and the ways a client is answered, held or cut off.
 */
import {
  request as httpRequest,
  type ClientRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import type { Socket } from 'node:net';

export interface UpstreamAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface BufferedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** what close() has to end: client sockets, requests in flight to the upstream, pending waits */
export interface Resources {
  closed: boolean;
  sockets: Set<Socket>;
  upstreamRequests: Set<ClientRequest>;
  waits: Map<NodeJS.Timeout, () => void>;
}

/** headers that belong to one connection, never copied across the proxy (RFC 9110 §7.6.1), plus the ones it rewrites */
export const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'content-length',
]);

/** the request's own host (the upstream's is set by http.request) and expect (the body is sent whole) */
export const NOT_FORWARDED = new Set(['host', 'expect']);

export const INJECTED_FAULT_BODY = JSON.stringify({ errorCode: 'injectedFault' });
export const UPSTREAM_UNAVAILABLE_BODY = JSON.stringify({ errorCode: 'upstreamUnavailable' });

export async function readBody(stream: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** the headers minus the connection's own: hop-by-hop ones, those the Connection header names, and `extra` */
export function endToEndHeaders(
  headers: IncomingHttpHeaders,
  extra: ReadonlySet<string> = new Set(),
): OutgoingHttpHeaders {
  const named = new Set(
    (headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  return Object.fromEntries(
    Object.entries(headers).filter(
      ([name, value]) =>
        value !== undefined && !HOP_BY_HOP.has(name) && !named.has(name) && !extra.has(name),
    ),
  );
}

export function upstreamRequestHeaders(request: BufferedRequest): OutgoingHttpHeaders {
  const headers = endToEndHeaders(request.headers, NOT_FORWARDED);
  const hadBody = request.headers['content-length'] !== undefined || request.body.length > 0;
  return hadBody ? { ...headers, 'content-length': request.body.length } : headers;
}

/** the upstream's headers for the client; content-length is the buffered body's (a HEAD keeps the upstream's) */
export function clientAnswerHeaders(method: string, answer: UpstreamAnswer): OutgoingHttpHeaders {
  const headers = endToEndHeaders(answer.headers);
  if (answer.status === 204 || answer.status === 304) return headers;
  if (method === 'HEAD') {
    const length = answer.headers['content-length'];
    return length === undefined ? headers : { ...headers, 'content-length': length };
  }
  return { ...headers, 'content-length': answer.body.length };
}

export function sendToUpstream(
  target: URL,
  request: BufferedRequest,
  resources: Resources,
): Promise<UpstreamAnswer> {
  return new Promise((resolve, reject) => {
    let responded = false;
    const basePath = target.pathname.replace(/\/$/, '');
    const upstream = httpRequest(
      {
        hostname: target.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: target.port,
        method: request.method,
        path: basePath + request.url,
        headers: upstreamRequestHeaders(request),
        agent: false,
      },
      (response) => {
        responded = true;
        readBody(response).then(
          (body) =>
            resolve({ status: response.statusCode ?? 502, headers: response.headers, body }),
          reject,
        );
      },
    );
    resources.upstreamRequests.add(upstream);
    upstream.once('error', reject);
    upstream.once('close', () => {
      resources.upstreamRequests.delete(upstream);
      if (!responded) reject(new Error('the upstream request closed unanswered'));
    });
    upstream.end(request.body);
  });
}

export function clientGone(response: ServerResponse): boolean {
  return response.destroyed || response.writableEnded;
}

function answer(
  response: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
  body: Buffer,
) {
  if (clientGone(response)) return;
  response.writeHead(status, headers);
  response.end(body);
}

export function answerJson(response: ServerResponse, status: number, body: string) {
  const bytes = Buffer.from(body);
  answer(
    response,
    status,
    { 'content-type': 'application/json', 'content-length': bytes.length },
    bytes,
  );
}

export function answerFromUpstream(
  response: ServerResponse,
  method: string,
  upstream: UpstreamAnswer,
) {
  answer(response, upstream.status, clientAnswerHeaders(method, upstream), upstream.body);
}

/** a held request: nothing is sent; the handler ends when the client goes (or close() destroys its socket) */
export function holdUntilClientLeaves(response: ServerResponse): Promise<void> {
  if (response.destroyed) return Promise.resolve();
  return new Promise((resolve) => response.once('close', () => resolve()));
}

export function resetClient(request: IncomingMessage) {
  request.socket.destroy();
}
