// The loan systems across a network that fails, on her screens (issue 51, decision 075): the app's loan systems are the
// loan-systems service behind the fault proxy (support/faulty-loan-systems.ts). An answer lost after the service posted
// her payment still ends on her confirmation, and her payoff falls by the amount once; with the service away, her
// loans screen says the app is trying again, then plainly that her records cannot be reached (never loading for good),
// and shows her loans once it is back.
import { test as base, expect } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { startFaultyStack, type FaultyStack } from '../support/faulty-loan-systems';
import { activate } from '../support/journey-server';
import { signIn } from '../support/sign-in';
import {
  chooseOtherAmount,
  continueTo,
  openLoan,
  payAndConfirm,
  payoffCents,
  startPayment,
} from '../support/payments';
import { phoneIn } from '../support/location';

const P1 = 'ana.tlxe@example.com';
const A1 = '10001-001';
const POST_PAYMENT = '/v1/systems/TLXe/postPayment';

/** this file's journey server is the faulty stack's: its loan systems behind the proxy */
const test = base.extend<object, { faulty: FaultyStack }>({
  faulty: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const stack = await startFaultyStack(workerInfo.workerIndex);
      await provide(stack);
      await stack.stop();
    },
    { scope: 'worker' },
  ],
  journeyServer: async ({ faulty }, provide) => {
    activate(faulty.server);
    await provide(faulty.server);
    faulty.proxy.clear();
    await faulty.server.scanCardData();
  },
});

// the payment's location check (gpsCheckPayment, on by default): A1's store is in Houston
test.use(phoneIn('houston'));
test.describe.configure({ mode: 'serial' });

test('an answer lost after the service posted her payment: her confirmation, and her payoff down by exactly $25.00 once', async ({
  page,
  faulty,
}) => {
  await signIn(page, P1);
  await openLoan(page, 'inl', A1);
  const before = await payoffCents(page);
  expect(before).not.toBeNull();
  await startPayment(page);
  await chooseOtherAmount(page, '25');
  await continueTo(page, /\/inl\/Accounts\/[0-9a-f-]{36}\/Payment\/SelectPaymentMethod$/);
  await page.getByRole('radio', { name: 'Visa debit ending in 1111' }).check();
  await continueTo(page, /\/Payment\/ReviewPayment$/);
  faulty.proxy.inject({ path: POST_PAYMENT, fault: { kind: 'lostAnswer' } });
  await payAndConfirm(page, '$25.00');
  await expect(
    page.getByRole('status').filter({ hasText: 'Your payment of $25.00 was received' }),
  ).toBeVisible();
  // the posting met its fault, and was asked again under its key: applied once
  expect(faulty.proxy.log.filter((seen) => seen.fault === 'lostAnswer')).toHaveLength(1);
  await page.getByRole('link', { name: 'Back to my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Loan ${A1}` })).toBeVisible();
  await expect.poll(() => payoffCents(page)).toBe((before ?? 0) - 2_500);
});

test('the service away when she opens her loans: she is told the app is trying again, then plainly that her records cannot be reached, then her loans once it is back', async ({
  page,
  faulty,
}) => {
  await signIn(page, P1);
  faulty.proxy.inject({ path: /\/listLoans$/, fault: { kind: 'serverError' }, times: Infinity });
  await page.goto('/inl/Accounts');
  // the API answers 503 with Retry-After: the app asks again a few times, saying so (decision 043)
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: "Our service is busy right now. We're trying again…" }),
  ).toBeVisible();
  // then it stops trying and says why, with nothing charged: never loading for good
  const loanLink = page.getByRole('link', { name: `Loan details for loan ${A1}` });
  await expect(page.getByRole('alert')).toContainText(
    'Your loan records cannot be reached right now. Nothing was charged.',
    { timeout: 40_000 },
  );
  await expect(loanLink).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  faulty.proxy.clear();
  // the service back: her loans, by the app's own next try or hers (Try again) once the API's breaker lets a call
  // through (decision 068)
  const tryAgain = page.getByRole('button', { name: 'Try again' });
  await expect(async () => {
    if (await tryAgain.isVisible()) await tryAgain.click();
    await expect(loanLink).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
});
