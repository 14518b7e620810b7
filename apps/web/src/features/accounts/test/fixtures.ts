/** Contract-valid answers of the accounts calls (parsed with the contract schemas), for tests. */
import {
  ZAccountDetailResponseSchema,
  ZAccountsResponseSchema,
  ZLmsAccountDocumentsResponseSchema,
  ZUploadLoanDocumentsStatusSchema,
  type TAccountDetailResponse,
  type TAccountDocument,
  type TLoan,
} from '@lender/contract';
import { LoanStatus, SERVER_SETTINGS_DEFAULTS, loanStatusDisplayName, loanStatusGroup } from '@lender/domain';

export const A1_ID = 'a0000000-0000-4000-8000-000000000001';
export const A2_ID = 'a0000000-0000-4000-8000-000000000002';
export const T1_ID = 'a0000000-0000-4000-8000-000000000003';

const validations = {
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
    brandDisplayName: 'Instant Loan',
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
    validations,
    ...overrides,
  };
}

export function accounts(loans: TLoan[], canReapply = false) {
  return ZAccountsResponseSchema.parse({
    loans,
    reapplyInfo: { canReapply, applyUrl: 'https://apply.example.com/inl', returnUrl: null },
  });
}

export function detail(overrides: Partial<TAccountDetailResponse> = {}): TAccountDetailResponse {
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

export function document(overrides: Partial<TAccountDocument> = {}): TAccountDocument {
  return {
    documentId: 'statement-2026-03',
    loanId: A1_ID,
    lmsId: '10001-001',
    brandName: 'inl',
    kind: 'monthlyStatement',
    name: 'Statement for March 2026',
    documentDate: '2026-03-31',
    contentType: 'application/pdf',
    viewed: false,
    lastViewedAt: null,
    ...overrides,
  };
}

export const documentsResponse = (documents: TAccountDocument[]) =>
  ZLmsAccountDocumentsResponseSchema.parse({ loanId: A1_ID, lmsId: '10001-001', documents });

export const uploadStatus = (overrides: Record<string, unknown> = {}) =>
  ZUploadLoanDocumentsStatusSchema.parse({
    loanId: A1_ID,
    canUploadLoanDocuments: true,
    reason: null,
    ...SERVER_SETTINGS_DEFAULTS.loanDocumentUpload,
    ...overrides,
  });

export const configSettings = (overrides: Partial<typeof SERVER_SETTINGS_DEFAULTS> = {}) => ({
  settings: { ...SERVER_SETTINGS_DEFAULTS, ...overrides },
  defaultBrand: 'inl',
});
