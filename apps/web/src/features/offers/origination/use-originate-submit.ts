/**
 * OriginationChooseMethod's "Get my loan" (spec §4 Origination steps 2-4): the chosen way checked by the domain's
 * rule, the product's questions answered, then POST /loanOriginate with an idempotency key made once per submit attempt
 * (kept in the origination state, so a double tap or a reload sends the same one). A refused amount goes back to the
 * amount field with the server's reason; a refused identity (decision 064) is shown by the screen from `start.error`.
 */
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TOriginationInfoResponse } from '@lender/contract';
import { ORIGINATION_ERROR_CODES } from '@lender/contract';
import {
  PayMethod,
  disbursementMethodRefusal,
  formatCentsForServer,
  type OriginationDisbursementType,
} from '@lender/domain';
import { ApiError } from '../../../shared/http/client';
import { useFormat } from '../../../shared/i18n/format';
import { useStartOriginate } from './api';
import type { MergedOrigination } from './resume';
import { useOriginationErrorText, useRefusalText } from './texts';
import type { DisburseCardChoice, useOrigination } from './use-origination';
import type { useRequirements } from './use-requirements';

const AMOUNT_CODES: readonly string[] = [
  ORIGINATION_ERROR_CODES.belowMinimum,
  ORIGINATION_ERROR_CODES.aboveMaximum,
  ORIGINATION_ERROR_CODES.amountNotCents,
];

/** Refusals shown on the product's questions (use-requirements) or the amount field, not under the button. */
export const SHOWN_ON_FIELDS: readonly string[] = [
  ...AMOUNT_CODES,
  'origination.spouseAddressRequired',
  'origination.demographicsRequired',
];

interface OriginateInput {
  flow: ReturnType<typeof useOrigination>;
  info: TOriginationInfoResponse;
  merged: MergedOrigination;
  /** the chosen way, null until one the offer allows is chosen */
  type: OriginationDisbursementType | null;
  card: DisburseCardChoice | null;
  requirements: ReturnType<typeof useRequirements>;
}

export function useOriginateSubmit({
  flow,
  info,
  merged,
  type,
  card,
  requirements,
}: OriginateInput) {
  const format = useFormat();
  const navigate = useNavigate();
  const refusalText = useRefusalText();
  const errorText = useOriginationErrorText();
  const start = useStartOriginate();
  const sending = useRef(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const state = merged.state;
  const options = info.loanValidations.disbursementOptions;

  const submit = async () => {
    if (sending.current || type === null) return;
    const isDebit = type === PayMethod.Debit;
    const methodRefusal = disbursementMethodRefusal({
      type,
      options,
      cardCount: isDebit && card ? 1 : 0,
      cardCanDisburse: isDebit && card ? true : null,
    });
    if (methodRefusal) return setRefusal(refusalText(methodRefusal));
    setRefusal(null);
    sending.current = true;
    const answers = await requirements.prepare();
    if (!answers.ok) {
      sending.current = false;
      return;
    }
    // one key per submit attempt: kept (in the cookie) until this attempt's answer is known
    const idempotencyKey = state.idempotencyKey ?? crypto.randomUUID();
    const cardLastFour = isDebit && card ? card.lastFour : null;
    flow.update({ idempotencyKey, cardLastFour });
    start.mutate(
      {
        applicationId: info.applicationId,
        appraisalId: info.appraisalId,
        disburseCardIds: isDebit && card ? card.cardIds : [],
        amount: formatCentsForServer(state.disbursementAmount),
        type,
        loanTypeCode: info.loanTypeCode,
        locationId: info.locationId,
        brand: info.locationBrand,
        productId: info.productId,
        storeId: info.storeId,
        idempotencyKey,
        ...(answers.demographicData && { demographicData: answers.demographicData }),
      },
      {
        onSuccess: ({ messageKey }) => {
          requirements.done();
          flow.update({ originationKey: messageKey, idempotencyKey: null });
        },
        onError: (error) => {
          // a refusal (4xx) ends this attempt; a lost answer keeps its key for the retry
          if (error instanceof ApiError && error.status < 500)
            flow.update({ idempotencyKey: null });
          if (error instanceof ApiError && error.status === 409 && requirements.refuse(error))
            return;
          if (
            error instanceof ApiError &&
            error.errorCode &&
            AMOUNT_CODES.includes(error.errorCode)
          ) {
            void navigate(flow.pathOf('OriginationAmount'), {
              state: {
                amountError: errorText(
                  error,
                  { minCents: info.minLoanAmountCents, maxCents: info.maxLoanAmountCents },
                  format.money,
                ),
              },
            });
          }
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return { submit, start, refusal, clearRefusal: () => setRefusal(null) };
}
