/** POST /cancelrefinance's refusals (contract REFINANCE_ERROR_CODES cancel…, 409) in the borrower's words; any other failure with its reason. */
import type { TFunction } from 'i18next';
import { REFINANCE_ERROR_CODES } from '@lender/contract';
import { ApiError } from '../../../shared/http/api-error';
import { errorReason } from '../../../shared/ui/query-state';

const BY_CODE: Readonly<Record<string, 'notSameDay' | 'newLoanActivity' | 'alreadyCancelled'>> = {
  [REFINANCE_ERROR_CODES.cancelNotSameDay]: 'notSameDay',
  [REFINANCE_ERROR_CODES.cancelNewLoanActivity]: 'newLoanActivity',
  [REFINANCE_ERROR_CODES.cancelAlreadyCancelled]: 'alreadyCancelled',
};

export function cancelFailureText(t: TFunction<'refinance'>, error: unknown): string {
  const code = error instanceof ApiError ? BY_CODE[error.errorCode ?? ''] : undefined;
  return code ? t(`cancel.${code}`) : t('cancel.failed', { message: errorReason(error) });
}
