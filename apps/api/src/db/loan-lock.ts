/**
 * The lock of a loan's money (decision 068), for the repositories of every movement that takes from a loan: the
 * payments' reservations and postings, the renewal's cancel, the line of credit's draws. An advisory lock of the app's
 * own, held until the transaction ends, not the loan system's row: the loan lives in the loan system (a service over
 * HTTP in production), and the app's database holds no copy of it there.
 */
import { sql } from 'drizzle-orm';
import { perDatabase } from '../lib/prepared';
import { prepareText } from './prepared-text';
import type { DbOrTx } from './client';

/**
 * The advisory locks' key space of the loans' money (the two-key form, apart from pg-boss's one-key locks): a loan's
 * lock is (LOAN_LOCKS, hashtext(loan id)). Two loans whose ids hash alike only wait on each other.
 */
const LOAN_LOCKS = 51_001;

/**
 * Takes the loan's lock until the transaction ends. The lock order of money movements: the loan before its movements'
 * rows. A reservation locks the loan, then writes its movement (whose unique index may wait on a posting that is
 * updating a movement of that loan); so a posting takes the loan's lock first too, before it touches its movement —
 * else the two wait on each other (a deadlock PostgreSQL breaks with an error: a 500 on a double submit).
 */
export async function lockLoan(tx: DbOrTx, loanId: string): Promise<void> {
  await lockStatement(tx).execute({ loanId });
}

/** The lock, prepared once per connection (lib/prepared.ts): three of a payment's statements. */
const lockStatement = perDatabase((db: DbOrTx) =>
  prepareText(
    db,
    sql`select pg_advisory_xact_lock(${LOAN_LOCKS}, hashtext(${sql.placeholder('loanId')}))`,
    'loan_lock',
  ),
);
