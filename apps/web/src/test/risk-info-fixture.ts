import type { TRiskInfoResponse } from '@lender/contract';

/** GET /riskInfo's answer for a loan with no flag raised (no dialog to show), with `overrides`. */
export const riskInfoAnswer = (
  loanId: string,
  overrides: Partial<TRiskInfoResponse> = {},
): TRiskInfoResponse => ({
  loanId,
  rateChanged: false,
  creditLimitChanged: false,
  refinanceDenied: false,
  dialog: null,
  creditLimitCents: null,
  previousCreditLimitCents: null,
  ...overrides,
});
