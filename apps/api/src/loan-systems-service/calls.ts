/**
 * Each operation of the service (integrations/loan-systems/wire/operations.ts) as a call of the port over the built-in
 * ledger: the body's fields handed to the port method, its answer as the operation's result.
 */
import type { z } from 'zod';
import type { LoanSystemOffers, LoanSystemPort } from '../integrations/loan-systems';
import type {
  OfferOperations,
  SystemOperations,
} from '../integrations/loan-systems/wire/operations';

type Calls<TOps extends Record<string, { input: z.ZodType; result: z.ZodType }>, TPort> = {
  [K in keyof TOps]: (
    port: TPort,
    input: z.output<TOps[K]['input']>,
  ) => Promise<z.output<TOps[K]['result']>>;
};

export const SYSTEM_CALLS: Calls<SystemOperations, LoanSystemPort> = {
  listLoans: (port, { customerIds }) => port.listLoans(customerIds),
  loanDetail: (port, { loanId }) => port.loanDetail(loanId),
  pendingCashAdvances: (port, { loanId }) => port.pendingCashAdvances(loanId),
  history: (port, { loanId }) => port.history(loanId),
  personalInfo: (port, { customerId }) => port.personalInfo(customerId),
  customerRecord: (port, { recordId }) => port.customerRecord(recordId),
  applicationStatus: (port, { customerId }) => port.applicationStatus(customerId),
  withdrawApplication: (port, { customerId, applicationId, now }) =>
    port.withdrawApplication(customerId, applicationId, now),
  bankruptcy: (port, { customerIds }) => port.bankruptcy(customerIds),
  militaryStatus: (port, { customerId }) => port.militaryStatus(customerId),
  updateCustomer: (port, { customerId, change }) => port.updateCustomer(customerId, change),
  setMilitaryStatus: (port, { customerId, now, ...status }) =>
    port.setMilitaryStatus(customerId, status, now),
  repoInfo: (port, { loanId }) => port.repoInfo(loanId),
  findCustomerForLink: (port, verification) => port.findCustomerForLink(verification),
  loansDueBetween: (port, { from, to }) => port.loansDueBetween(from, to),
  changedSinceOpened: (port, { loanId }) => port.changedSinceOpened(loanId),
  postingsOn: (port, { postedOn }) => port.postingsOn(postedOn),
  drawsOn: (port, { postedOn }) => port.drawsOn(postedOn),
  originationsOn: (port, { openedOn }) => port.originationsOn(openedOn),
  cashOutWithdrawalsOn: (port, { withdrawnOn }) => port.cashOutWithdrawalsOn(withdrawnOn),
  postPayment: (port, posting) => port.postPayment(posting),
  postRefinance: (port, posting) => port.postRefinance(posting),
  voidRefinance: async (port, input) => {
    await port.voidRefinance(input);
    return null;
  },
  withdrawCashOut: (port, input) => port.withdrawCashOut(input),
  postDraw: (port, posting) => port.postDraw(posting),
  cancelCashAdvance: (port, input) => port.cancelCashAdvance(input),
  originateLoan: (port, input) => port.originateLoan(input),
  releaseOriginatedLoan: (port, { loanId, now }) => port.releaseOriginatedLoan(loanId, now),
  voidOriginatedLoan: (port, { loanId, now }) => port.voidOriginatedLoan(loanId, now),
  riskInfo: (port, { loanId }) => port.riskInfo(loanId),
};

export const OFFER_CALLS: Calls<OfferOperations, LoanSystemOffers> = {
  offersOf: (offers, { customerId }) => offers.offersOf(customerId),
  offer: (offers, { offerKey }) => offers.offer(offerKey),
  settlementOfferOn: (offers, { loanId }) => offers.settlementOfferOn(loanId),
  appraisalOfApplication: (offers, { applicationId }) =>
    offers.appraisalOfApplication(applicationId),
  setAppraisalStatus: async (offers, { offerKey, status, now }) => {
    await offers.setAppraisalStatus(offerKey, status, now);
    return null;
  },
};
