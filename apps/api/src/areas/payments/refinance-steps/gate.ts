/**
 * The renewal's steps before the card is charged, checked again on the server when POST /payment isRefi arrives
 * (decision 026): the refinance disclosure signed by the caller for this loan, this exact amount and today's business
 * date; the ancillary products chosen (domain ancillaryChoiceRefusal); the position (the GPS flags for refinance);
 * and the restricted-state consent given today; on a co-signed loan, the other party's own signature of the same
 * renewal (decision 054: no money moves on one signature). Each refusal is a coded 4xx naming the `refinance` field
 * it is about.
 */
import { REFINANCE_ERROR_CODES } from '@lender/contract';
import {
  ancillaryChoiceRefusal,
  ancillaryOffer,
  paymentPostingDate,
  refinanceConsentRequired,
} from '@lender/domain';

import type { Envelope, ESignPort } from '../../../integrations/esign';
import type { LoanRecord } from '../../../integrations/loan-systems';
import { text } from '../../../i18n';
import { CodedError } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/authenticate';
import { productText } from '../../offers';
import {
  cosignatureRefusal,
  parseDisclosureReference,
  REFINANCE_DISCLOSURE,
} from '../refinance-disclosure';
import { locationError, type RefinanceLocation } from '../refinance-location';
import type { TRefinanceDetailsParsed } from '../../types';

export type { TRefinanceDetailsParsed };

export interface RefinanceStepsDeps {
  esign: Pick<ESignPort, 'envelope' | 'latestEnvelope'>;
  location: Pick<RefinanceLocation, 'refusalOf' | 'consentedOn'>;
}

export interface RefinanceStepsInput {
  loan: LoanRecord;
  amountCents: number;
  /** the renewal's cash out (decision 057; absent or 0: none): part of what each party signed */
  cashOutCents?: number | undefined;
  details: TRefinanceDetailsParsed;
  now: Date;
}

/** The disclosure the caller signed for this loan, amount, cash out and business date. */
function isSignedFor(
  envelope: Envelope | null,
  auth: AuthContext,
  input: RefinanceStepsInput,
): boolean {
  if (
    !envelope ||
    envelope.purpose !== REFINANCE_DISCLOSURE ||
    envelope.status !== 'signing_complete'
  )
    return false;
  if (envelope.signerProfileId !== auth.profileId || envelope.loanId !== input.loan.loanId)
    return false;
  const reference = parseDisclosureReference(envelope.reference);
  return (
    reference?.loanId === input.loan.loanId &&
    reference.amountCents === input.amountCents &&
    (reference.cashOutCents ?? 0) === (input.cashOutCents ?? 0) &&
    reference.businessDate === paymentPostingDate(input.now)
  );
}

export function createRefinanceSteps({ esign, location }: RefinanceStepsDeps) {
  return {
    /** Throws the first step the renewal has not passed; resolves when all have. */
    async checkBeforePayment(auth: AuthContext, input: RefinanceStepsInput): Promise<void> {
      const { loan, details, now } = input;
      const envelope = await esign.envelope(details.disclosureEnvelopeId, now);
      if (!isSignedFor(envelope, auth, input)) {
        throw new CodedError(
          409,
          REFINANCE_ERROR_CODES.disclosureNotSigned,
          text('refinance.disclosureNotSigned'),
          'body.refinance.disclosureEnvelopeId',
        );
      }
      const unsigned = await cosignatureRefusal(esign, auth, input);
      if (unsigned) throw unsigned;
      const choice = ancillaryChoiceRefusal(
        ancillaryOffer(loan.productType, loan.storeState).products,
        details.ancillaryProductIds,
      );
      if (choice) {
        const product =
          choice.code === 'notOffered'
            ? choice.productId
            : productText(choice.productId, 'name', 'en');
        const message = text(
          choice.code === 'notOffered'
            ? 'refinance.ancillaryNotOffered'
            : 'refinance.ancillaryRequired',
          { product },
        );
        throw new CodedError(
          400,
          REFINANCE_ERROR_CODES.ancillaryProducts,
          message,
          'body.refinance.ancillaryProductIds',
        );
      }
      const refusal = await location.refusalOf(loan, details);
      if (refusal) throw locationError(refusal, 'body.refinance.latitude');
      if (
        refinanceConsentRequired(loan.storeState) &&
        !(await location.consentedOn(loan.loanId, auth.profileId, now))
      ) {
        throw new CodedError(
          409,
          REFINANCE_ERROR_CODES.consentRequired,
          text('refinance.consentRequired'),
          'body.refinance',
        );
      }
    },
  };
}

export type RefinanceSteps = ReturnType<typeof createRefinanceSteps>;
