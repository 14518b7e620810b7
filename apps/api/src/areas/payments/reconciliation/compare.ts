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
 * Draws are compared alike (decision 072), and the loans made from an appraisal by their state (decision 074:
 * `stateDiffers`, reconcileOriginations).
 */
import type {
  LedgerPostingRecord,
  OriginatedLoanRecord,
  OriginatedLoanState,
} from '../../../integrations/loan-systems';
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

/** what both sides say of one movement, by the app's id of it */
interface Movement {
  paymentId: string;
  loanId: string;
  amountCents: number;
}

/**
 * The comparison of one kind of movement: each of ours against theirs of the same id (`differs`: how two that both
 * hold it may differ beyond the amount), then each of theirs the day's records here do not hold, by what is known of it.
 */
function compareMovements<O extends Movement, T extends Movement>(
  ours: readonly O[],
  theirs: readonly T[],
  standingOf: (paymentId: string) => PaymentStanding,
  movement: ReconciledMovement,
  differs: (our: O, their: T) => boolean,
  kindOfDiffering: ReconciliationDifferenceKind,
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
    else if (differs(our, their)) differences.push({ kind: kindOfDiffering, ...both });
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
  return compareMovements(
    ours,
    theirs,
    standingOf,
    movement,
    (our, their) => their.reversed !== our.refunded,
    'reversalDiffers',
  );
}

/** a loan made here from an appraisal, opened on the day compared, and where its origination says it should stand */
export interface OurOrigination {
  originationId: string;
  loanId: string;
  amountCents: number;
  /** awaiting its signature; signed (funding, funded, or its payout declined: the loan stays); declined or expired */
  expected: OriginatedLoanState;
}

/**
 * The loans made from an appraisal (decision 074), by origination id: `missingInLoanSystem` (made here, not there),
 * `amountDiffers`, `stateDiffers` (signed here but hidden or voided there, or the reverse), `notPostedHere` (a loan
 * there for an origination that failed here before its loan was made), `unknownPayment` (an origination this app never
 * made). One still being made here (asked, not answered) is not a difference: the job asks again by its reference.
 */
export function reconcileOriginations(
  ours: readonly OurOrigination[],
  theirs: readonly OriginatedLoanRecord[],
  standingOf: (originationId: string) => PaymentStanding,
): Difference[] {
  const byId = <T extends { originationId: string }>(rows: readonly T[]) =>
    rows.map((row) => ({ ...row, paymentId: row.originationId }));
  return compareMovements(
    byId(ours),
    byId(theirs),
    standingOf,
    'origination',
    (our, their) => their.state !== our.expected,
    'stateDiffers',
  );
}
