/**
 * {brand}-PaymentProcessing (spec §4 Payment 2–5, §8 Payment submit, §9 Polling and Timeouts):
 * polls GET /payment?key= every second. A result → ConfirmPayment; an Error → shown, the pay button
 * disabled; a 502 or network failure → the connection message with the button enabled (a resubmit
 * reuses the submit key: one charge); any other failure → 'Server error: {message}.'. Past the
 * payment timeout it reports POST /paymentTimeout and says the receipt will follow.
 * A payment an Error ended (a declined card) says the payment was not made and what to do: use
 * another card (back to SelectPaymentMethod, the amount kept) or call the loan's store.
 * A renewal arrives here before its payment starts: it is paid here (components/renewal-pay.tsx), then polled with
 * the refinance payment timeout (NLS: the NLS refinance timeout).
 */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPhoneDisplay, phoneTelHref } from '@lender/domain';
import { useServerSettings } from '../../../shared/config/config-settings';
import { useHeader } from '../../../shared/layout/use-header';
import { usePaymentStore } from '../../../shared/session/payment-store';
import { ErrorAlert, LoanQueryState } from '../components/query-state';
import { RenewalPay } from '../components/renewal-pay';
import styles from '../components/payments.module.css';
import { submitFailureText } from '../failure-text';
import { paymentPayerOf } from '../payment-request';
import { usePaymentContext } from '../use-payment-context';
import { usePaymentPoll } from '../use-payment-poll';
import { usePaymentSuccess } from '../use-payment-success';
import { useSubmitPayment } from '../use-submit-payment';
import { useFormat } from '../../../shared/i18n/format';
import { useAnnounce } from '../../../shared/ui/live-status';

export default function PaymentProcessing() {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const { route, loan, loanQuery, payer } = usePaymentContext();
  const { paymentKey, submittedAt, paymentAmount, alternateContact, isRefi } = usePaymentStore();
  const settings = useServerSettings();
  const { go } = route;
  const onDone = useCallback(() => go('ConfirmPayment', undefined, { replace: true }), [go]);
  const onSuccess = usePaymentSuccess({
    username: payer.username,
    profileId: payer.profileId,
    onDone,
  });
  const onStop = useCallback(() => usePaymentStore.getState().update({ pending: false }), []);
  const poll = usePaymentPoll({
    paymentKey,
    submittedAt,
    timeoutSeconds: !isRefi
      ? settings.paymentTimeout
      : loan?.loanSystem === 'NLS'
        ? settings.nlsRefinanceTimeout
        : settings.refinancePaymentTimeout,
    onResult: onSuccess,
    onStop,
  });
  const paymentPayer = useMemo(
    () => paymentPayerOf(payer, alternateContact, loan?.customerName),
    [payer, alternateContact, loan?.customerName],
  );
  const resubmit = useSubmitPayment(loan, paymentPayer, () => undefined);
  const failure = poll.phase === 'error' || poll.phase === 'polling' ? poll.failure : null;
  const ended = poll.phase === 'error';
  // titled by its result (issue 48): a declined payment is not "Processing payment"
  useHeader(
    ended
      ? 'payments:processing.notMadeTitle'
      : poll.phase === 'timedOut'
        ? 'payments:processing.timedOutTitle'
        : 'payments:processing.title',
    'none',
  );
  const shownFailure = resubmit.failure ?? failure;
  const waitText = t(isRefi ? 'renewal.processing' : 'processing.wait', {
    amount: format.money(paymentAmount ?? 0),
  });
  // each status change goes into the app's one live region, which exists before it changes (decision 015);
  // the screen shows the same words without a live role of its own
  useAnnounce(
    !paymentKey
      ? undefined
      : shownFailure
        ? [ended ? t('processing.notMadeHeading') : '', submitFailureText(t, shownFailure)]
            .filter(Boolean)
            .join('. ')
        : poll.phase === 'polling'
          ? waitText
          : poll.phase === 'timedOut'
            ? `${t('processing.timedOut')} ${t('processing.receiptFollows')}`
            : undefined,
  );

  if (!paymentKey && isRefi) {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>{t('renewal.payHeading')}</h1>
        <LoanQueryState query={loanQuery} />
        {loan && <RenewalPay route={route} loan={loan} payer={paymentPayer} />}
      </div>
    );
  }

  if (!paymentKey) {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>{t('processing.heading')}</h1>
        <p className={styles.lead}>{t('processing.nothing')}</p>
        <Link className={styles.link} to={route.pathOf('AccountDetails')}>
          {t('common.backToAccount')}
        </Link>
      </div>
    );
  }

  const storeTel = loan?.storePhoneNumber ? phoneTelHref(loan.storePhoneNumber) : null;
  const payEnabled =
    shownFailure?.payEnabled === true && poll.phase === 'polling' && !resubmit.submitting;

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>
        {ended ? t('processing.notMadeHeading') : t('processing.heading')}
      </h1>
      {poll.phase === 'polling' && (
        <div className={styles.card}>
          <div className={styles.spinner} aria-hidden="true" />
          <p className={styles.lead}>{waitText}</p>
        </div>
      )}
      {poll.phase === 'timedOut' && (
        <div className={styles.success}>
          <p>{t('processing.timedOut')}</p>
          <p>{t('processing.receiptFollows')}</p>
        </div>
      )}
      {shownFailure && <ErrorAlert message={submitFailureText(t, shownFailure)} live={false} />}
      {ended && (
        <div className={styles.card}>
          <p className={styles.lead}>
            {storeTel ? t('processing.whatNowStore') : t('processing.whatNow')}
          </p>
          {storeTel && loan && (
            <a className={styles.link} href={storeTel}>
              {t('processing.callStore', { phone: formatPhoneDisplay(loan.storePhoneNumber) })}
            </a>
          )}
        </div>
      )}
      {shownFailure && (
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.button}
            disabled={!payEnabled}
            onClick={() => void resubmit.submit({ resubmit: true })}
          >
            {t('review.pay', { amount: format.money(paymentAmount ?? 0) })}
          </button>
          {poll.phase === 'error' && (
            <Link className={styles.buttonSecondary} to={route.pathOf('SelectPaymentMethod')}>
              {t('processing.otherCard')}
            </Link>
          )}
        </div>
      )}
      {(poll.phase === 'timedOut' || poll.phase === 'error') && (
        <Link className={styles.link} to={route.pathOf('AccountDetails')}>
          {t('common.backToAccount')}
        </Link>
      )}
    </div>
  );
}
