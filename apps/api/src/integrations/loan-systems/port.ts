/**
 * The loan-system port (DESIGN.md: NLS and TLXe are outside loan management systems; here each is an
 * adapter over the built-in ledger). Services reach loan data only through this interface; an
 * adapter owns its id scheme (TLXe customers 'T…', NLS customers 'N…') and its rule set.
 * Money is integer cents; dates are 'YYYY-MM-DD'. The records it answers are in records.ts and the postings it
 * takes in postings.ts; both are re-exported here.
 */
import type {
  ApplicationRecord,
  CashAdvanceRecord,
  CashOutWithdrawalRecord,
  CustomerChange,
  CustomerRecord,
  DrawPostingRecord,
  OriginatedLoanRecord,
  LedgerEntryRecord,
  LedgerPostingRecord,
  LinkVerification,
  LoanRecord,
  LoanSystemName,
  MilitaryRecord,
  OfferRecord,
  RepoRecord,
  RiskInfoRecord,
} from './records';
import type {
  DrawPosting,
  LoanOrigination,
  PaymentPosting,
  PostedPayment,
  PostedRefinance,
  RefinanceVoid,
  CashOutWithdrawal,
} from './postings';

export type * from './records';
export type * from './postings';

/** The loan systems' offers (both systems' offers live in the built-in ledger's one table). */
export interface LoanSystemOffers {
  offersOf(customerId: string): Promise<OfferRecord[]>;
  offer(offerKey: number): Promise<OfferRecord | null>;
  /** the settlement offer on a loan, the newest when there were several */
  settlementOfferOn(loanId: string): Promise<OfferRecord | null>;
  /** the appraisal offer made under an application, or null */
  appraisalOfApplication(applicationId: string): Promise<OfferRecord | null>;
  /** records the borrower's answer to an appraisal offer (the first time of each answer stays) */
  setAppraisalStatus(offerKey: number, status: 'accepted' | 'declined', now: Date): Promise<void>;
}

/**
 * A write under the caller's Idempotency-Key (decision 068): the same key answers what was applied under it, once —
 * a saga step recorded before the call asks again with it after a crash or a lost answer. Without one, an adapter
 * still applies each call once (the HTTP adapter keys its own attempts), but a second call is a second write.
 */
export interface KeyedWrite {
  idempotencyKey: string;
}

