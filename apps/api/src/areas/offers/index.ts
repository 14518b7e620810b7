/** Offers: appraisal offers, origination, loan signing, settlements and ancillary products. The area's front door: other areas and the app import only this file. */
export { ancillaryProductsModule, productText } from './ancillary-products';
export { loanSigningModule } from './loan-signing';
export { offersModule } from './offers';
export { originationModule } from './origination';
export {
  disburseOriginationJob,
  originateLoanJob,
  type OriginationJobOverrides,
} from './origination/job';
export {
  SettlementNotApplicableError,
  createSettlementService,
  createSettlementsRepo,
  holdSettlementPayment,
  settlementModule,
  settlementPaymentStillFits,
  settlementPostingOf,
  settlementRemainingOf,
  type SettlementGate,
  type SettlementService,
} from './settlement';
