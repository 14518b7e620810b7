/**
 * The identity check behind spec §7 GET /experianStatus, as the sandbox runs it (decision 021): the identity on file
 * must be complete and pass the §5 rules — a name, a date of birth, an SSN, and a home address passing the
 * profile's address rules. Each missing part is named by a code.
 */
import { isValidName } from '../validation/identity';
import { addressIssues, type AddressInput } from './profile';

export type IdentityCheckPart = 'name' | 'dateOfBirth' | 'ssn' | 'homeAddress';

export interface IdentityOnFile {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD, or empty */
  dob: string;
  hasSsn: boolean;
  homeAddress: AddressInput | null;
}

/** What the check lacks (empty: it can verify). */
export function identityCheckMissing(identity: IdentityOnFile): IdentityCheckPart[] {
  const missing: IdentityCheckPart[] = [];
  if (!isValidName(identity.firstName) || !isValidName(identity.lastName)) missing.push('name');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(identity.dob)) missing.push('dateOfBirth');
  if (!identity.hasSsn) missing.push('ssn');
  if (!identity.homeAddress || addressIssues(identity.homeAddress, 'homeAddress').length > 0)
    missing.push('homeAddress');
  return missing;
}
