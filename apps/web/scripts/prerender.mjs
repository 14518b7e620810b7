// Prerenders the public pages and the signed-in shells (decision 087) after `vite build` (issue 11, decision 022):
// builds src/prerender/render-page.tsx for node, runs it in a DOM made from dist/index.html, and writes each page per
// default brand (or its own route's brand) and language to
// dist/.prerendered/ (a dot-folder: the server reads it, never serves it as a file), with pages.json listing them.
// Each page's <head> holds its CSS and, linked once it has painted, its screen's whole module graph and its locale
// chunks (one round, decision 086), and its forms post (a tap on Sign in before the script has run must not put a password in a URL). screens.json holds the
// same preloads for every other screen, by route, for the server to add to index.html (decision 032).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { JSDOM } from 'jsdom';
import { build } from 'vite';
import { pageHtml, screenAssets, screenPreloads } from './prerender-page.mjs';

const webDir = path.resolve(import.meta.dirname, '..');
const dist = path.join(webDir, 'dist');
const out = path.join(dist, '.prerendered');
// inside the package, so the built module finds react & co. in node_modules
const ssrDir = path.join(webDir, 'node_modules', '.cache', 'prerender');

await build({
  root: webDir,
  configFile: false,
  logLevel: 'warn',
  plugins: [react()],
  build: {
    ssr: 'src/prerender/render-page.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    sourcemap: false,
    manifest: false,
  },
});

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const dom = new JSDOM(template, { url: 'http://localhost/' });
for (const key of [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'location',
  'HTMLElement',
  'Node',
]) {
  Object.defineProperty(globalThis, key, {
    value: dom.window[key],
    configurable: true,
    writable: true,
  });
}
const setDefaultBrand = (brand) =>
  dom.window.document
    .querySelector('meta[name="app-default-brand"]')
    .setAttribute('content', brand);

const { renderPage, prerenderPages, screenRoutes, BRAND_CODES, LANGUAGES, SHELL_SCRIPT } =
  await import(pathToFileURL(path.join(ssrDir, 'render-page.js')).href);

const readAsset = (file) => readFileSync(path.join(dist, file), 'utf8');

rmSync(out, { recursive: true, force: true });
const pages = {};
let written = 0;
for (const page of prerenderPages()) {
  pages[page.path] = page.routeBrand ? 'own' : 'per-brand';
  for (const brand of page.routeBrand ? [page.routeBrand] : BRAND_CODES) {
    setDefaultBrand(brand);
    for (const language of LANGUAGES) {
      const { marker, html, title } = await renderPage(page, brand, language);
      const assets = screenAssets(manifest, page.screen, page.namespaces, language);
      const file = path.join(
        out,
        page.routeBrand ? '_' : brand,
        language,
        `${page.path === '/' ? '/index' : page.path}.html`,
      );
      mkdirSync(path.dirname(file), { recursive: true });
      const shellScript = page.shell ? SHELL_SCRIPT : undefined;
      writeFileSync(
        file,
        pageHtml(template, { marker, html, language, assets, title, readAsset, shellScript }),
      );
      written += 1;
    }
  }
}
writeFileSync(path.join(out, 'pages.json'), JSON.stringify(pages, null, 2));
// the other screens' preloads, which the server adds to index.html by the page's route (decision 032)
writeFileSync(
  path.join(out, 'screens.json'),
  JSON.stringify(screenPreloads(template, manifest, screenRoutes(), LANGUAGES)),
);
rmSync(ssrDir, { recursive: true, force: true });
console.log(
  `[prerender] ${Object.keys(pages).length} pages, ${written} files in dist/.prerendered`,
);
process.exit(0);
