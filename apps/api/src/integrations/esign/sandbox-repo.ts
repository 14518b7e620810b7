/** SQL of the e-sign sandbox: envelopes, their expiry written when read, and one decision per envelope. */
import { and, asc, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { esignEnvelopes } from '../../db/schema';

export type EnvelopeRow = typeof esignEnvelopes.$inferSelect;
export type NewEnvelopeRow = typeof esignEnvelopes.$inferInsert;

const OPEN = ['sent', 'viewing_complete'] as const;

export function createEnvelopesRepo(db: DbOrTx) {
  /** An open envelope past its expiry becomes ttl_expired (once; a decided one stays as it is). */
  async function expireIfDue(row: EnvelopeRow, now: Date): Promise<EnvelopeRow> {
    if (!(OPEN as readonly string[]).includes(row.status) || row.expiresAt > now) return row;
    const [expired] = await db
      .update(esignEnvelopes)
      .set({ status: 'ttl_expired', completedAt: row.expiresAt })
      .where(
        and(
          eq(esignEnvelopes.id, row.id),
          inArray(esignEnvelopes.status, [...OPEN]),
          lte(esignEnvelopes.expiresAt, now),
        ),
      )
      .returning();
    return expired ?? (await byId(row.id)) ?? row;
  }

  async function byId(id: string): Promise<EnvelopeRow | undefined> {
    const [row] = await db.select().from(esignEnvelopes).where(eq(esignEnvelopes.id, id));
    return row;
  }

  return {
    async insert(values: NewEnvelopeRow): Promise<EnvelopeRow> {
      const [row] = await db.insert(esignEnvelopes).values(values).returning();
      if (!row) throw new Error('envelope not stored');
      return row;
    },

    async current(id: string, now: Date): Promise<EnvelopeRow | undefined> {
      const row = await byId(id);
      return row && expireIfDue(row, now);
    },

    async latest(
      input: { signerProfileId: string; purpose: string; reference: string },
      now: Date,
    ): Promise<EnvelopeRow | undefined> {
      const [row] = await db
        .select()
        .from(esignEnvelopes)
        .where(
          and(
            eq(esignEnvelopes.signerProfileId, input.signerProfileId),
            eq(esignEnvelopes.purpose, input.purpose),
            eq(esignEnvelopes.reference, input.reference),
          ),
        )
        .orderBy(desc(esignEnvelopes.createdAt))
        .limit(1);
      return row && expireIfDue(row, now);
    },

    async signedOf(loanIds: readonly string[]): Promise<EnvelopeRow[]> {
      if (loanIds.length === 0) return [];
      return db
        .select()
        .from(esignEnvelopes)
        .where(
          and(
            inArray(esignEnvelopes.loanId, [...loanIds]),
            eq(esignEnvelopes.status, 'signing_complete'),
          ),
        )
        .orderBy(asc(esignEnvelopes.completedAt));
    },

    async markViewed(id: string, now: Date): Promise<void> {
      await db
        .update(esignEnvelopes)
        .set({ viewedAt: now })
        .where(and(eq(esignEnvelopes.id, id), inArray(esignEnvelopes.status, [...OPEN])));
    },

    /**
     * The signer's decision, once: only an open envelope not past its expiry moves (a second submit, or one after
     * the expiry, changes nothing and answers undefined).
     */
    async decide(
      id: string,
      now: Date,
      set: Partial<
        Pick<
          EnvelopeRow,
          'status' | 'initials' | 'signedName' | 'signedStorageKey' | 'signedLanguage'
        >
      >,
    ): Promise<EnvelopeRow | undefined> {
      const final = set.status !== 'viewing_complete';
      const [row] = await db
        .update(esignEnvelopes)
        .set({ ...set, ...(final ? { completedAt: now } : {}) })
        .where(
          and(
            eq(esignEnvelopes.id, id),
            inArray(esignEnvelopes.status, [...OPEN]),
            gt(esignEnvelopes.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },
  };
}

export type EnvelopesRepo = ReturnType<typeof createEnvelopesRepo>;
