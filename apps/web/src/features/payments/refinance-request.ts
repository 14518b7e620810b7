/**
 * A renewal's part of POST /payment (contract ZRefinanceDetailsSchema; decision 026): the refinance disclosure the
 * borrower signed, the ancillary products chosen, auto-pay with another card than the paying one (the paying card
 * needs no naming), and the position when the refinance location check asked for one (never kept).
 */
import type { TRefinanceDetails } from '@lender/contract';
import type { PaymentData } from '../../shared/session/payment-store';

export interface Position {
  latitude: number;
  longitude: number;
}

/** Null while the renewal lacks its signed disclosure. */
export function refinanceDetailsOf(
  state: PaymentData,
  position?: Position,
): TRefinanceDetails | null {
  if (!state.disclosureEnvelopeId) return null;
  const autoPay = state.autoPay;
  const otherCard =
    autoPay?.enrolled &&
    autoPay.cardToken &&
    autoPay.cardIds?.length &&
    autoPay.cardToken !== state.paymentCardToken
      ? { autoPayCardToken: autoPay.cardToken, autoPayCardIds: autoPay.cardIds }
      : {};
  return {
    disclosureEnvelopeId: state.disclosureEnvelopeId,
    ancillaryProductIds: state.ancillaryProductIds ?? [],
    ...otherCard,
    ...(position ? { latitude: position.latitude, longitude: position.longitude } : {}),
  };
}

/** Where a renewal goes back to when PaymentProcessing lacks what it sends: the disclosure first. */
export function renewalMissingStep(
  state: Pick<PaymentData, 'isRefi' | 'disclosureEnvelopeId'>,
): 'AccountDisclosures' | null {
  return state.isRefi && !state.disclosureEnvelopeId ? 'AccountDisclosures' : null;
}
