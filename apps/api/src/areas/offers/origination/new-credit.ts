/**
 * A new loan is new credit: before POST /loanOriginate stores anything, the borrower's standing (bankruptcy, the
 * Military Lending Act: decision 059) and the identity check (spec §7 GET /experianStatus's rule, domain
 * identityCheckRefusal over her master-data record, the one source GET /experianStatus reads: decision 064) must let
 * it through.
 * Each refusal is a 409 naming its rule and `body.applicationId`; nothing is stored or charged.
 */
import { identityCheckRefusal } from '@lender/domain';
import type { LoanSystemRegistry } from '../../../integrations/loan-systems';
import type { AuthContext } from '../../../plugins/authenticate';
import { assertNewCreditAllowed, callerCustomerIds } from '../../accounts';
import type { IdentityCheck } from '../../profile';
import type { Appraisal } from './appraisal';
import { originationErrors as errors } from './errors';

export async function assertNewLoanAllowed(
  loans: Pick<LoanSystemRegistry, 'adapter'>,
  identityMissing: IdentityCheck,
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
  const refusal = identityCheckRefusal(await identityMissing(offer.customerId));
  if (refusal) throw errors.identityIncomplete(refusal, store);
}
