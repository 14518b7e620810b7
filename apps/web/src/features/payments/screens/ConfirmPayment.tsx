/**
 * {brand}-ConfirmPayment (spec §3 Payment confirmation; §2 preventNavigation: the route meta blocks
 * going back to the payment screens): the confirmation number, amount, date, card (last 4), the
 * payoff left; 'Email my receipt' (or text it) sends POST /sendConfirmation; 'Download receipt (PDF)'
 * (GET /paymentReceipt); a link to the account. A renewal shows its new loan and may be cancelled the same
 * business day; ?isCancelledRefi=true shows the cancelled renewal instead (components/renewal-confirmation.tsx).
 * A payment toward a signed settlement shows what is left of it, or that the loan is settled (decision 045). The
 * screen is titled by what the payment did (domain paymentOutcome, issue 48): settled, paid off, the repossession
 * stopped, renewed, or paid; a settled or paid-off loan shows its state, never a payoff of $0.00 and a due date.
 * A loan that does not pay itself is offered auto-pay (AutoPayOffer, decision 056).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { maskedCardNumber, outcomeHasNextDueDate, paymentOutcome } from '@lender/domain';
import { useHeader } from '../../../shared/layout/use-header';
import { usePaymentStore } from '../../../shared/session/payment-store';
import { sendConfirmation } from '../api';
import { AutoPayOffer } from '../components/auto-pay-offer';
import { Facts } from '../components/facts';
import { ErrorAlert } from '../components/query-state';
import { ReceiptLink } from '../components/receipt-link';
import { GoToMyLoans, RenewalCancelled, RenewalDetails } from '../components/renewal-confirmation';
import { readCancelReason } from '../../../shared/refinance/cancel-reasons';
import styles from '../components/payments.module.css';
import { paymentPayerOf } from '../payment-request';
import { usePaymentContext } from '../use-payment-context';
import { useFormat } from '../../../shared/i18n/format';
import { useAnnounce } from '../../../shared/ui/live-status';
import { AppReviewPrompt } from '../components/app-review-prompt';

const THANKS = {
  renewed: 'renewal.thanks',
  settled: 'confirm.settled',
  paidOff: 'confirm.paidOff',
  reinstated: 'confirm.reinstated',
  paid: 'confirm.thanks',
} as const;

/** The loan's state after a payment that changed it (settled, paid off, reinstated); none after any other. */
const STATE_AFTER = {
  settled: 'confirm.statusSettled',
  paidOff: 'confirm.statusPaidOff',
  reinstated: 'confirm.statusReinstated',
} as const;

type Sending =
  { phase: 'idle' } | { phase: 'sending' } | { phase: 'sent'; to: string } | { phase: 'failed' };

