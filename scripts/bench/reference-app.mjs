// Builds the one-route reference app (reference-app/) with the same Vite, React plugin and compression as the web app,
// and serves it as the API serves ours: @fastify/static with the build's .br/.gz files (preCompressed).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import react from '@vitejs/plugin-react';
import Fastify from 'fastify';
import { build } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * Builds the yardstick app into `outDir`: reference-app/main.jsx, or another entry beside it (stack.jsx: decision 039)
 * in the same page.
 */
export async function buildReferenceApp(outDir, entry = 'main.jsx') {
  const page = {
    name: 'reference-app-entry',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace('./main.jsx', `./${entry}`),
    },
  };
  await build({
    root: path.join(import.meta.dirname, 'reference-app'),
    configFile: false,
    logLevel: 'warn',
    plugins: [
      page,
      react(),
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        threshold: 0,
        skipIfLargerOrEqual: false,
        logLevel: 'silent',
      }),
    ],
    build: { outDir, emptyOutDir: true },
  });
}

/** Builds and serves the yardstick app (`entry` as buildReferenceApp takes it). */
export async function startReferenceApp(entry = 'main.jsx') {
  const outDir = mkdtempSync(path.join(tmpdir(), 'bench-reference-app-'));
  await buildReferenceApp(outDir, entry);
  const app = Fastify();
  await app.register(fastifyStatic, { root: outDir, preCompressed: true, wildcard: true });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    baseUrl: address,
    async stop() {
      await app.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
