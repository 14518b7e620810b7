/**
 * Auto-pay of a loan, from its details or after a payment (issue 49, decision 056): the screen AutoPayConfirm shows
 * when no renewal is in progress. It says what the loan's auto-pay is (AutoPayStatus); with a card chosen
 * (AutoPayUpdatePaymentMethod / AutoPayAddMethod hand it back, or the card she just paid with) it asks the spec's
 * confirmation and enrols the loan (PUT /autoPay); enrolled, it changes the card or leaves auto-pay after asking.
 * Loading, error and refusal (the domain rule's code, translated) states.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/http/client';
import { useFormat } from '../../../shared/i18n/format';
import { useAccountDetail } from '../../../shared/loans/account-detail';
import { useAutoPay } from '../../../shared/loans/auto-pay';
import type { RenewalScreen } from '../../../shared/refinance/step-route';
import content from '../../../shared/ui/content.module.css';
import controls from '../../../shared/ui/controls.module.css';
import { ErrorAlert, errorReason, Loading } from '../../../shared/ui/query-state';
import { useUpdateAutoPay } from '../api/update-auto-pay';
import type { AutoPayCard } from './auto-pay-card';
import { AutoPayStatus } from './auto-pay-status';
import { LeaveAutoPay } from './leave-auto-pay';
import { refusalText } from './refusal-text';

export function ManageAutoPay({
  loanId,
  pathOf,
  card,
  enrolledBefore,
}: {
  loanId: string;
  /** the card screens enrolled the loan already (it skips the confirmation): say it is on */
  enrolledBefore?: boolean;
  pathOf: (name: RenewalScreen) => string;
  /** the card chosen for auto-pay (handed back by the card screens, or the card just paid with) */
  card: AutoPayCard | undefined;
}) {
  const { t } = useTranslation('auto-pay');
  const format = useFormat();
  const loan = useAccountDetail(loanId);
  const autoPay = useAutoPay(loanId, true);
  const update = useUpdateAutoPay(loanId);
  const [done, setDone] = useState<'on' | 'off' | null>(enrolledBefore ? 'on' : null);

  const failure = (error: unknown) =>
    error instanceof ApiError && error.errorCode
      ? refusalText(t, format, { code: error.errorCode, params: {} })
      : errorReason(error);
  const data = autoPay.data;
  const sameCard = data?.enrolled && card && data.methodDisplayNumber === card.cardNumber;
  const asking = data && card && !sameCard && done === null;
  const enrol = () =>
    card &&
    update.mutate(
      { enrolled: true, paymentCardToken: card.cardToken, paymentCardIds: card.cardIds },
      { onSuccess: () => setDone('on') },
    );

  return (
    <div className={content.page}>
      <h1 className={content.heading}>{t('manage.heading')}</h1>
      {autoPay.isPending && <Loading text={t('manage.loading')} />}
      {autoPay.isError && (
        <ErrorAlert message={t('manage.error')} onRetry={() => void autoPay.refetch()} />
      )}
      {done && (
        <p role="status" className={controls.success}>
          {done === 'on' ? t('manage.turnedOn') : t('manage.turnedOff')}
        </p>
      )}
      {data && <AutoPayStatus autoPay={data} />}
      {data && !data.enrolled && !data.canAutoPay && data.refusal && (
        <p>{refusalText(t, format, data.refusal)}</p>
      )}
      {asking && (data.canAutoPay ?? true) && (
        <section className={content.card} aria-labelledby="auto-pay-question">
          <h2 id="auto-pay-question">
            {t('manage.question', { loan: loan.data?.lmsId ?? '', lastFour: card.cardNumber })}
          </h2>
          <p>{t('confirm.lead')}</p>
          <div className={controls.actions}>
            <button
              type="button"
              className={controls.button}
              disabled={update.isPending}
              onClick={enrol}
            >
              {t('confirm.yes')}
            </button>
            <Link className={controls.link} to={pathOf('AutoPayUpdatePaymentMethod')}>
              {t('confirm.otherCard')}
            </Link>
          </div>
        </section>
      )}
      {update.isError && <ErrorAlert message={failure(update.error)} />}
      {data && !asking && (
        <div className={controls.actions}>
          {data.enrolled && (
            <Link className={controls.buttonSecondary} to={pathOf('AutoPayUpdatePaymentMethod')}>
              {t('manage.changeCard')}
            </Link>
          )}
          {!data.enrolled && data.canAutoPay && (
            <Link className={controls.button} to={pathOf('AutoPayUpdatePaymentMethod')}>
              {t('manage.chooseCard')}
            </Link>
          )}
        </div>
      )}
      {data?.enrolled && !asking && (
        <LeaveAutoPay
          pending={update.isPending}
          onLeave={() => update.mutate({ enrolled: false }, { onSuccess: () => setDone('off') })}
        />
      )}
      <Link className={controls.link} to={pathOf('AccountDetails')}>
        {t('common.backToLoan')}
      </Link>
    </div>
  );
}
