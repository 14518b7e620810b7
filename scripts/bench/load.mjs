// A closed-loop load generator: `concurrency` workers send requests back to back for
// `durationMs` (after an unmeasured warm-up) and report throughput and latency percentiles.
export async function runLoad({ send, concurrency, durationMs, warmupMs = 2_000 }) {
  const latencies = [];
  let errors = 0;
  let warmupRequests = 0;
  let measuring = false;
  let stopAt = performance.now() + warmupMs;
  const worker = async () => {
    while (performance.now() < stopAt) {
      const started = performance.now();
      let ok = false;
      try {
        ok = await send();
      } catch {
        ok = false;
      }
      if (!measuring) {
        warmupRequests += 1;
        continue;
      }
      latencies.push(performance.now() - started);
      if (!ok) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  measuring = true;
  const startedAt = performance.now();
  stopAt = startedAt + durationMs;
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsedS = (performance.now() - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return {
    requests: latencies.length,
    warmupRequests,
    errors,
    perSecond: latencies.length / elapsedS,
    p50Ms: pct(50),
    p99Ms: pct(99),
  };
}
