/**
 * A card chosen for the loan's own auto-pay (no renewal in progress; decision 056): back to AutoPayConfirm to confirm
 * it (the spec's confirmation text), or — when the loan skips that confirmation (validations.skipAutoPayConfirm) —
 * enrolled at once (PUT /autoPay) and then shown on AutoPayConfirm as done.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/http/client';
import { useFormat } from '../../../shared/i18n/format';
import { useAccountDetail } from '../../../shared/loans/account-detail';
import type { RenewalRoute } from '../../../shared/refinance/step-route';
import { errorReason } from '../../../shared/ui/query-state';
import { useUpdateAutoPay } from '../api/update-auto-pay';
import type { AutoPayCard } from './auto-pay-card';
import { refusalText } from './refusal-text';

export function useChooseAutoPayCard(loanId: string, manage: boolean, go: RenewalRoute['go']) {
  const { t } = useTranslation('auto-pay');
  const format = useFormat();
  const loan = useAccountDetail(manage ? loanId : '');
  const update = useUpdateAutoPay(loanId);
  const skipConfirm = loan.data?.validations.skipAutoPayConfirm ?? false;
  const use = useCallback(
    (card: AutoPayCard) => {
      if (!skipConfirm) {
        go('AutoPayConfirm', { state: { autoPayCard: card } });
        return;
      }
      update.mutate(
        { enrolled: true, paymentCardToken: card.cardToken, paymentCardIds: card.cardIds },
        { onSuccess: () => go('AutoPayConfirm', { state: { autoPayDone: 'on' } }) },
      );
    },
    [go, skipConfirm, update],
  );
  const failure = update.error;
  const error = !failure
    ? undefined
    : failure instanceof ApiError && failure.errorCode
      ? refusalText(t, format, { code: failure.errorCode, params: {} })
      : errorReason(failure);
  // the choice waits for the loan's validations (a failed read confirms as usual)
  const ready = !manage || !loan.isPending;
  return { use, pending: update.isPending, ready, error };
}
