/**
 * {brand}-DocuSignView (spec §2 Payment group, §4 signing statuses, §9 signing status timeout; decision 026): the
 * e-signature ceremony of the renewal's disclosure (shared/signing), with the envelope AccountDisclosures sent, or
 * the one POST /loanSigning resumes after a reload. Signed: the envelope goes into the payment slice and the
 * renewal goes on (refinanceStepAfter). Declined: nothing was renewed or charged, back to the loan. Expired or
 * "finish later": sign again.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { TLoanSigningResponse } from '@lender/contract';
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
import {
  SigningCeremony,
  useStartSigning,
  type FinalSigningStatus,
  type SigningTextKey,
} from '../../../shared/signing';
import content from '../../../shared/ui/content.module.css';
import controls from '../../../shared/ui/controls.module.css';
import { ErrorAlert, Loading, errorReason } from '../../../shared/ui/query-state';

const envelopeOf = (state: unknown): TLoanSigningResponse | undefined =>
  (state as { envelope?: TLoanSigningResponse } | null)?.envelope;

export default function DocuSignView() {
  const { t } = useTranslation('disclosures');
  useHeader('disclosures:sign.title', 'back');
  const { loanId, pathOf, go } = useRenewalRoute();
  const inProgress = useRenewalInProgress(loanId);
  const amount = usePaymentStore((s) => s.paymentAmount);
  const cashOutCents = usePaymentStore((s) => s.cashOut?.cents);
  const loan = useAccountDetail(inProgress ? loanId : '').data;
  const facts = useRenewalFlowFacts(loan);
  const passed = envelopeOf(useLocation().state);
  const signing = useStartSigning({
    loanId,
    documentType: 'refinanceDisclosure',
    paymentAmountCents: amount,
    ...(cashOutCents ? { cashOutCents } : {}),
  });
  const envelope = signing.data ?? passed;
  const asked = useRef(false);

  // opened without an envelope (a reload): resume the disclosure's envelope, once
  const { mutate } = signing;
  useEffect(() => {
    if (!inProgress || passed || asked.current) return;
    asked.current = true;
    mutate();
  }, [inProgress, passed, mutate]);

  const text = useCallback((key: SigningTextKey) => t(`sign.${key}`), [t]);
  const onFinal = useCallback(
    (status: FinalSigningStatus) => {
      if (status !== 'signing_complete' || !envelope) return;
      usePaymentStore.getState().update({ disclosureEnvelopeId: envelope.envelopeId });
      go(refinanceStepAfter('DocuSignView', facts), { replace: true });
    },
    [envelope, facts, go],
  );
  const outcome = useCallback(
    (status: Exclude<FinalSigningStatus, 'signing_complete'>) =>
      status === 'decline' ? (
        <section
          className={`${content.notice} ${content.noticeWarning}`}
          aria-labelledby="renewal-declined"
        >
          <h2 id="renewal-declined">{t('sign.notRenewed')}</h2>
          <p>
            {loan
              ? t('sign.nextSteps', { phone: loan.storePhoneNumber })
              : t('sign.nextStepsNoPhone')}
          </p>
          <Link className={controls.button} to={pathOf('AccountDetails')}>
            {t('common.backToLoan')}
          </Link>
        </section>
      ) : undefined,
    [loan, pathOf, t],
  );

  if (!inProgress)
    return (
      <NoRenewal
        heading={t('sign.heading')}
        lead={t('common.noRenewal')}
        linkText={t('common.backToLoan')}
        accountPath={pathOf('AccountDetails')}
      />
    );
  return (
    <div className={content.page}>
      <h1 className={content.heading}>{t('sign.heading')}</h1>
      <p>{t('sign.lead')}</p>
      {!envelope && signing.isPending && <Loading text={t('sign.opening')} />}
      {signing.isError && (
        <ErrorAlert
          message={t('sign.openError', { reason: errorReason(signing.error) })}
          onRetry={() => signing.mutate()}
        />
      )}
      {envelope && !signing.isPending && (
        <SigningCeremony
          key={envelope.envelopeId}
          envelope={envelope}
          text={text}
          onRestart={() => signing.mutate()}
          onFinal={onFinal}
          outcome={outcome}
        />
      )}
      {envelope && signing.isPending && <Loading text={t('sign.opening')} />}
    </div>
  );
}
