// An open-loop load generator: requests are SCHEDULED at a fixed arrival rate (the goal of the accounts issue is
// stated at 1,000 req/s), whatever the server's answers do, and each latency is measured from the request's
// scheduled start — so a stalled server shows up as latency instead of silently lowering the load (no coordinated
// omission). It runs in a worker thread, so the generator's own bookkeeping does not share an event loop with the
// caller. Requests go over a keep-alive pool of `connections` sockets (node:http). `warmupRequests` counts the
// answered warm-up requests (CPU-per-request figures count every request the server answered).
import { Worker } from 'node:worker_threads';

const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, headers, rate, durationMs, warmupMs, connections } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const get = () => new Promise((resolve, reject) => {
  const req = http.get(url, { headers, agent }, (res) => {
    res.on('data', () => undefined);
    res.on('end', () => resolve(res.statusCode));
  });
  req.on('error', reject);
});
const intervalMs = 1000 / rate;
const latencies = [];
let errors = 0, dropped = 0, inFlight = 0, warmupRequests = 0;
const send = async (scheduledAt, measured) => {
  inFlight += 1;
  let ok = false;
  try {
    ok = (await get()) === 200;
  } catch { ok = false; }
  inFlight -= 1;
  if (!measured) { warmupRequests += 1; return; }
  latencies.push(performance.now() - scheduledAt);
  if (!ok) errors += 1;
};
(async () => {
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
        const p = send(next, next >= measureFrom);
        pending.add(p); p.finally(() => pending.delete(p));
      }
      next += intervalMs;
    }
    await new Promise((r) => setTimeout(r, Math.max(0, Math.min(1, next - performance.now()))));
  }
  await Promise.all(pending);
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  parentPort.postMessage({ requests: latencies.length, warmupRequests, errors, dropped, targetPerSecond: rate,
    perSecond: latencies.length / (durationMs / 1000), p50Ms: pct(50), p99Ms: pct(99), maxMs: latencies.at(-1) ?? NaN });
  agent.destroy();
})();
`;

export async function runOpenLoop({ url, headers = {}, rate, durationMs = 10_000, warmupMs = 2_000, connections = 64 }) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerSource, { eval: true, workerData: { url, headers, rate, durationMs, warmupMs, connections } });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}
