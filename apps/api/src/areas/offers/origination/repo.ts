/**
 * SQL of originations (decision 025): the row per submit (one per profile and idempotency key), at most one live per
 * appraisal (the partial unique index `originations_one_live_per_appraisal`), its moves (originating →
 * awaitingSignature → funding → funded, or declined / expired / failed) each in one statement; the phone queue; the
 * offer's store.
 *
 * A move with a part in the loan system asks the loan system first, outside the app's database (over HTTP in a real
 * deployment: decision 068), and then moves the row from the state it was read in. Each of those asks is idempotent by
 * the loan's own state — the loan made answers again by its origin reference, a release or a void of a loan no longer
 * awaiting its signature answers false — so a move whose row did not move (a crash, a fault, a race) is asked again by
 * the next run or read and moves then, and a loan-system fault leaves the row where it was.
 */
import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Database, DbOrTx } from '../../../db/client';
import { originations, phoneQueue, stores } from '../../../db/schema';
import type { LoanOrigination, LoanSystems } from '../../../integrations/loan-systems';

export type OriginationRow = typeof originations.$inferSelect;
export type NewOrigination = Pick<
  OriginationRow,
  | 'idempotencyKey'
  | 'profileId'
  | 'customerId'
  | 'appraisalId'
  | 'applicationId'
  | 'storeId'
  | 'amountCents'
  | 'disbursementType'
  | 'cardId'
  | 'processorToken'
  | 'cardLast4'
  | 'cardType'
  | 'createdAt'
>;
export type PhoneQueueRow = typeof phoneQueue.$inferSelect;
export type StoreRow = Pick<
  typeof stores.$inferSelect,
  'id' | 'name' | 'phone' | 'brandCode' | 'hoursRaw' | 'timeZone' | 'state'
>;

export const newOriginationMessageKey = () => `orig_${randomBytes(16).toString('hex')}`;
/** The loan system's reference of the origination (a repeat of the job finds the loan made). */
export const originReferenceOf = (originationId: string) => `origination:${originationId}`;

const LIVE = ['originating', 'awaitingSignature', 'funding', 'funded'] as const;

