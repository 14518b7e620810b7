/**
 * Decision 036: the app's start-up files carry V8's explicit compile hint (Chrome 136+), `//# allFunctionsCalledOnLoad`
 * as their first line, so V8 compiles every function in them on a background thread while the file streams in, not
 * on the main thread at each function's first call. They are the app entry's static graph — the shell chunk (React,
 * the router, i18n, the query client, the app's start-up) and the chunks it imports — nearly all of which runs while
 * the first page is hydrated or drawn. Screens' chunks keep V8's lazy default. Added after minification (which would
 * drop the comment) and after the compression plugin has written the .br and .gz files, which are written again here
 * (with the same settings, vite-compression.ts); the source map gets the one line more.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import type { OutputAsset } from 'rolldown';
import { appEntryChunk, staticGraph } from './vite-paint-first';
import { BROTLI_OPTIONS, GZIP_OPTIONS } from './vite-compression';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const COMPRESSED: [suffix: string, compress: (code: Buffer) => Buffer][] = [
  [
    '.br',
    (code) =>
      brotliCompressSync(code, {
        params: { ...BROTLI_OPTIONS.params, [constants.BROTLI_PARAM_SIZE_HINT]: code.length },
      }),
  ],
  ['.gz', (code) => gzipSync(code, GZIP_OPTIONS)],
];

export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    // after Vite's own generateBundle work, which puts its preload map (`const __vite__mapDeps=…`) at the top
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const fileName of staticGraph(bundle, appEntryChunk(bundle)).scripts) {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = COMPILE_HINT + chunk.code;
          for (const [suffix, compress] of COMPRESSED) {
            const compressed = bundle[fileName + suffix];
            if (compressed?.type === 'asset') compressed.source = compress(Buffer.from(chunk.code));
          }
          // the hint is a new first line: every mapping of the emitted source map moves down one line
          const map = bundle[`${fileName}.map`] as OutputAsset | undefined;
          if (map?.type === 'asset') {
            const parsed = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}
