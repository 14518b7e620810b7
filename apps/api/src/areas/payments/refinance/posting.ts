/**
 * A renewal's posting, as two ends of the payment's posting step (payments/posting-steps.ts, decision 068): when the
 * step is recorded, the renewal's cash out joins the posting; when the loan system's answer is applied, in the
 * transaction that marks the payment posted, the refinance row is posted with the old loan's snapshot and the new
 * loan (payments.new_loan_id too), and the new loan gets its auto-pay when the renewal asked for it.
 */
import type { DbOrTx } from '../../../db/client';
import type { PaymentPosting, PostedRefinance } from '../../../integrations/loan-systems/port';
import { createRefinancesRepo, enrolAutoPay } from './repo';

export const REFINANCE_NOT_POSSIBLE_ERROR =
  'The loan could no longer be renewed with this payment, so it was cancelled: your card was not charged, and any hold on it will be released.';

/** the posting of a renewal's payment: a cash out (decision 057) is part of the new loan */
export async function refinancePostingOf(
  db: DbOrTx,
  posting: PaymentPosting,
): Promise<PaymentPosting> {
  const refinance = await createRefinancesRepo(db).byPaymentId(posting.paymentId);
  if (!refinance) throw new Error(`renewal payment ${posting.paymentId} has no refinance row`);
  return { ...posting, cashOutCents: refinance.cashOutCents };
}

/** In the transaction that marks the payment posted; the push of a cash out to the card follows the commit (cash-out-job.ts). */
export async function markRefinancePosted(
  tx: DbOrTx,
  payment: { id: string; profileId: string },
  posting: PaymentPosting,
  made: PostedRefinance,
): Promise<void> {
  const repo = createRefinancesRepo(tx);
  const refinance = await repo.byPaymentId(payment.id);
  if (!refinance) throw new Error(`renewal payment ${payment.id} has no refinance row`);
  await repo.markPosted(
    payment.id,
    {
      newLoanId: made.newLoanId,
      oldLoanSnapshot: made.oldLoanSnapshot,
      postedOn: posting.postedOn,
    },
    posting.now,
  );
  if (refinance.autoPayCardId)
    await enrolAutoPay(
      tx,
      { loanId: made.newLoanId, profileId: payment.profileId, cardId: refinance.autoPayCardId },
      posting.now,
    );
}
