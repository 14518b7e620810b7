import { describe, expect, it } from 'vitest';
import { paymentScheduleRows } from './schedule-rows';

describe('paymentScheduleRows', () => {
  it('writes consecutive equal payments as one row from the first to the last due date', () => {
    expect(
      paymentScheduleRows([
        { dueDate: '2027-01-05', amountCents: 21_540 },
        { dueDate: '2027-02-05', amountCents: 21_540 },
        { dueDate: '2027-03-05', amountCents: 21_540 },
        { dueDate: '2027-04-05', amountCents: 21_544 },
      ]),
    ).toEqual([
      { count: 3, amountCents: 21_540, first: '2027-01-05', last: '2027-03-05' },
      { count: 1, amountCents: 21_544, first: '2027-04-05', last: '2027-04-05' },
    ]);
  });

  it('keeps equal amounts apart when another payment comes between them', () => {
    expect(
      paymentScheduleRows([
        { dueDate: '2027-01-05', amountCents: 100 },
        { dueDate: '2027-02-05', amountCents: 200 },
        { dueDate: '2027-03-05', amountCents: 100 },
      ]).map((row) => row.count),
    ).toEqual([1, 1, 1]);
  });

  it('has no row for no payments', () => {
    expect(paymentScheduleRows([])).toEqual([]);
  });
});
