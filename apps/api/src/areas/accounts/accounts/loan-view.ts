/** LoanRecord (port) → the contract's Loan, applying the domain loan rules. */
import type { TAccountDetailResponse, TLoan } from '@lender/contract';
import {
  canAutoPay,
  isBrandCode,
  isOfrReinstateAmount,
  isOfrStatus,
  isPaidOffStatus,
  isPastDue,
  loanStatusDisplayName,
  loanStatusGroup,
  needsStoreCall,
  type BrandCode,
} from '@lender/domain';
import type { CashAdvanceRecord, LoanRecord } from '../../../integrations/loan-systems';
import type { AccessibleLoan } from './loan-access';

function brandOf(loan: LoanRecord): BrandCode {
  if (!isBrandCode(loan.brandCode)) throw new Error(`loan ${loan.loanId} has an unknown brand`);
  return loan.brandCode;
}

/** `autoPayEnabled`: the server setting autoPayStandardPayment; a caller that does not pass it gets no canAutoPay. */
export function loanView(
  { loan, isAlternate }: Pick<AccessibleLoan, 'loan' | 'isAlternate'>,
  pastDuePhoneDayLimit: number,
  autoPayEnabled?: boolean,
): TLoan {
  const other = isAlternate ? loan.borrower : loan.cosigner;
  return {
    loanId: loan.loanId,
    loanHdr: loan.loanHdr,
    lmsId: loan.lmsId,
    loanSystem: loan.loanSystem,
    storeId: loan.storeId,
    productId: loan.productId,
    productType: loan.productType,
    brandName: brandOf(loan),
    brandDisplayName: loan.brandDisplayName,
    status: loan.status,
    statusName: loanStatusDisplayName(loan.status),
    statusGroup: loanStatusGroup(loan.status),
    paidOff: isPaidOffStatus(loan.status),
    paidOffDate: loan.paidOffDate,
    payable: loan.payable,
    refinanceEligible: loan.refinanceEligible,
    useRefiTerm: loan.useRefiTerm,
    cosignerId: loan.cosigner?.customerId ?? null,
    alternateName: other ? `${other.firstName} ${other.lastName}` : null,
    alternateLinked: other?.profileId != null,
    isAlternate,
    payoffAmountCents: loan.payoffCents,
    balanceCents: loan.payoffCents,
    minimumLoanAmountCents: loan.minimumLoanAmountCents,
    minimumAmountDueCents: loan.minimumDueCents,
    productSwitchAmountDueCents: loan.productSwitchAmountDueCents,
    minimumRequiredAmountCents: loan.minimumRequiredCents,
    creditLimitCents: loan.creditLimitCents,
    reinstatementAmountCents: loan.reinstatementCents,
    daysLate: loan.daysLate,
    isPastDue: isPastDue(loan),
    needsStoreCall: needsStoreCall(loan.daysLate, pastDuePhoneDayLimit),
    dueDate: loan.dueDate,
    intentId: loan.intentId,
    suretyBond: loan.suretyBond,
    collateralDetail: loan.collateral
      ? { year: loan.collateral.year, make: loan.collateral.make, model: loan.collateral.model }
      : null,
    storePhoneNumber: loan.storePhoneNumber,
    localStoreState: loan.storeState,
    localStoreCity: loan.storeCity,
    validations: {
      isDisbursementAvailable: loan.isDisbursementAvailable,
      guestFeatures: { guestRefinanceEnabled: loan.rules.guestRefinanceEnabled },
      partialPayConfirmViewable: loan.partialPayConfirmViewable,
      isOfrReinstateAmount: isOfrReinstateAmount(loan),
      isInOfrStatus: isOfrStatus(loan.status),
      skipAutoPayConfirm: loan.rules.skipAutoPayConfirm,
    },
    ...(autoPayEnabled === undefined
      ? {}
      : { canAutoPay: canAutoPay({ ...loan, isAlternate }, autoPayEnabled) }),
  };
}

export function loanDetailView(
  access: AccessibleLoan,
  pastDuePhoneDayLimit: number,
  pending: readonly CashAdvanceRecord[],
  autoPayEnabled?: boolean,
): TAccountDetailResponse {
  const { loan } = access;
  const pendingCents = pending.reduce((sum, advance) => sum + advance.amountCents, 0);
  const me = access.isAlternate ? loan.cosigner : loan.borrower;
  return {
    ...loanView(access, pastDuePhoneDayLimit, autoPayEnabled),
    principalCents: loan.principalCents,
    interestCents: loan.interestCents,
    feesCents: loan.feesCents,
    openedOn: loan.openedOn,
    availableCreditCents:
      loan.creditLimitCents === null
        ? null
        : Math.max(0, loan.creditLimitCents - loan.payoffCents - pendingCents),
    pendingCashAdvances: pending.map((advance) => ({
      transactionId: advance.transactionId,
      amountCents: advance.amountCents,
      pendingCode: advance.pendingCode,
      createdAt: advance.createdAt.toISOString(),
    })),
    customerName: me ? `${me.firstName} ${me.lastName}` : '',
    storeName: loan.storeName,
  };
}
