/**
 * Compression of what the server builds per request (index.html with the runtime brand, JSON answers,
 * the hosted card form): brotli or gzip, by the client's
 * accept-encoding, above COMPRESS_THRESHOLD_BYTES, always with `Vary: accept-encoding`. Static files
 * are compressed once at build time and sent as they are (@fastify/static `preCompressed`), so this
 * hook leaves a reply that already has a content-encoding alone.
 * Brotli quality 4, not the default 11: a dynamic body is compressed on every request. For a 1.7 KB
 * accounts-like answer, 4 made 323 bytes in ~0.15 ms; 11 made 278 bytes in ~18 ms (and gzip 350).
 */
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** below this many bytes a compressed body saves less than its headers and CPU cost */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
