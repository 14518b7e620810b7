/** GET /riskInfo and POST /riskInfo/acknowledge: P3's seeded credit limit change on L1, shown once per person, per flow. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ZRiskInfoResponseSchema } from '@lender/contract';
import { loanIdOf, profileIdOf } from '../../../db/seed';
import { riskAcknowledgements } from '../../../db/schema';
import { cardsTestApp, type CardsTestApp, type Headers } from '../../cards/test-kit';

const L1 = loanIdOf('L1');
const A1 = loanIdOf('A1');
let t: CardsTestApp;
let carla: Headers;

beforeAll(async () => {
  t = await cardsTestApp();
  carla = await t.headers('P3');
});
afterAll(async () => t.close());

const info = async (who: Headers, query: string) => {
  const res = await t.call(who, 'GET', `/riskInfo?${query}`);
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
};
const acknowledge = (who: Headers, payload: object) =>
  t.call(who, 'POST', '/riskInfo/acknowledge', payload);

describe('GET /riskInfo', () => {
  it('L1: the credit limit was raised from $1,000.00 to $1,500.00; before a draw its dialog shows', async () => {
    const { status, body } = await info(carla, `loanId=${L1}&isAddon=true`);
    expect(status).toBe(200);
    expect(ZRiskInfoResponseSchema.parse(body)).toEqual({
      loanId: L1,
      rateChanged: false,
      creditLimitChanged: true,
      refinanceDenied: false,
      dialog: 'creditLimitChanged',
      creditLimitCents: 150_000,
      previousCreditLimitCents: 100_000,
    });
  });

  it('refuses bad input naming the field', async () => {
    for (const [query, field] of [
      ['loanId=nope', 'loanId'],
      [`loanId=${L1}&isAddon=maybe`, 'isAddon'],
      [`loanId=${L1}&migrateProduct=2`, 'migrateProduct'],
      [`loanId=${L1}&extra=1`, 'extra'],
      ['', 'loanId'],
    ] as const) {
      const { status, body } = await info(carla, query);
      expect([status, body.message], query).toEqual([400, expect.stringContaining(field)]);
    }
  });

  it('another customer’s loan is 404 as if absent, before an add-on too; no session is 401', async () => {
    const ana = await t.headers('P1');
    expect((await info(ana, `loanId=${L1}`)).status).toBe(404);
    expect((await info(ana, `loanId=${L1}&isAddon=true`)).status).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/riskInfo?loanId=${L1}` })).statusCode,
    ).toBe(401);
    expect((await acknowledge(ana, { loanId: L1, flag: 'creditLimitChanged' })).statusCode).toBe(
      404,
    );
    expect(
      await t.database.db
        .select()
        .from(riskAcknowledgements)
        .where(eq(riskAcknowledgements.loanId, L1)),
    ).toEqual([]);
  });

  it('a co-signer reaches the loan’s flags but not the add-on’s (only the borrower draws)', async () => {
    const devon = await t.headers('P4');
    expect((await info(devon, `loanId=${A1}`)).body).toMatchObject({
      loanId: A1,
      rateChanged: false,
      creditLimitChanged: false,
      refinanceDenied: false,
      dialog: null,
    });
    expect((await info(devon, `loanId=${A1}&isAddon=true`)).status).toBe(404);
  });
});

describe('POST /riskInfo/acknowledge', () => {
  it('refuses an unknown flag naming it, writing nothing', async () => {
    const res = await acknowledge(carla, { loanId: L1, flag: 'everything' });
    expect([res.statusCode, res.json().message]).toEqual([400, expect.stringContaining('flag')]);
    expect(
      await t.database.db
        .select()
        .from(riskAcknowledgements)
        .where(eq(riskAcknowledgements.profileId, profileIdOf('P3'))),
    ).toEqual([]);
  });

  it('clears the flag for her on L1; a repeat answers the same (idempotent, one row); it does not come back', async () => {
    const first = await acknowledge(carla, {
      loanId: L1,
      flag: 'creditLimitChanged',
      isAddon: true,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      creditLimitChanged: false,
      dialog: null,
      previousCreditLimitCents: null,
    });
    const again = await acknowledge(carla, {
      loanId: L1,
      flag: 'creditLimitChanged',
      isAddon: true,
    });
    expect([again.statusCode, again.json()]).toEqual([200, first.json()]);
    const rows = await t.database.db
      .select()
      .from(riskAcknowledgements)
      .where(
        and(
          eq(riskAcknowledgements.profileId, profileIdOf('P3')),
          eq(riskAcknowledgements.loanId, L1),
        ),
      );
    expect(rows.map((r) => r.flag)).toEqual(['creditLimitChanged']);
    expect((await info(carla, `loanId=${L1}&isAddon=true`)).body).toMatchObject({
      creditLimitChanged: false,
      dialog: null,
    });
  });

  it('a later change shows again; the add-on shows the rate change but never the refinance refusal, which the loan page shows first', async () => {
    for (const flag of ['rateChanged', 'refinanceDenied', 'creditLimitChanged']) {
      const raised = await t.app.inject({
        method: 'POST',
        url: '/api/dev/riskInfo',
        payload: {
          loanId: L1,
          flag,
          ...(flag === 'creditLimitChanged' ? { creditLimitCents: 160_000 } : {}),
        },
      });
      expect(raised.statusCode).toBe(200);
    }
    expect((await info(carla, `loanId=${L1}&isAddon=true`)).body).toMatchObject({
      rateChanged: true,
      refinanceDenied: true,
      creditLimitChanged: true,
      dialog: 'creditLimitChanged',
      creditLimitCents: 160_000,
      previousCreditLimitCents: 150_000,
    });
    const next = (
      await acknowledge(carla, { loanId: L1, flag: 'creditLimitChanged', isAddon: true })
    ).json();
    expect(next).toMatchObject({ dialog: 'rateChanged' });
    expect(
      (await acknowledge(carla, { loanId: L1, flag: 'rateChanged', isAddon: true })).json(),
    ).toMatchObject({ dialog: null, refinanceDenied: true });
    expect((await info(carla, `loanId=${L1}`)).body).toMatchObject({ dialog: 'refinanceDenied' });
    expect(
      (await acknowledge(carla, { loanId: L1, flag: 'refinanceDenied' })).json(),
    ).toMatchObject({
      rateChanged: false,
      creditLimitChanged: false,
      refinanceDenied: false,
      dialog: null,
    });
  });
});
