/**
 * A loan row's payoff on a date (decision 050) for the repositories that read it beside other rows in one statement
 * (money reservations, draws, settlements, reminders): the booked balance and rate columns, and the one domain
 * computation of the payoff from them. The loan systems' records compute the same (ledger/loan-rows.ts).
 */
import {
  accruingBalance,
  DEFAULT_TIME_ZONE,
  payoffOn,
  zonedParts,
  type AccrualBalance,
} from '@lender/domain';
import { loans } from './schema';

/** The columns a payoff is computed from (select them as `...payoffColumns`). */
export const payoffColumns = {
  principalCents: loans.principalCents,
  interestCents: loans.interestCents,
  feesCents: loans.feesCents,
  annualRatePpb: loans.annualRatePpb,
  accruedThrough: loans.accruedThrough,
  status: loans.status,
};

export type PayoffColumns = AccrualBalance & { status: number };

/** The business date ('YYYY-MM-DD', America/Chicago) of an instant: the "today" a payoff is computed for. */
export const businessDateOf = (now: Date): string => zonedParts(now, DEFAULT_TIME_ZONE).date;

/** A loan row's booked balance and rate: what its accrual starts from (none while it is not serviced). */
export const accrualOfRow = ({ status, ...balance }: PayoffColumns): AccrualBalance =>
  accruingBalance(
    {
      principalCents: balance.principalCents,
      interestCents: balance.interestCents,
      feesCents: balance.feesCents,
      annualRatePpb: balance.annualRatePpb,
      accruedThrough: balance.accruedThrough,
    },
    status,
  );

/** What pays the loan off on `date` ('YYYY-MM-DD'). */
export const payoffOfRow = (row: PayoffColumns, date: string): number =>
  payoffOn(accrualOfRow(row), date);
