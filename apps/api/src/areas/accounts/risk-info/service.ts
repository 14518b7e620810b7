/**
 * Risk info (spec §4 Settlement and flags, §7 GET /riskInfo): the loan system's flags of a loan, each on for a
 * person until they acknowledge it (domain riskFlags), and the dialog the asking flow shows now (domain
 * riskDialog). Anyone who reaches the loan asks about it; before an add-on only its borrower (as a draw).
 */
import {
  riskContext,
  riskDialog,
  riskFlags,
  type RiskContext,
  type RiskFlag,
} from '@lender/domain';
import type { TRiskInfoResponse } from '@lender/contract';
import type { LoanRecord, LoanSystemRegistry } from '../../../integrations/loan-systems';
import type { Clock } from '../../../lib/clock';
import { NotFoundError } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/authenticate';
import { accessibleLoan, LOAN_NOT_FOUND_MESSAGE } from '../accounts';
import type { RiskAcknowledgementsRepo } from './repo';

export interface RiskInfoDeps {
  repo: RiskAcknowledgementsRepo;
  loans: Pick<LoanSystemRegistry, 'findLoan' | 'adapter'>;
  clock: Clock;
}

interface RiskQuery {
  loanId: string;
  isAddon?: boolean | undefined;
  migrateProduct?: boolean | undefined;
}

export function createRiskInfoService({ repo, loans, clock }: RiskInfoDeps) {
  async function loanFor(
    auth: AuthContext,
    query: RiskQuery,
  ): Promise<{ loan: LoanRecord; context: RiskContext }> {
    const { loan, role } = await accessibleLoan(loans, auth, query.loanId);
    const context = riskContext(query);
    // an add-on is the borrower's (a co-signer never draws): anyone else is answered as for an absent loan
    if (context === 'addOn' && role !== 'borrower') throw new NotFoundError(LOAN_NOT_FOUND_MESSAGE);
    return { loan, context };
  }

  async function infoOf(
    profileId: string,
    loan: LoanRecord,
    context: RiskContext,
  ): Promise<TRiskInfoResponse> {
    const [changes, acknowledged] = await Promise.all([
      loans.adapter(loan.loanSystem).riskInfo(loan.loanId),
      repo.of(profileId, loan.loanId),
    ]);
    const flags = riskFlags(
      {
        rateChanged: changes.rateChangedAt,
        creditLimitChanged: changes.creditLimitChangedAt,
        refinanceDenied: changes.refinanceDeniedAt,
      },
      acknowledged,
    );
    return {
      loanId: loan.loanId,
      ...flags,
      dialog: riskDialog(flags, context),
      creditLimitCents: loan.creditLimitCents,
      previousCreditLimitCents: flags.creditLimitChanged ? changes.previousCreditLimitCents : null,
    };
  }

  return {
    async info(auth: AuthContext, query: RiskQuery): Promise<TRiskInfoResponse> {
      const { loan, context } = await loanFor(auth, query);
      return infoOf(auth.profileId, loan, context);
    },

    /** Clears the flag for the caller on this loan (idempotent: a repeat answers the same) and answers what is left. */
    async acknowledge(
      auth: AuthContext,
      body: RiskQuery & { flag: RiskFlag },
    ): Promise<TRiskInfoResponse> {
      const { loan, context } = await loanFor(auth, body);
      await repo.acknowledge(auth.profileId, loan.loanId, body.flag, clock());
      return infoOf(auth.profileId, loan, context);
    },
  };
}
export type RiskInfoService = ReturnType<typeof createRiskInfoService>;
