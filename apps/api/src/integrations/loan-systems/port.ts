/**
 * The loan-system port (DESIGN.md: NLS and TLXe are outside loan management systems; here each is an
 * adapter over the built-in ledger). Services reach loan data only through this interface; an
 * adapter owns its id scheme (TLXe customers 'T…', NLS customers 'N…') and its rule set.
 * Money is integer cents; dates are 'YYYY-MM-DD'.
 */
import type { LoanSnapshot } from '../../db/schema';

export type LoanSystemName = 'NLS' | 'TLXe';
export type LoanProductType = 'instalment' | 'title' | 'lineOfCredit' | 'shortTerm';

/** A party of a loan: `recordId` is our customers row, `customerId` the loan system's id. */
export interface LoanParty {
  recordId: string;
  customerId: string;
  firstName: string;
  lastName: string;
  profileId: string | null;
}

export interface LoanCollateral {
  year: number;
  make: string;
  model: string;
  vin: string | null;
}

export interface LoanRecord {
  loanId: string;
  loanSystem: LoanSystemName;
  lmsId: string;
  loanHdr: string;
  brandCode: string;
  brandDisplayName: string;
  productType: LoanProductType;
  productId: number;
  status: number;
  borrower: LoanParty;
  cosigner: LoanParty | null;
  storeId: number;
  storeName: string;
  storePhoneNumber: string;
  storeState: string;
  storeCity: string;
  principalCents: number;
  interestCents: number;
  feesCents: number;
  payoffCents: number;
  minimumDueCents: number;
  minimumRequiredCents: number;
  productSwitchAmountDueCents: number;
  minimumLoanAmountCents: number;
  creditLimitCents: number | null;
  reinstatementCents: number | null;
  /** the interest accrued per day (per diem), cents */
  perDiemCents: number;
  dueDate: string;
  daysLate: number;
  paidOffDate: string | null;
  openedOn: string;
  payable: boolean;
  refinanceEligible: boolean;
  useRefiTerm: boolean;
  partialPayConfirmViewable: boolean;
  isDisbursementAvailable: boolean;
  suretyBond: boolean;
  intentId: string | null;
  collateral: LoanCollateral | null;
  /** the loan system's rule set */
  rules: { guestRefinanceEnabled: boolean; skipAutoPayConfirm: boolean };
}

export interface CashAdvanceRecord {
  transactionId: string;
  amountCents: number;
  pendingCode: number | null;
  status: 'pending' | 'cancelled' | 'posted';
  createdAt: Date;
}

export type LedgerEntryType = 'disbursement' | 'payment' | 'fee' | 'interest' | 'cashAdvance';

/** A ledger entry: amountCents positive adds to the balance, negative (payments) reduces it. */
export interface LedgerEntryRecord {
  id: string;
  type: LedgerEntryType;
  date: string;
  description: string;
  amountCents: number;
  balanceCents: number;
}

export interface CustomerRecord {
  recordId: string;
  customerId: string;
  customerIds: { NLS: string | null; TLXe: string | null };
  firstName: string;
  lastName: string;
  /** 'YYYY-MM-DD' */
  dob: string;
  phone: string;
  email: string;
  ssnLast4: string | null;
  address: { line1: string; line2?: string; city: string; state: string; zip: string } | null;
  storeId: number | null;
  profileId: string | null;
}

export interface ApplicationRecord {
  applicationId: string;
  state: 'inProgress' | 'declined' | 'withdrawn' | 'approved';
  brandCode: string;
  isRefiApplication: boolean;
  isAddonApplication: boolean;
  canUploadLoanDocuments: boolean;
  returnUrl: string | null;
  updatedAt: Date;
}

export interface MilitaryRecord {
  isActiveDuty: boolean;
  isDependent: boolean;
  declaredAt: Date;
}

