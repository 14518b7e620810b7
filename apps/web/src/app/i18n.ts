/**
 * i18next set-up: the shared locales are the default 'translation' namespace; every
 * `src/features/<feature>/locales/{en,es}.json` is the namespace named after its feature folder.
 * Language: the stored choice, else navigator.language (en/es), else English. The http client sends
 * it as Accept-Language (see http-headers.ts).
 */
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  detectLanguage,
  storeLanguage,
  storedLanguage,
  type Language,
} from '../shared/i18n/language';
import en from '../shared/i18n/locales/en.json';
import es from '../shared/i18n/locales/es.json';

const featureLocales = import.meta.glob<Record<string, unknown>>('../features/*/locales/*.json', {
  eager: true,
  import: 'default',
});

/** Build resources from the shared locales and feature locale files keyed by their glob path. */
export function buildResources(files: Record<string, Record<string, unknown>>): Resource {
  const resources: Resource = { en: { translation: en }, es: { translation: es } };
  for (const [path, content] of Object.entries(files)) {
    const match = /features\/([^/]+)\/locales\/([a-z]{2})\.json$/.exec(path);
    const [, feature, language] = match ?? [];
    if (!feature || !language || !(LANGUAGES as readonly string[]).includes(language)) continue;
    resources[language] = { ...resources[language], [feature]: content };
  }
  return resources;
}

const resources = buildResources(featureLocales);
const browserLanguages =
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);

void i18next.use(initReactI18next).init({
  resources,
  lng: detectLanguage(storedLanguage(), browserLanguages),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: Object.keys(resources.en ?? {}),
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
syncDocumentLanguage(i18next.language);
i18next.on('languageChanged', syncDocumentLanguage);

/** Switch the language and remember the choice. */
export function changeLanguage(language: Language): void {
  storeLanguage(language);
  void i18next.changeLanguage(language);
}

export { i18next };
