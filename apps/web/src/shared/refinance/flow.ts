/**
 * The order of the renewal screens (decision 026), shared by the features that own them (refinance, disclosures,
 * ancillary, auto-pay, payments), which navigate by route name only:
 * [GpsLocation, when the refinance location check is on: first, before any choice — issue 48] → ProductSwitch →
 * SelectPaymentMethod [→ AddPaymentMethod] → ReviewPayment → AccountDisclosures (the position read again, no
 * prompt) → DocuSignView → [RenewalWait, on a co-signed loan: until the other party signed too — decision 054] →
 * AncillaryProducts → AncillaryProductsConfirm →
 * [AutoPayConfirm (→ AutoPayUpdatePaymentMethod → AutoPayAddMethod)] → PaymentProcessing → ConfirmPayment
 * [→ CancelRenewal]. The disclosures are signed and the products chosen before the card is charged: POST /payment
 * (isRefi) carries them and the server checks them.
 */
export type RefinanceStep =
  | 'ProductSwitch'
  | 'SelectPaymentMethod'
  | 'ReviewPayment'
  | 'GpsLocation'
  | 'AccountDisclosures'
  | 'DocuSignView'
  | 'RenewalWait'
  | 'AncillaryProducts'
  | 'AncillaryProductsConfirm'
  | 'AutoPayConfirm'
  | 'PaymentProcessing'
  | 'ConfirmPayment';

export interface RefinanceFlowFacts {
  /** the refinance location check is on (domain locationRequirement(settings, 'refinance').check) */
  locationCheck: boolean;
  /** AutoPayConfirm is shown: the autoPayRefinance setting is on and the loan does not skip it (validations.skipAutoPayConfirm) */
  offerAutoPay: boolean;
  /** the loan has two parties (a co-signer), so the other one signs the renewal too (decision 054) */
  cosigned: boolean;
}

/** The renewal's first screen: the location step when the check is on (ProductSwitch sends her there), else ProductSwitch. */
export function refinanceFirstStep(
  facts: Pick<RefinanceFlowFacts, 'locationCheck'>,
): RefinanceStep {
  return facts.locationCheck ? 'GpsLocation' : 'ProductSwitch';
}

/** The screen after `step` in a renewal. */
export function refinanceStepAfter(step: RefinanceStep, facts: RefinanceFlowFacts): RefinanceStep {
  switch (step) {
    case 'ProductSwitch':
      return 'SelectPaymentMethod';
    case 'SelectPaymentMethod':
      return 'ReviewPayment';
    case 'GpsLocation':
      return 'ProductSwitch';
    case 'ReviewPayment':
      return 'AccountDisclosures';
    case 'AccountDisclosures':
      return 'DocuSignView';
    case 'DocuSignView':
      return facts.cosigned ? 'RenewalWait' : 'AncillaryProducts';
    case 'RenewalWait':
      return 'AncillaryProducts';
    case 'AncillaryProducts':
      return 'AncillaryProductsConfirm';
    case 'AncillaryProductsConfirm':
      return facts.offerAutoPay ? 'AutoPayConfirm' : 'PaymentProcessing';
    case 'AutoPayConfirm':
      return 'PaymentProcessing';
    case 'PaymentProcessing':
    case 'ConfirmPayment':
      return 'ConfirmPayment';
  }
}
