/**
 * What follows a payment's posting, after its transaction commits (process-payment.ts runs it; a failure here is
 * logged and never undoes the posting): release the payer's alternate-party lock, remove a guest card not kept
 * (retried once), and send the receipt — with its PDF, in the payer's language — to each contact the payment keeps.
 */
import { PaymentType } from '@lender/domain';
import type { Database } from '../../../db/client';
import type { LoanSystems } from '../../../integrations/loan-systems';
import type { MessagingPort } from '../../../integrations/messaging/port';
import { languageOr } from '../../../i18n';
import type { Clock } from '../../../lib/clock';
import type { LoanLocksRepo } from '../../accounts';
import type { ReceiptPdfs } from '../../documents';
import { createSettlementsRepo, settlementRemainingOf } from '../../offers';
import type { RenewalConfirmations } from '../refinance/confirmation';
import type { PaymentCards } from './card-access';
import { paymentConfirmation } from './confirmation';
import { receiptMessage } from './receipt-message';
import type { PaymentRow } from './repo';

/** A payment posted by this run: its row, confirmation number, business date, and whether it reinstated the loan. */
export interface Posted {
  row: PaymentRow;
  confirmationNumber: string;
  postedOn: string;
  reinstated: boolean;
}

/** What the steps after a posting use (the payment processor's dependencies include them). */
export interface AfterPostingDeps {
  db: Database;
  loans: Pick<LoanSystems, 'findLoan' | 'offers'>;
  locks: Pick<LoanLocksRepo, 'release'>;
  cards: Pick<PaymentCards, 'removeCard'>;
  messaging: MessagingPort;
  /** the receipt email's PDF */
  receipts: Pick<ReceiptPdfs, 'render'>;
  /** a renewal's new loan in its receipt */
  renewals: RenewalConfirmations;
  clock: Clock;
}

export function createAfterPosting(deps: AfterPostingDeps) {
  const { db, loans, locks, cards, messaging, receipts, renewals, clock } = deps;
  return async function afterPosting({
    row: payment,
    confirmationNumber,
    postedOn,
    reinstated,
  }: Posted) {
    await locks.release(payment.loanId, 'alternateParty', payment.profileId);
    if (payment.removeCardId) {
      const cardId = payment.removeCardId;
      await cards.removeCard(cardId, clock()).catch(() => cards.removeCard(cardId, clock()));
    }
    // to each contact the payment keeps: the one the payer gave, or both when their preference is both
    const to = [
      ...(payment.receiptEmail
        ? [{ channel: 'email' as const, address: payment.receiptEmail }]
        : []),
      ...(payment.receiptPhone ? [{ channel: 'sms' as const, address: payment.receiptPhone }] : []),
    ];
    if (to.length === 0) return;
    const loan = await loans.findLoan(payment.loanId);
    if (!loan) return;
    const settlementRemaining =
      payment.paymentType === PaymentType.Settlement
        ? await settlementRemainingOf(createSettlementsRepo(db), loans, payment.loanId)
        : null;
    const confirmation = paymentConfirmation(
      { ...payment, confirmationNumber, reinstated },
      loan,
      postedOn,
      await renewals.of(payment),
      settlementRemaining,
    );
    // in the language of the request that paid, stored with the payment
    for (const contact of to)
      await messaging.send(
        await receiptMessage(receipts, confirmation, loan, {
          ...contact,
          language: languageOr(payment.language),
        }),
      );
  };
}
