/**
 * SQL of the cards module. Who sees which card: a user session sees the cards of its profile or
 * customer record that no guest session added; a guest session sees only the cards it added.
 * Removed cards (removedAt) are never listed.
 */
import { and, desc, eq, exists, gt, isNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authSessions, cardFormGuestSessions, cardGuestSessions, cards } from '../../db/schema';
import { perDatabase } from '../../lib/prepared';

export type CardRow = typeof cards.$inferSelect;
export type NewCardRow = typeof cards.$inferInsert;

/** A value of the condition: given, or a placeholder of a prepared statement. */
type Value = string | ReturnType<typeof sql.placeholder>;

/** Whose cards, by values `V`: a signed-in user (profile and customer record) or one guest session. */
type ViewerOf<V> =
  | { scope: 'user'; profileId: V; customerId?: V | undefined }
  | { scope: 'guest'; profileId: V; sessionId: V };

export type CardViewer = ViewerOf<string>;

const ofGuestSession = (sessionId: Value) =>
  exists(
    sql`(select 1 from ${cardGuestSessions} where ${cardGuestSessions.cardId} = ${cards.id} and ${cardGuestSessions.sessionId} = ${sessionId})`,
  );
const anyGuestSession = () =>
  sql`(select 1 from ${cardGuestSessions} where ${cardGuestSessions.cardId} = ${cards.id})`;

/** The viewer's cards, removed ones excluded. */
export function visibleTo(viewer: ViewerOf<Value>): SQL {
  if (viewer.scope === 'guest')
    return and(isNull(cards.removedAt), ofGuestSession(viewer.sessionId)) as SQL;
  const owner = viewer.customerId
    ? or(eq(cards.profileId, viewer.profileId), eq(cards.customerId, viewer.customerId))
    : eq(cards.profileId, viewer.profileId);
  return and(isNull(cards.removedAt), owner, notExists(anyGuestSession())) as SQL;
}

/** Which form of the viewer's condition: a guest session's, a user's with or without a customer record. */
type ViewerShape = 'guest' | 'user' | 'customer';

const shapeOf = (viewer: CardViewer): ViewerShape =>
  viewer.scope === 'guest' ? 'guest' : viewer.customerId ? 'customer' : 'user';

const p = sql.placeholder;

/**
 * The viewer's cards (a payment's saved card is found in them), prepared once per connection and shape of the
 * viewer (lib/prepared.ts); the name tells the shapes' texts apart.
 */
const listOf = perDatabase((db: DbOrTx, shape: ViewerShape) => {
  const viewer: ViewerOf<Value> =
    shape === 'guest'
      ? { scope: 'guest', profileId: p('profileId'), sessionId: p('sessionId') }
      : {
          scope: 'user',
          profileId: p('profileId'),
          customerId: shape === 'customer' ? p('customerId') : undefined,
        };
  return db
    .select()
    .from(cards)
    .where(visibleTo(viewer))
    .orderBy(desc(cards.createdAt), desc(cards.id))
    .prepare(`cards_visible_to_${shape}`);
});

export function createCardsRepo(db: DbOrTx) {
  return {
    /** The viewer's cards, newest first (optionally of one processor type). */
    async list(viewer: CardViewer, processorType?: number): Promise<CardRow[]> {
      if (processorType === undefined) return listOf(db, shapeOf(viewer)).execute(viewer);
      const where = and(visibleTo(viewer), eq(cards.processorType, processorType));
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
