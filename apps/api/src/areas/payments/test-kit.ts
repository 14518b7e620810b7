/** The payments area's test kit: what other areas' tests may use (its front door for tests only). */
export { VOIDED_MESSAGE } from './payments/exceptions-repo';
export { type PaymentFaults } from './payments';
export {
  addCard,
  outboxWith,
  pay,
  paymentBody,
  savedCards,
  setSettings,
  settle,
  submit,
  type Headers,
  voidedRecord,
} from './payments/payments-test-kit';
export { A1, RENEWAL_CENTS, T1 } from './refinance-disclosure/refinance-test-kit';
export { createMoneyReservations } from './money-reservations';
