import { describe, expect, it } from 'vitest';
import { closedEndDisclosure, renewalDisclosure, titleLoanDisclosure } from './closed-end';
import { openEndDisclosure, LINE_OF_CREDIT_ANNUAL_RATE_BPS } from './open-end';

describe('titleLoanDisclosure', () => {
  it('P6: $1,500 for 30 days costs $375, 304.17 % APR, one payment of $1,875 on the due date', () => {
    expect(titleLoanDisclosure(150_000, '2026-12-02')).toEqual({
      kind: 'closedEnd',
      aprPercent: 304.17,
      financeChargeCents: 37_500,
      amountFinancedCents: 150_000,
      totalOfPaymentsCents: 187_500,
      consummationDate: '2026-12-02',
      schedule: [{ dueDate: '2027-01-01', amountCents: 187_500 }],
    });
  });
  it('the APR of a title loan is the same whatever the amount (the charge is a share of it)', () => {
    expect(titleLoanDisclosure(300_000, '2026-12-02').aprPercent).toBe(304.17);
    expect(titleLoanDisclosure(50_000, '2026-03-01').aprPercent).toBe(304.17);
  });
});

describe('renewalDisclosure', () => {
  it('the new loan after paying $215.40 of a $1,250.00 payoff: $1,034.60 financed, $258.65 charge', () => {
    const disclosure = renewalDisclosure(125_000, 21_540, '2026-12-02');
    expect(disclosure).toMatchObject({
      amountFinancedCents: 103_460,
      financeChargeCents: 25_865,
      totalOfPaymentsCents: 129_325,
      schedule: [{ dueDate: '2027-01-01', amountCents: 129_325 }],
    });
    expect(disclosure.aprPercent).toBeCloseTo(304.17, 1);
  });
  it('a renewal that pays everything makes no loan: nothing financed, no charge, no payments, 0 %', () => {
    expect(renewalDisclosure(125_000, 125_000, '2026-12-02')).toMatchObject({
      aprPercent: 0,
      financeChargeCents: 0,
      amountFinancedCents: 0,
      totalOfPaymentsCents: 0,
      schedule: [],
    });
  });
});

describe('closedEndDisclosure', () => {
  it('sorts the schedule and adds it up', () => {
    const disclosure = closedEndDisclosure({
      amountFinancedCents: 100_000,
      consummationDate: '2026-01-01',
      schedule: [
        { dueDate: '2026-03-01', amountCents: 55_000 },
        { dueDate: '2026-02-01', amountCents: 55_000 },
      ],
    });
    expect(disclosure.schedule.map((payment) => payment.dueDate)).toEqual([
      '2026-02-01',
      '2026-03-01',
    ]);
    expect(disclosure.totalOfPaymentsCents).toBe(110_000);
    expect(disclosure.financeChargeCents).toBe(10_000);
  });
});

describe('openEndDisclosure', () => {
  it('the line of credit: 0.09863 % a day, 36.00 % APR; a $300 draw on $360 principal adds $0.65 a day', () => {
    expect(openEndDisclosure({ principalCents: 36_000, drawCents: 30_000 })).toEqual({
      kind: 'openEnd',
      dailyPeriodicRatePercent: 0.09863,
      aprPercent: 36,
      principalAfterDrawCents: 66_000,
      interestPerDayCents: 65,
    });
    expect(LINE_OF_CREDIT_ANNUAL_RATE_BPS).toBe(3_600);
  });
});
