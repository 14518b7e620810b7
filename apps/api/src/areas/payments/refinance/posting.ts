/**
 * A renewal's posting, in the payment's posting transaction (process-payment.ts post()): the loan system's
 * postRefinance (old loan paid and closed as Refinance, new loan opened), the refinance row posted with the old
 * loan's snapshot and the new loan (payments.new_loan_id too), and the new loan's auto-pay when the renewal asked for it.
 */
import type { DbOrTx } from '../../../db/client';
import type {
  LoanSystemPort,
  PaymentPosting,
  PostedRefinance,
} from '../../../integrations/loan-systems/port';
import { createRefinancesRepo, enrolAutoPay } from './repo';

export const REFINANCE_NOT_POSSIBLE_ERROR =
  'The loan could no longer be renewed with this payment, so it was cancelled: your card was not charged, and any hold on it will be released.';

export async function postRefinance(
  tx: DbOrTx,
  adapter: Pick<LoanSystemPort, 'postRefinance'>,
  payment: { id: string; profileId: string },
  posting: PaymentPosting,
): Promise<PostedRefinance> {
  const repo = createRefinancesRepo(tx);
  const refinance = await repo.byPaymentId(payment.id);
  if (!refinance) throw new Error(`renewal payment ${payment.id} has no refinance row`);
  // a cash out (decision 057) is part of the new loan; the push to the card follows the commit (cash-out-job.ts)
  const made = await adapter.postRefinance({ ...posting, cashOutCents: refinance.cashOutCents });
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
  return made;
}
