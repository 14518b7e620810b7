/**
 * {brand}-CancelRenewal (spec §2 Payment group, §4 Payment 6, §7 cancel renewal; decision 026): reached from the
 * ConfirmPayment of a renewal, or from the new loan's page with the renewal payment's ?key= (its confirmation read
 * again), on the business day it posted (domain renewalCancelRefusal). It says what cancelling
 * does — the new loan is voided, the old loan restored, the amount paid goes back to the card — with an optional
 * reason; "Cancel renewal" sends POST /cancelrefinance once (a double tap is ignored; the shell's busy spinner shows
 * while it runs). Its refusals are said in words. Then, per spec §4 step 6: an amount paid above 0 →
 * ConfirmPayment?isCancelledRefi=true&cancelReason=…; otherwise the Dashboard.
 */
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { maskedCardNumber, paymentPostingDate, renewalCancelRefusal } from '@lender/domain';
import { useFormat } from '../../../shared/i18n/format';
import { useHeader } from '../../../shared/layout/use-header';
import { CANCEL_REASONS, type CancelReason } from '../../../shared/refinance/cancel-reasons';
import { usePaymentStore } from '../../../shared/session/payment-store';
import content from '../../../shared/ui/content.module.css';
import controls from '../../../shared/ui/controls.module.css';
import { ErrorAlert, Loading } from '../../../shared/ui/query-state';
import { useCancelRenewal, useRenewalByKey } from '../api';
import { cancelFailureText } from '../components/cancel-failure';
import styles from '../components/refinance.module.css';
import { StoreCall } from '../components/store-call';
import { useRefinanceRoute } from '../use-refinance-route';

export default function CancelRenewal() {
  const { t } = useTranslation('refinance');
  const format = useFormat();
  useHeader('refinance:cancel.title', 'back');
  const route = useRefinanceRoute();
  const stored = usePaymentStore((s) => s.result);
  const fromFlow = stored?.isRefi === true && stored.loanId === route.loanId;
  const key = useSearchParams()[0].get('key');
  const fetched = useRenewalByKey(key, !fromFlow);
  const result = fromFlow ? stored : (fetched.data ?? undefined);
  const renewal = result?.isRefi && result.loanId === route.loanId ? result.renewal : null;
  const [reason, setReason] = useState<CancelReason | ''>('');
  const cancel = useCancelRenewal();
  const sending = useRef(false);
  const today = useMemo(() => paymentPostingDate(new Date()), []);

  if (!fromFlow && fetched.isPending && key !== null) return <Loading text={t('cancel.loading')} />;
  if (!fromFlow && fetched.isError)
    return <ErrorAlert message={t('cancel.loadError')} onRetry={() => void fetched.refetch()} />;
  if (!result || !renewal) {
    return (
      <div className={content.page}>
        <h1 className={content.heading}>{t('cancel.heading')}</h1>
        <p>{t('cancel.nothing')}</p>
        <Link className={controls.link} to={route.pathOf('Dashboard')}>
          {t('common.backToAccounts')}
        </Link>
      </div>
    );
  }

  const refusal = renewalCancelRefusal({
    postedOn: result.paymentDate,
    today,
    newLoanHasActivity: false,
    cancelled: renewal.cancelled,
  });
  const onCancel = () => {
    if (sending.current) return;
    sending.current = true;
    cancel.mutate(
      { newLoanId: renewal.newLoanId, cancelReason: reason || undefined },
      {
        onSuccess: (answer) => {
          const store = usePaymentStore.getState();
          if (answer.amountPaidCents > 0) {
            store.update({
              result: { ...result, renewal: { ...renewal, cancelled: true } },
              loanId: route.loanId,
              isRefi: true,
              ...(fromFlow ? {} : { paymentKey: key ?? undefined }),
            });
            route.go(
              'ConfirmPayment',
              { isCancelledRefi: true, cancelReason: reason || undefined },
              { replace: true },
            );
          } else {
            store.clear();
            route.go('Dashboard', undefined, { replace: true });
          }
        },
        onError: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <div className={content.page}>
      <h1 className={content.heading}>{t('cancel.heading')}</h1>
      {refusal ? (
        <p>{t(`cancel.${refusal}`)}</p>
      ) : (
        <>
          <section className={content.card} aria-labelledby="cancel-what-heading">
            <h2 id="cancel-what-heading">{t('cancel.lead', { lmsId: result.lmsId })}</h2>
            <ul className={content.list}>
              <li>{t('cancel.voided', { newLmsId: renewal.newLoanLmsId })}</li>
              <li>{t('cancel.restored', { lmsId: result.lmsId })}</li>
              <li>
                {t('cancel.refund', {
                  amount: format.money(result.amountPaidCents),
                  card: maskedCardNumber(result.cardNumber),
                })}
              </li>
            </ul>
          </section>
          <div className={styles.field}>
            <label htmlFor="cancel-reason">{t('cancel.reasonLabel')}</label>
            <select
              id="cancel-reason"
              className={styles.select}
              value={reason}
              onChange={(event) => setReason(event.target.value as CancelReason | '')}
            >
              <option value="">{t('cancel.reasonNone')}</option>
              {CANCEL_REASONS.map((code) => (
                <option key={code} value={code}>
                  {t(`reasons.${code}`)}
                </option>
              ))}
            </select>
          </div>
          {cancel.isError && <ErrorAlert message={cancelFailureText(t, cancel.error)} />}
          {cancel.isPending && <Loading text={t('cancel.cancelling')} />}
        </>
      )}
      <div className={controls.actions}>
        {refusal ? (
          refusal !== 'alreadyCancelled' && <StoreCall phone={result.storePhoneNumber} primary />
        ) : (
          <button
            type="button"
            className={controls.buttonDanger}
            disabled={cancel.isPending}
            onClick={onCancel}
          >
            {t('cancel.confirm')}
          </button>
        )}
        <Link
          className={controls.buttonSecondary}
          to={
            refusal
              ? route.pathOf('AccountDetails')
              : fromFlow
                ? route.pathOf('ConfirmPayment')
                : route.pathOf('AccountDetails', { loanId: renewal.newLoanId })
          }
        >
          {refusal ? t('common.backToLoan') : t('cancel.keep')}
        </Link>
      </div>
    </div>
  );
}
