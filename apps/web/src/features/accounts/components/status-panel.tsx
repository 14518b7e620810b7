/**
 * AccountDetails' layout for each status display group (@lender/domain loanStatusGroup, spec §4), and
 * the actions each group offers: payment actions only while a balance can be paid, never for a
 * bankruptcy, and nothing for the co-signer beyond paying and reading documents.
 */
import type { TAccountDetailResponse } from '@lender/contract';
import type { BrandCode } from '@lender/domain';
import { OpenPanel } from './status/open-panel';
import {
  BankruptPanel,
  ClosedPanel,
  PaidOffPanel,
  SettledPanel,
  SoldPanel,
  type DebtBuyer,
} from './status/ended-panels';
import { ChargedOffPanel, OutForRepoPanel, RepossessedPanel } from './status/recovery-panels';

export interface StatusPanelProps {
  loan: TAccountDetailResponse;
  brand: BrandCode;
  debtBuyer?: DebtBuyer;
  hasSettlementOffer?: boolean;
  /** what is left of a signed settlement (every payment counts toward it, decision 045); undefined before signing */
  settlementLeftCents?: number | undefined;
}

export function StatusPanel({
  loan,
  brand,
  debtBuyer,
  hasSettlementOffer = false,
  settlementLeftCents,
}: StatusPanelProps) {
  switch (loan.statusGroup) {
    case 'open':
      return <OpenPanel loan={loan} brand={brand} />;
    case 'paidOff':
      return <PaidOffPanel loan={loan} />;
    case 'chargedOff':
      return (
        <ChargedOffPanel
          loan={loan}
          brand={brand}
          hasSettlementOffer={hasSettlementOffer}
          settlementLeftCents={settlementLeftCents}
        />
      );
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
