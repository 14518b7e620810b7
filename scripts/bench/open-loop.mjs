// An open-loop load generator: requests are SCHEDULED at a fixed arrival rate (the goal of the accounts issue is
// stated at 1,000 req/s), whatever the server's answers do, and each latency is measured from the request's
// scheduled start — so a stalled server shows up as latency instead of silently lowering the load (no coordinated
// omission). It runs in a worker thread, so the generator's own bookkeeping does not share an event loop with the
// caller. `warmupRequests` counts the answered warm-up requests (CPU-per-request figures count every request the
// server answered).
//
// The generator shares the machine's cores with the server and its database, so it is kept light, as wrk2 is: a pool
// of `connections` keep-alive sockets (HTTP/1.1, one request in flight per socket), one pre-built request, and a
// response reader that needs only the status line, Content-Length and the end of the body (http-wire.mjs). node:http
// cost ~0.2 ms of CPU per request here — a fifth of a core at 1,000 req/s, taken from the server being measured.
import { Worker } from 'node:worker_threads';

const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const net = require('node:net');
const { host, port, request, rate, durationMs, warmupMs, connections, wireUrl } = workerData;
(async () => {
  const { ResponseReader } = await import(wireUrl);
  const bytes = Buffer.from(request, 'latin1');
  const idle = [];
  const waiting = [];
  let open = 0;
  const connect = () => new Promise((resolve, reject) => {
    const socket = net.connect({ host, port, noDelay: true });
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
  /**
   * A socket back to the pool, to the first waiter if any. null: a socket was lost (or could not connect), so the
   * first waiter is woken to open one itself — else waiters would wait forever once every socket had failed.
   */
  const release = (socket) => {
    if (!socket) open -= 1;
    const next = waiting.shift();
    if (next) next(socket);
    else if (socket) idle.push(socket);
  };
  /** a socket: an idle one, a new one while fewer than connections are open, else the next released; null when connecting failed */
  const acquire = async () => {
    for (;;) {
      let socket = idle.pop();
      while (socket?.destroyed) { open -= 1; socket = idle.pop(); }
      if (socket) return socket;
      if (open < connections) {
        open += 1;
        try { return await connect(); } catch { release(null); return null; }
      }
      socket = await new Promise((resolve) => waiting.push(resolve));
      if (socket) return socket;
    }
  };
  /** one request on a socket from the pool (or a queue for one); resolves with the status, or 0 on a socket error */
  const send = async () => {
    const socket = await acquire();
    if (!socket) return 0;
    return new Promise((resolve) => {
      const reader = new ResponseReader();
      const done = (status) => {
        socket.removeListener('data', onData);
        socket.removeListener('error', onError);
        socket.removeListener('close', onError);
        if (!status) socket.destroy();
        release(status ? socket : null);
        resolve(status);
      };
      const onData = (chunk) => { const status = reader.push(chunk); if (status !== undefined) done(status); };
      const onError = () => done(0);
      socket.on('data', onData);
      socket.once('error', onError);
      socket.once('close', onError);
      socket.write(bytes);
    });
  };
  const intervalMs = 1000 / rate;
  const latencies = [];
  let errors = 0, dropped = 0, inFlight = 0, warmupRequests = 0;
  const measure = async (scheduledAt, measured) => {
    inFlight += 1;
    const status = await send();
    inFlight -= 1;
    if (!measured) { warmupRequests += 1; return; }
    latencies.push(performance.now() - scheduledAt);
    if (status !== 200) errors += 1;
  };
  const t0 = performance.now();
  const measureFrom = t0 + warmupMs;
  const end = measureFrom + durationMs;
  let next = t0;
  const pending = new Set();
  while (next < end) {
    const now = performance.now();
    while (next <= now && next < end) {
      if (inFlight >= connections * 8) { dropped += 1; }
      else {
        const p = measure(next, next >= measureFrom);
        pending.add(p); p.finally(() => pending.delete(p));
      }
      next += intervalMs;
    }
    await new Promise((r) => setTimeout(r, Math.max(0, Math.min(1, next - performance.now()))));
  }
  await Promise.all(pending);
  for (const socket of idle) socket.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  parentPort.postMessage({ requests: latencies.length, warmupRequests, errors, dropped, targetPerSecond: rate,
    perSecond: latencies.length / (durationMs / 1000), p50Ms: pct(50), p99Ms: pct(99), maxMs: latencies.at(-1) ?? NaN });
})();
`;

/** The GET request's bytes, sent as-is on every request. */
export function getRequest(url, headers = {}) {
  const { host, pathname, search } = new URL(url);
  const lines = [
    `GET ${pathname}${search} HTTP/1.1`,
    `host: ${host}`,
    'connection: keep-alive',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n`;
}

export async function runOpenLoop({
  url,
  headers = {},
  rate,
  durationMs = 10_000,
  warmupMs = 2_000,
  connections = 64,
}) {
  const { hostname, port } = new URL(url);
  const workerData = {
    host: hostname,
    port: Number(port),
    request: getRequest(url, headers),
    rate,
    durationMs,
    warmupMs,
    connections,
    wireUrl: new URL('./http-wire.mjs', import.meta.url).href,
  };
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerSource, { eval: true, workerData });
    worker.once('message', resolve);
    worker.once('error', reject);
    // after a message this rejects a settled promise (a no-op); before one, it names the exit instead of hanging
    worker.once('exit', (code) =>
      reject(new Error(`the open-loop worker exited with ${code} before reporting`)),
    );
  });
}
