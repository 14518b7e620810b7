/** The origination's refusals in words: the domain's codes (instant feedback) and the server's errorCodes (4xx). */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ORIGINATION_ERROR_CODES } from '@lender/contract';
import type { DisbursementMethodRefusal, OriginationAmountRefusal } from '@lender/domain';
import { ApiError } from '../../../shared/http/client';
import { useFormat } from '../../../shared/i18n/format';
import { errorReason } from '../../../shared/ui/query-state';

const KNOWN = new Set<string>(
  Object.values(ORIGINATION_ERROR_CODES).filter((code) => code.startsWith('origination.')),
);

export function useRefusalText() {
  const { t } = useTranslation('offers');
  const format = useFormat();
  return useCallback(
    (refusal: OriginationAmountRefusal | DisbursementMethodRefusal): string => {
      const key = refusal.code.replace('origination.', '');
      if (refusal.code === 'origination.belowMinimum')
        return t('origination.refusal.belowMinimum', {
          min: format.money(refusal.params.minCents),
        });
      if (refusal.code === 'origination.aboveMaximum')
        return t('origination.refusal.aboveMaximum', {
          max: format.money(refusal.params.maxCents),
        });
      return t(`origination.refusal.${key}`);
    },
    [t, format],
  );
}

/** A failed origination call: its errorCode's text when it is one of ours, else the server's reason. */
export function useOriginationErrorText() {
  const { t } = useTranslation('offers');
  return useCallback(
    (
      error: unknown,
      limits?: { minCents: number; maxCents: number },
      format?: (cents: number) => string,
    ): string => {
      const code = error instanceof ApiError ? error.errorCode : undefined;
      if (code && KNOWN.has(code)) {
        const key = code.replace('origination.', '');
        return t(
          `origination.refusal.${key}`,
          limits && format ? { min: format(limits.minCents), max: format(limits.maxCents) } : {},
        );
      }
      return t('origination.refusal.other', { reason: errorReason(error) });
    },
    [t],
  );
}
