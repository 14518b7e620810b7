/**
 * {brand}-SettlementOffer (spec §2 Payment group, §3 Settlement status; issue 12): the loan's settlement offer, in
 * two steps — sign the settlement agreement (the e-signature ceremony), then pay the settlement amount as payment
 * type 5 through the one payment flow (SelectPaymentMethod → ReviewPayment → PaymentProcessing → ConfirmPayment).
 * The server decides the step (sign, pay, settled, expired), what was paid toward the settlement and what is left,
 * and the payment tries left: once signed, every payment on the loan counts toward it (decision 045), so the amount
 * to pay is what is left. Opening it marks the offer viewed.
 */
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PaymentType } from '@lender/domain';
import { useServerSettings } from '../../../shared/config/config-settings';
import { ApiError } from '../../../shared/http/client';
import { useFormat } from '../../../shared/i18n/format';
import { useHeader } from '../../../shared/layout/use-header';
import { useAccountDetail } from '../../../shared/loans/account-detail';
import { usePaymentStore } from '../../../shared/session/payment-store';
import content from '../../../shared/ui/content.module.css';
import controls from '../../../shared/ui/controls.module.css';
import { FactList } from '../../../shared/ui/fact-list';
import { ErrorAlert, Loading, errorReason } from '../../../shared/ui/query-state';
import { useSettlementStatus, useStartSigning } from '../api';
import { AgreementLink } from '../components/agreement-link';
import { SigningCeremony } from '../components/signing-ceremony';
import { useMarkViewed } from '../components/use-mark-viewed';
import { useOffersRoute } from '../components/use-offers-route';

export default function SettlementOffer() {
  const { t } = useTranslation('offers');
  // spec §9 settlementPaymentRetryLimit (server-overridable): "n tries left" shows once a try has failed
  const { settlementPaymentRetryLimit } = useServerSettings();
  useHeader('offers:settlement.title', 'back');
  const { brand, loanId, pathOf } = useOffersRoute();
  const navigate = useNavigate();
  const format = useFormat();
  const status = useSettlementStatus(loanId);
  const loan = useAccountDetail(loanId).data;
  const signing = useStartSigning(loanId);
  const settlement = status.data;
  useMarkViewed(settlement?.offerKey);
  const lmsId = loan?.lmsId ?? '';
  // what settles the loan now: the agreed sum before signing, what is left of it once payments count toward it
  const amount = settlement
    ? format.money(
        settlement.status === 'pay' ? settlement.remainingCents : settlement.settlementAmountCents,
      )
    : '';

  const pay = () => {
    if (!settlement || !loan) return;
    const payment = usePaymentStore.getState();
    payment.clear();
    payment.update({
      loanId,
      lmsId: loan.lmsId,
      brand,
      paymentAmount: settlement.remainingCents,
      paymentAmountType: 'other',
      paymentType: PaymentType.Settlement,
      isPayoff: false,
      isPartial: false,
      guestPayment: false,
      isAlternatesTurn: false,
      storePhoneNumber: loan.storePhoneNumber,
    });
    void navigate(pathOf('SelectPaymentMethod'));
  };

  const links = (
    <p className={controls.actions}>
      <Link className={controls.link} to={pathOf('AccountDetails')}>
        {t('settlement.backToLoan')}
      </Link>{' '}
      <Link className={controls.link} to={pathOf('Offers')}>
        {t('settlement.backToOffers')}
      </Link>
    </p>
  );

  if (status.isPending) return <Loading text={t('settlement.loading')} />;
  if (status.isError) {
    const notFound = status.error instanceof ApiError && status.error.status === 404;
    return (
      <div className={content.page}>
        <h1 className={content.heading}>{t('settlement.title')}</h1>
        {notFound ? (
          <p>{t('settlement.notFound')}</p>
        ) : (
          <ErrorAlert message={t('settlement.error')} onRetry={() => void status.refetch()} />
        )}
        {links}
      </div>
    );
  }
  const s = status.data;
  return (
    <div className={content.page}>
      <h1 className={content.heading}>{t('settlement.heading', { lmsId })}</h1>
      {s.status === 'settled' && (
        <p className={content.notice} role="status">
          {t('settlement.settled', { lmsId })}
        </p>
      )}
      {s.status === 'expired' && (
        <p className={`${content.notice} ${content.noticeWarning}`}>
          {t('settlement.expired', {
            date: loan ? format.storeDay(s.docExp, loan) : (format.date(s.docExp) ?? ''),
          })}
        </p>
      )}
      {(s.status === 'sign' || s.status === 'pay') && (
        <p>{t('settlement.lead', { amount, lmsId })}</p>
      )}
      {(s.status === 'sign' || s.status === 'pay') && loan && (
        <p>
          {t('settlement.validThrough', {
            date: format.storeTime(s.docExp, loan),
          })}
        </p>
      )}
      {s.status === 'sign' && !signing.data && (
        <>
          <p>{t('settlement.steps', { amount })}</p>
          <p>{t('settlement.beforeSigning')}</p>
          <button
            type="button"
            className={controls.button}
            disabled={signing.isPending}
            onClick={() => signing.mutate()}
          >
            {t('settlement.sign')}
          </button>
          {signing.isError && (
            <ErrorAlert
              message={t('settlement.startError', { reason: errorReason(signing.error) })}
            />
          )}
        </>
      )}
      {s.status === 'sign' && signing.data && (
        <SigningCeremony
          envelope={signing.data}
          loanId={loanId}
          onRestart={() => signing.mutate()}
        />
      )}
      {s.status === 'pay' && (
        <section className={content.card} aria-labelledby="settlement-pay">
          <h2 id="settlement-pay">{t('settlement.signed')}</h2>
          <p>{t('settlement.counts')}</p>
          {s.paidCents > 0 && (
            <FactList
              facts={[
                [t('settlement.agreed'), format.money(s.settlementAmountCents)],
                [t('settlement.paid'), format.money(s.paidCents)],
                [t('settlement.remaining'), format.money(s.remainingCents)],
              ]}
            />
          )}
          {s.retriesLeft === 0 ? (
            <p role="alert">{t('settlement.noRetries')}</p>
          ) : (
            <>
              {s.retriesLeft < settlementPaymentRetryLimit && (
                <p>{t('settlement.retriesLeft', { count: s.retriesLeft })}</p>
              )}
              <button type="button" className={controls.button} onClick={pay} disabled={!loan}>
                {t('settlement.pay', { amount })}
              </button>
            </>
          )}
        </section>
      )}
      {s.docSigned && s.envelopeId && <AgreementLink envelopeId={s.envelopeId} />}
      {links}
    </div>
  );
}
