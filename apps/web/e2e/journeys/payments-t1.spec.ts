// Payment journeys on T1 (P2 Ben, tmx title loan, 20 days late, minimum required $310.00, partial
// payment allowed): a declined card shows the processor's error with the pay button disabled; a
// partial payment below the minimum required shows its note and is applied; a double click on pay
// charges once (one payment in the account history). T1 is not refinance-eligible: no lock is taken.
import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signIn } from '../support/sign-in';
import {
  addCardInFlow,
  apiGetAs,
  chooseOtherAmount,
  continueTo,
  openLoan,
  payAndConfirm,
  payoffCents,
  startPayment,
} from '../support/payments';
import { phoneIn } from '../support/location';

// the payment's location check (gpsCheckPayment, on by default): the loan's store is in Chicago
test.use(phoneIn('chicago'));

const P2 = 'ben.multi@example.com';
const T1 = '10002-002';

interface History {
  entries: { type: string; amountCents: number }[];
}
const paymentsOf = async (page: Page, loanId: string, amountCents: number) =>
  (await apiGetAs<History>(page, `/accounthistory?loanId=${loanId}`)).entries.filter(
    (e) => e.type === 'payment' && e.amountCents === -amountCents,
  ).length;

test('a declined card (4000 0000 0000 0002) shows "Card declined" with the pay button disabled', async ({
  page,
}) => {
  await signIn(page, P2);
  await openLoan(page, 'tmx', T1);
  await startPayment(page);
  await chooseOtherAmount(page, '15');
  await continueTo(page, /\/tmx\/Accounts\/[0-9a-f-]{36}\/Payment\/SelectPaymentMethod$/);
  await addCardInFlow(page, '4000 0000 0000 0002');
  await expect(page).toHaveURL(/\/Payment\/ReviewPayment$/);
  await page.getByRole('button', { name: 'Pay $15.00' }).click();
  await expect(page).toHaveURL(/\/Payment\/PaymentProcessing$/);
  await expect(page.getByTestId('live-status')).toContainText('Card declined', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Pay $15.00' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
});

test('P2 makes a partial payment of $100.00 on T1 (below the minimum required of $310.00)', async ({
  page,
}) => {
  await signIn(page, P2);
  await openLoan(page, 'tmx', T1);
  const before = await payoffCents(page);
  await startPayment(page);
  await chooseOtherAmount(page, '100');
  await expect(page.getByRole('note', { name: 'This is a partial payment' })).toContainText(
    'minimum required of $310.00',
  );
  await expectNoSeriousA11yViolations(page);
  await continueTo(page, /\/Payment\/SelectPaymentMethod$/);
  await addCardInFlow(page, '4111 1111 1111 1111', { save: true });
  await expect(page).toHaveURL(/\/Payment\/ReviewPayment$/);
  await expect(
    page.getByText('This is a partial payment: your loan stays past due.'),
  ).toBeVisible();
  await payAndConfirm(page, '$100.00');
  await expect(page.getByText(/This was a partial payment/)).toBeVisible();
  await page.getByRole('link', { name: 'Back to my account' }).click();
  await expect.poll(() => payoffCents(page)).toBe((before ?? 0) - 10000);
});

test('a double click on pay charges once: one payment in the account history', async ({ page }) => {
  await signIn(page, P2);
  const loanId = await openLoan(page, 'tmx', T1);
  const before = await paymentsOf(page, loanId, 1234);
  await startPayment(page);
  await chooseOtherAmount(page, '12.34');
  await continueTo(page, /\/Payment\/SelectPaymentMethod$/);
  const saved = page.getByRole('radio', { name: 'Visa debit ending in 1111' });
  if ((await saved.count()) > 0) {
    await saved.check();
    await continueTo(page, /\/Payment\/ReviewPayment$/);
  } else {
    await addCardInFlow(page, '4111 1111 1111 1111', { save: true });
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Review your payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay $12.34' }).dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment confirmation' })).toBeVisible({
    timeout: 20_000,
  });
  await expect.poll(() => paymentsOf(page, loanId, 1234)).toBe(before + 1);
});
