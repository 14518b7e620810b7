/**
 * PendingDisbursement (spec §2 Payment group, §4 asynchronous start + status, §9 polling): polls the
 * started draw every second, at most the disbursement polling attempts and the post draw timeout (none with
 * disbursementPolling off). Posted → ConfirmDisbursement;
 * an Error says nothing was drawn and offers another card; still pending after the last attempt says
 * the cash is on its way and links back to the loan. The loan and the limits are refreshed either way.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { TDrawConfirmation } from '@lender/contract';
import { useServerSettings } from '../../../shared/config/config-settings';
import { useHeader } from '../../../shared/layout/use-header';
import { loanKeys } from '../../../shared/loans/account-detail';
import { ErrorAlert, Loading } from '../../../shared/ui/query-state';
import { fundsKeys } from '../api';
import styles from '../components/funds.module.css';
import { useFundsStore } from '../store';
import { useDrawPoll } from '../use-draw-poll';
import { useFundsRoute } from '../use-funds-route';

export default function PendingDisbursement() {
  const { t } = useTranslation('funds');
  useHeader('funds:pending.title', 'none');
  const { pathOf, go } = useFundsRoute();
  const queryClient = useQueryClient();
  const settings = useServerSettings();
  const { messageKey, setMessageKey, setConfirmation } = useFundsStore();

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: loanKeys.all });
    void queryClient.invalidateQueries({ queryKey: fundsKeys.all });
  }, [queryClient]);
  const onPosted = useCallback(
    (confirmation: TDrawConfirmation) => {
      refresh();
      setConfirmation(confirmation);
      go('ConfirmDisbursement', { replace: true });
    },
    [go, refresh, setConfirmation],
  );
  const poll = useDrawPoll(messageKey, settings, onPosted);

  const tryAnother = () => {
    refresh();
    setMessageKey(null);
    go('ManageDisburseMethod');
  };
  const back = (
    <Link className={styles.link} to={pathOf('AccountDetails')} onClick={refresh}>
      {t('common.backToAccount')}
    </Link>
  );

  if (!messageKey && poll.phase !== 'posted')
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>{t('pending.heading')}</h1>
        <p className={styles.lead}>{t('pending.noDraw')}</p>
        {back}
      </div>
    );

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('pending.heading')}</h1>
      {(poll.phase === 'idle' || poll.phase === 'polling' || poll.phase === 'posted') && (
        <Loading text={t('pending.waiting')} />
      )}
      {poll.phase === 'polling' && poll.failed && (
        <p className={styles.muted}>{t('pending.pollFailed')}</p>
      )}
      {poll.phase === 'error' && (
        <>
          <ErrorAlert
            message={`${t('pending.error', { reason: poll.error })} ${t('pending.nothingDrawn')}`}
          />
          <div className={styles.actions}>
            <button type="button" className={styles.button} onClick={tryAnother}>
              {t('pending.tryAnother')}
            </button>
          </div>
          {back}
        </>
      )}
      {poll.phase === 'stillPending' && (
        <>
          <p role="status" className={styles.notice}>
            {t('pending.stillPending')}
          </p>
          {back}
        </>
      )}
    </div>
  );
}
