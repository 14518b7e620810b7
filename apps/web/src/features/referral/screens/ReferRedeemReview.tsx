/**
 * ReferRedeemReview (spec §2 Referral group, §4 Referral payout 3–4): the whole current balance and
 * the card; Confirm starts the cash-out (POST /cashOut → messageKey) and polls it. Paid goes to
 * ReferRedeemSuccess; declined says why, that the balance is intact, and offers another card.
 * A second click while one is on its way sends nothing.
 */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { TCashOutStatusResponse } from '@lender/contract';
import { formatCentsForServer } from '@lender/domain';
import { useHeader } from '../../../shared/layout/use-header';
import { routePath } from '../../../shared/routing/route-path';
import { ErrorAlert, Loading } from '../../../shared/ui/query-state';
import { referralKeys, startCashOut, useReferralStats } from '../api';
import { useReferralErrorText } from '../components/error-text';
import { useCardEnding } from '../components/card-ending';
import styles from '../components/referral.module.css';
import { useReferralStore } from '../store';
import { useCashOutPoll } from '../use-cash-out-poll';
import { useFormat } from '../../../shared/i18n/format';

export default function ReferRedeemReview() {
  const { t } = useTranslation('referral');
  const format = useFormat();
  const cardEnding = useCardEnding();
  useHeader('referral:review.title', 'back');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { payoutCard, setPayoutCard, setResult } = useReferralStore();
  const stats = useReferralStats();
  const errorText = useReferralErrorText();
  // the ref stops a second click before React re-renders; the state disables the button
  const sending = useRef(false);
  const [starting, setStarting] = useState(false);
  const [messageKey, setMessageKey] = useState<string>();
  const [startError, setStartError] = useState<string | null>(null);
  const [declined, setDeclined] = useState<TCashOutStatusResponse | null>(null);

  const onSettled = useCallback(
    (status: TCashOutStatusResponse) => {
      void queryClient.invalidateQueries({ queryKey: referralKeys.all });
      if (status.status === 'declined') return setDeclined(status);
      setResult({
        amountCents: status.amountCents,
        cardNumber: status.cardNumber,
        cardType: status.cardType,
        confirmationNumber: status.confirmationNumber,
      });
      setPayoutCard(null);
      void navigate(routePath('ReferRedeemSuccess'));
    },
    [navigate, queryClient, setPayoutCard, setResult],
  );
  const poll = useCashOutPoll(messageKey, onSettled);
  const amountCents = stats.data?.currentBalanceCents ?? 0;
  // from the click until the poll settles (the poll starts a render after the key arrives)
  const busy = starting || (messageKey !== undefined && poll.phase !== 'settled');

  const confirm = async () => {
    if (!payoutCard || sending.current || busy) return;
    sending.current = true;
    setStarting(true);
    setStartError(null);
    try {
      const started = await startCashOut({
        transactionUuid: payoutCard.transactionUuid,
        cardNumber: payoutCard.cardNumber,
        amount: formatCentsForServer(amountCents),
      });
      setMessageKey(started.messageKey);
    } catch (error) {
      setStartError(errorText(error));
    } finally {
      sending.current = false;
      setStarting(false);
    }
  };

  const tryAnother = () => {
    setPayoutCard(null);
    void navigate(routePath('ReferRedeemAddCard'));
  };

  if (!payoutCard && !messageKey)
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>{t('review.heading')}</h1>
        <p className={styles.lead}>{t('review.noCard')}</p>
        <Link className={styles.button} to={routePath('ReferRedeemAddCard')}>
          {t('review.addCard')}
        </Link>
      </div>
    );

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('review.heading')}</h1>
      {stats.isPending && <Loading text={t('review.loading')} />}
      {stats.isError && (
        <ErrorAlert message={t('review.loadError')} onRetry={() => void stats.refetch()} />
      )}
      {stats.data && payoutCard && (
        <section className={styles.card} aria-label={t('review.summary')}>
          <dl className={styles.facts}>
            <dt>{t('review.amount')}</dt>
            <dd>{format.money(amountCents)}</dd>
            <dt>{t('review.card')}</dt>
            <dd>{cardEnding(payoutCard)}</dd>
          </dl>
        </section>
      )}
      {declined ? (
        <>
          <ErrorAlert
            message={`${declined.declineReason ? t('review.declined', { reason: declined.declineReason }) : t('review.declinedNoReason')} ${t('review.balanceIntact')}`}
          />
          <div className={styles.actions}>
            <button type="button" className={styles.button} onClick={tryAnother}>
              {t('review.tryAnother')}
            </button>
          </div>
        </>
      ) : (
        <>
          {startError && <ErrorAlert message={t('review.failed', { reason: startError })} />}
          {busy && <Loading text={t('review.sending')} />}
          {poll.phase === 'polling' && poll.failed && (
            <p className={styles.muted}>{t('review.pollFailed')}</p>
          )}
          {stats.data && payoutCard && (
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.button}
                disabled={busy || amountCents <= 0}
                onClick={() => void confirm()}
              >
                {t('review.confirm', { amount: format.money(amountCents) })}
              </button>
              <button
                type="button"
                className={styles.buttonSecondary}
                disabled={busy}
                onClick={tryAnother}
              >
                {t('review.tryAnother')}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
