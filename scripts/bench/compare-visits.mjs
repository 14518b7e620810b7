#!/usr/bin/env node
// Two builds of the web app side by side, at the same moment, on the signed-in repeat visit and the offline dashboard
// (`npm run bench -- visits`'s measure): `node scripts/bench/compare-visits.mjs <web dist A> <web dist B>`. For ROUNDS
// rounds (3), each build in turn is served (WEB_DIST_DIR) on a fresh embedded database and P1's Dashboard is reloaded
// five times (median); prints each round and each build's median of the rounds' medians. Why in turn: see
// compare-web-builds.mjs.
import { resolve } from 'node:path';
import { measureRepeatVisit } from './repeat-visit.mjs';
import { startServer } from './server.mjs';
import { median } from './median.mjs';

const dists = process.argv.slice(2).map((dir) => resolve(dir));
if (dists.length < 2) {
  console.error('usage: node scripts/bench/compare-visits.mjs <web dist A> <web dist B> [...]');
  process.exit(2);
}
const rounds = Number(process.env.ROUNDS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 3300);

const samples = new Map(dists.map((dist) => [dist, []]));
for (let round = 1; round <= rounds; round += 1) {
  for (const dist of dists) {
    const server = await startServer({ port, env: { WEB_DIST_DIR: dist } });
    try {
      const visit = await measureRepeatVisit(server.baseUrl);
      samples.get(dist).push(visit);
      console.log(
        `[compare-visits] round ${round} ${dist}: usable ${Math.round(visit.usableMs)} ms ` +
          `(${visit.usableSamplesMs.map(Math.round).join(', ')}), offline ${Math.round(visit.offlineVisibleMs)} ms`,
      );
    } finally {
      await server.stop();
    }
  }
}
for (const [dist, runs] of samples) {
  const of = (key) => Math.round(median(runs.map((run) => run[key])));
  console.log(
    `[compare-visits] ${dist}, median of ${runs.length} rounds: usable ${of('usableMs')} ms, offline ${of('offlineVisibleMs')} ms`,
  );
}
process.exit(0);
