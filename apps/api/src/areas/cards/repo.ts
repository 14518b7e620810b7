/**
 * SQL of the cards module. Who sees which card: a user session sees the cards of its profile or
 * customer record that no guest session added; a guest session sees only the cards it added.
 * Removed cards (removedAt) are never listed.
 */
import { and, desc, eq, exists, gt, isNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authSessions, cardFormGuestSessions, cardGuestSessions, cards } from '../../db/schema';

export type CardRow = typeof cards.$inferSelect;
export type NewCardRow = typeof cards.$inferInsert;

/** Whose cards: a signed-in user (profile and customer record) or one guest session. */
export type CardViewer =
  | { scope: 'user'; profileId: string; customerId?: string | undefined }
  | { scope: 'guest'; profileId: string; sessionId: string };

const ofGuestSession = (sessionId: string) =>
  exists(
    sql`(select 1 from ${cardGuestSessions} where ${cardGuestSessions.cardId} = ${cards.id} and ${cardGuestSessions.sessionId} = ${sessionId})`,
  );
const anyGuestSession = () =>
  sql`(select 1 from ${cardGuestSessions} where ${cardGuestSessions.cardId} = ${cards.id})`;

/** The viewer's cards, removed ones excluded. */
export function visibleTo(viewer: CardViewer): SQL {
  if (viewer.scope === 'guest')
    return and(isNull(cards.removedAt), ofGuestSession(viewer.sessionId)) as SQL;
  const owner = viewer.customerId
    ? or(eq(cards.profileId, viewer.profileId), eq(cards.customerId, viewer.customerId))
    : eq(cards.profileId, viewer.profileId);
  return and(isNull(cards.removedAt), owner, notExists(anyGuestSession())) as SQL;
}

export function createCardsRepo(db: DbOrTx) {
  return {
    /** The viewer's cards, newest first (optionally of one processor type). */
    async list(viewer: CardViewer, processorType?: number): Promise<CardRow[]> {
      const where =
        processorType === undefined
          ? visibleTo(viewer)
          : and(visibleTo(viewer), eq(cards.processorType, processorType));
      return db.select().from(cards).where(where).orderBy(desc(cards.createdAt), desc(cards.id));
    },

    /** The card holding a processor token, removed or not, whoever owns it. */
    async byToken(token: string): Promise<CardRow | undefined> {
      const [row] = await db.select().from(cards).where(eq(cards.processorToken, token)).limit(1);
      return row;
    },

    /** Inserts the card (and, for a guest session, which session added it) in one transaction. */
    async insert(row: NewCardRow, guestSessionId: string | null): Promise<CardRow> {
      return db.transaction(async (tx) => {
        const [inserted] = await tx.insert(cards).values(row).returning();
        if (!inserted) throw new Error('card not inserted');
        if (guestSessionId)
          await tx
            .insert(cardGuestSessions)
            .values({ cardId: inserted.id, sessionId: guestSessionId });
        return inserted;
      });
    },

    async restore(id: string, patch: Pick<NewCardRow, 'guestCard'>): Promise<CardRow | undefined> {
      const [row] = await db
        .update(cards)
        .set({ ...patch, removedAt: null })
        .where(eq(cards.id, id))
        .returning();
      return row;
    },

    /** The same card added again: its new token, expiry, name and guest flag (a live card only). */
    async refresh(
      id: string,
      patch: Pick<
        NewCardRow,
        'processorToken' | 'cardholderName' | 'expirationMonth' | 'expirationYear' | 'guestCard'
      >,
    ): Promise<CardRow | undefined> {
      const [row] = await db
        .update(cards)
        .set(patch)
        .where(and(eq(cards.id, id), isNull(cards.removedAt)))
        .returning();
      return row;
    },

    async setGuestCard(id: string, guestCard: boolean): Promise<CardRow | undefined> {
      const [row] = await db
        .update(cards)
        .set({ guestCard })
        .where(and(eq(cards.id, id), isNull(cards.removedAt)))
        .returning();
      return row;
    },

    /** Soft-deletes a card; false when it was already removed. */
    async remove(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(cards)
        .set({ removedAt: now })
        .where(and(eq(cards.id, id), isNull(cards.removedAt)))
        .returning({ id: cards.id });
      return rows.length > 0;
    },

    /** Cards the profile added plus cards it removed since `since` (the add/remove rate limit). */
    /** Cards added plus removed since `since`, and when the oldest of those changes was (its window ends first). */
    async changesSince(
      profileId: string,
      since: Date,
    ): Promise<{ count: number; oldestAt: Date | null }> {
      const after = sql`${since.toISOString()}::timestamptz`;
      const [row] = await db
        .select({
          added: sql<number>`count(*) filter (where ${cards.createdAt} > ${after})`,
          removed: sql<number>`count(*) filter (where ${cards.removedAt} > ${after})`,
          oldest: sql<
            string | null
          >`least(min(${cards.createdAt}) filter (where ${cards.createdAt} > ${after}), min(${cards.removedAt}) filter (where ${cards.removedAt} > ${after}))`,
        })
        .from(cards)
        .where(
          and(
            eq(cards.profileId, profileId),
            or(gt(cards.createdAt, since), gt(cards.removedAt, since)),
          ),
        );
      return {
        count: Number(row?.added ?? 0) + Number(row?.removed ?? 0),
        oldestAt: row?.oldest ? new Date(row.oldest) : null,
      };
    },

    /** Remembers that a guest session started this hosted card form (its bridge token). */
    async recordGuestForm(transactionUuid: string, sessionId: string): Promise<void> {
      await db.insert(cardFormGuestSessions).values({ transactionUuid, sessionId });
    },

    /** The guest session that started this hosted card form; null for a signed-in user's form. */
    async guestSessionOfForm(transactionUuid: string): Promise<string | null> {
      const [row] = await db
        .select({ sessionId: cardFormGuestSessions.sessionId })
        .from(cardFormGuestSessions)
        .where(eq(cardFormGuestSessions.transactionUuid, transactionUuid))
        .limit(1);
      return row?.sessionId ?? null;
    },

    async sessionStartedAt(sessionId: string): Promise<Date | null> {
      const [row] = await db
        .select({ createdAt: authSessions.createdAt })
        .from(authSessions)
        .where(eq(authSessions.id, sessionId))
        .limit(1);
      return row?.createdAt ?? null;
    },
  };
}
export type CardsRepo = ReturnType<typeof createCardsRepo>;
