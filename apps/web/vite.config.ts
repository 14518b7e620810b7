/**
 * Vite set-up of the web app. Builds to apps/web/dist, proxies /api to the API in `vite dev`, and
 * generates the service worker (vite-plugin-pwa). The manifest is NOT generated here: the API serves
 * /manifest.webmanifest for the runtime default brand (it also rewrites the app-default-brand and
 * theme-color meta tags of index.html), so one build serves any DEFAULT_BRAND.
 * Every text asset is also written as .br and .gz, which the API sends as they are (preCompressed).
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { paintFirst } from './vite-paint-first';
import { reactRouterProduction } from './vite-react-router-production';
import { compileHints } from './vite-compile-hints';
import { BROTLI_OPTIONS, GZIP_OPTIONS } from './vite-compression';

export default defineConfig({
  plugins: [
    react(),
    reactRouterProduction(),
    paintFirst(),
    compileHints(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // A page the worker has kept is answered from the device and fetched again behind it for the next visit
        // (decision 037: on a phone's network the page's round trip was ~20% of a repeat visit); a page it has not
        // kept comes from the network, and offline from the precached shell. /api/, the card processor's hosted form
        // (an iframe that must come from the processor every time, never a cache) and /dev/ are never served by it.
        navigateFallback: null,
        navigateFallbackDenylist: [/^\/api\//, /^\/card-processor\//, /^\/dev\//],
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && !/^\/(api|card-processor|dev)\//.test(url.pathname),
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'navigations',
              // a page per path and query: the ones a borrower opens again, not every link she followed once
              expiration: { maxEntries: 30 },
              // the page varies by language (its locale chunk's preload) and encoding; kept, one copy serves the
              // borrower's browser (a browser with a set language, as Playwright's, never matched its kept copy)
              matchOptions: { ignoreVary: true },
              precacheFallback: { fallbackURL: 'index.html' },
            },
          },
        ],
        cleanupOutdatedCaches: true,
        // the due-date reminders' push and notificationclick handlers (public/push-handlers.js, decision 020); the
        // kept pages dropped when a new worker takes over (public/kept-pages.js, decision 037)
        importScripts: ['push-handlers.js', 'kept-pages.js'],
      },
    }),
    // brotli and gzip (vite-compression.ts: once, at build, at their best) beside every text file, even a tiny one (the server
    // then answers every asset in the encoding asked for); the service worker files are written after
    // the bundle and stay plain (a few KB, revalidated)
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', BROTLI_OPTIONS),
        defineAlgorithm('gzip', GZIP_OPTIONS),
      ],
      include: /\.(html|css|js|mjs|json|svg|webmanifest|txt)$/,
      threshold: 0,
      skipIfLargerOrEqual: false,
      logLevel: 'silent',
    }),
  ],
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/card-processor': 'http://127.0.0.1:3000',
      '/dev': 'http://127.0.0.1:3000',
      '/manifest.webmanifest': 'http://127.0.0.1:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json maps each source module to its chunks: the benchmark reads it to
    // size a route's JS (npm run bench); the server does not serve dot-folders.
    manifest: true,
    rolldownOptions: {
      // the passkey library's modules only define functions and values, but its package.json does not say so; without
      // this, the support check Login's passkey button calls brought the whole library (its ceremonies, which load on
      // the tap) with Login: every module a chunk imports from is initialised in import order (strictExecutionOrder,
      // which experimentalInlineCommonChunks below turns on), the library's index and all it re-exports among them.
      // Login: 2.4 KB brotli and one request less
      treeshake: {
        moduleSideEffects: [{ test: /@simplewebauthn[\\/]browser[\\/]/, sideEffects: false }],
      },
      // the page's script (index.html: src/boot/start.ts) and the app, which it runs after the first paint (decision 029)
      input: { index: 'index.html', main: 'src/main.tsx' },
      output: {
        codeSplitting: {
          groups: [
            // the early reads the page's script starts, the token storage, start language and header names they read
            // (decision 034), and the signed-in shell's check (decision 087), shared with the app: a small file of their
            // own, so the page's script never waits for the app's shell chunk
            {
              name: 'early-reads',
              priority: 1,
              test: /src[\\/](shared[\\/](http[\\/](early-reads|request-timeout)|session[\\/]token-storage|i18n[\\/]language)|common[\\/]header-names|prerender[\\/]signed-in-shell)\./,
            },
            // everything the entry imports statically arrives as one file, not ~30 small shared chunks: on a slow
            // phone network each request costs a round trip and its headers (issue 11)
            {
              name: 'app-shell',
              tags: ['$initial'],
              // index.html's own script (src/boot) stays out: it runs the app after the first paint (decision 029)
              test: (id) => !/[\\/]src[\\/]boot[\\/]|\.html$|modulepreload-polyfill/.test(id),
            },
            // the public pages' shared parts that hold styles (the sign-in styles, the text field, the ready form, the
            // wordmark): one script and one stylesheet for Login instead of four of each (chunks with styles are never
            // inlined, below)
            {
              name: 'public-forms',
              test: /src[\\/](features[\\/]auth[\\/]components[\\/]login\.module\.css|shared[\\/]ui[\\/]text-field\.|shared[\\/]hydration[\\/]ready-form\.|shared[\\/]brand[\\/]brand-wordmark\.)/,
            },
          ],
          // a shared chunk smaller than this is copied into the screens that use it instead of being one more request
          // (one module state through rolldown's runtime registry); chunks holding styles stay files, as rolldown's
          // guide says for Vite: its CSS plugin would emit a style module's CSS again from every copy
          experimentalInlineCommonChunks: {
            maxSize: 4096,
            exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
          },
        },
      },
    },
  },
});
