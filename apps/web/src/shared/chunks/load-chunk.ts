/**
 * Lazy chunks (spec §2, §9): a chunk that does not arrive within CHUNK_LOAD_TIMEOUT_MS (120 s), or
 * fails to load, raises ChunkLoadError. The first ChunkLoadError reloads the page once (a new build
 * may have replaced the chunk); a second one is left to the error boundary (or, for a locale chunk,
 * to the English fallback). Chunks load in parallel batches (a screen and its locale chunks): the
 * reload flag clears only when a whole batch has loaded without a failure, so one chunk that keeps
 * failing while another loads cannot reload the page again and again.
 */
import { CHUNK_LOAD_TIMEOUT_MS } from '@lender/domain';

export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

export const CHUNK_RELOAD_KEY = 'chunkReloadAttempted';

export interface ChunkLoadDeps {
  timeoutMs: number;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
}

const defaultDeps = (): ChunkLoadDeps => ({
  timeoutMs: CHUNK_LOAD_TIMEOUT_MS,
  storage: sessionStorage,
  reload: () => window.location.reload(),
});

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/** Resolve with the chunk, or reject with ChunkLoadError on failure or after `timeoutMs`. */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(
          isChunkLoadError(error)
            ? error
            : new ChunkLoadError('Loading chunk failed', { cause: error }),
        );
      },
    );
  });
}

/** The loads in flight and whether one of them failed since none were. */
const batch = { inFlight: 0, failed: false };

/** Load a chunk; on the first ChunkLoadError reload the page once, on the next rethrow it. */
export async function loadChunk<T>(
  load: () => Promise<T>,
  deps: Partial<ChunkLoadDeps> = {},
): Promise<T> {
  const { timeoutMs, storage, reload } = { ...defaultDeps(), ...deps };
  batch.inFlight += 1;
  const settle = (failed: boolean) => {
    batch.inFlight -= 1;
    batch.failed ||= failed;
    if (batch.inFlight > 0) return;
    if (!batch.failed) storage.removeItem(CHUNK_RELOAD_KEY);
    batch.failed = false;
  };
  try {
    const value = await withChunkTimeout(load, timeoutMs);
    settle(false);
    return value;
  } catch (error) {
    settle(true);
    if (isChunkLoadError(error) && storage.getItem(CHUNK_RELOAD_KEY) === null) {
      storage.setItem(CHUNK_RELOAD_KEY, '1');
      reload();
      // the page is going away; never settle so nothing renders in between
      return new Promise<T>(() => undefined);
    }
    throw error;
  }
}
