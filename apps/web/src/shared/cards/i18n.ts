/**
 * The texts of the shared card components: their own i18next namespace 'cardsShared' (shared/ has
 * no feature folder for the app's locale glob), added to the app's i18next on first use.
 */
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import en from './locales/en.json';
import es from './locales/es.json';

export const CARDS_SHARED_NS = 'cardsShared';
const BUNDLES = { en, es } as const;

function ensureBundles(): void {
  if (!i18next.isInitialized) return;
  for (const [language, bundle] of Object.entries(BUNDLES)) {
    if (!i18next.hasResourceBundle(language, CARDS_SHARED_NS)) {
      i18next.addResourceBundle(language, CARDS_SHARED_NS, bundle, true, false);
    }
  }
}

ensureBundles();
i18next.on('initialized', ensureBundles);

export function useCardsText() {
  ensureBundles();
  return useTranslation(CARDS_SHARED_NS);
}
