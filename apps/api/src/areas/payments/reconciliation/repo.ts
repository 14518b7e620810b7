/**
 * SQL of reconciliation (decisions 069, 072, 074, 077): the day's posted payments, draws, loans made from an appraisal
 * and declined cash outs withdrawn here, what is known of other ids, the runs and differences.
 */
import { and, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { OriginationStatus } from '@lender/domain';
import type { DbOrTx } from '../../../db/client';
import type { OriginatedLoanState } from '../../../integrations/loan-systems';
import { businessDateOfColumn } from '../../../db/loan-payoff';
import {
  draws,
  loanPayments,
  originations,
  paymentPostings,
  payments,
  reconciliationDifferences,
  reconciliationRuns,
  refinances,
} from '../../../db/schema';
import type { Difference, OurOrigination, OurPosting, PaymentStanding } from './compare';

/** a posted payment's business date: the app's record of its posting, else (posted before it) the ledger's row */
const postedOnOf = sql<string>`coalesce(${paymentPostings.body} ->> 'postedOn', ${loanPayments.postedOn}::text)`;

export function createReconciliationRepo(db: DbOrTx) {
  return {
    async ourPostingsOn(postedOn: string): Promise<OurPosting[]> {
      const rows = await db
        .select({
          paymentId: payments.id,
          loanId: payments.loanId,
          amountCents: payments.amountCents,
          refundedAt: payments.refundedAt,
        })
        .from(payments)
        .leftJoin(paymentPostings, eq(paymentPostings.paymentId, payments.id))
        .leftJoin(loanPayments, eq(loanPayments.paymentId, payments.id))
        .where(and(eq(payments.status, 'posted'), sql`${postedOnOf} = ${postedOn}`));
      return rows.map(({ refundedAt, ...row }) => ({ ...row, refunded: refundedAt !== null }));
    },
    /** what is known here of payment ids the loan systems posted and the day's records do not hold */
    async standingsOf(paymentIds: readonly string[]): Promise<Map<string, PaymentStanding>> {
      const uuids = uuidsAmong(paymentIds);
      const rows =
        uuids.length === 0
          ? []
          : await db
              .select({
                id: payments.id,
                status: payments.status,
                asked: paymentPostings.paymentId,
                answeredAt: paymentPostings.answeredAt,
              })
              .from(payments)
              .leftJoin(paymentPostings, eq(paymentPostings.paymentId, payments.id))
              .where(inArray(payments.id, uuids));
      return new Map(
        rows.map(({ id, status, asked, answeredAt }) => [
          id,
          status === 'posted'
            ? 'postedOtherDay'
            : asked !== null && answeredAt === null
              ? 'inFlight'
              : 'notPosted',
        ]),
      );
    },
    /** the day's draws posted here: paid to the card, and their cash advance posted (decision 072) */
    async ourDrawsOn(postedOn: string): Promise<OurPosting[]> {
      const rows = await db
        .select({ paymentId: draws.id, loanId: draws.loanId, amountCents: draws.amountCents })
        .from(draws)
        .where(
          and(
            eq(draws.status, 'posted'),
            sql`${businessDateOfColumn(draws.paidAt)} = ${postedOn}::date`,
          ),
        );
      return rows.map((row) => ({ ...row, refunded: false }));
    },
    /** what is known here of draw ids the loan systems posted and the day's draws do not hold */
    async drawStandingsOf(drawIds: readonly string[]): Promise<Map<string, PaymentStanding>> {
      const uuids = uuidsAmong(drawIds);
      const rows =
        uuids.length === 0
          ? []
          : await db
              .select({ id: draws.id, status: draws.status, paidAt: draws.paidAt })
              .from(draws)
              .where(inArray(draws.id, uuids));
      return new Map(
        rows.map(({ id, status, paidAt }) => [
          id,
          status === 'posted'
            ? 'postedOtherDay'
            : status === 'pending' && paidAt !== null
              ? 'inFlight'
              : 'notPosted',
        ]),
      );
    },
    /** the loans made here from an appraisal that opened on the day, and where each should stand (decision 074) */
    async ourOriginationsOn(openedOn: string): Promise<OurOrigination[]> {
      const rows = await db
        .select({
          originationId: originations.id,
          loanId: originations.loanId,
          amountCents: originations.amountCents,
          status: originations.status,
        })
        .from(originations)
        .where(and(eq(originations.openedOn, openedOn), isNotNull(originations.loanId)));
      return rows.flatMap(({ loanId, status, ...row }) => {
        const expected = EXPECTED_STATE[status];
        return loanId && expected ? [{ ...row, loanId, expected }] : [];
      });
    },
    /** what is known here of origination ids a loan system made a loan for and the day's records do not hold */
    async originationStandingsOf(ids: readonly string[]): Promise<Map<string, PaymentStanding>> {
      const uuids = uuidsAmong(ids);
      const rows =
        uuids.length === 0
          ? []
          : await db
              .select({
                id: originations.id,
                status: originations.status,
                openedOn: originations.openedOn,
              })
              .from(originations)
              .where(inArray(originations.id, uuids));
      return new Map(
        rows.map(({ id, status, openedOn }) => [
          id,
          openedOn !== null
            ? 'postedOtherDay'
            : status === 'originating'
              ? 'inFlight'
              : 'notPosted',
        ]),
      );
    },
    /**
     * the renewals' declined cash outs withdrawn from their new loans on the day (decision 077), by the new loan's id: the
     * instant the loan system was given is when the decline was recorded
     */
    async ourWithdrawalsOn(withdrawnOn: string): Promise<OurPosting[]> {
      const rows = await db
        .select({ newLoanId: refinances.newLoanId, amountCents: refinances.cashOutCents })
        .from(refinances)
        .where(
          and(
            isNotNull(refinances.cashOutWithdrawnAt),
            sql`${businessDateOfColumn(refinances.cashOutSettledAt)} = ${withdrawnOn}::date`,
          ),
        );
      return rows.flatMap(({ newLoanId, amountCents }) =>
        newLoanId
          ? [{ paymentId: newLoanId, loanId: newLoanId, amountCents, refunded: false }]
          : [],
      );
    },
    /** what is known here of new loans a loan system lowered by a cash out and the day's records do not hold */
    async withdrawalStandingsOf(loanIds: readonly string[]): Promise<Map<string, PaymentStanding>> {
      const uuids = uuidsAmong(loanIds);
      const rows =
        uuids.length === 0
          ? []
          : await db
              .select({
                newLoanId: refinances.newLoanId,
                cashOutStatus: refinances.cashOutStatus,
                withdrawnAt: refinances.cashOutWithdrawnAt,
              })
              .from(refinances)
              .where(inArray(refinances.newLoanId, uuids));
      return new Map(
        rows.map(({ newLoanId, cashOutStatus, withdrawnAt }) => [
          newLoanId ?? '',
          withdrawnAt !== null
            ? 'postedOtherDay'
            : cashOutStatus === 'declined'
              ? 'inFlight'
              : 'notPosted',
        ]),
      );
    },
    /** the day's run and its differences (each kept once per day, payment and kind), in one transaction */
    async recordRun(
      run: { postedOn: string; ours: number; theirs: number; differences: readonly Difference[] },
      now: Date,
    ): Promise<void> {
      const { postedOn, ours, theirs, differences } = run;
      const counts = { ranAt: now, ours, theirs, differences: differences.length };
      await db.transaction(async (tx) => {
        await tx
          .insert(reconciliationRuns)
          .values({ postedOn, ...counts })
          .onConflictDoUpdate({ target: reconciliationRuns.postedOn, set: counts });
        if (differences.length > 0)
          await tx
            .insert(reconciliationDifferences)
            .values(differences.map((found) => ({ ...found, postedOn, foundAt: now })))
            .onConflictDoNothing();
      });
    },
    async ranOn(postedOn: string): Promise<boolean> {
      const [row] = await db
        .select({ postedOn: reconciliationRuns.postedOn })
        .from(reconciliationRuns)
        .where(eq(reconciliationRuns.postedOn, postedOn));
      return row !== undefined;
    },
    /** differences no operator has resolved yet (the metric) */
    async openDifferenceCount(): Promise<number> {
      const [row] = await db
        .select({ open: count() })
        .from(reconciliationDifferences)
        .where(isNull(reconciliationDifferences.resolvedAt));
      return row?.open ?? 0;
    },
  };
}

/**
 * where the loan of an origination with a loan should stand: awaiting its signature; signed (funding, funded, or failed
 * by its payout declined: the loan stays, decision 025); voided once declined or expired. An origination fails before
 * its loan is made only while no loan id is recorded, so 'failed' with a loan is always the payout's.
 */
const EXPECTED_STATE: Partial<Record<OriginationStatus, OriginatedLoanState>> = {
  awaitingSignature: 'awaitingSignature',
  funding: 'released',
  funded: 'released',
  failed: 'released',
  declined: 'voided',
  expired: 'voided',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** the ids that can be this app's (a loan system may name anything): only those are looked up */
const uuidsAmong = (ids: readonly string[]) => ids.filter((id) => UUID.test(id));
