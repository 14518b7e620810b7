// The Node.js flags the API server runs with, wherever it is started (npm start, the benchmarks; apps/api's own
// `start` script repeats them, as package.json cannot import; server-node-flags.test.mjs keeps the two the same).
//
// --max-semi-space-size=32: a young generation of 2 × 32 MB instead of V8's 16 MB semi-spaces. At 1,000 signed-in
// reads a second the default young generation fills every ~80 ms, so the objects of the requests in flight (and of
// the pool's queries) outlive two scavenges and are promoted: ~3 MB/s of short-lived garbage reached the old
// generation and a major GC ran every ~3 s, each stalling the event loop for 20–80 ms on two cores. With 32 MB the
// old generation grows ~0.3 MB/s, and the open-loop p99 at 1,000 req/s fell from 16–23 ms to ~4 ms
// (docs/measurements/api-hot-reads-and-payments.md).
// The price is up to ~48 MB more resident memory.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];
