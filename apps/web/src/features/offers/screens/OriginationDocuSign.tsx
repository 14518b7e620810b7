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
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type {
  TLoanOriginateStatusResponse,
  TLoanSigningResponse,
  TOriginationInfoResponse,
} from '@lender/contract';
import { PayMethod, closedEndDisclosure } from '@lender/domain';
import { FederalBox } from '../../../shared/disclosure';
import { useFormat } from '../../../shared/i18n/format';
import { loanKeys } from '../../../shared/loans/account-detail';
import { offerKeys } from '../../../shared/offers';
import content from '../../../shared/ui/content.module.css';
import controls from '../../../shared/ui/controls.module.css';
import { FactList } from '../../../shared/ui/fact-list';
import { ErrorAlert, Loading, errorReason } from '../../../shared/ui/query-state';
import { useStartSigning } from '../api';
import { SigningCeremony } from '../components/signing-ceremony';
import { originationKeys, useOriginatePoll } from '../origination/api';
import { OriginationStep } from '../origination/origination-gate';
import type { MergedOrigination } from '../origination/resume';
import { useOrigination } from '../origination/use-origination';
import { vehicleOf } from './OriginationAmount';

type Flow = ReturnType<typeof useOrigination>;
type Ended = 'declined' | 'expired' | 'failed';
type Result = Ended | 'funded';
const TEXTS_OF = {
  funded: 'signDone',
  declined: 'signEnded',
  expired: 'signEnded',
  failed: 'signFailed',
} as const;
const FINAL = new Set(['funded', 'failed', 'declined', 'expired']);
const isFinal = (status: TLoanOriginateStatusResponse) => FINAL.has(status.origination.status);

function useMoneyDestination(info: TOriginationInfoResponse, merged: MergedOrigination) {
  const { t } = useTranslation('offers');
  const { disbursementType, cardLastFour } = merged.state;
  if (disbursementType === PayMethod.Debit)
    return t('origination.sign.toCard', { lastFour: cardLastFour ?? '' });
  if (disbursementType === PayMethod.Store)
    return t('origination.sign.toStore', { store: info.storeName });
  return t('origination.sign.toMoneyTransfer');
}

function Done({
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
      <Link className={controls.button} to={flow.pathOf('Dashboard')}>
        {t('origination.sign.toDashboard')}
      </Link>
    </section>
  );
}

function NoLoan({
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

function Terms({ info, merged }: { info: TOriginationInfoResponse; merged: MergedOrigination }) {
  const { t } = useTranslation('offers');
  const format = useFormat();
  const { state } = merged;
  const destination = useMoneyDestination(info, merged);
  const financeCharge =
    info.origination?.financeChargeCents ??
    (state.loanAmount !== null ? state.loanAmount - state.disbursementAmount : null);
  return (
    <section className={content.card} aria-labelledby="origination-terms">
      <h2 id="origination-terms">{t('origination.sign.terms')}</h2>
      <FactList
        facts={[
          [t('origination.sign.amount'), format.money(state.disbursementAmount)],
          [t('origination.sign.financeCharge'), format.maybeMoney(financeCharge)],
          [t('origination.sign.totalDue'), format.maybeMoney(state.loanAmount)],
          [t('origination.sign.dueDate'), format.date(state.dueDate)],
          [t('origination.sign.vehicle'), vehicleOf(state.collateral ?? info.collateral)],
          [t('origination.sign.sendTo'), destination],
        ]}
      />
    </section>
  );
}

/** The made loan's federal box: its amount, and the one payment of what is owed on its due date. */
function LoanFederalBox({
  info,
  merged,
}: {
  info: TOriginationInfoResponse;
  merged: MergedOrigination;
}) {
  const { state } = merged;
  if (state.loanAmount === null || !state.dueDate) return null;
  return (
    <FederalBox
      disclosure={closedEndDisclosure({
        amountFinancedCents: state.disbursementAmount,
        consummationDate: info.disclosure.consummationDate,
        schedule: [{ dueDate: state.dueDate, amountCents: state.loanAmount }],
      })}
      collateral={vehicleOf(state.collateral ?? info.collateral)}
    />
  );
}

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
