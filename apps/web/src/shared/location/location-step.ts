/**
 * The location step between two screens of a flow (GpsLocation, GpsLocationDisabled under a loan's Payment
 * group): which flow asks (its GPS flags) and the screen to go on to, carried in the query string. Only the
 * screens listed here may be named as the next one.
 */
import type { LocationTransaction } from '@lender/domain';

/**
 * GetCashNotice after a draw's step; a renewal's step comes first and goes on to ProductSwitch (issue 48), or to
 * AccountDisclosures when its position must be asked again, or back to PaymentProcessing when its pay needed the
 * position (decision 026). A standard payment's pay step is ReviewPayment (decision 058).
 */
export const LOCATION_NEXT_SCREENS = [
  'GetCashNotice',
  'ReviewPayment',
  'ProductSwitch',
  'AccountDisclosures',
  'PaymentProcessing',
] as const;
export type LocationNextScreen = (typeof LOCATION_NEXT_SCREENS)[number];

export interface LocationStep {
  transaction: LocationTransaction;
  next: LocationNextScreen;
}

const TRANSACTIONS: readonly LocationTransaction[] = ['addOn', 'payment', 'refinance'];

export const locationStepQuery = (step: LocationStep): string =>
  `?${new URLSearchParams({ for: step.transaction, next: step.next }).toString()}`;

/** The step of a location screen's query, or null when it names no known flow or screen. */
export function readLocationStep(search: URLSearchParams): LocationStep | null {
  const transaction = TRANSACTIONS.find((t) => t === search.get('for'));
  const next = LOCATION_NEXT_SCREENS.find((s) => s === search.get('next'));
  return transaction && next ? { transaction, next } : null;
}
