/**
 * A loan-system write answered once per Idempotency-Key (decisions 065, 068): in one transaction the key is claimed,
 * the write runs (in a savepoint), and its answer — success, or a refusal of the ledger — is stored with the key. The
 * same key again answers the stored status and body; with another request (fingerprint) it is refused 422. A fault
 * rolls the whole transaction back, the key with it: a retry with the key runs the write afresh. The loan-systems
 * service answers its writes through it, and the in-process adapter its keyed writes (keyed-write.ts).
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { placeholderFor } from '../../../db/prepared-text';
import { loanSystemIdempotencyKeys as keys } from '../../../db/schema';
import { CodedError } from '../../../lib/errors';
import { lazily, perDatabase } from '../../../lib/prepared';
import type { Answer } from '../wire/answers';

/** JSON with every object's keys in order: the same request, however its fields were ordered, has one fingerprint */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : inner,
  );
}

/** what a key is bound to: the route and the body (after validation, so the same instant written twice is one) */
export const fingerprintOf = (route: string, body: unknown): string =>
  createHash('sha256')
    .update(`${route}\n${canonicalJson(body)}`)
    .digest('hex');

export class IdempotencyKeyReusedError extends CodedError {
  constructor() {
    super(
      422,
      'idempotencyKeyReused',
      'This Idempotency-Key was used for another request.',
      'headers.idempotency-key',
    );
  }
}

export interface WriteOnce {
  key: string;
  fingerprint: string;
  now: Date;
  /** the write, in a savepoint of the key's transaction */
  work(tx: DbOrTx): Promise<Answer>;
  /** the answer of a refusal the write threw (stored like a success); undefined: a fault */
  refusal(error: unknown): Answer | undefined;
}

export async function writeOnce(
  db: DbOrTx,
  { key, fingerprint, now, work, refusal }: WriteOnce,
): Promise<Answer & { replayed: boolean }> {
  return db.transaction(async (tx) => {
    const store = idempotencyStore(tx);
    if (!(await store.claim(key, fingerprint, now))) {
      const stored = await store.find(key);
      if (!stored || stored.fingerprint !== fingerprint) throw new IdempotencyKeyReusedError();
      return { statusCode: stored.statusCode, body: stored.body, replayed: true };
    }
    let answer: Answer;
    try {
      answer = await tx.transaction((savepoint) => work(savepoint));
    } catch (error) {
      const refused = refusal(error);
      if (!refused) throw error;
      answer = refused;
    }
    await store.complete(key, answer);
    return { ...answer, replayed: false };
  });
}

const p = sql.placeholder;

/** The store's statements, prepared once per connection (lib/prepared.ts): a keyed posting runs the claim and the complete. */
const statements = perDatabase((db: DbOrTx) =>
  lazily({
    claim: () =>
      db
        .insert(keys)
        .values({
          key: p('key'),
          fingerprint: p('fingerprint'),
          statusCode: 0,
          body: '',
          createdAt: p('now'),
        })
        .onConflictDoNothing()
        .returning({ key: keys.key })
        .prepare('loan_system_idempotency_claim'),
    find: () =>
      db
        .select()
        .from(keys)
        .where(eq(keys.key, p('key')))
        .prepare('loan_system_idempotency_find'),
    complete: () =>
      db
        .update(keys)
        .set({
          statusCode: placeholderFor(keys.statusCode, 'statusCode'),
          body: placeholderFor(keys.body, 'body'),
        })
        .where(eq(keys.key, p('key')))
        .prepare('loan_system_idempotency_complete'),
  }),
);

function idempotencyStore(tx: DbOrTx) {
  return {
    /**
     * Claims the key for this transaction: true when it was free. A concurrent claim of the same key waits on the
     * primary key until this transaction ends (PostgreSQL), then finds the answer committed, or claims it if rolled back.
     */
    async claim(key: string, fingerprint: string, now: Date): Promise<boolean> {
      const rows = await statements(tx).claim.execute({ key, fingerprint, now });
      return rows.length > 0;
    },
    async find(key: string) {
      const [row] = await statements(tx).find.execute({ key });
      return row;
    },
    async complete(key: string, { statusCode, body }: Answer): Promise<void> {
      await statements(tx).complete.execute({ key, statusCode, body });
    },
  };
}
