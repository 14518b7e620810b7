/** SQL of the sandbox processor: hosted-form sessions, the token vault and authorizations. */
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  processorAuthorizations,
  processorCardForms,
  processorDisbursements,
  processorVault,
} from '../../db/schema';
import { lazily, perDatabase } from '../../lib/prepared';

export type CardFormRow = typeof processorCardForms.$inferSelect;
export type VaultRow = typeof processorVault.$inferSelect;
export type AuthorizationRow = typeof processorAuthorizations.$inferSelect;
export type DisbursementRow = typeof processorDisbursements.$inferSelect;
export type NewAuthorization = Pick<
  AuthorizationRow,
  | 'idempotencyKey'
  | 'token'
  | 'amountCents'
  | 'status'
  | 'declineReason'
  | 'createdAt'
  | 'updatedAt'
>;

const p = sql.placeholder;

/** The two statements of every authorization, prepared once per database. */
const prepared = perDatabase((db: DbOrTx) =>
  lazily({
    vault: () =>
      db
        .select()
        .from(processorVault)
        .where(eq(processorVault.token, p('token')))
        .limit(1)
        .prepare('processor_vault_by_token'),
    insertAuthorization: () =>
      db
        .insert(processorAuthorizations)
        .values({
          idempotencyKey: p('idempotencyKey'),
          token: p('token'),
          amountCents: p('amountCents'),
          status: p('status'),
          declineReason: p('declineReason'),
          createdAt: p('createdAt'),
          updatedAt: p('updatedAt'),
        })
        .onConflictDoNothing({ target: processorAuthorizations.idempotencyKey })
        .returning()
        .prepare('processor_insert_authorization'),
  }),
);

