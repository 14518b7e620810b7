/**
 * The other party of a co-signed loan's renewal (decision 054), as the signer's own envelope sees it: who they are
 * (by name only), whether they signed the same renewal (loan, amount, business date), whether they can sign online —
 * and, once the signer has signed, the request to them: one email through the messaging port per signed envelope
 * (the requests repo records it first, so it goes once however often the signer's waiting page asks).
 */
import type { TLoanSigningResponse } from '@lender/contract';
import { paymentPostingDate } from '@lender/domain';
import type { Envelope, ESignPort } from '../../../integrations/esign';
import type { LoanRecord } from '../../../integrations/loan-systems';
import type { MessagingPort } from '../../../integrations/messaging/port';
import { text, translate } from '../../../i18n';
import { hasSigned, partiesOf, partyName } from './cosignature';
import { parseDisclosureReference } from './reference';
import type { SignatureRequestsRepo } from './repo';

export interface OtherPartyDeps {
  esign: Pick<ESignPort, 'latestEnvelope'>;
  requests: SignatureRequestsRepo;
  messaging: MessagingPort;
}

/** The request to sign, in both languages (the asked party's language is not known here). */
function requestMessage(to: string, loan: LoanRecord, signer: string, amountCents: number) {
  const params = { name: signer, loanNumber: loan.lmsId, amount: { cents: amountCents } };
  const both = (id: 'refinance.cosignRequestSubject' | 'refinance.cosignRequestBody') =>
    (['en', 'es'] as const).map((language) => translate(language, text(id, params)));
  return {
    channel: 'email' as const,
    to,
    template: 'renewalSignatureRequest',
    subject: both('refinance.cosignRequestSubject').join(' / '),
    body: both('refinance.cosignRequestBody').join('\n\n'),
  };
}

export function createOtherParty({ esign, requests, messaging }: OtherPartyDeps) {
  return {
    /** The envelope's other party (undefined without a co-signer); asks them to sign once the envelope is signed. */
    async of(
      loan: LoanRecord,
      envelope: Envelope,
      now: Date,
    ): Promise<TLoanSigningResponse['otherParty']> {
      const { payer, other } = partiesOf(loan, envelope.signerProfileId);
      const renewal = parseDisclosureReference(envelope.reference);
      if (!other || !renewal) return undefined;
      const signed = await hasSigned(esign, other, renewal, now);
      const answer = { name: partyName(other), signed, canSignOnline: other.profileId !== null };
      const isToday = renewal.businessDate === paymentPostingDate(now);
      if (signed || !other.profileId || envelope.status !== 'signing_complete' || !isToday)
        return answer;
      const isNew = await requests.record({
        envelopeId: envelope.envelopeId,
        loanId: loan.loanId,
        requestedProfileId: other.profileId,
        requestedAt: now,
      });
      const email = isNew ? await requests.emailOf(other.profileId) : null;
      if (email) {
        const signer = payer === 'borrower' ? loan.borrower : (loan.cosigner ?? loan.borrower);
        await messaging.send(requestMessage(email, loan, partyName(signer), renewal.amountCents));
      }
      return answer;
    },
  };
}
export type OtherParty = ReturnType<typeof createOtherParty>;
