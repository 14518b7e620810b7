/**
 * The app-review prompt (spec §9: payments before app review, 3; decision 058): a PWA has no store review to ask
 * for, so after her third successful payment the borrower is offered the app on her home screen (the install
 * prompt), once. Not in the installed app, not for a guest payer.
 */
import { PAYMENTS_BEFORE_APP_REVIEW } from '../constants/thresholds';

export function appReviewDue(input: {
  successfulPayments: number;
  alreadyAsked: boolean;
  installed: boolean;
  guest: boolean;
}): boolean {
  return (
    !input.alreadyAsked &&
    !input.installed &&
    !input.guest &&
    input.successfulPayments >= PAYMENTS_BEFORE_APP_REVIEW
  );
}
