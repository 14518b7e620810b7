import { afterEach, describe, it, expect, vi } from 'vitest';
import type { BackendModule, ReadCallback } from 'i18next';
import { createLocaleBackend } from './i18n-backend';
import { LOCALE_LOADERS, type LocaleLoaders } from './i18n-resources';
import { CHUNK_RELOAD_KEY, isChunkLoadError } from '../shared/chunks/load-chunk';
import legalEs from '../features/legal/locales/es.json';
import sharedEs from '../shared/i18n/locales/es.json';

/** read() as a promise of what it passes its callback. */
function read(backend: BackendModule, language: string, namespace: string) {
  return new Promise<{ error: unknown; data: unknown }>((resolve) => {
    const callback: ReadCallback = (error, data) => resolve({ error, data });
    backend.read(language, namespace, callback);
  });
}

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('locale backend', () => {
  it('is an i18next backend module with the callback read API', () => {
    const backend = createLocaleBackend({});
    expect(backend.type).toBe('backend');
    expect(backend.callbackApi).toBe(true);
  });

  it('reads the locale file of the asked language and namespace', async () => {
    const loaders: LocaleLoaders = {
      en: { legal: async () => ({ who: 'en legal' }), stores: async () => ({ who: 'en stores' }) },
      es: { legal: async () => ({ who: 'es legal' }) },
    };
    const backend = createLocaleBackend(loaders, { load: (loader) => loader() });
    expect(await read(backend, 'es', 'legal')).toEqual({ error: null, data: { who: 'es legal' } });
    expect(await read(backend, 'en', 'stores')).toEqual({
      error: null,
      data: { who: 'en stores' },
    });
  });

  it("loads the app's real lazy chunks: Spanish shared texts and a feature's Spanish texts", async () => {
    const backend = createLocaleBackend(LOCALE_LOADERS);
    expect((await read(backend, 'es', 'translation')).data).toEqual(sharedEs);
    expect((await read(backend, 'es', 'legal')).data).toEqual(legalEs);
  });

  it('passes an error to the callback for an unknown namespace or language, without a retry', async () => {
    const load = vi.fn();
    const backend = createLocaleBackend({ en: { legal: async () => ({}) } }, { load });
    const unknown = await read(backend, 'en', 'nope');
    expect(unknown.error).toBeInstanceOf(Error);
    expect(String(unknown.error)).toContain("'nope'");
    expect(unknown.data).toBe(false);
    expect((await read(backend, 'fr', 'legal')).error).toBeInstanceOf(Error);
    expect(load).not.toHaveBeenCalled();
  });

  it('reports a chunk that failed (after the one reload) to i18next and warns that English shows', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, '1'); // the page already reloaded once
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const backend = createLocaleBackend({
      es: { legal: () => Promise.reject(new TypeError('offline')) },
    });
    const { error, data } = await read(backend, 'es', 'legal');
    expect(isChunkLoadError(error)).toBe(true);
    expect(data).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/es texts of 'legal'.*English/), error);
  });

  it('applies the chunk timeout to locale chunks', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.useFakeTimers();
    try {
      const backend = createLocaleBackend({ es: { legal: () => new Promise(() => undefined) } });
      const result = read(backend, 'es', 'legal');
      await vi.advanceTimersByTimeAsync(120_000);
      expect(isChunkLoadError((await result).error)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
