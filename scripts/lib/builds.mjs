// What `npm run build` produces, and from which sources: npm start and the scale-out test rebuild a stale output.
import { spawnSync } from 'node:child_process';
import { isStale } from './freshness.mjs';

const shared = ['packages/domain/src', 'packages/contract/src'];
// the web build's last step writes the prerendered pages' list (apps/web/scripts/prerender.mjs)
export const WEB_BUILD = {
  name: '@lender/web',
  output: 'apps/web/dist/.prerendered/pages.json',
  sources: [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/public',
    'apps/web/scripts',
    ...shared,
  ],
};
export const API_BUILD = {
  name: '@lender/api',
  output: 'apps/api/dist/server.js',
  sources: ['apps/api/src', 'apps/api/build.mjs', ...shared],
};

/** Builds the workspace when its output is missing or older than its sources; false when the build failed. */
export function buildIfStale(build, prefix) {
  if (!isStale(build.output, build.sources)) return true;
  console.log(`[${prefix}] building ${build.name} …`);
  return spawnSync('npm', ['run', 'build', '-w', build.name], { stdio: 'inherit' }).status === 0;
}
