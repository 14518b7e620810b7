/**
 * The payment schedule as the federal box writes it (Regulation Z § 1026.18(g): the number, amounts and timing of
 * payments): consecutive payments of the same amount as one row, "3 payments of $215.40, from 01/05/2027 to
 * 03/05/2027". One grouping for the screens and the PDFs.
 */
import type { ScheduledPayment } from './apr';

export interface PaymentScheduleRow {
  count: number;
  amountCents: number;
  /** the first and the last due date of the row ('YYYY-MM-DD'; the same for a row of one payment) */
  first: string;
  last: string;
}

export function paymentScheduleRows(schedule: readonly ScheduledPayment[]): PaymentScheduleRow[] {
  const rows: PaymentScheduleRow[] = [];
  for (const payment of schedule) {
    const previous = rows.at(-1);
    if (previous && previous.amountCents === payment.amountCents) {
      previous.count += 1;
      previous.last = payment.dueDate;
    } else
      rows.push({
        count: 1,
        amountCents: payment.amountCents,
        first: payment.dueDate,
        last: payment.dueDate,
      });
  }
  return rows;
}
