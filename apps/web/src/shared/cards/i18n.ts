/**
 * The texts of the shared card components: their own i18next namespace 'cardsShared', in
 * ./locales/{en,es}.json. They load lazily like a feature's texts (the app's locale registry finds
 * these files): the route layer loads them before a cards or payments screen renders; a component
 * rendered anywhere else waits for them in the screen's Suspense boundary.
 */
import { useTranslation } from 'react-i18next';

export const CARDS_SHARED_NS = 'cardsShared';

export function useCardsText() {
  return useTranslation(CARDS_SHARED_NS);
}
