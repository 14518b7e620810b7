/**
 * A loan's monthly due dates: each instalment falls on the due date's day of the month (the last day
 * of a shorter month). A payment that covers what is owed now moves the loan's due date to the next
 * instalment after the posting date; one that does not leaves it. What a receipt calls the next due
 * date is the first instalment after the posting date: a still-late loan's past date is never shown
 * as "next" (the receipt says separately that the loan stays past due). Dates are 'YYYY-MM-DD'.
 */

/** The due date `months` instalments after `dueDate` (its day of the month, clamped to the month's end). */
export function addDueMonths(dueDate: string, months: number): string {
  const [y, m, d] = dueDate.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/** The first instalment of the loan's schedule (at or after `dueDate`, skipping `skip` of them) that falls after `after`. */
function firstDueAfter(dueDate: string, after: string, skip: number): string {
  let months = skip;
  while (addDueMonths(dueDate, months) <= after) months += 1;
  return addDueMonths(dueDate, months);
}

/** The loan's due date once a payment posted on `postedOn` is applied. */
export function dueDateAfterPayment(
  dueDate: string,
  postedOn: string,
  coversAmountOwed: boolean,
): string {
  return coversAmountOwed ? firstDueAfter(dueDate, postedOn, 1) : dueDate;
}

/** The next due date a receipt shows: the loan's first instalment after the posting date. */
export function nextDueDateAfter(dueDate: string, postedOn: string): string {
  return firstDueAfter(dueDate, postedOn, 0);
}
