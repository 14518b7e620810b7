/**
 * A fault-injecting HTTP proxy for the API's test harness. It stands between the API process and an HTTP sandbox (the
 * loan-systems service first, other sandboxes later) and forwards each request unchanged, unless a rule or a seeded
 * random draw gives it a fault: held with no answer (before or after the upstream applied it), answered 503 without
 * forwarding, reset, answer lost after applying, delayed, or sent twice. Bodies are buffered both ways; only Node's
 * standard library is used. Every request is logged with the fault it met, and forwarded requests are counted per
 * path, so a test can say what reached the upstream. close() leaves no socket or timer behind.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  INJECTED_FAULT_BODY,
  UPSTREAM_UNAVAILABLE_BODY,
  readBody,
  sendToUpstream,
  answerJson,
  answerFromUpstream,
  holdUntilClientLeaves,
  resetClient,
  type UpstreamAnswer,
  type BufferedRequest,
  type Resources,
} from './fault-proxy-http';
import {
  drawRandomFault,
  faultsMet,
  pathMatches,
  pathOf,
  takeRuleFault,
  toActiveRule,
  toRandomFaults,
  type ActiveRule,
  type Fault,
  type FaultLogEntry,
  type FaultRule,
  type PathPattern,
  type RandomFaultOptions,
  type RandomFaults,
} from './fault-proxy-rules';

export type {
  Fault,
  FaultLogEntry,
  FaultRule,
  PathPattern,
  RandomFaultOptions,
} from './fault-proxy-rules';

export interface FaultProxy {
  /** http://127.0.0.1:<ephemeral port> */
  url: string;
  /** rules are checked in the order added; the first matching rule with times left applies */
  inject(rule: FaultRule): void;
  /** removes every rule and stops random faults (the log stays: `met` counts from here) */
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
  /** the faults (of `kind`) requests met since the last clear(): a test's own, when each test ends with a clear */
  met(kind?: Fault['kind']): number;
  /** closes the server and destroys every socket, held or not, and every pending timer */
  close(): Promise<void>;
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
  let clearedAt = 0;
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
      clearedAt = log.length;
    },
    randomFaults(randomOptions) {
      random = toRandomFaults(randomOptions);
    },
    log,
    met: (kind) => faultsMet(log, clearedAt, kind),
    forwarded: (path) =>
      [...forwardedByPath].reduce(
        (total, [seen, count]) =>
          path === undefined || pathMatches(path, seen) ? total + count : total,
        0,
      ),
    close,
  };
}