export interface LoanSystemPort {
  readonly loanSystem: LoanSystemName;
  /** true when the id follows this system's customer id scheme */
  ownsCustomerId(customerId: string): boolean;
  /** loans the customers (this system's ids) hold as borrower or co-signer, newest first */
  listLoans(customerIds: readonly string[]): Promise<LoanRecord[]>;
  /** one loan of this system by its loan id; null when this system has no such loan */
  loanDetail(loanId: string): Promise<LoanRecord | null>;
  pendingCashAdvances(loanId: string): Promise<CashAdvanceRecord[]>;
  /** ledger entries, newest first */
  history(loanId: string): Promise<LedgerEntryRecord[]>;
  personalInfo(customerId: string): Promise<CustomerRecord | null>;
  /** a customer record by our record id, when it has an id in this system */
  customerRecord(recordId: string): Promise<CustomerRecord | null>;
  /** the customer's newest application in this system, or null */
  applicationStatus(customerId: string): Promise<ApplicationRecord | null>;
  /** withdraws an application in progress; false when there is none with that id */
  withdrawApplication(customerId: string, applicationId: string, now: Date): Promise<boolean>;
  /** the customers' loans in a bankruptcy status */
  bankruptcy(customerIds: readonly string[]): Promise<LoanRecord[]>;
  militaryStatus(customerId: string): Promise<MilitaryRecord | null>;
  setMilitaryStatus(
    customerId: string,
    input: { isActiveDuty: boolean; isDependent: boolean; profileId: string },
    now: Date,
  ): Promise<MilitaryRecord>;
  /**
   * Records her change on this system's customer record (its customer id); false when it holds no such customer.
   * Setting fields to values, a repeat changes nothing more.
   */
  updateCustomer(customerId: string, change: CustomerChange): Promise<boolean>;
  /** repossession details of an out-for-repo or repossessed loan; null otherwise */
  repoInfo(loanId: string): Promise<RepoRecord | null>;
  /** the customer record (of this system) matching every verification field, or null */
  findCustomerForLink(verification: LinkVerification): Promise<CustomerRecord | null>;
  /**
   * the loans of this system due between two dates ('YYYY-MM-DD', both included), of every status, newest first: the
   * day's reminders and auto-pay pick theirs from them
   */
  loansDueBetween(from: string, to: string): Promise<LoanRecord[]>;
  /**
   * whether anything happened on the loan since it was opened: a posting not reversed, or any other change of it (a
   * renewal's cancel asks it of the renewal's new loan)
   */
  changedSinceOpened(loanId: string): Promise<boolean>;
  /** the payments this system posted on a business date ('YYYY-MM-DD'), reversed ones too: what reconciliation compares */
  postingsOn(postedOn: string): Promise<LedgerPostingRecord[]>;
  /** the draws this system posted (as cash advances) on a business date: what reconciliation compares (decision 072) */
  drawsOn(postedOn: string): Promise<DrawPostingRecord[]>;
  /**
   * the loans this system made from an appraisal (originateLoan) that opened on a business date, voided ones too: what
   * reconciliation compares (decision 074)
   */
  originationsOn(openedOn: string): Promise<OriginatedLoanRecord[]>;
  /** the renewals' new loans this system lowered by a declined cash out on a business date (decision 077) */
  cashOutWithdrawalsOn(withdrawnOn: string): Promise<CashOutWithdrawalRecord[]>;
  /**
   * Posts a payment (fees → interest → principal; payoff, minimums, days late and status follow).
   * Run it in the transaction that records the payment as posted; a second posting of the same
   * paymentId fails.
   */
  postPayment(posting: PaymentPosting, keyed?: KeyedWrite): Promise<PostedPayment>;
  /**
   * Posts a refinance payment (PaymentPosting of a payment type 3): the payment applied to the old loan as postPayment
   * does, the old loan closed as Refinance (22) owing nothing, and a new loan opened for what was left of the payoff
   * (domain renewalTerms), its origin reference 'refinance:<paymentId>' (once). Throws RefinanceNotPossibleError when
   * the old loan can no longer be refinanced with that amount. Run it in the transaction that records the payment posted.
   */
  postRefinance(posting: PaymentPosting, keyed?: KeyedWrite): Promise<PostedRefinance>;
  /**
   * Voids a posted refinance: the old loan restored to its snapshot, its posting reversed, the new loan Deleted (10) and
   * hidden. The cancel asks it under the renewal's key (decision 068).
   */
  voidRefinance(input: RefinanceVoid, keyed?: KeyedWrite): Promise<void>;
  /**
   * Lowers a renewal's new loan by the cash out its card declined (decision 057), once (decision 077: the loan records
   * it); false when it had moved on or was lowered before. The cash-out job asks it under the renewal's key (decision
   * 068), so a repeat answers what was applied.
   */
  withdrawCashOut(input: CashOutWithdrawal, keyed?: KeyedWrite): Promise<boolean>;
  /**
   * Posts a draw paid to a card as a cash advance (balance and payoff rise by its amount); a second posting of the same
   * draw fails. The draw job's saga asks it under the draw's key (decision 068).
   */
  postDraw(posting: DrawPosting, keyed?: KeyedWrite): Promise<{ balanceCents: number }>;
  /** Cancels a pending, not yet batched cash advance; answers the advance as it is after the try (null when the loan has no such advance). */
  cancelCashAdvance(input: {
    loanId: string;
    transactionId: string;
  }): Promise<CashAdvanceRecord | null>;
  /** Makes a new title loan (LoanOrigination); a repeat of the same originReference answers the loan made (created false). */
  originateLoan(
    input: LoanOrigination,
  ): Promise<{ loanId: string; lmsId: string; created: boolean }>;
  /** The new loan's agreement is signed: it shows in the loan lists from now on. False when it was not awaiting its signature. */
  releaseOriginatedLoan(loanId: string, now: Date): Promise<boolean>;
  /** The new loan's agreement was declined or expired: the loan is voided (Deleted, 10) and stays hidden. False when it was not awaiting its signature. */
  voidOriginatedLoan(loanId: string, now: Date): Promise<boolean>;
  /** the loan's risk info (every flag null when nothing changed) */
  riskInfo(loanId: string): Promise<RiskInfoRecord>;
}

/** A session's customer id in each loan system that knows her (the systems a change of her record goes to). */
export const customerIdsOf = (session: {
  nlsCustomerId?: string | undefined;
  tlxeCustomerId?: string | undefined;
}): [LoanSystemName, string][] => [
  ...(session.nlsCustomerId ? [['NLS', session.nlsCustomerId] as [LoanSystemName, string]] : []),
  ...(session.tlxeCustomerId ? [['TLXe', session.tlxeCustomerId] as [LoanSystemName, string]] : []),
];

/** A caller's customer ids by loan system (from the session). */
export interface SystemCustomerIds {
  NLS?: string | null | undefined;
  TLXe?: string | null | undefined;
}
