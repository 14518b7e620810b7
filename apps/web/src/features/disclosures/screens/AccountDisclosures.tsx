/**
 * {brand}-AccountDisclosures (spec §2 Payment group, §7 refiallowedstatus and loanSigning; decision 026): what the
 * borrower is about to sign — the renewal's payment now and the new loan (domain renewalTerms from the posting
 * date). GET /refiallowedstatus checks the position (when the refinance location check is on) and says whether the
 * store's state asks for consent; out of the store's state (she moved since the first check) the renewal stops here,
 * naming where she is and her store. "Review and sign" records the
 * consent where asked (POST /refiallowedstatus) and sends the disclosure (POST /loanSigning 'refinanceDisclosure'
 * with the amount), then opens DocuSignView as the flow's own step (the pair blocks history moves between them).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { usStateLabel } from '@lender/domain';
import { useHeader } from '../../../shared/layout/use-header';
import { OutOfStoreState, locationStepQuery } from '../../../shared/location';
import { useAccountDetail } from '../../../shared/loans/account-detail';
import { refinanceStepAfter } from '../../../shared/refinance/flow';
import { NoRenewal } from '../../../shared/refinance/no-renewal';
import {
  useRenewalFlowFacts,
  useRenewalInProgress,
  useRenewalRoute,
} from '../../../shared/refinance/step-route';
import { FLOW_STEP_STATE } from '../../../shared/routing/flow-step';
import { usePaymentStore } from '../../../shared/session/payment-store';
import { startSigning } from '../../../shared/signing';
import content from '../../../shared/ui/content.module.css';
import controls from '../../../shared/ui/controls.module.css';
import { ErrorAlert, Loading, errorReason } from '../../../shared/ui/query-state';
import { recordRefiConsent, usePostingDate, useRefiAllowedStatus } from '../api';
import { RenewalConsent } from '../components/consent';
import { RenewalTerms } from '../components/renewal-terms';
import { useRenewalPosition } from '../components/use-renewal-position';

const LOCATION_STEP = locationStepQuery({ transaction: 'refinance', next: 'AccountDisclosures' });

export default function AccountDisclosures() {
  const { t } = useTranslation('disclosures');
  useHeader('disclosures:account.title', 'back');
  const route = useRenewalRoute();
  const { loanId, pathOf, go } = route;
  const inProgress = useRenewalInProgress(loanId);
  const payment = usePaymentStore();
  const detail = useAccountDetail(inProgress ? loanId : '');
  const loan = detail.data;
  const facts = useRenewalFlowFacts(loan);
  const position = useRenewalPosition();
  const allowed = useRefiAllowedStatus(loanId, position.position, inProgress && position.ready);
  const postingDate = usePostingDate(inProgress ? loan?.lmsId : undefined);
  const [agreed, setAgreed] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const status = allowed.data;
  const consentNeeded = Boolean(
    status?.consentRequired && !status.consented && !payment.refiConsented,
  );

  const sign = useMutation({
    mutationFn: async () => {
      if (!loan || !payment.paymentAmount) return null;
      if (consentNeeded) {
        await recordRefiConsent({
          loanId,
          lmsId: loan.lmsId,
          timestamp: new Date().toISOString(),
          didConsent: true,
          state: loan.localStoreState,
          storeId: loan.storeId,
          transactionType: 'refinance',
        });
        usePaymentStore.getState().update({ refiConsented: true });
      }
      return startSigning({
        loanId,
        documentType: 'refinanceDisclosure',
        paymentAmountCents: payment.paymentAmount,
        ...(payment.cashOut ? { cashOutCents: payment.cashOut.cents } : {}),
      });
    },
    onSuccess: (envelope) => {
      if (envelope)
        go(refinanceStepAfter('AccountDisclosures', facts), {
          state: { ...FLOW_STEP_STATE, envelope },
        });
    },
  });

  const back = (
    <Link className={controls.buttonSecondary} to={pathOf('AccountDetails')}>
      {t('common.backToLoan')}
    </Link>
  );
  if (!inProgress)
    return (
      <NoRenewal
        heading={t('account.heading')}
        lead={t('common.noRenewal')}
        linkText={t('common.backToLoan')}
        accountPath={pathOf('AccountDetails')}
      />
    );
  // no position while the check is forced: the location help, which comes back here
  if (
    status?.refusal === 'locationRequired' ||
    (position.blocked && position.state.kind === 'denied')
  )
    return <Navigate to={`${pathOf('GpsLocationDisabled')}${LOCATION_STEP}`} replace />;

  const onSign = () => {
    if (consentNeeded && !agreed) return setConsentError(t('consent.required'));
    setConsentError(null);
    sign.mutate();
  };
  const stateName =
    usStateLabel(status?.storeState ?? loan?.localStoreState ?? '') ?? status?.storeState ?? '';

  return (
    <div className={content.page}>
      <h1 className={content.heading}>{t('account.heading')}</h1>
      {detail.isPending && <Loading text={t('common.loadingLoan')} />}
      {detail.isError && (
        <ErrorAlert message={t('common.loanError')} onRetry={() => void detail.refetch()} />
      )}
      {position.state.kind === 'finding' && <Loading text={t('account.finding')} />}
      {position.blocked && position.state.kind === 'unavailable' && (
        <ErrorAlert message={t('account.locationError')} onRetry={position.retry} />
      )}
      {allowed.isPending && position.ready && <Loading text={t('account.checking')} />}
      {allowed.isError && (
        <ErrorAlert
          message={t('account.checkError', { reason: errorReason(allowed.error) })}
          onRetry={() => void allowed.refetch()}
        />
      )}
      {status?.refusal === 'outOfStoreState' && (
        <>
          <OutOfStoreState status={status} />
          <div className={controls.actions}>{back}</div>
        </>
      )}
      {loan && status?.allowed && (
        <>
          {payment.disclosureEnvelopeId && (
            <p className={content.notice} role="status">
              {t('account.alreadySigned')}{' '}
              <Link
                className={controls.link}
                to={pathOf(refinanceStepAfter('DocuSignView', facts))}
              >
                {t('account.continueSigned')}
              </Link>
            </p>
          )}
          {postingDate.isPending && <Loading text={t('account.loadingTerms')} />}
          {postingDate.isError && (
            <ErrorAlert
              message={t('account.termsError')}
              onRetry={() => void postingDate.refetch()}
            />
          )}
          {postingDate.data && (
            <RenewalTerms
              payoffCents={loan.payoffAmountCents}
              amountCents={payment.paymentAmount ?? 0}
              postedOn={postingDate.data.postingDate}
              cardNumber={payment.cardNumber}
              lmsId={loan.lmsId}
            />
          )}
          <p>{t('account.lead')}</p>
          {consentNeeded && (
            <RenewalConsent
              stateName={stateName}
              checked={agreed}
              onChange={(checked) => {
                setAgreed(checked);
                if (checked) setConsentError(null);
              }}
              error={consentError}
            />
          )}
          {sign.isError && (
            <ErrorAlert message={t('account.signError', { reason: errorReason(sign.error) })} />
          )}
          {sign.isPending && <Loading text={t('account.opening')} />}
          <div className={controls.actions}>
            <button
              type="button"
              className={controls.button}
              disabled={sign.isPending || !postingDate.data}
              onClick={onSign}
            >
              {t('account.sign')}
            </button>
            {back}
          </div>
        </>
      )}
    </div>
  );
}
