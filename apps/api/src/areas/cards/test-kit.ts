/** The cards area's test kit: what other areas' tests may use (its front door for tests only). */
export {
  TEST_ORIGIN,
  addCard,
  cardsTestApp,
  futureExpiry,
  openCardForm,
  submitCardForm,
  testClock,
  type CardsTestApp,
  type Headers,
} from './cards-test-kit';
