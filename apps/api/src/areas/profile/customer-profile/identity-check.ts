/**
 * The identity check's one source (decision 064, "One source"): the customers row — this system's master-data record
 * (decision 021), where POST /customerinfo writes what she adds and her store's identity (name, date of birth, the
 * SSN itself) is kept. GET /experianStatus answers from it and POST /loanOriginate refuses by it, so the two agree.
 */
import { identityCheckMissing, type IdentityCheckPart } from '@lender/domain';
import type { Database } from '../../../db/client';
import { createCustomerProfileRepo, type CustomerRow } from './repo';

type IdentityRow = Pick<CustomerRow, 'firstName' | 'lastName' | 'dob' | 'ssnEncrypted' | 'address'>;

/** What the identity check lacks on a customer row (everything when there is none). */
export const identityMissingOfRow = (row: IdentityRow | undefined): IdentityCheckPart[] =>
  identityCheckMissing({
    firstName: row?.firstName ?? '',
    lastName: row?.lastName ?? '',
    dob: row?.dob ?? '',
    hasSsn: Boolean(row?.ssnEncrypted),
    homeAddress: row?.address ?? null,
  });

/** What the identity check lacks on our customer record `recordId` (an offer's or a caller's). */
export type IdentityCheck = (recordId: string) => Promise<IdentityCheckPart[]>;

export function createIdentityCheck(db: Database): IdentityCheck {
  const repo = createCustomerProfileRepo(db);
  return async (recordId) => identityMissingOfRow(await repo.customer(recordId));
}
