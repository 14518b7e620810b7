/**
 * The comparison at the heart of reconciliation (decision 069): the app's payments posted on a business date against
 * the loan systems' postings of that date, by payment id. What it finds:
 *
 * - `missingInLoanSystem`: posted here (the borrower was told), no posting there — the loan was not credited;
 * - `notPostedHere`: posted there, but the payment here is not posted (failed, voided) — credited without a charge;
 * - `unknownPayment`: posted there under a payment id this app never made;
 * - `amountDiffers`, `reversalDiffers`: both have it, with another amount, or reversed on one side only (a renewal
 *   cancelled here is refunded, and its posting reversed there).
 *
 * A payment whose posting is still in flight here (asked, not answered) is not a difference yet: its step ends it.
 */
import type { LedgerPostingRecord } from '../../../integrations/loan-systems';
import type { ReconciledMovement, ReconciliationDifferenceKind } from '../../../db/schema';

/** a payment posted here, on the day compared */
export interface OurPosting {
  paymentId: string;
  loanId: string;
  amountCents: number;
  /** a cancelled renewal: its authorization given back, its posting to be reversed */
  refunded: boolean;
}

/** what this app knows of a payment id the loan systems posted and the day's records here do not hold */
export type PaymentStanding = 'notPosted' | 'inFlight' | 'postedOtherDay' | 'unknown';

export interface Difference {
  kind: ReconciliationDifferenceKind;
  movement: ReconciledMovement;
  paymentId: string;
  loanId: string;
  ourAmountCents: number | null;
  theirAmountCents: number | null;
}

/**
 * `movement`: what the ids name. A draw is compared alike (its id for the payment id, never reversed: decision 072), so
 * an unknown draw is an `unknownPayment` of movement 'draw'.
 */
export function reconcile(
  ours: readonly OurPosting[],
  theirs: readonly Pick<LedgerPostingRecord, 'paymentId' | 'loanId' | 'amountCents' | 'reversed'>[],
  standingOf: (paymentId: string) => PaymentStanding,
  movement: ReconciledMovement = 'payment',
): Difference[] {
  const differences: Difference[] = [];
  const theirsById = new Map(theirs.map((posting) => [posting.paymentId, posting]));
  const oursById = new Map(ours.map((posting) => [posting.paymentId, posting]));
  for (const our of ours) {
    const their = theirsById.get(our.paymentId);
    const both = {
      movement,
      paymentId: our.paymentId,
      loanId: our.loanId,
      ourAmountCents: our.amountCents,
      theirAmountCents: their?.amountCents ?? null,
    };
    if (!their) differences.push({ kind: 'missingInLoanSystem', ...both });
    else if (their.amountCents !== our.amountCents)
      differences.push({ kind: 'amountDiffers', ...both });
    else if (their.reversed !== our.refunded)
      differences.push({ kind: 'reversalDiffers', ...both });
  }
  for (const their of theirs) {
    if (oursById.has(their.paymentId)) continue;
    const standing = standingOf(their.paymentId);
    if (standing === 'inFlight' || standing === 'postedOtherDay') continue;
    differences.push({
      kind: standing === 'unknown' ? 'unknownPayment' : 'notPostedHere',
      movement,
      paymentId: their.paymentId,
      loanId: their.loanId,
      ourAmountCents: null,
      theirAmountCents: their.amountCents,
    });
  }
  return differences;
}
