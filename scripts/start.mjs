#!/usr/bin/env node
// `npm start`: build what is missing or stale, then run the API (which migrates and seeds the
// embedded database and serves the built web app) on PORT (default 3000).
import { spawn, spawnSync } from 'node:child_process';
import { isStale } from './lib/freshness.mjs';
import { SERVER_NODE_FLAGS } from './lib/server-node-flags.mjs';

const shared = ['packages/domain/src', 'packages/contract/src'];
const builds = [
  { name: '@lender/web', output: 'apps/web/dist/index.html', sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', ...shared] },
  { name: '@lender/api', output: 'apps/api/dist/server.js', sources: ['apps/api/src', 'apps/api/build.mjs', ...shared] },
];

for (const build of builds) {
  if (process.env.SKIP_BUILD !== 'true' && isStale(build.output, build.sources)) {
    console.log(`[start] building ${build.name} …`);
    const result = spawnSync('npm', ['run', 'build', '-w', build.name], { stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--enable-source-maps', 'apps/api/dist/server.js'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'development', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
