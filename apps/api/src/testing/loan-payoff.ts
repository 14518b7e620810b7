/** A loan row's payoff today for tests that read the loans table (decision 050: computed, not stored). */
import { businessDateOf, payoffOfRow, type PayoffColumns } from '../db/loan-payoff';

export const payoffToday = (row: PayoffColumns, now: Date = new Date()): number =>
  payoffOfRow(row, businessDateOf(now));
