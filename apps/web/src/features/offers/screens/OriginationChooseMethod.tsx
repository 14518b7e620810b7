/**
 * {brand}-OriginationChooseMethod (spec §2 Origination group, §4 Origination steps 2-4): how the money comes —
 * only the ways the offer allows (allowedDisbursementTypes of its disbursementOptions), in words; a debit card is
 * the chosen one (else the first that can receive money; OriginationManageDisburseMethod to change or add one).
 * The summary and the loan's federal box (domain titleLoanDisclosure), then "Get my loan" (use-originate-submit.ts:
 * POST /loanOriginate with an idempotency key made once per submit attempt), then GET /loanOriginate?key= every
 * second for at most the loan originate timeout (then a message and a retry that polls the same key). The loan's
 * id, due date, amount and vehicle go in the origination state, and the borrower goes on to sign
 * (OriginationDocuSign). A refused amount goes back to the amount field with the server's reason; a refused identity
 * (decision 064) shows what is missing and who completes it.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TOriginationInfoResponse } from '@lender/contract';
import {
  PayMethod,
  allowedDisbursementTypes,
  titleLoanDisclosure,
  type OriginationDisbursementType,
} from '@lender/domain';
import { FederalBox } from '../../../shared/disclosure';
import { cardIsExpired, useCards } from '../../../shared/cards';
import { ApiError } from '../../../shared/http/client';
import { useFormat } from '../../../shared/i18n/format';
import content from '../../../shared/ui/content.module.css';
import { Radio } from '../../../shared/ui/choice';
import controls from '../../../shared/ui/controls.module.css';
import { FactList } from '../../../shared/ui/fact-list';
import { ErrorAlert, Loading } from '../../../shared/ui/query-state';
import { IdentityCheckNotice, refusedIdentity } from '../components/identity-check-notice';
import { Making } from '../components/origination-making';
import { OriginationRequirements } from '../components/origination-requirements';
import { OriginationStep, StepForm } from '../origination/origination-gate';
import type { MergedOrigination } from '../origination/resume';
import { useOriginationErrorText } from '../origination/texts';
import { SHOWN_ON_FIELDS, useOriginateSubmit } from '../origination/use-originate-submit';
import { useOrigination } from '../origination/use-origination';
import { useRequirements } from '../origination/use-requirements';

type Flow = ReturnType<typeof useOrigination>;

const METHOD_KEY: Record<OriginationDisbursementType, string> = {
  [PayMethod.Debit]: 'origination.method.debit',
  [PayMethod.MoneyTransfer]: 'origination.method.moneyTransfer',
  [PayMethod.Store]: 'origination.method.store',
};
/** The chosen debit card (this session), else the borrower's first card that can receive money. */
function useDisburseCard(flow: Flow, enabled: boolean) {
  const cards = useCards();
  const first = enabled
    ? cards.data?.cards.find((card) => card.canDisburse && !cardIsExpired(card))
    : undefined;
  const card =
    flow.card ?? (first ? { cardIds: [...first.cardIds], lastFour: first.cardNumber } : null);
  return { cards, card };
}

function MethodForm({
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
  const name = useId();
  const errorText = useOriginationErrorText();
  const allowed = allowedDisbursementTypes(info.loanValidations.disbursementOptions);
  const state = merged.state;
  const type = (allowed as number[]).includes(state.disbursementType)
    ? (state.disbursementType as OriginationDisbursementType)
    : null;
  const { cards, card } = useDisburseCard(flow, type === PayMethod.Debit);
  const requirements = useRequirements(flow.customerId, info);

  const { submit, start, refusal, clearRefusal } = useOriginateSubmit({
    flow,
    info,
    merged,
    type,
    card,
    requirements,
  });

  const choose = (next: OriginationDisbursementType) => {
    clearRefusal();
    flow.update({ disbursementType: next });
  };

  const identityMissing = refusedIdentity(start.error);
  const sendTo =
    type === PayMethod.Debit
      ? card
        ? t('origination.method.cardEnding', { lastFour: card.lastFour })
        : undefined
      : type === PayMethod.Store
        ? t('origination.method.storeAt', { store: info.storeName })
        : type === PayMethod.MoneyTransfer
          ? t(METHOD_KEY[type])
          : undefined;

  if (allowed.length === 0)
    return (
      <p className={`${content.notice} ${content.noticeWarning}`}>{t('origination.method.none')}</p>
    );
  return (
    <StepForm
      submitLabel={t('origination.method.submit')}
      disabled={type === null || start.isPending || requirements.pending}
      onSubmit={() => void submit()}
    >
      <fieldset className={controls.group}>
        <legend className={controls.legend}>{t('origination.method.legend')}</legend>
        {allowed.map((option) => (
          <Radio
            key={option}
            framed
            name={name}
            checked={type === option}
            onChange={() => choose(option)}
          >
            {t(METHOD_KEY[option])}
          </Radio>
        ))}
      </fieldset>
      {type === PayMethod.Debit && (
        <section className={content.card} aria-labelledby={`${name}-card`}>
          <h2 id={`${name}-card`}>{t('origination.method.card')}</h2>
          {cards.isPending && <Loading text={t('origination.cards.loading')} />}
          {cards.isError && (
            <ErrorAlert
              message={t('origination.cards.loadError')}
              onRetry={() => void cards.refetch()}
            />
          )}
          {card && <p>{t('origination.method.cardEnding', { lastFour: card.lastFour })}</p>}
          {!cards.isPending && (
            <Link className={controls.link} to={flow.pathOf('OriginationManageDisburseMethod')}>
              {card ? t('origination.method.changeCard') : t('origination.method.chooseCard')}
            </Link>
          )}
        </section>
      )}
      <section className={content.card} aria-labelledby={`${name}-summary`}>
        <h2 id={`${name}-summary`}>{t('origination.method.summary')}</h2>
        <FactList
          facts={[
            [t('origination.method.amount'), format.money(state.disbursementAmount)],
            [
              t('origination.sign.vehicle'),
              `${info.collateral.year} ${info.collateral.make} ${info.collateral.model}`,
            ],
            [t('origination.method.sendTo'), sendTo],
          ]}
        />
        <Link className={controls.link} to={flow.pathOf('OriginationAmount')}>
          {t('origination.method.changeAmount')}
        </Link>
      </section>
      {state.disbursementAmount > 0 && (
        <FederalBox
          disclosure={titleLoanDisclosure(
            state.disbursementAmount,
            info.disclosure.consummationDate,
          )}
          collateral={`${info.collateral.year} ${info.collateral.make} ${info.collateral.model}`}
        />
      )}
      <OriginationRequirements requirements={requirements} />
      {identityMissing && (
        // announced as the refusal it is (she pressed "Get my loan")
        <div role="alert">
          <IdentityCheckNotice missing={identityMissing} info={info} />
        </div>
      )}
      {refusal && <ErrorAlert message={refusal} />}
      {start.isError &&
        !identityMissing &&
        !(
          start.error instanceof ApiError &&
          start.error.errorCode &&
          SHOWN_ON_FIELDS.includes(start.error.errorCode)
        ) && <ErrorAlert message={errorText(start.error)} />}
    </StepForm>
  );
}

export default function OriginationChooseMethod() {
  const flow = useOrigination();

  return (
    <OriginationStep flow={flow} screen="OriginationChooseMethod" texts="method" footer="callMe">
      {(info, merged) =>
        merged.state.originationKey ? (
          <Making flow={flow} info={info} />
        ) : (
          <MethodForm flow={flow} info={info} merged={merged} />
        )
      }
    </OriginationStep>
  );
}