export default function ConfirmPayment() {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const { route, payer } = usePaymentContext();
  const { result, paymentKey, alternateContact } = usePaymentStore();
  const [sending, setSending] = useState<Sending>({ phase: 'idle' });
  const contact = paymentPayerOf(payer, alternateContact, undefined);
  const to = contact.email ?? contact.phoneNumber;
  const [search] = useSearchParams();
  const renewal = result?.isRefi ? result.renewal : null;
  // spec §2 ConfirmPayment params: the renewal was cancelled (CancelRenewal), and why
  const cancelledView = renewal !== null && search.get('isCancelledRefi') === 'true';
  const settlementLeft = result?.settlementRemainingCents ?? null;
  const outcome = result
    ? paymentOutcome({
        isRefi: renewal !== null,
        settlementRemainingCents: settlementLeft,
        isPayoff: result.isPayoff,
        // as the ledger posted it: the receipt says the same (issue 48)
        reinstates: result.reinstated,
      })
    : 'paid';
  // titled by its result; a cancelled renewal by what its screen says (renewal-confirmation.tsx)
  useHeader(
    cancelledView ? 'payments:renewal.cancelledHeading' : `payments:confirm.titles.${outcome}`,
    'menu',
  );
  const thanks =
    result && !cancelledView
      ? t(THANKS[outcome], { amount: format.money(result.amountPaidCents), lmsId: result.lmsId })
      : undefined;
  // into the app's one live region, which was there before this screen (decision 015)
  useAnnounce(thanks);
  useAnnounce(sending.phase === 'sent' ? t('confirm.receiptSent', { to: sending.to }) : undefined);

  if (!result || !paymentKey) {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>{t('confirm.heading')}</h1>
        <p className={styles.lead}>{t('confirm.nothing')}</p>
        {!payer.guest && (
          <Link className={styles.link} to={route.pathOf('AccountDetails')}>
            {t('common.backToAccount')}
          </Link>
        )}
      </div>
    );
  }

  if (cancelledView && renewal) {
    return (
      <RenewalCancelled
        result={result}
        renewal={renewal}
        reason={readCancelReason(search.get('cancelReason'))}
        route={route}
      />
    );
  }

  const sendReceipt = async () => {
    if (!to) return;
    setSending({ phase: 'sending' });
    try {
      await sendConfirmation(
        contact.email
          ? { messageKey: paymentKey, email: contact.email }
          : { messageKey: paymentKey, phoneNumber: contact.phoneNumber },
      );
      setSending({ phase: 'sent', to });
    } catch {
      setSending({ phase: 'failed' });
    }
  };

  const stateAfter =
    outcome in STATE_AFTER ? STATE_AFTER[outcome as keyof typeof STATE_AFTER] : null;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t(`confirm.titles.${outcome}`)}</h1>
      <div className={styles.success}>
        <p>{thanks}</p>
      </div>
      <section className={styles.card} aria-label={t('confirm.details')}>
        <Facts
          facts={[
            { label: t('confirm.confirmationNumber'), value: result.confirmationNumber },
            { label: t('confirm.amountPaid'), value: format.money(result.amountPaidCents) },
            {
              label: t('confirm.postingDate'),
              value: format.date(result.paymentDate),
              said: format.spokenDate(result.paymentDate),
            },
            {
              label: t('confirm.card'),
              value: maskedCardNumber(result.cardNumber),
              said: t('review.cardSaid', { type: '', last4: result.cardNumber })
                .replace(/\s+/g, ' ')
                .trim(),
            },
            { label: t('confirm.loan'), value: result.lmsId },
            // settled, paid off or reinstated: the loan's state, in words
            { label: t('confirm.loanStatus'), value: stateAfter ? t(stateAfter) : undefined },
            // a renewal closes the loan paid: its new loan is shown below instead; a settled or paid-off loan owes nothing
            {
              label: t('confirm.remainingPayoff'),
              value:
                renewal || settlementLeft !== null || !outcomeHasNextDueDate(outcome)
                  ? undefined
                  : format.money(result.remainingPayoffCents),
            },
            // what is left of a signed settlement after a payment toward it (none once it is settled)
            {
              label: t('confirm.settlementRemaining'),
              value:
                settlementLeft === null || outcome === 'settled'
                  ? undefined
                  : format.money(settlementLeft),
            },
            {
              label: t('confirm.nextDueDate'),
              value:
                result.paymentDueDate && !renewal && outcomeHasNextDueDate(outcome)
                  ? format.date(result.paymentDueDate)
                  : undefined,
              said: format.spokenDate(result.paymentDueDate),
            },
          ]}
        />
        <p className={styles.muted}>{t('common.postingRule')}</p>
        {result.isPartial && <p className={styles.muted}>{t('confirm.partialNote')}</p>}
      </section>
      {renewal && <RenewalDetails result={result} renewal={renewal} route={route} />}
      {!payer.guest && !renewal && outcomeHasNextDueDate(outcome) && (
        <AutoPayOffer loanId={route.loanId} to={route.pathOf('AutoPayConfirm')} />
      )}
      {sending.phase === 'sent' && (
        <p className={styles.success}>{t('confirm.receiptSent', { to: sending.to })}</p>
      )}
      {sending.phase === 'failed' && <ErrorAlert message={t('confirm.receiptFailed')} />}
      <div className={styles.actions}>
        <ReceiptLink messageKey={paymentKey} confirmationNumber={result.confirmationNumber} />
        {to && sending.phase !== 'sent' && (
          <button
            type="button"
            className={styles.buttonSecondary}
            disabled={sending.phase === 'sending'}
            onClick={() => void sendReceipt()}
          >
            {t(contact.email ? 'confirm.emailReceipt' : 'confirm.textReceipt')}
          </button>
        )}
        {payer.guest ? (
          <p className={styles.muted}>{t('confirm.guestDone')}</p>
        ) : renewal ? (
          <GoToMyLoans route={route} />
        ) : (
          <Link
            className={styles.button}
            to={route.pathOf('AccountDetails')}
            onClick={() => usePaymentStore.getState().clear()}
          >
            {t('confirm.backToAccount')}
          </Link>
        )}
      </div>
      <AppReviewPrompt
        profileId={payer.profileId}
        guest={payer.guest}
        confirmationNumber={result.confirmationNumber}
      />
    </div>
  );
}
