/**
 * The other party's signature of a renewal (decision 054): on a co-signed loan the renewal is paid only once both
 * the borrower and the co-signer signed the refinance disclosure of the same loan, amount and business date, each as
 * themself. Domain renewalSignatureRefusal decides; this reads the other party's envelope through the e-sign port
 * and answers a refusal as a 409 naming the disclosure envelope field; its message names the other party (by name
 * only).
 */
import { REFINANCE_ERROR_CODES } from '@lender/contract';
import {
  disclosureReference,
  paymentPostingDate,
  renewalSignatureRefusal,
  type RenewalParty,
} from '@lender/domain';
import type { ESignPort } from '../../../integrations/esign';
import type { LoanParty, LoanRecord } from '../../../integrations/loan-systems';
import { text } from '../../../i18n';
import { CodedError } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/authenticate';

const REFINANCE_DISCLOSURE = 'refinanceDisclosure' as const;

/** The caller's party on the loan and the other party (null when the loan has no co-signer). */
export function partiesOf(
  loan: LoanRecord,
  profileId: string,
): { payer: RenewalParty; other: LoanParty | null } {
  if (!loan.cosigner) return { payer: 'borrower', other: null };
  return loan.cosigner.profileId === profileId
    ? { payer: 'cosigner', other: loan.borrower }
    : { payer: 'borrower', other: loan.cosigner };
}

export const partyName = (party: LoanParty) => `${party.firstName} ${party.lastName}`;

/** Did `party` sign the refinance disclosure of this loan, amount and business date? */
export async function hasSigned(
  esign: Pick<ESignPort, 'latestEnvelope'>,
  party: LoanParty,
  renewal: { loanId: string; amountCents: number; businessDate: string; cashOutCents?: number },
  now: Date,
): Promise<boolean> {
  if (!party.profileId) return false;
  const envelope = await esign.latestEnvelope(
    {
      signerProfileId: party.profileId,
      purpose: REFINANCE_DISCLOSURE,
      reference: disclosureReference(renewal),
    },
    now,
  );
  return envelope?.status === 'signing_complete';
}

/** The refusal of a renewal the other party has not signed (or cannot sign online); null when it may be paid. */
export async function cosignatureRefusal(
  esign: Pick<ESignPort, 'latestEnvelope'>,
  auth: Pick<AuthContext, 'profileId'>,
  input: { loan: LoanRecord; amountCents: number; cashOutCents?: number | undefined; now: Date },
): Promise<CodedError | null> {
  const { loan, amountCents, now } = input;
  const { payer, other } = partiesOf(loan, auth.profileId);
  // the same renewal: its cash out too (decision 057), so a signature for another amount does not count
  const renewal = {
    loanId: loan.loanId,
    amountCents,
    businessDate: paymentPostingDate(now),
    cashOutCents: input.cashOutCents ?? 0,
  };
  const refusal = renewalSignatureRefusal(payer, {
    hasCosigner: other !== null,
    otherPartyCanSignOnline: Boolean(other?.profileId),
    otherPartySigned: other ? await hasSigned(esign, other, renewal, now) : false,
  });
  if (!refusal || !other) return null;
  const name = partyName(other);
  const code = REFINANCE_ERROR_CODES[refusal.code];
  return new CodedError(409, code, text(code, { name }), 'body.refinance.disclosureEnvelopeId');
}