export interface RepoContact {
  name: string;
  phone: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

export interface RepoRecord {
  loan: LoanRecord;
  stage: 'outForRepo' | 'repossessed';
  repoCompany: RepoContact;
  lot: RepoContact | null;
}

/** Account-link verification: 10-digit phone, dob 'YYYY-MM-DD', 9-digit SSN, loan number. */
export interface LinkVerification {
  phone: string;
  dob: string;
  ssn: string;
  loanNumber: string;
}

/** A payment to post (issue 5): applied fees → interest → principal, once per paymentId. */
export interface PaymentPosting {
  paymentId: string;
  loanId: string;
  amountCents: number;
  confirmationNumber: string;
  /** the business date of the posting, 'YYYY-MM-DD' (America/Chicago) */
  postedOn: string;
  now: Date;
  /** a settlement (payment type 5): the amount is applied, the rest written off, the loan Settled (29) and no longer payable */
  settles?: boolean;
}

/** What a refinance posting did (decision 026): the payment on the old loan, the old loan as it was before, the new loan. */
export interface PostedRefinance {
  payment: PostedPayment;
  /** the old loan's columns before the posting: a void restores them */
  oldLoanSnapshot: LoanSnapshot;
  newLoanId: string;
  newLmsId: string;
  newPrincipalCents: number;
  financeChargeCents: number;
  newPayoffCents: number;
  /** 'YYYY-MM-DD' */
  newDueDate: string;
}

/** The void of a posted refinance (POST /cancelrefinance): the old loan restored from its snapshot, the new loan voided and hidden. */
export interface RefinanceVoid {
  paymentId: string;
  oldLoanId: string;
  newLoanId: string;
  oldLoanSnapshot: LoanSnapshot;
  now: Date;
}

export interface DrawPosting {
  drawId: string;
  loanId: string;
  amountCents: number;
  now: Date;
}

/**
 * A new title loan from an appraisal offer (decision 025): Open, its agreement not yet signed (the loan lists skip
 * it until releaseOriginatedLoan). `originReference` is the app's request ('origination:<id>'): a repeat answers
 * the loan already made.
 */
export interface LoanOrigination {
  originReference: string;
  /** the borrower's customers row */
  customerRecordId: string;
  brandCode: string;
  storeId: number;
  amountCents: number;
  financeChargeCents: number;
  /** amount and finance charge: what is owed on the due date */
  payoffCents: number;
  /** 'YYYY-MM-DD' */
  dueDate: string;
  /** 'YYYY-MM-DD' */
  openedOn: string;
  collateral: LoanCollateral;
  now: Date;
}

export interface PostedPayment {
  amountCents: number;
  feesCents: number;
  interestCents: number;
  principalCents: number;
  /** the payoff left */
  payoffCents: number;
  paidOff: boolean;
  status: number;
  /** the next due date (null once paid off) */
  dueDate: string | null;
  postedOn: string;
}

/** A payment the loan system has posted, as the history shows it. */
export interface PostedPaymentRecord {
  paymentId: string;
  postedOn: string;
  amountCents: number;
  feesCents: number;
  interestCents: number;
  principalCents: number;
  confirmationNumber: string;
}

/** An offer the loan system holds for a customer (spec §3 Offer): settlement (10), appraisal (12) or widget (22). */
export interface OfferRecord {
  /** the offer's own id */
  offerKey: number;
  offerTypeId: number;
  /** the customers row the offer is for */
  customerId: string;
  targetLoanId: string | null;
  settlementAmountCents: number | null;
  qualifiedAmountCents: number | null;
  minLoanAmountCents: number | null;
  maxLoanAmountCents: number | null;
  collateral: { year: number; make: string; model: string } | null;
  docExp: Date;
  /** an appraisal offer's vehicle identification number */
  vin: string | null;
  /** an appraisal offer's approved application (decision 025) */
  applicationId: string | null;
  /** an appraisal offer's store */
  storeId: number | null;
  /** an appraisal offer's disbursement options (spec §3); null: none */
  disbursementOptions: { isDebitDisbursementAvailable: boolean; isMoneyGramDisbursementAvailable: boolean; isStoreDisbursementAvailable: boolean } | null;
  /** the borrower said no (PUT /appraisalStatus) */
  declinedAt: Date | null;
  /** the borrower took it up (PUT /appraisalStatus) */
  acceptedAt: Date | null;
}

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

/** What the loan system says changed on a loan (spec §7 GET /riskInfo): when each flag was last raised, null when never. */
export interface RiskInfoRecord {
  rateChangedAt: Date | null;
  creditLimitChangedAt: Date | null;
  /** a line's credit limit before its last change */
  previousCreditLimitCents: number | null;
  refinanceDeniedAt: Date | null;
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
  setMilitaryStatus(customerId: string, input: { isActiveDuty: boolean; isDependent: boolean; profileId: string }, now: Date): Promise<MilitaryRecord>;
  /** repossession details of an out-for-repo or repossessed loan; null otherwise */
  repoInfo(loanId: string): Promise<RepoRecord | null>;
  /** the customer record (of this system) matching every verification field, or null */
  findCustomerForLink(verification: LinkVerification): Promise<CustomerRecord | null>;
  /**
   * Posts a payment (fees → interest → principal; payoff, minimums, days late and status follow).
   * Run it in the transaction that records the payment as posted; a second posting of the same
   * paymentId fails.
   */
  postPayment(posting: PaymentPosting): Promise<PostedPayment>;
  /**
   * Posts a refinance payment (PaymentPosting of a payment type 3): the payment applied to the old loan as postPayment
   * does, the old loan closed as Refinance (22) owing nothing, and a new loan opened for what was left of the payoff
   * (domain renewalTerms), its origin reference 'refinance:<paymentId>' (once). Throws RefinanceNotPossibleError when
   * the old loan can no longer be refinanced with that amount. Run it in the transaction that records the payment posted.
   */
  postRefinance(posting: PaymentPosting): Promise<PostedRefinance>;
  /** Voids a posted refinance in the caller's transaction: the old loan restored to its snapshot, its posting reversed, the new loan Deleted (10) and hidden. */
  voidRefinance(input: RefinanceVoid): Promise<void>;
  /** Posts a draw paid to a card as a cash advance (balance and payoff rise by its amount); a second posting of the same draw fails. */
  postDraw(posting: DrawPosting): Promise<{ balanceCents: number }>;
  /** Cancels a pending, not yet batched cash advance; answers the advance as it is after the try (null when the loan has no such advance). */
  cancelCashAdvance(input: { loanId: string; transactionId: string }): Promise<CashAdvanceRecord | null>;
  /** Makes a new title loan (LoanOrigination); a repeat of the same originReference answers the loan made (created false). */
  originateLoan(input: LoanOrigination): Promise<{ loanId: string; lmsId: string; created: boolean }>;
  /** The new loan's agreement is signed: it shows in the loan lists from now on. False when it was not awaiting its signature. */
  releaseOriginatedLoan(loanId: string, now: Date): Promise<boolean>;
  /** The new loan's agreement was declined or expired: the loan is voided (Deleted, 10) and stays hidden. False when it was not awaiting its signature. */
  voidOriginatedLoan(loanId: string, now: Date): Promise<boolean>;
  /** the loan's risk info (every flag null when nothing changed) */
  riskInfo(loanId: string): Promise<RiskInfoRecord>;
}
