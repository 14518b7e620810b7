/**
 * Readies the service's database on a start (idempotent): the references a port write carries to the app's own rows
 * (a posting's payment id, the profile that declared a military status) are ids of the app's database, not rows of
 * this one, so the ledger schema's foreign keys to them are dropped here (decision 065).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

export async function prepareServiceDatabase(db: DbOrTx): Promise<void> {
  await db.execute(
    sql`ALTER TABLE loan_payments DROP CONSTRAINT IF EXISTS loan_payments_payment_id_payments_id_fk`,
  );
  await db.execute(
    sql`ALTER TABLE military_statuses DROP CONSTRAINT IF EXISTS military_statuses_declared_by_profile_id_profiles_id_fk`,
  );
}
