/**
 * A write of the in-process ledger under the caller's Idempotency-Key (decision 068): the same store and the same
 * answer bytes as the loan-systems service (write-once.ts, wire/answers.ts), so a payment's saga that asks again by
 * its key after a crash gets the posting that was applied — or the refusal that was answered — not a second posting.
 */
import { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { decodeAnswer, encodeRefusal, encodeResult } from '../wire/answers';
import type { KeyedWrite, LoanSystemName } from '../port';
import {
  SYSTEM_OPERATIONS,
  systemOperationPath,
  type KeyedOperationName,
  type Operation,
} from '../wire/operations';
import { refusalOf } from '../wire/refusals';
import { fingerprintOf, writeOnce } from './write-once';

export interface KeyedLedgerWrite<Op extends Operation> {
  /** the operation's path on the service (its fingerprint names it alike) */
  path: string;
  operation: Op;
  input: z.output<Op['input']>;
  key: string;
  now: Date;
  write(tx: DbOrTx): Promise<z.output<Op['result']>>;
}

export async function keyedLedgerWrite<Op extends Operation>(
  db: DbOrTx,
  { path, operation, input, key, now, write }: KeyedLedgerWrite<Op>,
): Promise<z.output<Op['result']>> {
  const answer = await writeOnce(db, {
    key,
    fingerprint: fingerprintOf(path, z.encode(operation.input, input)),
    now,
    work: async (tx) => encodeResult(operation, await write(tx)),
    refusal: (error) => {
      const refused = refusalOf(error);
      return refused && encodeRefusal(refused);
    },
  });
  const decoded = decodeAnswer(operation, answer);
  if (decoded.ok) return decoded.result;
  throw decoded.refusal ?? new Error(`${path} under key ${key}: ${decoded.message}`);
}

/**
 * A posting method of the in-process port: with the caller's key, written once under it (the same path and store as
 * the service's); without one, posted as it is.
 */
export function keyedPosting<P extends { now: Date }, R>(
  db: DbOrTx,
  loanSystem: LoanSystemName,
  name: KeyedOperationName,
  post: (target: DbOrTx, posting: P) => Promise<R>,
): (posting: P, keyed?: KeyedWrite) => Promise<R> {
  return (posting, keyed) =>
    keyed
      ? (keyedLedgerWrite(db, {
          path: systemOperationPath(loanSystem, name),
          operation: SYSTEM_OPERATIONS[name],
          // the operation's input schema describes P (wire/postings.ts ties each to the port's type)
          input: posting as never,
          key: keyed.idempotencyKey,
          now: posting.now,
          // the operation's result schema describes R (wire/postings.ts ties each to the port's type)
          write: (tx) => post(tx, posting) as Promise<never>,
        }) as Promise<R>)
      : post(db, posting);
}
