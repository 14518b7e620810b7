/** Spec §4 Alternate-party lockout and §6 Alternate party (co-signer) verification. */
import { PaymentType } from '../enums/payment';

/** The lockout is taken when the refinance flow is eligible and the payment is not a settlement. */
export function needsAlternateLock(input: {
  refinanceEligible: boolean;
  paymentType: number;
}): boolean {
  return input.refinanceEligible && input.paymentType !== PaymentType.Settlement;
}

/** How long a co-signer's verified code lets them pay the loan. */
export const ALTERNATE_VERIFICATION_MINUTES = 15;
