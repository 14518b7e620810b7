#!/usr/bin/env node
// `npm start`: build what is missing or stale, then run the API (which migrates and seeds the
// embedded database and serves the built web app) on PORT (default 3000).
import { spawn } from 'node:child_process';
import { API_BUILD, WEB_BUILD, buildIfStale } from './lib/builds.mjs';
import { SERVER_NODE_FLAGS } from './lib/server-node-flags.mjs';

for (const build of [WEB_BUILD, API_BUILD]) {
  if (process.env.SKIP_BUILD !== 'true' && !buildIfStale(build, 'start')) process.exit(1);
}

const server = spawn(
  process.execPath,
  [...SERVER_NODE_FLAGS, '--enable-source-maps', 'apps/api/dist/server.js'],
  {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
