/** Customer records of the ledger, in one loan system's id scheme. */
import { eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { customers } from '../../../db/schema';
import type { CustomerRecord } from '../port';
import type { LedgerScheme } from './scheme';

type CustomerRow = typeof customers.$inferSelect;

export function toCustomerRecord(row: CustomerRow, scheme: LedgerScheme): CustomerRecord {
  return {
    recordId: row.id,
    customerId: row[scheme.idColumn] ?? row.id,
    customerIds: { NLS: row.nlsCustomerId, TLXe: row.tlxeCustomerId },
    firstName: row.firstName,
    lastName: row.lastName,
    dob: row.dob,
    phone: row.phone,
    email: row.email,
    ssnLast4: row.ssnLast4,
    address: row.address ?? null,
    storeId: row.storeId,
    profileId: row.profileId,
  };
}

export async function selectCustomerRows(db: DbOrTx, where: SQL): Promise<CustomerRow[]> {
  return db.select().from(customers).where(where);
}

/** The customer row of this system's customer id. */
export async function customerRowById(
  db: DbOrTx,
  scheme: LedgerScheme,
  customerId: string,
): Promise<CustomerRow | undefined> {
  const [row] = await selectCustomerRows(db, eq(customers[scheme.idColumn], customerId));
  return row;
}
