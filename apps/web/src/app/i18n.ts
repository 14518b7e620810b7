/**
 * The app's i18next. Namespaces: 'translation' (shared/i18n/locales), one per feature folder
 * (features/<feature>/locales), 'cardsShared' (shared/cards/locales) and 'riskInfoShared' (shared/risk-info/locales); which ones ship in the entry
 * and how the others load lazily: i18n-resources.ts, i18n-backend.ts, i18n-setup.ts.
 * Language: the stored choice, else navigator.language (en/es), else English. The http client sends
 * it as Accept-Language (see http-headers.ts). A language chosen in another tab is followed here.
 */
import i18next from 'i18next';
import {
  LANGUAGE_STORAGE_KEY,
  detectLanguage,
  isLanguage,
  storeLanguage,
  storedLanguage,
  type Language,
} from '../shared/i18n/language';
import { EAGER_RESOURCES, LOCALE_LOADERS } from './i18n-resources';
import { ensureNamespaces, initI18n, switchLanguage } from './i18n-setup';

const browserLanguages =
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);

/** Resolves when the shell can render in the start language (main.tsx renders after it). */
export const i18nReady: Promise<void> = initI18n(i18next, {
  language: detectLanguage(storedLanguage(), browserLanguages),
  resources: EAGER_RESOURCES,
  loaders: LOCALE_LOADERS,
});

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
syncDocumentLanguage(i18next.language);
i18next.on('languageChanged', syncDocumentLanguage);

/** The language of a `storage` event that stores a new language choice (another tab's), else undefined. */
export function languageOfStorageEvent(
  event: Pick<StorageEvent, 'key' | 'newValue'>,
): Language | undefined {
  return event.key === LANGUAGE_STORAGE_KEY && isLanguage(event.newValue)
    ? event.newValue
    : undefined;
}
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    const language = languageOfStorageEvent(event);
    if (language && language !== i18next.language) void switchLanguage(i18next, language);
  });
}

/** Remember the choice and switch once the texts in use have loaded in the new language. */
export function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  return switchLanguage(i18next, language);
}

/** Load a screen's namespaces in the current language before it renders (route loaders). */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  return ensureNamespaces(i18next, namespaces);
}

export { i18next };
