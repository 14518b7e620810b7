// POST /api/authenticate throughput and latency at concurrency 20, on the embedded database and
// on a throwaway PostgreSQL server. Every request is a successful sign-in of persona P1, so it
// pays one scrypt verification (the cost is reported with the figures).
import { runLoad } from './load.mjs';
import { onEachDatabase } from './server.mjs';

export const SCRYPT_COST = 'scrypt N=2^15, r=8, p=1 (≈32 MiB per hash)';
const body = JSON.stringify({
  username: 'ana.tlxe@example.com',
  password: 'DemoPass2026',
  rememberMe: false,
  legacy: false,
});

async function measure(baseUrl) {
  return runLoad({
    concurrency: 20,
    durationMs: 10_000,
    send: async () => {
      const response = await fetch(`${baseUrl}/api/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'api-version': '2' },
        body,
      });
      await response.arrayBuffer();
      return response.status === 200;
    },
  });
}

export async function measureAuthenticate(port) {
  return { cost: SCRYPT_COST, ...(await onEachDatabase(port, measure)) };
}
