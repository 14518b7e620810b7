/**
 * What the loan systems answer (port.ts): a loan and its parties and collateral, cash advances, ledger entries,
 * customers, applications, military status, repossession, the account-link verification, the payments the history
 * shows, offers and risk info. Money is integer cents; dates are 'YYYY-MM-DD'.
 */
import type { AccrualBalance } from '@lender/domain';

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
  /** the interest owed today: booked plus accrued since (decision 050) */
  interestCents: number;
  feesCents: number;
  /** what pays the loan off today: principal + interest accrued to today + fees (decision 050) */
  payoffCents: number;
  /** the booked balance and rate the figures above are computed from, for a payoff on another date */
  accrual: AccrualBalance;
  minimumDueCents: number;
  minimumRequiredCents: number;
  productSwitchAmountDueCents: number;
  minimumLoanAmountCents: number;
  creditLimitCents: number | null;
  reinstatementCents: number | null;
  /** one day's interest on the current principal ("interest per day"), cents; 0 when the loan does not accrue */
  perDiemCents: number;
  /** the scheduled instalment, cents; 0 when the loan has no schedule */
  instalmentCents: number;
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

/** A payment the loan system posted (reconciliation, decision 069): by the app's payment id; `reversed`: a voided renewal's. */
export interface LedgerPostingRecord {
  paymentId: string;
  loanId: string;
  amountCents: number;
  confirmationNumber: string;
  /** 'YYYY-MM-DD', the business date it was posted on */
  postedOn: string;
  reversed: boolean;
}

/** A draw the loan system posted as a cash advance (reconciliation): the app's draw id it was posted under. */
export interface DrawPostingRecord {
  drawId: string;
  loanId: string;
  amountCents: number;
  /** 'YYYY-MM-DD', the business date it was posted on */
  postedOn: string;
}

/** A renewal's new loan the loan system lowered by its declined cash out (reconciliation, decision 077). */
export interface CashOutWithdrawalRecord {
  /** the renewal's new loan */
  loanId: string;
  amountCents: number;
  /** 'YYYY-MM-DD', the business date of the instant the app gave */
  withdrawnOn: string;
}

/** where a loan made from an appraisal stands: hidden until signed, released once signed, or voided */
export type OriginatedLoanState = 'awaitingSignature' | 'released' | 'voided';

/**
 * A loan the loan system made from an appraisal (reconciliation, decision 074): the app's origination it was made for
 * (its origin reference 'origination:<id>'), the amount it was made for, and where it stands now.
 */
export interface OriginatedLoanRecord {
  originationId: string;
  loanId: string;
  amountCents: number;
  /** 'YYYY-MM-DD', the business date it opened on */
  openedOn: string;
  state: OriginatedLoanState;
}

export interface CustomerRecord {
  recordId: string;
  customerId: string;
  customerIds: { NLS: string | null; TLXe: string | null };
  /** the customer's id across the loan systems (master data) */
  mdmId: string;
  firstName: string;
  lastName: string;
  /** 'YYYY-MM-DD' */
  dob: string;
  phone: string;
  email: string;
  ssnLast4: string | null;
  address: CustomerAddressRecord | null;
  storeId: number | null;
  profileId: string | null;
}

/** A postal address of a customer record. */
export interface CustomerAddressRecord {
  line1: string;
  line2?: string;
  city: string;
  state: string;
  zip: string;
}

/**
 * Her change of her customer record (spec §7 POST /customerinfo): names, contact phone (10 digits), home and mailing
 * addresses (mailing null: the home one), communication settings; or a new sign-in email or phone she verified (spec
 * §2 UpdateUser: the record's contact follows it). A field left out is left as it is.
 */
export interface CustomerChange {
  firstName?: string;
  lastName?: string;
  phone?: string;
  email?: string;
  address?: CustomerAddressRecord;
  mailingAddress?: CustomerAddressRecord | null;
  /** 0 email, 1 text, 2 both */
  communicationPreference?: 0 | 1 | 2;
  voiceMessages?: boolean;
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
  /** the loan number as typed, with or without its hyphens (compared by domain loanNumberKey) */
  loanNumber: string;
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
  disbursementOptions: {
    isDebitDisbursementAvailable: boolean;
    isMoneyGramDisbursementAvailable: boolean;
    isStoreDisbursementAvailable: boolean;
  } | null;
  /** the borrower said no (PUT /appraisalStatus) */
  declinedAt: Date | null;
  /** the borrower took it up (PUT /appraisalStatus) */
  acceptedAt: Date | null;
  /** an appraisal offer's product in the lender's catalogue (domain PRODUCT_CATALOGUE; decision 060) */
  productCode: 'title' | 'titleSpousal';
}

/** What the loan system says changed on a loan (spec §7 GET /riskInfo): when each flag was last raised, null when never. */
export interface RiskInfoRecord {
  rateChangedAt: Date | null;
  creditLimitChangedAt: Date | null;
  /** a line's credit limit before its last change */
  previousCreditLimitCents: number | null;
  refinanceDeniedAt: Date | null;
}
