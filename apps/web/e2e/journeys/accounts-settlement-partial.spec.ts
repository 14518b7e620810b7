// Issue 46 item 4, decision 045 — settlement is one state: P5 signs her $900.00 settlement of S1 ($1,800.00), then
// makes an ordinary payment (type 2) of $300.00 from MakePayment. The screens say before she pays that it counts
// toward the settlement and what will be left; afterwards ConfirmPayment, Offers, the offer's details and
// SettlementOffer say $600.00 is left. An ordinary $900.00 is refused on MakePayment before any card, naming the
// $600.00. She then settles with the $600.00 left (type 5) and S1 is Settled. axe in English and Spanish.
import { expect, test } from '../support/test';
import { expectAccessibleInBothLanguages } from '../support/axe';
import { signIn } from '../support/sign-in';
import {
  addCardInFlow,
  apiGetAs,
  chooseOtherAmount,
  continueTo,
  openLoan,
  payAndConfirm,
} from '../support/payments';
import { signSettlementAgreement } from '../support/settlement';
import { phoneIn } from '../support/location';

// the payment's location check (gpsCheckPayment, on by default): the loan's store is in Chicago
test.use(phoneIn('chicago'));

const P5 = 'erin.settle@example.com';
const S1 = '10005-001';

test('P5 signs her settlement, pays $300.00 as an ordinary payment, is told $600.00 is left, and settles S1 with it', async ({
  page,
}) => {
  // sign-in, the signing ceremony, a card through the hosted form and two payments on a busy 2-core machine
  test.setTimeout(150_000);
  await signIn(page, P5);
  const loanId = await openLoan(page, 'inl', S1);

  // sign the agreement
  await page.goto(`/inl/Accounts/${loanId}/Payment/SettlementOffer`);
  await expect(
    page.getByText(
      'A payment you make on this loan before you sign does not count toward the settlement.',
    ),
  ).toBeVisible();
  await signSettlementAgreement(page, '$900.00');
  await expect(
    page.getByText('Every payment you make on this loan now counts toward your settlement.'),
  ).toBeVisible();

  // an ordinary payment of $300.00: MakePayment says what it does before she goes on
  await page.goto(`/inl/Accounts/${loanId}/Payment`);
  const note = page.getByRole('note', { name: 'Your signed settlement' });
  await expect(note).toContainText(
    'You have paid $0.00 of the $900.00 you agreed to pay. $900.00 is left',
  );
  await expect(page.getByRole('radio', { name: /Payoff amount/ })).toHaveCount(0);
  // axe before the amount: switching the language remounts MakePayment, which forgets a chosen amount
  await expectAccessibleInBothLanguages(page);
  await chooseOtherAmount(page, '300.00');
  await expect(
    page.getByText(
      'This payment counts toward your settlement. After it, $600.00 will be left to pay.',
    ),
  ).toBeVisible();
  await continueTo(page, /\/Payment\/SelectPaymentMethod$/);
  await addCardInFlow(page, '4111 1111 1111 1111', { save: true });
  await expect(page).toHaveURL(/\/Payment\/ReviewPayment$/);
  await expect(
    page.getByText(
      'This payment counts toward your settlement. After it, $600.00 will be left to pay.',
    ),
  ).toBeVisible();
  await payAndConfirm(page, '$300.00');
  const details = page.getByRole('region', { name: 'Payment details' });
  await expect(details).toContainText('Left to pay on your settlement$600.00');
  await expect(details).not.toContainText('Remaining payoff');
  await expectAccessibleInBothLanguages(page);

  // the offers and the settlement say what is left
  await page.goto('/inl/Offers');
  const item = page.getByRole('listitem').filter({ hasText: `Settlement offer for loan ${S1}` });
  await expect(item).toContainText('Signed: $600.00 left to pay to settle');
  await item.getByRole('link', { name: `View offer: Settlement offer for loan ${S1}` }).click();
  await expect(
    page.getByRole('region', {
      name: `Settle loan ${S1} for $600.00 instead of the $1,500.00 you owe.`,
    }),
  ).toContainText('Left to pay to settle$600.00');

  // more than what is left is refused before she pays, naming it
  await page.goto(`/inl/Accounts/${loanId}/Payment`);
  await expect(page.getByRole('note', { name: 'Your signed settlement' })).toContainText(
    'You have paid $300.00 of the $900.00 you agreed to pay. $600.00 is left',
  );
  await chooseOtherAmount(page, '900.00');
  await expect(
    page.getByText(
      'This is more than is left to pay on your settlement. Pay $600.00 or less: $600.00 settles the loan.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/Payment$/);

  // she settles with what is left, as the settlement payment
  await page.getByRole('link', { name: 'See my settlement' }).click();
  await expect(page).toHaveURL(/\/Payment\/SettlementOffer$/);
  await expect(
    page.getByText('Left to pay', { exact: true }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('$600.00');
  await expectAccessibleInBothLanguages(page);
  await page.getByRole('button', { name: 'Pay $600.00 now' }).click();
  await expect(page).toHaveURL(/\/Payment\/SelectPaymentMethod$/);
  await page.getByRole('radio', { name: 'Visa debit ending in 1111' }).check();
  await continueTo(page, /\/Payment\/ReviewPayment$/);
  await expect(
    page.getByText(`This payment completes your settlement: loan ${S1} will be settled.`),
  ).toBeVisible();
  await payAndConfirm(page, '$600.00', 'Loan settled');
  await expect(
    page
      .getByRole('main')
      .getByText(
        `Thank you! Your payment of $600.00 completed your settlement: loan ${S1} is settled and nothing more is owed on it.`,
      ),
  ).toBeVisible();

  const status = await apiGetAs<{ status: string; paidCents: number; remainingCents: number }>(
    page,
    `/settlementStatus?loanId=${loanId}`,
  );
  expect(status).toMatchObject({ status: 'settled', paidCents: 90_000, remainingCents: 0 });
  await openLoan(page, 'inl', S1);
  await expect(page.getByText('Settled', { exact: true })).toBeVisible();
});
