// Decision 050 on a fake clock: on day 0, 1 and 15 after the seed, A1's payoff is the same to the cent on the
// dashboard (GET /accounts), the loan's details (GET /accountdetail) and the payoff quote (GET /payoffQuote, and its
// PDF), and it is the seeded $1,250.00 plus the interest its $1,100.00 principal accrued at 36 % a year. P3's line of
// credit: interest per day follows the balance after a draw.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAccountDetailResponseSchema,
  ZAccountsResponseSchema,
  ZPayoffQuoteResponseSchema,
} from '@lender/contract';
import {
  addCalendarDays,
  DEFAULT_TIME_ZONE,
  formatCents,
  interestForDays,
  STANDARD_ANNUAL_RATE_PPB,
  zonedParts,
} from '@lender/domain';
import { loanIdOf } from '../../../db/seed';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { testLoanSystems } from '../../../testing/loan-systems';
import { readPdf } from '../../../testing/pdf-text';
import { signIn } from '../../../testing/sign-in';

const DAY_MS = 86_400_000;
const A1 = loanIdOf('A1');
const L1 = loanIdOf('L1');
const start = Date.now();
let now = start;
const clock = () => new Date(now);
const dayOf = () => zonedParts(clock(), DEFAULT_TIME_ZONE).date;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
});
afterAll(async () => t.close());

async function figuresOfA1() {
  const ana = (await signIn(t.app, 'ana.tlxe@example.com')).headers;
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: ana });
  const list = ZAccountsResponseSchema.parse((await get('/accounts?brandName=inl')).json());
  const detail = ZAccountDetailResponseSchema.parse(
    (await get(`/accountdetail?loanId=${A1}&lmsId=10001-001`)).json(),
  );
  const quoteUrl = (goodThrough: string) =>
    `?loanId=${A1}&lmsId=10001-001&goodThrough=${goodThrough}`;
  const quote = ZPayoffQuoteResponseSchema.parse(
    (await get(`/payoffQuote${quoteUrl(dayOf())}`)).json(),
  );
  const inFive = ZPayoffQuoteResponseSchema.parse(
    (await get(`/payoffQuote${quoteUrl(addCalendarDays(dayOf(), 5))}`)).json(),
  );
  const pdf = await readPdf((await get(`/payoffQuotePdf${quoteUrl(dayOf())}`)).rawPayload);
  return {
    dashboard: list.loans[0]!.payoffAmountCents,
    details: detail.payoffAmountCents,
    detailParts: detail.principalCents + detail.interestCents + detail.feesCents,
    quote: quote.payoffAmountCents,
    quoteToday: quote.payoffTodayCents,
    perDay: quote.perDiemCents,
    inFive: inFive.payoffAmountCents,
    pdf: pdf.lines,
  };
}

describe('A1’s payoff agrees everywhere as the days pass (decision 050)', () => {
  const quotedInFive: number[] = [];
  for (const day of [0, 1, 5, 15]) {
    it(`day ${day}: $1,250.00 plus ${day} days' interest on every screen and in the PDF`, async () => {
      now = start + day * DAY_MS;
      const expected = 125_000 + interestForDays(110_000, STANDARD_ANNUAL_RATE_PPB, day);
      const seen = await figuresOfA1();
      expect(seen).toMatchObject({
        dashboard: expected,
        details: expected,
        detailParts: expected,
        quote: expected,
        quoteToday: expected,
        perDay: 108,
      });
      expect(seen.pdf).toContain(`Payoff amount | ${formatCents(expected)}`);
      // a quote good through day 5 made on day 0 is the payoff shown on day 5
      if (day === 0) quotedInFive.push(seen.inFive);
      if (day === 5) expect(quotedInFive).toEqual([expected]);
    });
  }
});

describe('a line of credit’s interest per day follows its balance (P3, L1)', () => {
  it('is $0.36 at $400.00 and $0.65 after a $300.00 draw, the draw booked on its day', async () => {
    now = start;
    const loans = testLoanSystems(t.database.db, clock);
    const before = (await loans.findLoan(L1))!;
    expect([before.payoffCents, before.perDiemCents]).toEqual([40_000, 36]);
    now = start + 3 * DAY_MS;
    const accrued = interestForDays(36_000, STANDARD_ANNUAL_RATE_PPB, 3);
    const { balanceCents } = await loans.adapter('NLS').postDraw({
      drawId: '00000000-0000-4000-8000-0000000000d1',
      loanId: L1,
      amountCents: 30_000,
      now: clock(),
    });
    expect(balanceCents).toBe(70_000 + accrued);
    const after = (await loans.findLoan(L1))!;
    expect([after.principalCents, after.payoffCents, after.perDiemCents]).toEqual([
      66_000,
      70_000 + accrued,
      65,
    ]);
    now = start + 4 * DAY_MS;
    expect((await loans.findLoan(L1))!.payoffCents).toBe(70_000 + accrued + 65);
  });
});
