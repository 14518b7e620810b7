/**
 * Why a borrower cancels a renewal (CancelRenewal's optional choice): sent as POST /cancelrefinance cancelReason and
 * carried to ConfirmPayment (?cancelReason=), each translated by the screen showing it. Codes, so the lender's
 * records read the same whatever language the borrower used.
 */
export const CANCEL_REASONS = ['changedMind', 'wrongAmount', 'payOffInstead', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const readCancelReason = (value: string | null | undefined): CancelReason | undefined =>
  CANCEL_REASONS.find((reason) => reason === value);
