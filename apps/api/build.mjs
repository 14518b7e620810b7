// Bundles the API for production: src/server.ts, src/worker.ts and the loan-systems service
// (src/loan-systems-service/main.ts → dist/loan-systems.js, decision 065) → dist/*.js, ESM for Node 20. Workspace packages (@lender/*) are bundled; every other bare import stays an
// external node_modules dependency. Drizzle migrations are copied to dist/migrations.
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');

/** Bare imports stay external, except our own workspace packages, which are TypeScript source. */
const externalNodeModules = {
  name: 'external-node-modules',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@lender/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

// Each entry is one self-contained file at dist/ (no shared chunks), so paths resolved from
// import.meta.url (migrations, the repository root) are the same for all of them.
const entryPoints = [
  { out: 'server', in: 'src/server.ts' },
  { out: 'worker', in: 'src/worker.ts' },
  { out: 'loan-systems', in: 'src/loan-systems-service/main.ts' },
]
  .filter((entry) => existsSync(path.join(here, entry.in)))
  .map((entry) => ({ out: entry.out, in: path.join(here, entry.in) }));

rmSync(dist, { recursive: true, force: true });

await build({
  entryPoints,
  outdir: dist,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'info',
  plugins: [externalNodeModules],
  banner: {
    // some CommonJS dependencies call require(); give ESM output one
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});

const migrations = path.join(here, 'src/db/migrations');
if (existsSync(migrations)) cpSync(migrations, path.join(dist, 'migrations'), { recursive: true });
console.log(`built ${entryPoints.map((e) => path.relative(here, e.in)).join(', ')} → dist/`);
