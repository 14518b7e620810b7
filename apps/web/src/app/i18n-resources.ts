/**
 * Where the texts live. Locale files: `shared/i18n/locales/<lng>.json` (the default 'translation'
 * namespace), `features/<feature>/locales/<lng>.json` (namespace = feature folder) and
 * `shared/cards/locales/<lng>.json` ('cardsShared'), `shared/risk-info/locales/<lng>.json` ('riskInfoShared') and
 * `shared/disclosure/locales/<lng>.json` ('disclosureShared').
 *
 * Only what the first screen needs is in the entry chunk: English 'translation' (the shell, plus
 * keys that non-component code reads, e.g. global.app_browser_error) and English 'auth' (Login).
 * Every other file is its own lazy chunk, read by the locale backend (i18n-backend.ts).
 */
import type { Resource, ResourceKey } from 'i18next';
import { CARDS_SHARED_NS } from '../shared/cards/i18n';
import { DISCLOSURE_SHARED_NS } from '../shared/disclosure/i18n';
import { LANGUAGES } from '../shared/i18n/language';
import { RISK_INFO_SHARED_NS } from '../shared/risk-info/i18n';
import authEn from '../features/auth/locales/en.json';
import translationEn from '../shared/i18n/locales/en.json';

export type LocaleLoader = () => Promise<ResourceKey>;
/** language → namespace → lazy loader of that locale file */
export type LocaleLoaders = Readonly<Record<string, Readonly<Record<string, LocaleLoader>>>>;

export const DEFAULT_NAMESPACE = 'translation';

/** The bundles shipped in the entry chunk (English only). */
export const EAGER_RESOURCES: Resource = {
  en: { [DEFAULT_NAMESPACE]: translationEn, auth: authEn },
};

// The eager files are left out so each file lives in exactly one chunk.
const lazyLocaleFiles = import.meta.glob<ResourceKey>(
  [
    '../shared/i18n/locales/*.json',
    '../shared/cards/locales/*.json',
    '../shared/risk-info/locales/*.json',
    '../shared/disclosure/locales/*.json',
    '../features/*/locales/*.json',
    '!../shared/i18n/locales/en.json',
    '!../features/auth/locales/en.json',
  ],
  { import: 'default' },
);

/** The language and namespace of a locale file path; undefined for any other file or language. */
export function localeFileKey(path: string): { language: string; namespace: string } | undefined {
  const feature = /features\/([^/]+)\/locales\/(\w+)\.json$/.exec(path);
  const shared = /shared\/(i18n|cards|risk-info|disclosure)\/locales\/(\w+)\.json$/.exec(path);
  const sharedNamespaces: Record<string, string> = {
    cards: CARDS_SHARED_NS,
    'risk-info': RISK_INFO_SHARED_NS,
    disclosure: DISCLOSURE_SHARED_NS,
  };
  const namespace = feature
    ? feature[1]
    : shared && (sharedNamespaces[shared[1] ?? ''] ?? DEFAULT_NAMESPACE);
  const language = (feature ?? shared)?.[2];
  if (!namespace || !language || !(LANGUAGES as readonly string[]).includes(language))
    return undefined;
  return { language, namespace };
}

/** Loaders by language and namespace from locale files keyed by path, plus the eager bundles. */
export function buildLocaleLoaders(
  files: Record<string, LocaleLoader>,
  eager: Resource = {},
): LocaleLoaders {
  const loaders: Record<string, Record<string, LocaleLoader>> = {};
  for (const [language, bundles] of Object.entries(eager)) {
    for (const [namespace, bundle] of Object.entries(bundles)) {
      (loaders[language] ??= {})[namespace] = () => Promise.resolve(bundle);
    }
  }
  for (const [path, load] of Object.entries(files)) {
    const key = localeFileKey(path);
    if (key) (loaders[key.language] ??= {})[key.namespace] = load;
  }
  return loaders;
}

export const LOCALE_LOADERS: LocaleLoaders = buildLocaleLoaders(lazyLocaleFiles, EAGER_RESOURCES);

/** True when some language has texts for the namespace. */
export function isKnownNamespace(
  namespace: string,
  loaders: LocaleLoaders = LOCALE_LOADERS,
): boolean {
  return Object.values(loaders).some((byNamespace) => namespace in byNamespace);
}
