/**
 * How the build compresses a text file, once: brotli at its best quality and gzip at level 9. The compression plugin
 * (vite.config.ts) writes every text asset's .br and .gz with these; the compile-hints plugin writes a start-up
 * file's again after adding its first line (vite-compile-hints.ts).
 */
import { constants, type BrotliOptions, type ZlibOptions } from 'node:zlib';

export const BROTLI_OPTIONS: BrotliOptions = {
  params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
};

export const GZIP_OPTIONS: ZlibOptions = { level: constants.Z_BEST_COMPRESSION };
