/** A contract-valid loan of GET /accounts (P1's A1 of PERSONAS.md), for the tests of every feature showing loans. */
import {
  ZAccountDetailResponseSchema,
  type TAccountDetailResponse,
  type TLoan,
} from '@lender/contract';
import { LoanStatus, loanStatusDisplayName, loanStatusGroup } from '@lender/domain';

export const A1_ID = 'a0000000-0000-4000-8000-000000000001';
export const A2_ID = 'a0000000-0000-4000-8000-000000000002';
export const T1_ID = 'a0000000-0000-4000-8000-000000000003';

/** Spec §3 Loan validations of the fixtures' loans (a line of credit that draws to a card sets isDisbursementAvailable). */
export const LOAN_VALIDATIONS = {
  isDisbursementAvailable: false,
  guestFeatures: { guestRefinanceEnabled: true },
  partialPayConfirmViewable: false,
  isOfrReinstateAmount: false,
  isInOfrStatus: false,
  skipAutoPayConfirm: false,
};

/** A loan of GET /accounts; `status` decides statusName and statusGroup as the server does. */
export function loan(overrides: Partial<TLoan> = {}): TLoan {
  const status = overrides.status ?? LoanStatus.Open;
  return {
    loanId: A1_ID,
    loanHdr: '10001-001',
    lmsId: '10001-001',
    loanSystem: 'TLXe',
    storeId: 101,
    productId: 1,
    productType: 'instalment',
    brandName: 'inl',
    brandDisplayName: 'Oak Loans',
    status,
    statusName: loanStatusDisplayName(status),
    statusGroup: loanStatusGroup(status),
    paidOff: status === LoanStatus.PaidOff,
    paidOffDate: null,
    payable: true,
    refinanceEligible: true,
    useRefiTerm: false,
    cosignerId: null,
    alternateName: null,
    alternateLinked: false,
    isAlternate: false,
    payoffAmountCents: 125000,
    balanceCents: 110000,
    minimumLoanAmountCents: 10000,
    minimumAmountDueCents: 21540,
    productSwitchAmountDueCents: 21540,
    minimumRequiredAmountCents: 21540,
    creditLimitCents: null,
    reinstatementAmountCents: null,
    daysLate: 0,
    isPastDue: false,
    needsStoreCall: false,
    dueDate: '2026-06-10',
    intentId: null,
    suretyBond: false,
    collateralDetail: null,
    storePhoneNumber: '7135550101',
    localStoreState: 'TX',
    localStoreCity: 'Houston',
    validations: LOAN_VALIDATIONS,
    ...overrides,
  };
}

/** GET /accountdetail of A1: the loan plus its balances, opening date and names. */
export function loanDetail(
  overrides: Partial<TAccountDetailResponse> = {},
): TAccountDetailResponse {
  return ZAccountDetailResponseSchema.parse({
    ...loan(overrides),
    principalCents: 110000,
    interestCents: 12500,
    feesCents: 2500,
    openedOn: '2026-01-15',
    availableCreditCents: null,
    pendingCashAdvances: [],
    customerName: 'Ana Rivera',
    storeName: 'Houston Main St',
    ...overrides,
  });
}
