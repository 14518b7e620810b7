// gzip KB of the JS a route adds on top of what the Login page already loaded: the route's lazy
// screen chunk and every chunk it imports statically, from Vite's build manifest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'apps/web/dist';

export function routeChunkGzipKb(screenSource, alreadyLoaded) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const key = Object.keys(manifest).find((k) => k.endsWith(screenSource));
  if (!key) throw new Error(`${screenSource} is not in the build manifest`);
  const files = new Set();
  const visit = (k) => {
    const entry = manifest[k];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit(key);
  const added = [...files].filter((file) => !alreadyLoaded.has(file));
  const kb = added.reduce(
    (total, file) => total + gzipSync(readFileSync(join(dist, file))).length / 1024,
    0,
  );
  return { kb, files: added };
}
