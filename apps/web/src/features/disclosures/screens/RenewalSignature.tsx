/**
 * {brand}-RenewalSignature (decision 054): the co-signed loan's other party — the co-signer when the borrower renews,
 * the borrower when the co-signer does — reads and signs the renewal asked of them (GET /accountdetail
 * renewalSignatureRequest: who asked, the amount, the business date), as themself: their own copy of the refinance
 * disclosure (their identity data, the other party named only, the same federal box and figures). Nothing is paid
 * here; the one who asked pays once both signed. Not signing is declining: nothing is renewed or charged.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePageBrand } from '../../../shared/brand/use-route-brand';
import { useFormat } from '../../../shared/i18n/format';
import { useHeader } from '../../../shared/layout/use-header';
import { loanKeys, useAccountDetail } from '../../../shared/loans/account-detail';
import { routePath } from '../../../shared/routing/route-path';
import {
  SigningCeremony,
  startSigning,
  type FinalSigningStatus,
  type SigningTextKey,
} from '../../../shared/signing';
import content from '../../../shared/ui/content.module.css';
import controls from '../../../shared/ui/controls.module.css';
import { ErrorAlert, Loading, errorReason } from '../../../shared/ui/query-state';
import { RenewalTerms } from '../components/renewal-terms';

export default function RenewalSignature() {
  const { t } = useTranslation('disclosures');
  const format = useFormat();
  useHeader('disclosures:cosign.title', 'back');
  const { loanId = '' } = useParams();
  const brand = usePageBrand();
  const queryClient = useQueryClient();
  const detail = useAccountDetail(loanId);
  const loan = detail.data;
  const [asked, setAsked] = useState(loan?.renewalSignatureRequest ?? null);
  const request = asked ?? loan?.renewalSignatureRequest ?? null;
  const [signedBy, setSignedBy] = useState<string | null>(null);
  const sign = useMutation({
    mutationFn: () =>
      startSigning({
        loanId,
        documentType: 'refinanceDisclosure',
        paymentAmountCents: request?.amountCents ?? 0,
        ...(request?.cashOutCents ? { cashOutCents: request.cashOutCents } : {}),
      }),
  });
  const accountPath = routePath(`${brand}-AccountDetails`, { loanId });
  const text = useCallback((key: SigningTextKey) => t(`sign.${key}`), [t]);
  const onFinal = useCallback(
    (status: FinalSigningStatus) => {
      if (status !== 'signing_complete' || !request) return;
      setSignedBy(request.requestedBy);
      void queryClient.invalidateQueries({ queryKey: loanKeys.all });
    },
    [queryClient, request],
  );
  const back = (
    <Link className={controls.buttonSecondary} to={accountPath}>
      {t('common.backToLoan')}
    </Link>
  );

  if (signedBy)
    return (
      <div className={content.page}>
        <h1 className={content.heading}>{t('cosign.signedHeading')}</h1>
        <p role="status">{t('cosign.signedLead', { name: signedBy })}</p>
        <div className={controls.actions}>{back}</div>
      </div>
    );
  return (
    <div className={content.page}>
      <h1 className={content.heading}>
        {loan ? t('cosign.heading', { lmsId: loan.lmsId }) : t('cosign.title')}
      </h1>
      {detail.isPending && <Loading text={t('common.loadingLoan')} />}
      {detail.isError && (
        <ErrorAlert message={t('common.loanError')} onRetry={() => void detail.refetch()} />
      )}
      {loan && !request && (
        <>
          <p>{t('cosign.nothing')}</p>
          <div className={controls.actions}>{back}</div>
        </>
      )}
      {loan && request && !sign.data && (
        <>
          <p>
            {t('cosign.lead', {
              name: request.requestedBy,
              lmsId: loan.lmsId,
              amount: format.money(request.amountCents),
            })}
          </p>
          <p>{t('cosign.why')}</p>
          <RenewalTerms
            payoffCents={loan.payoffAmountCents}
            amountCents={request.amountCents}
            postedOn={request.businessDate}
            lmsId={loan.lmsId}
            lead={t('cosign.termsLead', {
              name: request.requestedBy,
              amount: format.money(request.amountCents),
              lmsId: loan.lmsId,
            })}
          />
          <p className={content.notice}>{t('cosign.decline')}</p>
          {sign.isError && (
            <ErrorAlert message={t('account.signError', { reason: errorReason(sign.error) })} />
          )}
          {sign.isPending && <Loading text={t('account.opening')} />}
          <div className={controls.actions}>
            <button
              type="button"
              className={controls.button}
              disabled={sign.isPending}
              onClick={() => {
                setAsked(request);
                sign.mutate();
              }}
            >
              {t('cosign.sign')}
            </button>
            {back}
          </div>
        </>
      )}
      {sign.data && (
        <SigningCeremony
          key={sign.data.envelopeId}
          envelope={sign.data}
          text={text}
          onRestart={() => sign.mutate()}
          onFinal={onFinal}
        />
      )}
    </div>
  );
}
