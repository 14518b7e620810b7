/**
 * The identity check behind spec §7 GET /experianStatus, as the sandbox runs it (decision 021): the identity on file
 * must be complete and pass the §5 rules — a name, a date of birth, an SSN, and a home address passing the
 * profile's address rules. Each missing part is named by a code; new credit is refused while any is (identityCheckRefusal).
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

/** The identity check's order of parts: what the borrower can fix herself first, then what only her store can. */
export const IDENTITY_CHECK_PARTS = [
  'homeAddress',
  'name',
  'dateOfBirth',
  'ssn',
] as const satisfies readonly IdentityCheckPart[];

/**
 * Who can complete a missing part (decision 064): her home address she adds on My profile herself; her name, date of
 * birth and SSN are the identity her store checked against her documents, so only the store corrects them.
 */
export type IdentityCheckFixer = 'profile' | 'store';

export const identityCheckFixer = (part: IdentityCheckPart): IdentityCheckFixer =>
  part === 'homeAddress' ? 'profile' : 'store';

export interface IdentityCheckRefusal {
  code: 'identity.incomplete';
  params: {
    /** what the check lacks, in IDENTITY_CHECK_PARTS order (never empty) */
    missing: IdentityCheckPart[];
    /** who can complete it: 'profile' when she can (some of) it herself, 'store' when some part is her store's */
    fixers: IdentityCheckFixer[];
  };
}

/**
 * New credit (a new loan from an appraisal offer) needs the identity check to pass (spec §7 GET /experianStatus;
 * decision 064): null when it verifies, else the refusal naming what is missing and who can complete it. The server
 * refuses POST /loanOriginate with it; the web shows the same parts from the check's answer before she commits.
 */
export function identityCheckRefusal(
  missingParts: readonly IdentityCheckPart[],
): IdentityCheckRefusal | null {
  const missing = IDENTITY_CHECK_PARTS.filter((part) => missingParts.includes(part));
  if (missing.length === 0) return null;
  const fixers = (['profile', 'store'] as const).filter((fixer) =>
    missing.some((part) => identityCheckFixer(part) === fixer),
  );
  return { code: 'identity.incomplete', params: { missing, fixers } };
}
