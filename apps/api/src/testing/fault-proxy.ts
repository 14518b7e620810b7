/**
 * A fault-injecting HTTP proxy for the API's test harness. It stands between the API process and an HTTP sandbox (the
 * loan-systems service first, other sandboxes later) and forwards each request unchanged, unless a rule or a seeded
 * random draw gives it a fault: held with no answer (before or after the upstream applied it), answered 503 without
 * forwarding, reset, answer lost after applying, delayed, or sent twice. Bodies are buffered both ways; only Node's
 * standard library is used. Every request is logged with the fault it met, and forwarded requests are counted per
 * path, so a test can say what reached the upstream. close() leaves no socket or timer behind.
 */
import {
  createServer,
  request as httpRequest,
  type ClientRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type Fault =
  /** the request is held and never forwarded; no answer ever (the client's own timeout ends it) */
  | { kind: 'timeoutBeforeApply' }
  /** the request is forwarded and the upstream answer read in full, then the client is never answered */
  | { kind: 'timeoutAfterApply' }
  /** answered 503 (or `status`) with `{"errorCode":"injectedFault"}`, without forwarding */
  | { kind: 'serverError'; status?: number }
  /** the client's socket is destroyed before forwarding (nothing applied) */
  | { kind: 'reset' }
  /** forwarded, the upstream answer read in full, then the client's socket destroyed (applied, answer lost) */
  | { kind: 'lostAnswer' }
  /** waits `ms`, then forwards and answers normally (forwarded even if the client gave up meanwhile) */
  | { kind: 'slow'; ms: number }
  /** forwarded twice, one after the other, alike; the client gets the second answer */
  | { kind: 'duplicate' };

/** a path matcher: a string is an exact path or, ending in '*', a prefix; a RegExp is searched in the path */
export type PathPattern = string | RegExp;

export interface FaultRule {
  /** matched against the request path (without query): a string is an exact path or, ending in '*', a prefix */
  path: PathPattern;
  method?: string;
  fault: Fault;
  /** how many matching requests get the fault; afterwards the rule passes requests through. Default 1. Infinity allowed. */
  times?: number;
}

export interface RandomFaultOptions {
  seed: number;
  /** the probability, 0 to 1, that a request gets a fault */
  rate: number;
  faults: Fault[];
  /** only requests matching this path are drawn for */
  path?: PathPattern;
}

export interface FaultLogEntry {
  method: string;
  path: string;
  fault: Fault['kind'] | null;
}

export interface FaultProxy {
  /** http://127.0.0.1:<ephemeral port> */
  url: string;
  /** rules are checked in the order added; the first matching rule with times left applies */
  inject(rule: FaultRule): void;
  /** removes every rule and stops random faults */
  clear(): void;
  /**
   * random faults for a chaos run: each request (matching `path` when given) gets, with probability `rate`, one of
   * `faults` chosen by a seeded PRNG; deterministic for a given seed and request order. Rules still come first: every
   * matching request draws, so the sequence depends on the order of requests only, but a rule's fault wins. Replaces
   * an earlier call's settings.
   */
  randomFaults(options: RandomFaultOptions): void;
  /** every request seen, in order of arrival: method, path, the fault applied (its kind) or null */
  readonly log: ReadonlyArray<FaultLogEntry>;
  /** how many requests reached (were answered by) the upstream, in all or for a path (a pattern as in rules) */
  forwarded(path?: PathPattern): number;
  /** closes the server and destroys every socket, held or not, and every pending timer */
  close(): Promise<void>;
}

interface ActiveRule {
  path: PathPattern;
  method: string | undefined;
  fault: Fault;
  remaining: number;
}

interface RandomFaults {
  next: () => number;
  rate: number;
  faults: Fault[];
  path: PathPattern | undefined;
}

interface UpstreamAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

interface BufferedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** what close() has to end: client sockets, requests in flight to the upstream, pending waits */
interface Resources {
  closed: boolean;
  sockets: Set<Socket>;
  upstreamRequests: Set<ClientRequest>;
  waits: Map<NodeJS.Timeout, () => void>;
}

/** headers that belong to one connection, never copied across the proxy (RFC 9110 §7.6.1), plus the ones it rewrites */
const HOP_BY_HOP = new Set([
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
const NOT_FORWARDED = new Set(['host', 'expect']);

const INJECTED_FAULT_BODY = JSON.stringify({ errorCode: 'injectedFault' });
const UPSTREAM_UNAVAILABLE_BODY = JSON.stringify({ errorCode: 'upstreamUnavailable' });

/** mulberry32: a small seeded PRNG giving numbers in [0, 1) */
function mulberry32(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pathMatches(pattern: PathPattern, path: string): boolean {
  if (pattern instanceof RegExp) return path.search(pattern) !== -1;
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1));
  return path === pattern;
}

function pathOf(url: string): string {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
}

function toActiveRule(rule: FaultRule): ActiveRule {
  const times = rule.times ?? 1;
  if (Number.isNaN(times) || times < 0) throw new RangeError(`times must be 0 or more: ${times}`);
  return {
    path: rule.path,
    method: rule.method?.toUpperCase(),
    fault: rule.fault,
    remaining: times,
  };
}

function toRandomFaults(options: RandomFaultOptions): RandomFaults {
  const { seed, rate, faults, path } = options;
  if (!(rate >= 0 && rate <= 1)) throw new RangeError(`rate must be between 0 and 1: ${rate}`);
  if (rate > 0 && faults.length === 0)
    throw new RangeError('random faults need at least one fault');
  return { next: mulberry32(seed), rate, faults: [...faults], path };
}

/** the first matching rule with times left gives its fault (and spends one of its times) */
function takeRuleFault(rules: ActiveRule[], method: string, path: string): Fault | null {
  const rule = rules.find(
    (candidate) =>
      candidate.remaining > 0 &&
      (candidate.method === undefined || candidate.method === method) &&
      pathMatches(candidate.path, path),
  );
  if (!rule) return null;
  rule.remaining -= 1;
  return rule.fault;
}

/** two draws for every matching request (whether used or not), so the sequence follows the order of requests only */
function drawRandomFault(random: RandomFaults | null, path: string): Fault | null {
  if (!random || (random.path !== undefined && !pathMatches(random.path, path))) return null;
  const roll = random.next();
  const pick = random.next();
  if (roll >= random.rate) return null;
  return random.faults[Math.floor(pick * random.faults.length)] ?? null;
}

async function readBody(stream: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** the headers minus the connection's own: hop-by-hop ones, those the Connection header names, and `extra` */
function endToEndHeaders(
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

function upstreamRequestHeaders(request: BufferedRequest): OutgoingHttpHeaders {
  const headers = endToEndHeaders(request.headers, NOT_FORWARDED);
  const hadBody = request.headers['content-length'] !== undefined || request.body.length > 0;
  return hadBody ? { ...headers, 'content-length': request.body.length } : headers;
}

/** the upstream's headers for the client; content-length is the buffered body's (a HEAD keeps the upstream's) */
function clientAnswerHeaders(method: string, answer: UpstreamAnswer): OutgoingHttpHeaders {
  const headers = endToEndHeaders(answer.headers);
  if (answer.status === 204 || answer.status === 304) return headers;
  if (method === 'HEAD') {
    const length = answer.headers['content-length'];
    return length === undefined ? headers : { ...headers, 'content-length': length };
  }
  return { ...headers, 'content-length': answer.body.length };
}

function sendToUpstream(
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

function clientGone(response: ServerResponse): boolean {
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

function answerJson(response: ServerResponse, status: number, body: string) {
  const bytes = Buffer.from(body);
  answer(
    response,
    status,
    { 'content-type': 'application/json', 'content-length': bytes.length },
    bytes,
  );
}

function answerFromUpstream(response: ServerResponse, method: string, upstream: UpstreamAnswer) {
  answer(response, upstream.status, clientAnswerHeaders(method, upstream), upstream.body);
}

/** a held request: nothing is sent; the handler ends when the client goes (or close() destroys its socket) */
function holdUntilClientLeaves(response: ServerResponse): Promise<void> {
  if (response.destroyed) return Promise.resolve();
  return new Promise((resolve) => response.once('close', () => resolve()));
}

function resetClient(request: IncomingMessage) {
  request.socket.destroy();
}

/** a wait that close() cuts short (it resolves then, and the caller sees resources.closed) */
function wait(ms: number, resources: Resources): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      resources.waits.delete(timer);
      resolve();
    }, ms);
    resources.waits.set(timer, resolve);
  });
}

function listen(server: Server): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

function parseTarget(target: string): URL {
  const url = new URL(target);
  if (url.protocol !== 'http:') throw new Error(`the fault proxy forwards to http only: ${target}`);
  return url;
}

export async function startFaultProxy(options: { target: string }): Promise<FaultProxy> {
  const target = parseTarget(options.target);
  const resources: Resources = {
    closed: false,
    sockets: new Set(),
    upstreamRequests: new Set(),
    waits: new Map(),
  };
  let rules: ActiveRule[] = [];
  let random: RandomFaults | null = null;
  const log: FaultLogEntry[] = [];
  const forwardedByPath = new Map<string, number>();

  /** sends the request on; the answer, or null when the upstream could not be reached (or the proxy closed) */
  async function forward(request: BufferedRequest): Promise<UpstreamAnswer | null> {
    if (resources.closed) return null;
    try {
      const upstream = await sendToUpstream(target, request, resources);
      const path = pathOf(request.url);
      forwardedByPath.set(path, (forwardedByPath.get(path) ?? 0) + 1);
      return upstream;
    } catch {
      return null;
    }
  }

  async function forwardAndAnswer(request: BufferedRequest, response: ServerResponse) {
    const upstream = await forward(request);
    if (upstream) answerFromUpstream(response, request.method, upstream);
    else answerJson(response, 502, UPSTREAM_UNAVAILABLE_BODY);
  }

  async function applyFault(
    fault: Fault | null,
    request: BufferedRequest,
    incoming: IncomingMessage,
    response: ServerResponse,
  ): Promise<void> {
    switch (fault?.kind) {
      case undefined:
        return forwardAndAnswer(request, response);
      case 'timeoutBeforeApply':
        return holdUntilClientLeaves(response);
      case 'timeoutAfterApply':
        await forward(request);
        return holdUntilClientLeaves(response);
      case 'serverError':
        return answerJson(response, fault.status ?? 503, INJECTED_FAULT_BODY);
      case 'reset':
        return resetClient(incoming);
      case 'lostAnswer':
        await forward(request);
        return resetClient(incoming);
      case 'slow':
        await wait(fault.ms, resources);
        return forwardAndAnswer(request, response);
      case 'duplicate':
        await forward(request);
        return forwardAndAnswer(request, response);
    }
  }

  /** the fault is chosen on arrival (so the log and the random draws follow the order of requests), then applied */
  async function handle(incoming: IncomingMessage, response: ServerResponse) {
    const method = incoming.method ?? 'GET';
    const url = incoming.url ?? '/';
    const path = pathOf(url);
    const randomFault = drawRandomFault(random, path);
    const fault = takeRuleFault(rules, method, path) ?? randomFault;
    log.push({ method, path, fault: fault?.kind ?? null });
    const body = await readBody(incoming);
    await applyFault(fault, { method, url, headers: incoming.headers, body }, incoming, response);
  }

  const server = createServer((incoming, response) => {
    handle(incoming, response).catch(() => incoming.socket.destroy());
  });
  server.on('connection', (socket) => {
    resources.sockets.add(socket);
    socket.once('close', () => resources.sockets.delete(socket));
  });
  const address = await listen(server);

  let closing: Promise<void> | null = null;
  function close(): Promise<void> {
    closing ??= new Promise<void>((resolve) => {
      resources.closed = true;
      server.close(() => resolve());
      server.closeAllConnections?.();
      for (const socket of resources.sockets) socket.destroy();
      for (const upstream of resources.upstreamRequests) upstream.destroy();
      for (const [timer, release] of resources.waits) {
        clearTimeout(timer);
        release();
      }
      resources.waits.clear();
    });
    return closing;
  }

  return {
    url: `http://127.0.0.1:${address.port}`,
    inject(rule) {
      rules.push(toActiveRule(rule));
    },
    clear() {
      rules = [];
      random = null;
    },
    randomFaults(randomOptions) {
      random = toRandomFaults(randomOptions);
    },
    log,
    forwarded: (path) =>
      [...forwardedByPath].reduce(
        (total, [seen, count]) =>
          path === undefined || pathMatches(path, seen) ? total + count : total,
        0,
      ),
    close,
  };
}
