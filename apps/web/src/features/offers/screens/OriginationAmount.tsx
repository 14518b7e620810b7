/**
 * {brand}-OriginationAmount (spec §2 Origination group, §4 Origination steps 1-2): the appraisal offer (qualified
 * amount, vehicle, when it ends) and the amount, prefilled with the maximum and refused as it is typed by the
 * domain's originationAmountRefusal (the minimum and maximum in money). Continue keeps it in the origination
 * state (the cookie) and goes on to OriginationChooseMethod. The federal box under it is the cost of the amount typed
 * (domain titleLoanDisclosure on the server's consummation date, the figures the server sends for the maximum). Entered with `resume=1` (from the offer) it first
 * goes to the step the borrower reached (the resume rule); a try that ended without a loan is told here. The amount
 * typed is kept for the session until Continue (origination/amount-draft.ts): a reload keeps it and its federal box.
 * Beside the offer it asks the identity check (GET /experianStatus, decision 064): incomplete, it says what is missing
 * and who completes it, and Continue is off; loading or failed, she may go on (the server checks again).
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  formatCentsForServer,
  originationAmountRefusal,
  parseCurrencyToCents,
  titleLoanDisclosure,
} from '@lender/domain';
import { FederalBox } from '../../../shared/disclosure';
import { useFormat } from '../../../shared/i18n/format';
import content from '../../../shared/ui/content.module.css';
import { CurrencyInput } from '../../../shared/ui/currency-input';
import { BrandFeatureGate } from '../components/brand-feature-gate';
import { IdentityCheckStatus } from '../components/identity-check-notice';
import { clearAmountDraft, keepAmountDraft, readAmountDraft } from '../origination/amount-draft';
import { useIdentityCheck } from '../origination/identity-check-api';
import { OriginationStep, StepForm } from '../origination/origination-gate';
import type { MergedOrigination } from '../origination/resume';
import { useRefusalText } from '../origination/texts';
import { useOrigination } from '../origination/use-origination';
import type { TOriginationInfoResponse } from '@lender/contract';

export const vehicleOf = (collateral: { year: number; make: string; model: string }) =>
  `${collateral.year} ${collateral.make} ${collateral.model}`;

function PreviousTry({ merged }: { merged: MergedOrigination }) {
  const { t } = useTranslation('offers');
  if (merged.outcome === 'declined')
    return (
      <p className={`${content.notice} ${content.noticeWarning}`}>
        {t('origination.previousDeclined')}
      </p>
    );
  if (merged.outcome === 'expired')
    return (
      <p className={`${content.notice} ${content.noticeWarning}`}>
        {t('origination.previousExpired')}
      </p>
    );
  if (merged.outcome === 'failed')
    return (
      <p className={`${content.notice} ${content.noticeWarning}`}>
        {t('origination.previousFailed', { reason: merged.error ?? '' })}
      </p>
    );
  return null;
}

function AmountForm({
  flow,
  info,
  merged,
  blocked,
}: {
  flow: ReturnType<typeof useOrigination>;
  info: TOriginationInfoResponse;
  merged: MergedOrigination;
  /** the identity check says something is missing: she cannot go on (decision 064) */
  blocked: boolean;
}) {
  const { t } = useTranslation('offers');
  const format = useFormat();
  const refusalText = useRefusalText();
  const limits = { minCents: info.minLoanAmountCents, maxCents: info.maxLoanAmountCents };
  // what she typed in this session (a reload keeps it: amount-draft.ts), else the amount chosen, else the maximum
  const [text, setText] = useState(
    () =>
      readAmountDraft(flow.customerId, flow.applicationId) ??
      formatCentsForServer(merged.state.disbursementAmount || info.maxLoanAmountCents),
  );
  const onText = (typed: string) => {
    setText(typed);
    keepAmountDraft(flow.customerId, flow.applicationId, typed);
  };
  const [submitted, setSubmitted] = useState(false);
  // the server's refusal of the amount sent (422, from OriginationChooseMethod), shown until the amount changes
  const serverError = (useLocation().state as { amountError?: string } | null)?.amountError;
  const [refusedText] = useState(text);
  const cents = parseCurrencyToCents(text);
  const refusal = originationAmountRefusal(cents ?? Number.NaN, limits);
  const error =
    refusal && (submitted || text !== '')
      ? refusalText(refusal)
      : serverError && text === refusedText
        ? serverError
        : undefined;

  return (
    <StepForm
      submitLabel={t('origination.continue')}
      disabled={blocked}
      onSubmit={() => {
        setSubmitted(true);
        if (blocked || refusal || cents === null) return;
        flow.update({ disbursementAmount: cents, collateral: info.collateral });
        clearAmountDraft();
        flow.go('OriginationChooseMethod');
      }}
    >
      <CurrencyInput
        label={t('origination.amount.label')}
        value={text}
        onChange={onText}
        hint={t('origination.amount.hint', {
          min: format.money(limits.minCents),
          max: format.money(limits.maxCents),
        })}
        error={error}
      />
      {!refusal && cents !== null && (
        <FederalBox
          disclosure={titleLoanDisclosure(cents, info.disclosure.consummationDate)}
          collateral={vehicleOf(info.collateral)}
        />
      )}
    </StepForm>
  );
}

/** The identity check (GET /experianStatus, decision 064) beside the offer: the amount form goes on only when nothing is missing. */
function IdentityGate({
  info,
  merged,
  children,
}: {
  info: TOriginationInfoResponse;
  merged: MergedOrigination;
  children: (blocked: boolean) => ReactNode;
}) {
  const check = useIdentityCheck(info, merged.state.loanId);
  return (
    <>
      <IdentityCheckStatus check={check} info={info} />
      {children(check.data?.status === 'incomplete')}
    </>
  );
}

export default function OriginationAmount() {
  return (
    <BrandFeatureGate feature="origination">
      <AmountStep />
    </BrandFeatureGate>
  );
}

function AmountStep() {
  const { t } = useTranslation('offers');
  const format = useFormat();
  const flow = useOrigination();

  return (
    <OriginationStep flow={flow} screen="OriginationAmount" texts="amount" footer="callMe">
      {(info, merged) => (
        <>
          <PreviousTry merged={merged} />
          <section className={content.card} aria-labelledby="origination-offer">
            <h2 id="origination-offer">
              {t('origination.amount.qualified', {
                amount: format.money(info.qualifiedAmountCents),
                vehicle: vehicleOf(info.collateral),
              })}
            </h2>
            <p className={content.muted}>
              {t('origination.amount.ends', { date: format.date(info.docExp) ?? '' })}
            </p>
          </section>
          <IdentityGate info={info} merged={merged}>
            {(blocked) => <AmountForm flow={flow} info={info} merged={merged} blocked={blocked} />}
          </IdentityGate>
        </>
      )}
    </OriginationStep>
  );
}
