/**
 * How an i18next instance of the app starts, loads a screen's texts and switches language. Works on
 * any instance (app/i18n.ts passes the app's one; tests pass their own with fake locale chunks).
 */
import type { i18n as I18n, Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../shared/i18n/language';
import { createLocaleBackend, type LocaleBackendDeps } from './i18n-backend';
import { DEFAULT_NAMESPACE, type LocaleLoaders } from './i18n-resources';
import { ChunkLoadError } from '../shared/chunks/load-chunk';

export interface I18nSetup {
  language: Language;
  /** bundles present at once (the entry chunk's) */
  resources: Resource;
  /** lazy locale chunks by language and namespace */
  loaders: LocaleLoaders;
  backend?: Partial<LocaleBackendDeps>;
}

/**
 * Init the instance with the eager bundles; any default-namespace bundle of the language that is not
 * eager (Spanish) loads in one batch. Resolves when the shell can render in that language.
 */
export async function initI18n(instance: I18n, setup: I18nSetup): Promise<void> {
  await instance
    .use(createLocaleBackend(setup.loaders, setup.backend))
    .use(initReactI18next)
    .init({
      // the store adds bundles to the object it is given: give it its own
      resources: Object.fromEntries(
        Object.entries(setup.resources).map(([language, bundles]) => [language, { ...bundles }]),
      ),
      partialBundledLanguages: true,
      lng: setup.language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: [DEFAULT_NAMESPACE],
      defaultNS: DEFAULT_NAMESPACE,
      interpolation: { escapeValue: false },
      // English renders at once from the eager bundles, without waiting for a promise
      initAsync: false,
      returnNull: false,
    });
}

/**
 * Load namespaces in the current language (and English, the fallback) before a screen renders.
 * Each namespace is registered as in use, so a later language switch loads it first. Throws
 * ChunkLoadError when a namespace has texts in no language (the route error boundary shows).
 */
export async function ensureNamespaces(
  instance: I18n,
  namespaces: readonly string[],
): Promise<void> {
  if (namespaces.length === 0) return;
  await instance.loadNamespaces([...namespaces]);
  const missing = namespaces.filter(
    (namespace) =>
      !instance.languages.some((language) => instance.hasResourceBundle(language, namespace)),
  );
  if (missing.length > 0)
    throw new ChunkLoadError(`The texts of ${missing.join(', ')} did not load`);
}

/** The namespaces registered with the instance and those its components have used. */
export function namespacesInUse(instance: I18n): string[] {
  const registered = instance.options.ns ?? [];
  const used = instance.reportNamespaces?.getUsedNamespaces() ?? [];
  return [...new Set([...(typeof registered === 'string' ? [registered] : registered), ...used])];
}

/**
 * Switch language once the new language's texts of every namespace in use have loaded: i18next's
 * changeLanguage loads the registered namespaces first and emits languageChanged after. Synchronous
 * when they are all present.
 */
export function switchLanguage(instance: I18n, language: Language): Promise<void> {
  // registers the namespaces at once; their bundles in the current language are already present
  void instance.loadNamespaces(namespacesInUse(instance));
  return instance.changeLanguage(language).then(() => undefined);
}
