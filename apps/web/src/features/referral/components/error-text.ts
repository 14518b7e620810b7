/** The text of a failed referral call: its contract errorCode translated, else the server's reason. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { REFERRAL_ERROR_CODES } from '@lender/contract';
import { ApiError } from '../../../shared/http/client';
import { errorReason } from '../../../shared/ui/query-state';

const KNOWN: ReadonlySet<string> = new Set(Object.values(REFERRAL_ERROR_CODES));

/** The contract errorCode of a referral call's failure, when it is one of them. */
export function referralErrorCode(error: unknown): string | undefined {
  const code = error instanceof ApiError ? error.errorCode : undefined;
  return code && KNOWN.has(code) ? code : undefined;
}

export function useReferralErrorText(): (error: unknown) => string {
  const { t } = useTranslation('referral');
  return useCallback(
    (error: unknown) => {
      const code = referralErrorCode(error);
      return code ? t(`errors.${code}`) : errorReason(error);
    },
    [t],
  );
}
