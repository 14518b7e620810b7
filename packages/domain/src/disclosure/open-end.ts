/**
 * The open-end credit disclosure of Regulation Z § 1026.6(b)(4) and § 1026.7 for the line of credit: the periodic
 * rate that applies to the balance and the corresponding annual percentage rate (the periodic rate times the
 * periods in a year, § 1026.14(b)). The line of credit accrues interest by the day on its balance at its contract
 * annual rate; the ledger's per diem is the same rate (36 % a year, the seed's per diem).
 */

import { interestPerDayCents, RATE_SCALE, STANDARD_ANNUAL_RATE_PPB } from '../loans/accrual';

/** The line of credit's contract annual rate, in basis points: the rate its balance accrues at (36 % a year). */
export const LINE_OF_CREDIT_ANNUAL_RATE_BPS = STANDARD_ANNUAL_RATE_PPB / (RATE_SCALE / 10_000);

export interface OpenEndDisclosure {
  kind: 'openEnd';
  /** the daily periodic rate in percent, to five decimals (0.09863 = 0.09863 % a day) */
  dailyPeriodicRatePercent: number;
  /** the corresponding annual percentage rate, percent to two decimals */
  aprPercent: number;
  /** the principal the periodic rate applies to after this draw, and what it adds a day at that rate, in cents */
  principalAfterDrawCents: number;
  interestPerDayCents: number;
}

/** The draw notice's disclosure: a draw of `drawCents` on a principal of `principalCents` at `annualRateBps`. */
export function openEndDisclosure(input: {
  principalCents: number;
  drawCents: number;
  annualRateBps?: number;
}): OpenEndDisclosure {
  const annualRateBps = input.annualRateBps ?? LINE_OF_CREDIT_ANNUAL_RATE_BPS;
  const dailyRate = annualRateBps / 10_000 / 365;
  const principalAfterDrawCents = Math.max(0, input.principalCents) + Math.max(0, input.drawCents);
  return {
    kind: 'openEnd',
    dailyPeriodicRatePercent: Math.round(dailyRate * 100 * 100_000) / 100_000,
    aprPercent: Math.round(dailyRate * 365 * 100 * 100) / 100,
    principalAfterDrawCents,
    // what the ledger accrues a day on that principal (decision 050), so the notice and the loan agree
    interestPerDayCents: interestPerDayCents(
      principalAfterDrawCents,
      annualRateBps * (RATE_SCALE / 10_000),
    ),
  };
}