export function createSandboxRepo(db: DbOrTx) {
  const statements = () => prepared(db);
  return {
    async insertForm(row: typeof processorCardForms.$inferInsert): Promise<CardFormRow> {
      const [inserted] = await db.insert(processorCardForms).values(row).returning();
      if (!inserted) throw new Error('card form not created');
      return inserted;
    },

    async form(transactionUuid: string): Promise<CardFormRow | undefined> {
      const [row] = await db
        .select()
        .from(processorCardForms)
        .where(eq(processorCardForms.transactionUuid, transactionUuid))
        .limit(1);
      return row;
    },

    /** Stores the card and completes the form in one transaction; false when the form was no longer open. */
    async completeForm(
      transactionUuid: string,
      vault: typeof processorVault.$inferInsert,
      now: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const done = await tx
          .update(processorCardForms)
          .set({ token: vault.token, completedAt: now })
          .where(
            and(
              eq(processorCardForms.transactionUuid, transactionUuid),
              isNull(processorCardForms.completedAt),
              gt(processorCardForms.expiresAt, now),
            ),
          )
          .returning({ transactionUuid: processorCardForms.transactionUuid });
        if (done.length === 0) return false;
        await tx.insert(processorVault).values(vault);
        return true;
      });
    },

    async vault(token: string): Promise<VaultRow | undefined> {
      const [row] = await statements().vault.execute({ token });
      return row;
    },

    async insertVault(rows: (typeof processorVault.$inferInsert)[]): Promise<void> {
      if (rows.length > 0) await db.insert(processorVault).values(rows).onConflictDoNothing();
    },

    /** The first authorization of a key, or undefined when another call got there first. */
    async insertAuthorization(row: NewAuthorization): Promise<AuthorizationRow | undefined> {
      const [inserted] = await statements().insertAuthorization.execute(row);
      return inserted;
    },

    /** A repeated call: bumps attempts and answers the stored outcome. */
    async repeatAuthorization(
      idempotencyKey: string,
      now: Date,
    ): Promise<AuthorizationRow | undefined> {
      const [row] = await db
        .update(processorAuthorizations)
        .set({ attempts: sql`${processorAuthorizations.attempts} + 1`, updatedAt: now })
        .where(eq(processorAuthorizations.idempotencyKey, idempotencyKey))
        .returning();
      return row;
    },

    /** The retry after a processor fault approves, exactly once (only the row still in 'error' moves). */
    async approveAfterError(
      idempotencyKey: string,
      now: Date,
    ): Promise<AuthorizationRow | undefined> {
      const [row] = await db
        .update(processorAuthorizations)
        .set({
          status: 'approved',
          attempts: sql`${processorAuthorizations.attempts} + 1`,
          updatedAt: now,
        })
        .where(
          and(
            eq(processorAuthorizations.idempotencyKey, idempotencyKey),
            eq(processorAuthorizations.status, 'error'),
          ),
        )
        .returning();
      return row;
    },

    /** Marks an approved authorization voided once (a repeat keeps the first time); undefined when unknown. */
    async voidAuthorization(id: string, now: Date): Promise<AuthorizationRow | undefined> {
      const [row] = await db
        .update(processorAuthorizations)
        .set({
          voidedAt: sql`coalesce(${processorAuthorizations.voidedAt}, ${now.toISOString()}::timestamptz)`,
          updatedAt: now,
        })
        .where(
          and(eq(processorAuthorizations.id, id), eq(processorAuthorizations.status, 'approved')),
        )
        .returning();
      if (row) return row;
      const [other] = await db
        .select()
        .from(processorAuthorizations)
        .where(eq(processorAuthorizations.id, id))
        .limit(1);
      return other;
    },

    /**
     * Closes a key (the technical cancel, sandbox.ts voidByKey): voids its approved authorization once, declines one
     * still in error (so its retry is not approved), or records the key declined before any authorize under it
     * (`reason`; no card, no amount). Answers the key's row after it.
     */
    async voidByKey(idempotencyKey: string, reason: string, now: Date): Promise<AuthorizationRow> {
      const byKey = eq(processorAuthorizations.idempotencyKey, idempotencyKey);
      // an authorize that gets there between the steps: its row, voided by the first step of the next round
      for (;;) {
        const [voided] = await db
          .update(processorAuthorizations)
          .set({
            voidedAt: sql`coalesce(${processorAuthorizations.voidedAt}, ${now.toISOString()}::timestamptz)`,
            updatedAt: now,
          })
          .where(and(byKey, eq(processorAuthorizations.status, 'approved')))
          .returning();
        if (voided) return voided;
        const [declined] = await db
          .update(processorAuthorizations)
          .set({ status: 'declined', declineReason: reason, updatedAt: now })
          .where(and(byKey, eq(processorAuthorizations.status, 'error')))
          .returning();
        if (declined) return declined;
        const [closed] = await db
          .insert(processorAuthorizations)
          .values({
            idempotencyKey,
            token: '',
            amountCents: 0,
            status: 'declined',
            declineReason: reason,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing({ target: processorAuthorizations.idempotencyKey })
          .returning();
        if (closed) return closed;
        const [existing] = await db.select().from(processorAuthorizations).where(byKey).limit(1);
        if (existing?.status === 'declined') return existing;
      }
    },

    /** The first disbursement of a key; a repeat (or the loser of a race) gets the stored one, and a retry after a fault approves once. */
    async disbursement(
      row: Pick<
        DisbursementRow,
        | 'idempotencyKey'
        | 'token'
        | 'amountCents'
        | 'status'
        | 'declineReason'
        | 'createdAt'
        | 'updatedAt'
      >,
    ): Promise<DisbursementRow> {
      const [inserted] = await db
        .insert(processorDisbursements)
        .values(row)
        .onConflictDoNothing({ target: processorDisbursements.idempotencyKey })
        .returning();
      if (inserted) return inserted;
      const [retried] = await db
        .update(processorDisbursements)
        .set({
          status: sql`case when ${processorDisbursements.status} = 'error' then 'approved' else ${processorDisbursements.status} end`,
          attempts: sql`${processorDisbursements.attempts} + 1`,
          updatedAt: row.updatedAt,
        })
        .where(eq(processorDisbursements.idempotencyKey, row.idempotencyKey))
        .returning();
      if (!retried) throw new Error('disbursement vanished');
      return retried;
    },

    /** Approved disbursements (of one token, or all): referral tests assert one payout. */
    async approvedDisbursements(token?: string): Promise<DisbursementRow[]> {
      const approved = eq(processorDisbursements.status, 'approved');
      return db
        .select()
        .from(processorDisbursements)
        .where(
          token === undefined ? approved : and(approved, eq(processorDisbursements.token, token)),
        );
    },

    /** Approved charges still standing (a voided one released its hold). */
    async approvedCount(token?: string): Promise<number> {
      const approved = and(
        eq(processorAuthorizations.status, 'approved'),
        isNull(processorAuthorizations.voidedAt),
      );
      const [row] = await db
        .select({ n: count() })
        .from(processorAuthorizations)
        .where(
          token === undefined ? approved : and(approved, eq(processorAuthorizations.token, token)),
        );
      return Number(row?.n ?? 0);
    },
  };
}
export type SandboxRepo = ReturnType<typeof createSandboxRepo>;
