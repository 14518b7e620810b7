// Funds journey (issue 14; spec §2 PendingDisbursement, §9 disbursement polling attempts 10): P3 draws $5.00 to a
// debit card whose processor answers after the poll window (sandbox 4000 0000 0000 3220, about 35 s). Sending your
// cash polls at most 10 times, then says the cash is still on its way — no error, nothing that invites a second
// draw — and the draw is paid out and posted once: L1's payoff grows by $5.00 once, its available credit drops by
// $5.00 once, and the next statement shows one cash advance of $5.00. Amounts are read before the draw.
import { expect, test } from '../support/test';
import type { TAccountDetailResponse } from '@lender/contract';
import { PAYMENT_POLL_INTERVAL_MS } from '@lender/domain';
import { expectNoSeriousA11yViolations, showIn } from '../support/axe';
import {
  addDebitCard,
  availableCents,
  cashAdvanceLines,
  confirmDraw,
  L1,
  nextStatementLines,
  openGetCash,
  P3,
} from '../support/funds';
import { apiGetAs, openLoan } from '../support/payments';
import { signIn } from '../support/sign-in';

test.use({ geolocation: { latitude: 40.005, longitude: -83.009 }, permissions: ['geolocation'] });
test.describe.configure({ timeout: 150_000 });

const SLOW_CARD = '4000 0000 0000 3220';
const STILL_ON_ITS_WAY = 'Your cash is still on its way; check back in a few minutes.';

test('a draw to a slow card ends polling with "still on its way", and is paid out and shown once', async ({
  page,
  context,
}) => {
  // the page's timers on Playwright's clock (time flows as usual until the test moves it on)
  await page.clock.install();
  await signIn(page, P3);
  const loanId = await openGetCash(page);
  const payoff = async () =>
    (await apiGetAs<TAccountDetailResponse>(page, `/accountdetail?loanId=${loanId}`))
      .payoffAmountCents;
  const payoffBefore = await payoff();
  const availableBefore = await availableCents(page);
  await addDebitCard(page, SLOW_CARD);

  const polls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/draw\?key=/.test(request.url())) polls.push(request.url());
  });
  await confirmDraw(page, '5.00');
  await expect(page.getByRole('heading', { level: 1, name: 'Sending your cash' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: STILL_ON_ITS_WAY })).toBeVisible({
    timeout: 25_000,
  });
  const polled = polls.length;
  expect(polled).toBeGreaterThan(0);
  expect(polled).toBeLessThanOrEqual(10);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try another card' })).toHaveCount(0);
  // three poll intervals on at once: a poll still scheduled would go out now, before the page's next request
  await page.clock.runFor(3 * PAYMENT_POLL_INTERVAL_MS);
  const marker = page.waitForRequest((request) =>
    request.url().endsWith('/api/health?after=polls'),
  );
  await page.evaluate(() => fetch('/api/health?after=polls'));
  await marker;
  expect(polls.length, 'no poll after the last attempt').toBe(polled);
  await expectNoSeriousA11yViolations(page);
  // a reload (here in Spanish) checks again, at most as many times: still on its way, or paid if the card answered
  await showIn(page, 'es');
  const stillOnItsWay = page.getByText(
    'Su efectivo todavía está en camino; vuelva a revisar en unos minutos.',
  );
  await expect(
    stillOnItsWay.or(page.getByRole('heading', { level: 1, name: 'Su efectivo está en camino' })),
  ).toBeVisible({ timeout: 25_000 });
  expect(polls.length).toBeLessThanOrEqual(polled + 10);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await showIn(page, 'en');
  await openLoan(page, 'chs', L1);
  // the processor answers after ~35 s; the draw is posted then, once
  await expect.poll(payoff, { timeout: 60_000, intervals: [2_000] }).toBe(payoffBefore + 500);
  await openGetCash(page);
  expect(await availableCents(page)).toBe(availableBefore - 500);
  expect(cashAdvanceLines(await nextStatementLines(page, context), '$5.00')).toHaveLength(1);
  expect(await payoff()).toBe(payoffBefore + 500);
});
