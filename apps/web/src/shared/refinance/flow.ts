/**
 * The order of the renewal screens (decision 026), shared by the features that own them (refinance, disclosures,
 * ancillary, auto-pay, payments), which navigate by route name only:
 * ProductSwitch → SelectPaymentMethod [→ AddPaymentMethod] → ReviewPayment → [GpsLocation, when the refinance
 * location check is on] → AccountDisclosures → DocuSignView → AncillaryProducts → AncillaryProductsConfirm →
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
}

/** The screen after `step` in a renewal. */
export function refinanceStepAfter(step: RefinanceStep, facts: RefinanceFlowFacts): RefinanceStep {
  switch (step) {
    case 'ProductSwitch':
      return 'SelectPaymentMethod';
    case 'SelectPaymentMethod':
      return 'ReviewPayment';
    case 'ReviewPayment':
      return facts.locationCheck ? 'GpsLocation' : 'AccountDisclosures';
    case 'GpsLocation':
      return 'AccountDisclosures';
    case 'AccountDisclosures':
      return 'DocuSignView';
    case 'DocuSignView':
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
