/**
 * The i18next backend of the app: read(language, namespace) imports that locale file's lazy chunk.
 * Chunks load through loadChunk, so the rules of every lazy chunk apply (120 s → ChunkLoadError; the
 * first ChunkLoadError reloads the page once). A chunk that still fails is reported to i18next (no
 * retry) and logged: a Spanish text then shows in English (the fallback language), never as a key.
 */
import type { BackendModule, ReadCallback } from 'i18next';
import { DEFAULT_LANGUAGE } from '../shared/i18n/language';
import type { LocaleLoader, LocaleLoaders } from './i18n-resources';
import { loadChunk } from '../shared/chunks/load-chunk';

export interface LocaleBackendDeps {
  load: (loader: LocaleLoader) => ReturnType<LocaleLoader>;
  warn: (message: string, error?: unknown) => void;
}

const defaultDeps: LocaleBackendDeps = {
  load: (loader) => loadChunk(loader),
  warn: (message, error) => console.warn(message, error),
};

export function createLocaleBackend(
  loaders: LocaleLoaders,
  deps: Partial<LocaleBackendDeps> = {},
): BackendModule {
  const { load, warn } = { ...defaultDeps, ...deps };
  return {
    type: 'backend',
    callbackApi: true,
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      const loader = loaders[language]?.[namespace];
      if (!loader) {
        callback(new Error(`No ${language} texts for the i18n namespace '${namespace}'`), false);
        return;
      }
      load(loader).then(
        (bundle) => callback(null, bundle),
        (error: unknown) => {
          const fallback = language === DEFAULT_LANGUAGE ? '' : '; English texts show instead';
          warn(`[i18n] the ${language} texts of '${namespace}' did not load${fallback}`, error);
          // false: no retry by i18next; loadChunk already reloaded the page once
          callback(error instanceof Error ? error : new Error(String(error)), false);
        },
      );
    },
  };
}
