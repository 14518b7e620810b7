/**
 * Draws on a line of credit to a debit card, and cancelling a pending cash advance (spec §4, §7). A
 * draw is reserved under the loan's lock (its row counts against the available credit until it is
 * posted or fails), then the job pays it out (push to card) and posts it to the ledger.
 */
import {
  availableCreditCents,
  cashAdvanceCancelRefusal,
  drawConfirmationNumber,
  drawRefusal,
  getCashRefusal,
  maxDrawCents,
  MIN_DRAW_CENTS,
  payoffOn,
} from '@lender/domain';
import type {
  TCancelCashAdvanceRequest,
  TDisbursementReferenceResponse,
  TLanguage,
  TDrawLimitsResponse,
  TDrawRequestParsed,
  TDrawStatusResponse,
} from '@lender/contract';
import { businessDateOf } from '../../db/loan-payoff';
import type { LoanRecord, LoanSystemRegistry } from '../../integrations/loan-systems';
import type { Clock } from '../../lib/clock';
import { translate } from '../../i18n';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { JobSender } from '../../jobs/queue';
import type { AuthContext } from '../../plugins/authenticate';
import { accessibleLoan } from '../accounts';
import type { CardRow } from '../cards';
import type { LoanLocksRepo } from '../accounts';
import { drawErrors } from './errors';
import { fundsOf, type DrawRow, type DrawsRepo, type LineFunds, type LineRead } from './repo';

export const DRAW_JOB = 'draw';
export const DRAW_NOT_FOUND_MESSAGE = 'No draw has this key.';
export const DISBURSEMENT_NOT_FOUND_MESSAGE = 'No disbursement of this type was sent on this loan.';

export interface FundsDeps {
  repo: DrawsRepo;
  /** the add-on lock (spec §4): a draw needs the caller's session to hold it */
  locks: Pick<LoanLocksRepo, 'liveLocks'>;
  loans: Pick<LoanSystemRegistry, 'findLoan' | 'adapter'>;
  cards: {
    findUserCard(query: {
      profileId: string;
      customerId?: string | undefined;
      cardIds: readonly { type: string; id: string }[];
    }): Promise<CardRow | null>;
  };
  jobs: JobSender;
  clock: Clock;
}

const available = (funds: LineFunds) => availableCreditCents(funds);

/** Only the borrower draws on their line (a co-signer pays, never borrows). */
async function ownLine(
  loans: FundsDeps['loans'],
  auth: AuthContext,
  loanId: string,
  lmsId?: string,
): Promise<LoanRecord> {
  const { loan, role } = await accessibleLoan(
    loans,
    auth,
    loanId,
    lmsId === undefined ? {} : { lmsId },
  );
  if (role !== 'borrower' || auth.scope === 'guest')
    throw new NotFoundError('Error fetching latest loan data.');
  return loan;
}

