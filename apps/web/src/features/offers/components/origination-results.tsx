/**
 * The results of OriginationDocuSign's signing (issue 48: each titled by itself by the screen): Done — the loan is
 * made and its money sent, nothing left to resume — and NoLoan — declined, expired or failed, with what to do next.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TOriginationInfoResponse } from '@lender/contract';
import { PayMethod } from '@lender/domain';
import { useFormat } from '../../../shared/i18n/format';
import content from '../../../shared/ui/content.module.css';
import controls from '../../../shared/ui/controls.module.css';
import { NewAccountTerms } from '../../../shared/loans/new-account-terms';
import { usePageBrand } from '../../../shared/brand/use-route-brand';
import type { MergedOrigination } from '../origination/resume';
import type { useOrigination } from '../origination/use-origination';

type Flow = ReturnType<typeof useOrigination>;
export type Ended = 'declined' | 'expired' | 'failed';

export function Done({
  flow,
  info,
  merged,
}: {
  flow: Flow;
  info: TOriginationInfoResponse;
  merged: MergedOrigination;
}) {
  const { t } = useTranslation('offers');
  const format = useFormat();
  const { state } = merged;
  const { finish } = flow;
  const brand = usePageBrand();
  // the loan is made and its money sent: nothing is left to resume
  useEffect(() => finish(), [finish]);
  const amount = format.money(state.disbursementAmount);
  const sent =
    state.disbursementType === PayMethod.Debit
      ? t('origination.sign.doneCard', { amount, lastFour: state.cardLastFour ?? '' })
      : state.disbursementType === PayMethod.Store
        ? t('origination.sign.doneStore', { amount, store: info.storeName })
        : t('origination.sign.doneMoneyTransfer', { amount });
  return (
    <section className={content.card} aria-label={t('origination.signDone.heading')} role="status">
      <p>{sent}</p>
      {state.loanAmount !== null && state.dueDate && (
        <p>
          {t('origination.sign.doneDue', {
            total: format.money(state.loanAmount),
            date: format.date(state.dueDate) ?? '',
          })}
        </p>
      )}
      <NewAccountTerms brand={brand} />
      <Link className={controls.button} to={flow.pathOf('Dashboard')}>
        {t('origination.sign.toDashboard')}
      </Link>
    </section>
  );
}

export function NoLoan({
  flow,
  info,
  ended,
  error,
}: {
  flow: Flow;
  info: TOriginationInfoResponse;
  ended: Ended;
  error: string | null;
}) {
  const { t } = useTranslation('offers');
  const store = { store: info.storeName, phone: info.storePhoneNumber };
  return (
    <section
      className={`${content.notice} ${content.noticeWarning}`}
      aria-labelledby="origination-ended"
      role="alert"
    >
      <h2 id="origination-ended">
        {ended === 'failed'
          ? t('origination.sign.failed', { reason: error ?? '' })
          : t('origination.sign.notSigned')}
      </h2>
      <p>
        {ended === 'failed'
          ? t('origination.sign.failedNext', store)
          : t('origination.sign.notSignedNext', store)}
      </p>
      {ended !== 'failed' && !info.expired && (
        <Link className={controls.button} to={flow.pathOf('OriginationAmount')}>
          {t('origination.sign.startOver')}
        </Link>
      )}
    </section>
  );
}
