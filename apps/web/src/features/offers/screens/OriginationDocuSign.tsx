/**
 * {brand}-OriginationDocuSign (spec §2 Origination group, §4 Origination step 5): the new loan's terms (amount,
 * finance charge, total due, due date, vehicle, where the money goes) and its federal box, then the e-signature ceremony of its loan
 * agreement (POST /loanSigning documentType 'loanAgreement'). Once signed, GET /loanOriginate?key= is polled until
 * the money is sent ('funded': the done state, the cookie is cleared and the loan shows on the Dashboard) or not
 * ('failed': call the store). A declined or expired signing leaves no loan: it says so and what to do next. Each
 * result is titled by itself, with the menu instead of a back arrow (issue 48).
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type {
  TLoanOriginateStatusResponse,
  TLoanSigningResponse,
  TOriginationInfoResponse,
} from '@lender/contract';
import { loanKeys } from '../../../shared/loans/account-detail';
import { offerKeys } from '../../../shared/offers';
import controls from '../../../shared/ui/controls.module.css';
import { ErrorAlert, Loading, errorReason } from '../../../shared/ui/query-state';
import { useStartSigning } from '../api';
import { Done, NoLoan, type Ended } from '../components/origination-results';
import { LoanFederalBox, Terms } from '../components/origination-terms';
import { SigningCeremony } from '../components/signing-ceremony';
import { originationKeys, useOriginatePoll } from '../origination/api';
import { OriginationStep } from '../origination/origination-gate';
import type { MergedOrigination } from '../origination/resume';
import { useOrigination } from '../origination/use-origination';

type Flow = ReturnType<typeof useOrigination>;
type Result = Ended | 'funded';
const TEXTS_OF = {
  funded: 'signDone',
  declined: 'signEnded',
  expired: 'signEnded',
  failed: 'signFailed',
} as const;
const FINAL = new Set(['funded', 'failed', 'declined', 'expired']);
const isFinal = (status: TLoanOriginateStatusResponse) => FINAL.has(status.origination.status);

function Signing({
  flow,
  info,
  merged,
  onResult,
}: {
  flow: Flow;
  info: TOriginationInfoResponse;
  merged: MergedOrigination;
  /** the signing ended: funded, or no loan (the screen's title follows) */
  onResult: (result: Result) => void;
}) {
  const { t } = useTranslation('offers');
  const client = useQueryClient();
  const loanId = merged.state.loanId ?? '';
  const signing = useStartSigning(loanId, 'loanAgreement');
  const [signed, setSigned] = useState(merged.outcome === 'funding');
  const [ended, setEnded] = useState<Ended | null>(null);
  const { poll, retry } = useOriginatePoll(signed ? merged.state.originationKey : null, isFinal);
  const result = poll.phase === 'done' ? poll.status.origination : null;

  useEffect(() => {
    if (!result) return;
    // the server's origination, the offers and the borrower's loans have changed
    void Promise.all([
      client.invalidateQueries({ queryKey: originationKeys.all }),
      client.invalidateQueries({ queryKey: offerKeys.all }),
      client.invalidateQueries({ queryKey: loanKeys.all }),
    ]);
  }, [result, client]);

  const finalResult: Result | null =
    result?.status === 'funded' ? 'funded' : result ? (result.status as Ended) : ended;
  useEffect(() => {
    if (finalResult) onResult(finalResult);
  }, [finalResult, onResult]);

  const onFinal = useCallback((status: Exclude<TLoanSigningResponse['status'], 'sent'>) => {
    if (status === 'signing_complete') setSigned(true);
    else if (status === 'decline') setEnded('declined');
    else if (status === 'ttl_expired') setEnded('expired');
  }, []);

  if (result?.status === 'funded')
    return (
      <Done
        flow={flow}
        info={info}
        merged={{
          ...merged,
          state: { ...merged.state, cardLastFour: result.cardNumber ?? merged.state.cardLastFour },
        }}
      />
    );
  const finalEnd = result ? (result.status as Ended) : ended;
  if (finalEnd)
    return <NoLoan flow={flow} info={info} ended={finalEnd} error={result?.Error ?? null} />;
  if (signed)
    return poll.phase === 'timedOut' ? (
      <ErrorAlert message={t('origination.sign.sendingTimeout')} onRetry={retry} />
    ) : (
      <Loading text={t('origination.sign.sending')} />
    );
  return (
    <>
      <Terms info={info} merged={merged} />
      <LoanFederalBox info={info} merged={merged} />
      {signing.data ? (
        <SigningCeremony
          envelope={signing.data}
          loanId={loanId}
          texts="origination.sign"
          onFinal={onFinal}
          onRestart={() => signing.mutate()}
        />
      ) : (
        <>
          <button
            type="button"
            className={controls.button}
            disabled={signing.isPending}
            onClick={() => signing.mutate()}
          >
            {t('origination.sign.start')}
          </button>
          {signing.isError && (
            <ErrorAlert
              message={t('origination.sign.startError', { reason: errorReason(signing.error) })}
            />
          )}
        </>
      )}
    </>
  );
}

export default function OriginationDocuSign() {
  const { t } = useTranslation('offers');
  const flow = useOrigination();
  // the result the signing reached on this screen, else the one the server's origination says
  const [reached, setReached] = useState<Result | null>(null);
  const outcome = reached ?? flow.merged?.outcome;
  const texts =
    outcome === 'funded' || outcome === 'declined' || outcome === 'expired' || outcome === 'failed'
      ? TEXTS_OF[outcome]
      : 'sign';

  return (
    <OriginationStep
      flow={flow}
      screen="OriginationDocuSign"
      texts={texts}
      headerButton={texts === 'sign' ? 'back' : 'menu'}
    >
      {(info, merged) => {
        const ended =
          merged.outcome === 'declined' ||
          merged.outcome === 'expired' ||
          merged.outcome === 'failed'
            ? merged.outcome
            : null;
        if (merged.outcome === 'funded') return <Done flow={flow} info={info} merged={merged} />;
        if (ended) return <NoLoan flow={flow} info={info} ended={ended} error={merged.error} />;
        return merged.state.loanId ? (
          <Signing flow={flow} info={info} merged={merged} onResult={setReached} />
        ) : (
          <p>{t('origination.sign.noLoan')}</p>
        );
      }}
    </OriginationStep>
  );
}
