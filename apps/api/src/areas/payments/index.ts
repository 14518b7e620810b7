/** Payments: payments and payoffs, payment state, money reservations, auto-pay, and the renewal (refinance) with its disclosure, location and steps — a renewal is a payment with isRefi, processed by the same job. The area's front door: other areas and the app import only this file. */
export {
  autoPayChargesJob,
  autoPayDeclineNoticeJob,
  autoPayModule,
  type AutoPayJobOverrides,
} from './auto-pay';
export { paymentStateModule } from './payment-state';
export {
  createReconciliationRepo,
  reconciliationJob,
  RECONCILIATION_JOB,
  runReconciliation,
  type ReconciliationResult,
} from './reconciliation';
export { paymentsModule } from './payments';
export { paymentJob, type PaymentJobOverrides } from './payments/job';
export { refinanceDisclosureModule } from './refinance-disclosure';
export { refinanceLocationModule } from './refinance-location';
export { refinanceModule } from './refinance';
export { refinanceVoidJob, type RefinanceVoidJobOverrides } from './refinance/job';
export {
  renewalCashOutJob,
  RENEWAL_CASH_OUT_JOB,
  type RenewalCashOutJobOverrides,
} from './refinance/cash-out-job';
