/**
 * What L1's reads answer and refuse: its draw limits (the credit limit less the balance and the pending advance) and who
 * reaches them, and GET /disbursementReference's refusals — a bad field, another customer's loan, no session, nothing sent.
 */
import { describe, expect, it } from 'vitest';
import { loanIdOf } from '../../db/seed';
import { L1, useDrawsApp } from './draws-test-kit';

const line = useDrawsApp();
const { limits } = line;

describe('draw limits', () => {
  it('L1: $1,500.00 limit less the $400.00 balance and the $100.00 pending advance leaves $1,000.00', async () => {
    expect(await limits()).toMatchObject({
      creditLimitCents: 150_000,
      balanceCents: 40_000,
      pendingAdvancesCents: 10_000,
      inFlightCents: 0,
      availableCreditCents: 100_000,
      minDrawCents: 100,
      maxDrawCents: 100_000,
    });
  });
  it('only the borrower reaches her line', async () => {
    const { t } = line;
    expect(
      (await t.call(await t.headers('P1'), 'GET', `/drawLimits?loanId=${L1}`)).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/drawLimits?loanId=${L1}` })).statusCode,
    ).toBe(401);
  });
});

describe('GET /disbursementReference', () => {
  const url = (loanId: string, type: string | number = 16) =>
    `/disbursementReference?loanId=${loanId}&disbursementType=${type}`;
  it('refuses a bad loan id or disbursement type naming the field', async () => {
    const { t, carla } = line;
    const badId = await t.call(
      carla,
      'GET',
      '/disbursementReference?loanId=nope&disbursementType=16',
    );
    expect([badId.statusCode, badId.json().message]).toEqual([
      400,
      expect.stringContaining('loanId'),
    ]);
    for (const type of [14, 'x']) {
      const bad = await t.call(carla, 'GET', url(L1, type));
      expect([bad.statusCode, bad.json().message]).toEqual([
        400,
        expect.stringContaining('disbursementType'),
      ]);
    }
    expect((await t.call(carla, 'GET', `/disbursementReference?loanId=${L1}`)).statusCode).toBe(
      400,
    );
  });
  it('another customer’s loan is 404 as if absent; no session is 401; a loan with nothing sent to the caller is 404', async () => {
    const { t } = line;
    expect((await t.call(await t.headers('P1'), 'GET', url(L1))).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api${url(L1)}` })).statusCode).toBe(401);
    const none = await t.call(await t.headers('P1'), 'GET', url(loanIdOf('A1')));
    expect(none.statusCode).toBe(404);
  });
});