/** True for PostgreSQL's unique_violation (23505), whichever driver raised it. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return (e?.code ?? e?.cause?.code) === '23505';
}

/** `loans` makes, releases and voids the loan inside the origination's own transaction. */
export function createOriginationsRepo(db: Database, loans: Pick<LoanSystems, 'adapter'>) {
  const one = async (where: ReturnType<typeof eq>): Promise<OriginationRow | null> => {
    const [row] = await db
      .select()
      .from(originations)
      .where(where)
      .orderBy(desc(originations.createdAt))
      .limit(1);
    return row ?? null;
  };
  /** Moves a row from one status to the next (only from `from`: a repeat moves nothing); answers whether it moved. */
  async function move(
    tx: DbOrTx,
    id: string,
    from: OriginationRow['status'],
    set: Partial<OriginationRow>,
  ): Promise<boolean> {
    const moved = await tx
      .update(originations)
      .set({ ...set, updatedAt: set.updatedAt ?? new Date() })
      .where(and(eq(originations.id, id), eq(originations.status, from)))
      .returning({ id: originations.id });
    return moved.length > 0;
  }
  return {
    byId: (id: string) => one(eq(originations.id, id)),
    byMessageKey: (messageKey: string) => one(eq(originations.messageKey, messageKey)),
    /** the origination that made the loan */
    byLoan: (loanId: string) => one(eq(originations.loanId, loanId)),
    async byIdempotencyKey(
      profileId: string,
      idempotencyKey: string,
    ): Promise<OriginationRow | null> {
      const [row] = await db
        .select()
        .from(originations)
        .where(
          and(
            eq(originations.profileId, profileId),
            eq(originations.idempotencyKey, idempotencyKey),
          ),
        );
      return row ?? null;
    },
    /** the live origination of the appraisal (at most one) */
    async liveOf(appraisalId: number): Promise<OriginationRow | null> {
      const [row] = await db
        .select()
        .from(originations)
        .where(
          and(eq(originations.appraisalId, appraisalId), inArray(originations.status, [...LIVE])),
        );
      return row ?? null;
    },
    /** the newest origination of the appraisal, whatever its status */
    newestOf: (appraisalId: number) => one(eq(originations.appraisalId, appraisalId)),
    /** a failed origination whose loan was made (its payout refused): the appraisal stays taken */
    async failedWithLoan(appraisalId: number): Promise<OriginationRow | null> {
      const [row] = await db
        .select()
        .from(originations)
        .where(
          and(
            eq(originations.appraisalId, appraisalId),
            eq(originations.status, 'failed'),
            sql`${originations.loanId} is not null`,
          ),
        )
        .limit(1);
      return row ?? null;
    },
    /** Inserts the origination; a unique violation (the same key, or a live one of the appraisal) is thrown for the caller to re-read. */
    async insert(values: NewOrigination): Promise<OriginationRow> {
      const [row] = await db
        .insert(originations)
        .values({ ...values, messageKey: newOriginationMessageKey(), updatedAt: values.createdAt })
        .returning();
      if (!row) throw new Error('origination not stored');
      return row;
    },
    /**
     * The loan system makes the loan (a repeat finds the loan made by its reference), then the origination awaits its
     * signature.
     */
    async loanMade(
      id: string,
      origination: Omit<LoanOrigination, 'originReference'>,
    ): Promise<string> {
      const loan = await loans
        .adapter('TLXe')
        .originateLoan({ ...origination, originReference: originReferenceOf(id) });
      await move(db, id, 'originating', {
        status: 'awaitingSignature',
        loanId: loan.loanId,
        openedOn: origination.openedOn,
        updatedAt: origination.now,
      });
      return loan.loanId;
    },
    async setEnvelope(id: string, envelopeId: string, now: Date): Promise<void> {
      await db
        .update(originations)
        .set({ envelopeId, updatedAt: now })
        .where(eq(originations.id, id));
    },
    /** Signed: the loan shows in the lists, then the origination is funding. False when it had moved on. */
    async signed(row: OriginationRow, now: Date): Promise<boolean> {
      if (row.loanId) await loans.adapter('TLXe').releaseOriginatedLoan(row.loanId, now);
      return move(db, row.id, 'awaitingSignature', { status: 'funding', updatedAt: now });
    },
    /** Declined or expired signing: its loan is voided, then the origination ends. False when it had moved on. */
    async unsigned(
      row: OriginationRow,
      status: 'declined' | 'expired',
      now: Date,
    ): Promise<boolean> {
      if (row.loanId) await loans.adapter('TLXe').voidOriginatedLoan(row.loanId, now);
      return move(db, row.id, 'awaitingSignature', { status, settledAt: now, updatedAt: now });
    },
    funded: (id: string, reference: string | null, now: Date) =>
      move(db, id, 'funding', {
        status: 'funded',
        disbursementReference: reference,
        settledAt: now,
        updatedAt: now,
      }),
    failed: (id: string, from: OriginationRow['status'], error: string, now: Date) =>
      move(db, id, from, { status: 'failed', error, settledAt: now, updatedAt: now }),
    /** rows stuck in a status since before `before` (recovery), oldest first */
    async stuck(status: OriginationRow['status'], before: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: originations.id })
        .from(originations)
        .where(and(eq(originations.status, status), lt(originations.updatedAt, before)))
        .orderBy(asc(originations.updatedAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },
    async store(storeId: number): Promise<StoreRow | null> {
      const [row] = await db
        .select({
          id: stores.id,
          name: stores.name,
          phone: stores.phone,
          brandCode: stores.brandCode,
          hoursRaw: stores.hoursRaw,
          timeZone: stores.timeZone,
          state: stores.state,
        })
        .from(stores)
        .where(eq(stores.id, storeId));
      return row ?? null;
    },
    async openPhoneQueueEntry(appraisalId: number): Promise<PhoneQueueRow | null> {
      const [row] = await db
        .select()
        .from(phoneQueue)
        .where(and(eq(phoneQueue.appraisalId, appraisalId), isNull(phoneQueue.calledAt)));
      return row ?? null;
    },
    /** Queues a call back unless one is open for the appraisal (the partial unique index); answers the open entry. */
    async queuePhoneCall(
      values: Pick<
        PhoneQueueRow,
        'appraisalId' | 'profileId' | 'storeId' | 'queuedAt' | 'expectedBy'
      >,
    ): Promise<PhoneQueueRow> {
      await db.insert(phoneQueue).values(values).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(phoneQueue)
        .where(and(eq(phoneQueue.appraisalId, values.appraisalId), isNull(phoneQueue.calledAt)));
      if (!row) throw new Error('phone queue entry not stored');
      return row;
    },
  };
}

export type OriginationsRepo = ReturnType<typeof createOriginationsRepo>;
