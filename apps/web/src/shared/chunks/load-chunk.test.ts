import { afterEach, describe, it, expect, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '@lender/domain';
import {
  CHUNK_RELOAD_KEY,
  ChunkLoadError,
  isChunkLoadError,
  loadChunk,
  withChunkTimeout,
} from './load-chunk';
import { memoryStorage } from '../../test/memory-storage';

afterEach(() => {
  vi.useRealTimers();
});

describe('withChunkTimeout', () => {
  it('raises ChunkLoadError after the timeout (120 s by default in the app)', async () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    vi.useFakeTimers();
    const pending = withChunkTimeout(() => new Promise(() => undefined), CHUNK_LOAD_TIMEOUT_MS);
    const assertion = expect(pending).rejects.toSatisfy(isChunkLoadError);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    await assertion;
  });

  it('turns a failed import into ChunkLoadError', async () => {
    await expect(
      withChunkTimeout(
        () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
        1000,
      ),
    ).rejects.toBeInstanceOf(ChunkLoadError);
  });
});

describe('loadChunk', () => {
  it('reloads the page once on the first ChunkLoadError, then lets the error through', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const failing = () => Promise.reject(new TypeError('network'));

    const first = loadChunk(failing, { storage, reload, timeoutMs: 1000 });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('1');
    let settled = false;
    void first.then(
      () => (settled = true),
      () => (settled = true),
    );
    await Promise.resolve();
    expect(settled).toBe(false);

    // after the reload: the flag is there, so the error goes to the error boundary
    await expect(loadChunk(failing, { storage, reload, timeoutMs: 1000 })).rejects.toBeInstanceOf(
      ChunkLoadError,
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('clears the flag after a successful load', async () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, '1');
    const module = { default: () => null };
    await expect(
      loadChunk(() => Promise.resolve(module), { storage, reload: vi.fn(), timeoutMs: 1000 }),
    ).resolves.toBe(module);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });

  it('keeps the flag while a parallel load of the same batch fails, so the page never reloads twice', async () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, '1'); // this page came from the one reload
    const reload = vi.fn();
    let failLocale = (_error: Error) => undefined as void;
    const screen = loadChunk(() => Promise.resolve({ default: () => null }), {
      storage,
      reload,
      timeoutMs: 1000,
    });
    const locale = loadChunk(() => new Promise((_resolve, reject) => (failLocale = reject)), {
      storage,
      reload,
      timeoutMs: 1000,
    });
    await screen;
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('1');
    failLocale(new TypeError('network'));
    await expect(locale).rejects.toBeInstanceOf(ChunkLoadError);
    expect(reload).not.toHaveBeenCalled();
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('1');
    // a later batch that loads cleanly clears it
    await loadChunk(() => Promise.resolve(1), { storage, reload, timeoutMs: 1000 });
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });
});
