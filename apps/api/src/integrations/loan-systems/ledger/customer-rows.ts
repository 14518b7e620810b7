/** Customer records of the ledger, in one loan system's id scheme, the account link's lookup of one, and her changes. */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { loanNumberKey } from '@lender/domain';
import type { DbOrTx } from '../../../db/client';
import { customers, loans } from '../../../db/schema';
import { decryptSsn } from '../../../lib/crypto';
import type { CustomerChange, CustomerRecord, LinkVerification } from '../port';
import type { LedgerScheme } from './scheme';

type CustomerRow = typeof customers.$inferSelect;

export function toCustomerRecord(row: CustomerRow, scheme: LedgerScheme): CustomerRecord {
  return {
    recordId: row.id,
    customerId: row[scheme.idColumn] ?? row.id,
    customerIds: { NLS: row.nlsCustomerId, TLXe: row.tlxeCustomerId },
    mdmId: row.mdmId,
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

/** Her change on the customer row of this system's customer id; false when there is none. */
export async function updateCustomerInLedger(
  db: DbOrTx,
  scheme: LedgerScheme,
  customerId: string,
  change: CustomerChange,
): Promise<boolean> {
  const row = await customerRowById(db, scheme, customerId);
  if (!row) return false;
  if (Object.keys(change).length > 0)
    await db.update(customers).set(change).where(eq(customers.id, row.id));
  return true;
}

function ssnMatches(stored: string | null, ssn: string, dataKey: Buffer): boolean {
  if (!stored) return false;
  try {
    return decryptSsn(stored, dataKey) === ssn;
  } catch {
    return false;
  }
}

/** The customer record of this system matching every account-link field (the SSN compared decrypted), or null. */
export async function findCustomerForLinkInLedger(
  db: DbOrTx,
  scheme: LedgerScheme,
  dataKey: Buffer,
  { phone, dob, ssn, loanNumber }: LinkVerification,
): Promise<CustomerRecord | null> {
  const rows = await db
    .select({ customer: customers })
    .from(customers)
    .innerJoin(loans, eq(loans.customerId, customers.id))
    .where(
      and(
        eq(customers.phone, phone),
        eq(customers.dob, dob),
        eq(customers.ssnLast4, ssn.slice(-4)),
        // with or without the hyphen: the digits compared (domain loanNumberKey)
        eq(sql`replace(${loans.loanNumber}, '-', '')`, loanNumberKey(loanNumber) ?? ''),
        eq(loans.loanSystem, scheme.loanSystem),
      ),
    );
  const match = rows.find(
    ({ customer }) =>
      customer[scheme.idColumn] !== null && ssnMatches(customer.ssnEncrypted, ssn, dataKey),
  );
  return match ? toCustomerRecord(match.customer, scheme) : null;
}
