/**
 * {brand}-RenewalWait (decision 054): after the payer signed the renewal disclosure of a co-signed loan, the renewal
 * waits for the other party's own signature of the same renewal — no money moves on one signature. The screen is
 * titled by its state ("Waiting for Devon Park to sign"), says what happens (he was asked; when he signs today she
 * can pay; if not, nothing is renewed or charged), asks the server again every few seconds (otherPartyQuery's
 * refetchInterval) and goes on to the next step by itself once he signed. Her choices stay in the payment slice.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../shared/i18n/format';
import { useHeader } from '../../../shared/layout/use-header';
import { useAccountDetail } from '../../../shared/loans/account-detail';
import { refinanceStepAfter } from '../../../shared/refinance/flow';
import { NoRenewal } from '../../../shared/refinance/no-renewal';
import {
  useRenewalFlowFacts,
  useRenewalInProgress,
  useRenewalRoute,
} from '../../../shared/refinance/step-route';
import { usePaymentStore } from '../../../shared/session/payment-store';
import content from '../../../shared/ui/content.module.css';
import controls from '../../../shared/ui/controls.module.css';
import { ErrorAlert, Loading, errorReason } from '../../../shared/ui/query-state';
import { useOtherParty } from '../api';

export default function RenewalWait() {
  const { t } = useTranslation('disclosures');
  const format = useFormat();
  useHeader('disclosures:wait.title', 'back');
  const { loanId, pathOf, go } = useRenewalRoute();
  const inProgress = useRenewalInProgress(loanId);
  const envelopeId = usePaymentStore((s) => s.disclosureEnvelopeId);
  const amount = usePaymentStore((s) => s.paymentAmount);
  const loan = useAccountDetail(inProgress ? loanId : '').data;
  const facts = useRenewalFlowFacts(loan);
  const status = useOtherParty(inProgress ? envelopeId : undefined);
  const other = status.data?.otherParty;
  const signed = status.data !== undefined && (other === undefined || other.signed);

  useEffect(() => {
    if (signed && facts.known) go(refinanceStepAfter('RenewalWait', facts), { replace: true });
  }, [signed, facts, go]);

  const back = (
    <Link className={controls.buttonSecondary} to={pathOf('AccountDetails')}>
      {t('common.backToLoan')}
    </Link>
  );
  if (!inProgress || !envelopeId)
    return (
      <NoRenewal
        heading={t('wait.heading', { name: loan?.alternateName ?? '' })}
        lead={t('common.noRenewal')}
        linkText={t('common.backToLoan')}
        accountPath={pathOf('AccountDetails')}
      />
    );
  if (other && !other.canSignOnline)
    return (
      <div className={content.page}>
        <h1 className={content.heading}>{t('wait.storeHeading', { name: other.name })}</h1>
        <p>{t('wait.storeLead', { name: other.name })}</p>
        <p>{t('wait.nothingCharged')}</p>
        <div className={controls.actions}>{back}</div>
      </div>
    );
  const name = other?.name ?? loan?.alternateName ?? '';
  return (
    <div className={content.page}>
      <h1 className={content.heading}>
        {signed ? t('wait.signedHeading', { name }) : t('wait.heading', { name })}
      </h1>
      {status.isPending && <Loading text={t('wait.checking')} />}
      {status.isError && (
        <ErrorAlert
          message={t('wait.checkError', { reason: errorReason(status.error) })}
          onRetry={() => void status.refetch()}
        />
      )}
      {other && !other.signed && (
        <>
          <p>{t('wait.asked', { name, amount: format.money(amount ?? 0) })}</p>
          <ul className={content.list}>
            <li>{t('wait.whenSigned', { name })}</li>
            <li>{t('wait.nothingCharged')}</li>
            <li>{t('wait.kept')}</li>
          </ul>
          <p className={content.notice} role="status">
            {t('wait.goesOn', { name })}
          </p>
          <div className={controls.actions}>{back}</div>
        </>
      )}
    </div>
  );
}
