/**
 * An origination's progress as the borrower reads it (spec §3 Origination state): every read first looks at the
 * agreement's envelope — signed → funding and the job 'disburseOrigination' sends the money once; declined or expired →
 * the loan is voided — then answers the status, the loan made and its terms, and why it ended, in her language.
 */
import { DEFAULT_TIME_ZONE, originationTerms, zonedParts } from '@lender/domain';
import type { TLanguage, TOriginationProgress } from '@lender/contract';
import type { ESignPort } from '../../../integrations/esign';
import type { LoanRecord, LoanSystemRegistry } from '../../../integrations/loan-systems';
import { text, translate } from '../../../i18n';
import type { Clock } from '../../../lib/clock';
import type { JobSender } from '../../../jobs/queue';
import { DISBURSE_ORIGINATION_JOB } from './job-names';
import type { OriginationRow, OriginationsRepo } from './repo';

export function createOriginationProgress({
  repo,
  loans,
  esign,
  jobs,
  clock,
}: {
  repo: OriginationsRepo;
  loans: Pick<LoanSystemRegistry, 'findLoan'>;
  esign: ESignPort;
  jobs: JobSender;
  clock: Clock;
}) {
  /** Reads the agreement's envelope of an origination awaiting its signature and records what the borrower did. */
  async function refreshed(row: OriginationRow): Promise<OriginationRow> {
    if (row.status !== 'awaitingSignature' || !row.envelopeId) return row;
    const now = clock();
    const envelope = await esign.envelope(row.envelopeId, now);
    if (envelope?.status === 'signing_complete') {
      if (await repo.signed(row, now))
        await jobs.run(DISBURSE_ORIGINATION_JOB, { originationId: row.id }, { id: row.id });
    } else if (envelope?.status === 'decline' || envelope?.status === 'ttl_expired') {
      await repo.unsigned(row, envelope.status === 'decline' ? 'declined' : 'expired', now);
    } else return row;
    return (await repo.byId(row.id)) ?? row;
  }

  async function progressOf(
    row: OriginationRow,
    language: TLanguage,
  ): Promise<{ progress: TOriginationProgress; loan: LoanRecord | null }> {
    const voided = row.status === 'declined' || row.status === 'expired';
    const loan = row.loanId && !voided ? await loans.findLoan(row.loanId) : null;
    const terms = loan ? originationTerms(row.amountCents, loan.openedOn) : null;
    return {
      loan,
      progress: {
        messageKey: row.messageKey,
        status: row.status,
        disbursementAmountCents: row.amountCents,
        disbursementType: row.disbursementType as TOriginationProgress['disbursementType'],
        loanId: loan?.loanId ?? null,
        lmsId: loan?.lmsId ?? null,
        loanStatusId: loan?.status ?? null,
        dueDate: loan?.dueDate ?? null,
        loanAmountCents: terms?.payoffCents ?? null,
        financeChargeCents: terms?.financeChargeCents ?? null,
        cardNumber: row.cardLast4,
        envelopeId: row.envelopeId,
        Error: errorOf(row, language),
      },
    };
  }

  return { refreshed, progressOf };
}

/** Why an origination ended without a usable loan, in the reader's language; null otherwise. */
function errorOf(row: OriginationRow, language: TLanguage): string | null {
  if (row.status === 'failed')
    return translate(language, row.error ?? text('origination.loanFailed'));
  if (row.status === 'declined') return translate(language, text('origination.signingDeclined'));
  if (row.status === 'expired') return translate(language, text('origination.signingExpired'));
  return null;
}

/** The business date a loan made now opens on (America/Chicago). */
export const openedOnAt = (now: Date) => zonedParts(now, DEFAULT_TIME_ZONE).date;
