/**
 * A write answered once per Idempotency-Key (decision 065): in one transaction the key is claimed, the write runs (in
 * a savepoint), and its answer — success, or a refusal of the ledger — is stored with the key. The same key again
 * answers the stored status and body; with another request (fingerprint) it is refused 422. A fault (a 500) rolls the
 * whole transaction back, the key with it: a retry with the key runs the write afresh.
 */
import { createHash } from 'node:crypto';
import type { Database, DbOrTx } from '../db/client';
import { CodedError } from '../lib/errors';
import { createIdempotencyRepo } from './idempotency-repo';

export interface Answer {
  statusCode: number;
  /** the JSON body, as sent */
  body: string;
}

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
  db: Database,
  { key, fingerprint, now, work, refusal }: WriteOnce,
): Promise<Answer & { replayed: boolean }> {
  return db.transaction(async (tx) => {
    const keys = createIdempotencyRepo(tx);
    if (!(await keys.claim(key, fingerprint, now))) {
      const stored = await keys.find(key);
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
    await keys.complete(key, answer.statusCode, answer.body);
    return { ...answer, replayed: false };
  });
}
