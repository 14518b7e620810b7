/**
 * GET /accountdetail's renewalSignatureRequest (decision 054): a renewal of this co-signed loan the other party
 * signed today that the caller has not — the task "read and sign" on the caller's AccountDetails. The signed
 * refinance disclosures are read through the e-sign port (the loan's signed envelopes), domain
 * renewalSignatureRequest picks the one asked. None on a loan that is no longer open (renewed, paid off).
 */
import type { TAccountDetailResponse } from '@lender/contract';
import {
  LoanStatus,
  parseDisclosureReference,
  paymentPostingDate,
  renewalSignatureRequest,
  type SignedRenewal,
} from '@lender/domain';
import type { ESignPort } from '../../../integrations/esign';
import type { AccessibleLoan } from './loan-access';

export type TRenewalSignatureRequest = NonNullable<
  TAccountDetailResponse['renewalSignatureRequest']
>;

export function createRenewalSignatureRequests(esign: Pick<ESignPort, 'signedEnvelopesOf'>) {
  return {
    async requestOf(access: AccessibleLoan, now: Date): Promise<TRenewalSignatureRequest | null> {
      const { loan, role } = access;
      if (!loan.cosigner || loan.status !== LoanStatus.Open) return null;
      const [own, other] =
        role === 'cosigner' ? [loan.cosigner, loan.borrower] : [loan.borrower, loan.cosigner];
      if (!own.profileId || !other.profileId) return null;
      const signed = (await esign.signedEnvelopesOf([loan.loanId])).filter(
        (envelope) => envelope.purpose === 'refinanceDisclosure',
      );
      const renewalsOf = (profileId: string): SignedRenewal[] =>
        signed.flatMap((envelope) => {
          const reference = parseDisclosureReference(envelope.reference);
          return envelope.signerProfileId === profileId && reference?.loanId === loan.loanId
            ? [
                {
                  amountCents: reference.amountCents,
                  businessDate: reference.businessDate,
                  // the cash out is part of what is signed (decision 057)
                  ...(reference.cashOutCents ? { cashOutCents: reference.cashOutCents } : {}),
                },
              ]
            : [];
        });
      const asked = renewalSignatureRequest(
        paymentPostingDate(now),
        renewalsOf(other.profileId),
        renewalsOf(own.profileId),
      );
      return asked && { requestedBy: `${other.firstName} ${other.lastName}`, ...asked };
    },
  };
}
export type RenewalSignatureRequests = ReturnType<typeof createRenewalSignatureRequests>;
