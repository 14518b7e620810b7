/**
 * Shared cards (spec §3 Payment card, §5 Adding a card, §7 Cards, §8 Card add and remove), used by
 * the cards feature (ManagePaymentMethod, brand AddPaymentMethod) and the payments feature.
 *
 * Queries and mutations (TanStack Query; every mutation invalidates `cardsKeys.all`):
 *   useCards(processorType = 1) → GET /cards → { cards: TPaymentCard[], validations }
 *   useAddCard()    .mutate({ save, bridgeToken, processorType? }) → POST /cards → TPaymentCard
 *   useRemoveCard() .mutate(card)  (anything with cardIds) → DELETE /cards { cardIds }
 *   useCardFormKey(transactionType)
 *   plain fetchers: getCards, addCard, removeCard, getCardFormKey; cardsQuery(processorType), cardFormKeyQuery(transactionType)
 *
 * Components:
 *   <HostedCardForm save onAdded={(card) => …} onCancel? transactionType?='payment' processorType?=1 />
 *     the processor's form in an iframe titled 'Card details'; reports the stored card.
 *   <CardSummary card now? />  type, '•••• 1111', debit/credit, 'Expires MM/YY' or 'Expired' badge.
 *   <CardList mode="select" cards label selected={cardIds} onSelect allowExpired? now? reasonOf? error? />  radio group (reasonOf: a card that cannot be chosen, disabled with why)
 *   <CardList mode="manage" cards label onRemove busy? now? />  list with "Remove …" buttons
 *
 * Helpers: useCardErrorText() → (error) => spec §8 text of a failed card call, cardKey(card),
 * cardIsExpired(card, now?), useCardName() → (card) => 'Visa debit ending in 1111'.
 */
export {
  DEFAULT_PROCESSOR_TYPE,
  addCard,
  cardsKeys,
  cardsQuery,
  getCards,
  removeCard,
  useAddCard,
  useCards,
  useRemoveCard,
} from './api/cards';
export {
  cardFormKeyQuery,
  getCardFormKey,
  useCardFormKey,
  type CardTransactionType,
} from './api/card-form';
export { useCardErrorText } from './card-error';
export {
  CardList,
  cardKey,
  type CardListProps,
  type ManageCardListProps,
  type SelectCardListProps,
} from './card-list';
export {
  CardSummary,
  cardIsExpired,
  useCardName,
  type CardDisplay,
  type CardSummaryProps,
} from './card-summary';
export { HostedCardForm, type HostedCardFormProps } from './hosted-card-form';
