/**
 * A loan row's payoff on a date (decision 050) for the built-in ledger (ledger/loan-rows.ts) and the tests that read
 * its rows: the booked balance and rate, and the one domain computation of the payoff from them. The app's services
 * read a loan's payoff from its loan system's record (LoanRecord.accrual), never from these rows. Also the business
 * date ("today") every payoff is computed for.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  accruingBalance,
  DEFAULT_TIME_ZONE,
  payoffOn,
  zonedParts,
  type AccrualBalance,
} from '@lender/domain';

export type PayoffColumns = AccrualBalance & { status: number };

/** The business date ('YYYY-MM-DD', America/Chicago) of an instant: the "today" a payoff is computed for. */
export const businessDateOf = (now: Date): string => zonedParts(now, DEFAULT_TIME_ZONE).date;

/** businessDateOf in SQL: an instant column's business date (a date), for a statement that filters by the day */
export const businessDateOfColumn = (column: AnyPgColumn): SQL =>
  sql`(${column} at time zone ${DEFAULT_TIME_ZONE})::date`;

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
