/**
 * A new loan is new credit: before POST /loanOriginate stores anything, the borrower's standing (bankruptcy, the
 * Military Lending Act: decision 059) and the identity check (spec §7 GET /experianStatus's rule, domain
 * identityCheckRefusal over the identity on her loan system's customer record: decision 064) must let it through.
 * Each refusal is a 409 naming its rule and `body.applicationId`; nothing is stored or charged.
 */
import { identityCheckMissing, identityCheckRefusal } from '@lender/domain';
import type { CustomerRecord, LoanSystemRegistry } from '../../../integrations/loan-systems';
import type { AuthContext } from '../../../plugins/authenticate';
import { assertNewCreditAllowed, callerCustomerIds } from '../../accounts';
import type { Appraisal } from './appraisal';
import { originationErrors as errors } from './errors';

/** What the identity check lacks on a customer record (everything when there is none). */
export const identityMissingOf = (customer: CustomerRecord | null) =>
  identityCheckMissing({
    firstName: customer?.firstName ?? '',
    lastName: customer?.lastName ?? '',
    dob: customer?.dob ?? '',
    hasSsn: Boolean(customer?.ssnLast4),
    homeAddress: customer?.address ?? null,
  });

export async function assertNewLoanAllowed(
  loans: Pick<LoanSystemRegistry, 'adapter'>,
  auth: AuthContext,
  { offer, store }: Pick<Appraisal, 'offer' | 'store'>,
): Promise<void> {
  // TLXe: the MLA check always runs, whatever allowNlsMlaCheck says
  const tlxeId = callerCustomerIds(auth).TLXe;
  if (tlxeId)
    await assertNewCreditAllowed(
      loans,
      { loanSystem: 'TLXe', customerId: tlxeId },
      { allowNlsMlaCheck: false },
      'body.applicationId',
    );
  const customer = await loans.adapter('TLXe').customerRecord(offer.customerId);
  const refusal = identityCheckRefusal(identityMissingOf(customer));
  if (refusal) throw errors.identityIncomplete(refusal, store);
}
