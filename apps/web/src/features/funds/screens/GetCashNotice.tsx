/**
 * GetCashNotice (spec §2 Payment group): what will happen before money moves — the amount, the card
 * and that it adds to the line's balance, and the line's open-end federal box (domain openEndDisclosure: the daily
 * periodic rate, its APR, what the principal after the draw adds a day). Confirm takes the loan's add-on lock (POST /addOnLock, with the
 * position when the location check asks for it; a refused position while forced → GpsLocationDisabled),
 * then starts the draw (POST /draw → messageKey) and goes to PendingDisbursement. One idempotency key per visit of this screen: a double click, or a retry
 * after a failed call, sends the same key, so the server draws once.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { formatCentsForServer, openEndDisclosure } from '@lender/domain';
import { OpenEndBox } from '../../../shared/disclosure';
import { LOCATION_ERROR_CODES } from '@lender/contract';
import { useHeader } from '../../../shared/layout/use-header';
import { currentPosition, takeAddOnLock, useLocationRequirement } from '../../../shared/location';
import { useAccountDetail } from '../../../shared/loans/account-detail';
import { ErrorAlert, Loading } from '../../../shared/ui/query-state';
import { fundsKeys, startDraw } from '../api';
import { drawErrorCode, useCardEnding, useDrawErrorText } from '../components/texts';
import styles from '../components/funds.module.css';
import { useFundsStore } from '../store';
import { DRAW_LOCATION_STEP, useFundsRoute } from '../use-funds-route';
import { useFormat } from '../../../shared/i18n/format';

export default function GetCashNotice() {
  const { t } = useTranslation('funds');
  const format = useFormat();
  useHeader('funds:notice.title', 'back');
  const { loanId, pathOf, go } = useFundsRoute();
  const queryClient = useQueryClient();
  const detail = useAccountDetail(loanId);
  const cardEnding = useCardEnding();
  const errorText = useDrawErrorText();
  const location = useLocationRequirement('addOn');
  const { loanId: flowLoanId, card, amountCents, setMessageKey } = useFundsStore();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  // the ref stops a second click before React re-renders; the state disables the button
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const loan = detail.data;

  if (flowLoanId !== loanId || !card || !amountCents)
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>{t('notice.heading')}</h1>
        <p className={styles.lead}>{t('common.startAgain')}</p>
        <Link className={styles.button} to={pathOf('GetCashAmount')}>
          {t('common.startAgainLink')}
        </Link>
      </div>
    );

  const amount = format.money(amountCents);
  const confirm = async () => {
    if (!loan || sending.current) return;
    sending.current = true;
    setBusy(true);
    setFailure(null);
    const stop = (reason: string) => {
      setFailure(reason);
      sending.current = false;
      setBusy(false);
    };
    try {
      // the add-on lock first, with the position where the add-on's location check asks for it
      const position = location.check ? await currentPosition() : null;
      if (position && position.kind !== 'position' && location.force) {
        if (position.kind === 'denied')
          return go('GpsLocationDisabled', { search: DRAW_LOCATION_STEP });
        return stop(t('notice.locationError'));
      }
      await takeAddOnLock({
        loanId,
        storeId: loan.storeId,
        ...(position?.kind === 'position'
          ? { latitude: position.latitude, longitude: position.longitude }
          : {}),
      });
      const started = await startDraw({
        loanId,
        lmsId: loan.lmsId,
        ...(loan.storeId > 0 ? { storeId: loan.storeId } : {}),
        amount: formatCentsForServer(amountCents),
        cardIds: card.cardIds,
        type: 16,
        idempotencyKey,
      });
      setMessageKey(started.messageKey);
      go('PendingDisbursement', { replace: true });
    } catch (error) {
      void queryClient.invalidateQueries({ queryKey: fundsKeys.all });
      if (drawErrorCode(error) === LOCATION_ERROR_CODES.locationRequired)
        return go('GpsLocationDisabled', { search: DRAW_LOCATION_STEP });
      stop(errorText(error));
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('notice.heading')}</h1>
      {detail.isPending && <Loading text={t('common.loadingLoan')} />}
      {detail.isError && (
        <ErrorAlert message={t('common.loanError')} onRetry={() => void detail.refetch()} />
      )}
      {loan && (
        <>
          <section className={styles.card} aria-label={t('notice.heading')}>
            <p>{t('notice.send', { amount, card: cardEnding(card) })}</p>
            <p>{t('notice.balance', { amount })}</p>
          </section>
          <OpenEndBox
            disclosure={openEndDisclosure({
              principalCents: loan.principalCents,
              drawCents: amountCents,
            })}
          />
          {failure && <ErrorAlert message={t('notice.failed', { reason: failure })} />}
          {busy && <Loading text={t('notice.sending')} />}
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.button}
              disabled={busy}
              onClick={() => void confirm()}
            >
              {t('notice.confirm', { amount })}
            </button>
            <Link
              className={styles.buttonSecondary}
              to={pathOf('GetCashAmount')}
              aria-disabled={busy || undefined}
            >
              {t('notice.change')}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
