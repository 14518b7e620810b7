// Decides whether a build output is older than the sources it is built from.
import { readdirSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const SKIP = new Set(['node_modules', 'dist', 'dev-dist', 'data', 'e2e', 'test-results', '.vite']);

export function newestMtime(paths) {
  let newest = 0;
  const walk = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (!SKIP.has(entry)) walk(join(path, entry));
    } else if (!/\.test\.tsx?$/.test(path)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const path of paths) walk(path);
  return newest;
}

/** true when `output` is missing or any source is newer than it */
export function isStale(output, sources) {
  if (!existsSync(output)) return true;
  return newestMtime(sources) > statSync(output).mtimeMs;
}
