// Issue 48, states named right (decision 051): P5 signs her $900.00 settlement of S1 and pays it. The confirmation is
// titled "Loan settled" and says the loan is settled — no "Remaining payoff $0.00", no next due date; S1's details
// and the dashboard say "Settled" with no due date, and the dashboard no longer offers "Need more money? Apply now".
// axe in English and Spanish on the confirmation.
import { expect, test } from '../support/test';
import { expectAccessibleInBothLanguages } from '../support/axe';
import { signIn } from '../support/sign-in';
import { addCardInFlow, openLoan, payAndConfirm } from '../support/payments';
import { signSettlementAgreement } from '../support/settlement';
import { phoneIn } from '../support/location';

// the payment's location check (gpsCheckPayment, on by default): the loan's store is in Chicago
test.use(phoneIn('chicago'));

const P5 = 'erin.settle@example.com';
const S1 = '10005-001';

test('P5 settles S1: "Loan settled", no due date, no payoff of $0.00, and no "Apply now" beside it', async ({
  page,
}) => {
  // sign-in, the signing ceremony, a card through the hosted form and a payment on a busy 2-core machine
  test.setTimeout(120_000);
  await signIn(page, P5);
  const loanId = await openLoan(page, 'inl', S1);
  await page.goto(`/inl/Accounts/${loanId}/Payment/SettlementOffer`);
  await expect(page.getByRole('heading', { level: 1, name: `Settle loan ${S1}` })).toBeVisible();
  await signSettlementAgreement(page, '$900.00');
  await page.getByRole('button', { name: 'Pay $900.00 now' }).click();
  await expect(page).toHaveURL(/\/Payment\/SelectPaymentMethod$/);
  await addCardInFlow(page, '4111 1111 1111 1111');
  await expect(page).toHaveURL(/\/Payment\/ReviewPayment$/);
  const number = await payAndConfirm(page, '$900.00', 'Loan settled');
  expect(number).toMatch(/^PMT[0-9A-F]{10}$/);

  // the result, in its own words: settled, nothing owed, no next due date
  await expect(page).toHaveTitle(/^Loan settled · /);
  await expect(page.getByRole('banner')).toContainText('Loan settled');
  const details = page.getByRole('region', { name: 'Payment details' });
  await expect(details).toContainText('Loan statusSettled — nothing more is owed');
  await expect(details).not.toContainText('Remaining payoff');
  await expect(details).not.toContainText('Next due date');
  await expect(details).not.toContainText('$0.00');
  await expect(
    page
      .getByRole('main')
      .getByText(
        `Thank you! Your payment of $900.00 completed your settlement: loan ${S1} is settled and nothing more is owed on it.`,
      ),
  ).toBeVisible();
  await expectAccessibleInBothLanguages(page);

  // the loan's details: Settled, no due date, nothing to pay
  await page.getByRole('link', { name: 'Back to my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Loan ${S1}` })).toBeVisible();
  await expect(page.getByText('Settled', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'This loan is settled' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Due date');
  await expect(page.getByRole('link', { name: 'Make a payment' })).toHaveCount(0);

  // the dashboard: S1 settled with no due date, and no invitation to borrow beside it
  await page.goto('/inl/Accounts');
  const card = page
    .getByRole('heading', { level: 2, name: `Loan ${S1}` })
    .locator('xpath=ancestor::article[1]');
  await expect(card.getByText('Settled', { exact: true })).toBeVisible();
  await expect(card).not.toContainText('Due date');
  await expect(page.getByRole('heading', { name: 'Need more money?' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Apply now' })).toHaveCount(0);
});
