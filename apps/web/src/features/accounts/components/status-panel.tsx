/**
 * AccountDetails' layout for each status display group (@lender/domain loanStatusGroup, spec §4), and
 * the actions each group offers: payment actions only while a balance can be paid, never for a
 * bankruptcy, and nothing for the co-signer beyond paying and reading documents.
 */
import type { TAccountDetailResponse } from '@lender/contract';
import type { BrandCode, LoanStatusGroup } from '@lender/domain';
import type { LoanAction } from './loan-actions';
import { OpenPanel } from './status/open-panel';
import { BankruptPanel, ClosedPanel, PaidOffPanel, SettledPanel, SoldPanel, type DebtBuyer } from './status/ended-panels';
import { ChargedOffPanel, OutForRepoPanel, RepossessedPanel } from './status/recovery-panels';

export interface StatusPanelProps {
  loan: TAccountDetailResponse;
  brand: BrandCode;
  debtBuyer?: DebtBuyer;
  hasSettlementOffer?: boolean;
}

export function StatusPanel({ loan, brand, debtBuyer, hasSettlementOffer = false }: StatusPanelProps) {
  switch (loan.statusGroup) {
    case 'open':
      return <OpenPanel loan={loan} />;
    case 'paidOff':
      return <PaidOffPanel loan={loan} />;
    case 'chargedOff':
      return <ChargedOffPanel loan={loan} brand={brand} hasSettlementOffer={hasSettlementOffer} />;
    case 'outForRepo':
      return <OutForRepoPanel loan={loan} brand={brand} />;
    case 'repossessed':
      return <RepossessedPanel loan={loan} brand={brand} />;
    case 'settled':
      return <SettledPanel />;
    case 'bankrupt':
      return <BankruptPanel />;
    case 'sold':
      return <SoldPanel loan={loan} buyer={debtBuyer} />;
    default:
      return <ClosedPanel loan={loan} />;
  }
}

const DOCUMENTS: LoanAction[] = ['documents', 'monthlyDocuments'];
const BY_GROUP: Record<LoanStatusGroup, LoanAction[]> = {
  open: ['makePayment', ...DOCUMENTS, 'appointment', 'manageAccount'],
  outForRepo: ['makePayment', ...DOCUMENTS, 'appointment'],
  chargedOff: ['makePayment', ...DOCUMENTS],
  repossessed: [...DOCUMENTS, 'appointment'],
  paidOff: DOCUMENTS,
  settled: DOCUMENTS,
  bankrupt: DOCUMENTS,
  sold: DOCUMENTS,
  closed: DOCUMENTS,
};

/** The actions of a loan: its group's, less paying when the loan is not payable. */
export function loanActions(loan: Pick<TAccountDetailResponse, 'statusGroup' | 'payable' | 'isAlternate'>): LoanAction[] {
  return BY_GROUP[loan.statusGroup].filter((action) => {
    if (action === 'makePayment') return loan.payable;
    if (loan.isAlternate) return action !== 'manageAccount' && action !== 'appointment';
    return true;
  });
}