export function createFundsService({ repo, locks, loans, cards, jobs, clock }: FundsDeps) {
  /**
   * The line as its loan system answers it (limit, balance today, pending cash advances), the draws in flight here
   * read first (lib/money-in-flight.ts: a draw posted between the reads counts twice, never not at all).
   */
  async function lineRead(loanId: string): Promise<LineRead> {
    const inFlight = await repo.inFlight(loanId);
    const loan = await loans.findLoan(loanId);
    if (!loan) throw new NotFoundError('Error fetching latest loan data.');
    const advances = await loans.adapter(loan.loanSystem).pendingCashAdvances(loanId);
    return {
      creditLimitCents: loan.creditLimitCents ?? 0,
      balanceCents: payoffOn(loan.accrual, businessDateOf(clock())),
      pendingAdvancesCents: advances.reduce((cents, advance) => cents + advance.amountCents, 0),
      inFlight,
    };
  }

  async function limitsOf(loanId: string): Promise<TDrawLimitsResponse> {
    const funds = fundsOf(await lineRead(loanId));
    const availableCents = available(funds);
    return {
      loanId,
      ...funds,
      availableCreditCents: availableCents,
      minDrawCents: MIN_DRAW_CENTS,
      maxDrawCents: maxDrawCents(availableCents),
    };
  }

  return {
    async limits(auth: AuthContext, loanId: string): Promise<TDrawLimitsResponse> {
      await ownLine(loans, auth, loanId);
      return limitsOf(loanId);
    },

    /** POST /draw: checked, reserved, then paid out by the job; the same key again answers the same messageKey. */
    async start(auth: AuthContext, body: TDrawRequestParsed): Promise<{ messageKey: string }> {
      const loan = await ownLine(loans, auth, body.loanId, body.lmsId);
      // the loan itself (the borrower is ownLine's): a line whose loan system sends cash to a card
      const access = getCashRefusal({
        productType: loan.productType,
        validations: { isDisbursementAvailable: loan.isDisbursementAvailable },
      });
      if (access && access.code !== 'notBorrower') throw drawErrors.refused(access);
      const card = await cards.findUserCard({
        profileId: auth.profileId,
        customerId: auth.customerId,
        cardIds: body.cardIds,
      });
      if (!card) throw new ValidationError('is not one of your cards', 'body.cardIds');
      const now = clock();
      // a new draw is an add-on: it needs this session's add-on lock (POST /addOnLock, where the location is
      // checked); a lock another session holds means an add-on is being made elsewhere. A repeat of a started
      // draw's key answers its messageKey, lock or not (the job releases the lock when it is done).
      if (!(await repo.byIdempotencyKey(auth.profileId, body.idempotencyKey))) {
        const [addOn] = await locks.liveLocks([body.loanId], 'addOn', now);
        if (!addOn) throw drawErrors.addOnLockRequired();
        if (addOn.sessionId !== auth.sessionId) throw drawErrors.addOnLocked();
      }
      const { row, created } = await repo.reserve(
        body.loanId,
        auth.profileId,
        body.idempotencyKey,
        await lineRead(body.loanId),
        (funds, earlier) => {
          if (earlier) {
            if (
              earlier.loanId !== body.loanId ||
              earlier.amountCents !== body.amount ||
              earlier.cardId !== card.id
            )
              throw drawErrors.keyReused();
            return earlier;
          }
          const refusal = drawRefusal({
            isLineOfCredit: loan.productType === 'lineOfCredit',
            amountCents: body.amount,
            availableCents: available(funds),
            cardCanDisburse: card.canDisburse,
          });
          if (refusal) throw drawErrors.refused(refusal);
          if (funds.inFlightCents > 0) throw drawErrors.inProgress();
          return {
            idempotencyKey: body.idempotencyKey,
            profileId: auth.profileId,
            loanId: body.loanId,
            cardId: card.id,
            amountCents: body.amount,
            processorToken: card.processorToken,
            cardLast4: card.last4,
            cardType: card.cardType,
            createdAt: now,
          };
        },
      );
      // the job id is the draw id: a repeated submit never makes a second job
      if (created || row.status === 'pending')
        await jobs.run(DRAW_JOB, { drawId: row.id }, { id: row.id });
      return { messageKey: row.messageKey };
    },

    async status(
      auth: AuthContext,
      messageKey: string,
      language: TLanguage = 'en',
    ): Promise<TDrawStatusResponse> {
      const row = await repo.byMessageKey(messageKey);
      if (!row || row.profileId !== auth.profileId) throw new NotFoundError(DRAW_NOT_FOUND_MESSAGE);
      const loan = row.status === 'posted' ? await loans.findLoan(row.loanId) : null;
      return statusOf(
        row,
        loan?.lmsId ?? '',
        row.status === 'posted' ? await limitsOf(row.loanId) : null,
        language,
      );
    },

    /** GET /disbursementReference: the processor's reference of the newest money sent to the borrower on the loan (a draw to a card). */
    async disbursementReference(
      auth: AuthContext,
      query: { loanId: string; disbursementType: number },
    ): Promise<TDisbursementReferenceResponse> {
      await ownLine(loans, auth, query.loanId);
      const paid = await repo.newestPosted(auth.profileId, query.loanId);
      if (!paid) throw new NotFoundError(DISBURSEMENT_NOT_FOUND_MESSAGE);
      return { loanId: query.loanId, disbursementType: query.disbursementType, ...paid };
    },

    /** DELETE /draw: cancels a pending cash advance not yet batched; its amount is available again. */
    async cancelAdvance(
      auth: AuthContext,
      body: TCancelCashAdvanceRequest,
    ): Promise<{ cancelled: true; availableCreditCents: number }> {
      const loan = await ownLine(loans, auth, body.loanId, body.lmsId);
      const after = await loans
        .adapter(loan.loanSystem)
        .cancelCashAdvance({ loanId: body.loanId, transactionId: body.transactionId });
      if (!after) throw new NotFoundError('No cash advance has this transaction id.');
      if (after.status !== 'cancelled')
        throw drawErrors.cancel(cashAdvanceCancelRefusal(after) ?? { code: 'notPending' });
      return {
        cancelled: true,
        availableCreditCents: (await limitsOf(body.loanId)).availableCreditCents,
      };
    },
  };
}
export type FundsService = ReturnType<typeof createFundsService>;

function statusOf(
  row: DrawRow,
  lmsId: string,
  limits: TDrawLimitsResponse | null,
  language: TLanguage,
): TDrawStatusResponse {
  const base = { messageKey: row.messageKey, pending: row.status === 'pending' };
  if (row.status === 'failed')
    return {
      ...base,
      Error: translate(language, row.error ?? 'The draw could not be paid.'),
      confirmation: null,
    };
  if (row.status !== 'posted' || !limits) return { ...base, Error: null, confirmation: null };
  return {
    ...base,
    Error: null,
    confirmation: {
      loanId: row.loanId,
      lmsId,
      amountCents: row.amountCents,
      cardNumber: row.cardLast4,
      cardType: row.cardType,
      confirmationNumber: drawConfirmationNumber(row.id),
      reference: row.reference ?? '',
      balanceCents: limits.balanceCents,
      availableCreditCents: limits.availableCreditCents,
    },
  };
}
