// Issue 12, settlement offer: P5 signs in and sees the offers badge (1); Offers lists her settlement offer on S1;
// opening it marks it viewed and the badge clears; S1's details and MakePayment point to it. She signs the
// settlement agreement on the e-sign sandbox's page (framed, in the app's language), pays $900.00 as payment type 5,
// and S1 becomes Settled with docSigned and paymentMade recorded. axe in English and Spanish on each new screen.
// (Named to run before identity-sign-in.spec.ts, which resets P5's password: the files run in name order.)
import { expect, test } from '../support/test';
import { expectAccessibleInBothLanguages } from '../support/axe';
import { signIn } from '../support/sign-in';
import { addCardInFlow, apiGetAs, openLoan, payAndConfirm } from '../support/payments';
import { openMenu } from '../support/menu';
import { signSettlementAgreement } from '../support/settlement';

const P5 = 'erin.settle@example.com';
const S1 = '10005-001';

test('P5 sees her settlement offer, signs the agreement and pays $900.00: S1 is settled', async ({
  page,
}) => {
  // sign-in, the signing ceremony, a card through the hosted form and a payment on a busy 2-core machine
  test.setTimeout(120_000);
  await signIn(page, P5);

  // the menu's offers entry carries the unviewed count
  let menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Offers 1 unviewed' }).click();
  await expect(page).toHaveURL(/\/inl\/Offers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your offers' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: `Settlement offer for loan ${S1}` });
  await expect(item).toContainText('New');
  await expectAccessibleInBothLanguages(page);

  // opening it marks it viewed: the badge clears
  await item.getByRole('link', { name: `View offer: Settlement offer for loan ${S1}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Settlement offer for loan ${S1}` }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', {
      name: `Settle loan ${S1} for $900.00 instead of the $1,800.00 you owe.`,
    }),
  ).toBeVisible();
  await expectAccessibleInBothLanguages(page);
  await page.getByRole('link', { name: 'Back to offers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your offers' })).toBeVisible();
  await expect(item).not.toContainText('New');
  menu = await openMenu(page);
  await expect(menu.getByRole('link', { name: 'Offers', exact: true })).toBeVisible();
  await menu.getByRole('button', { name: 'Close menu' }).click();

  // S1's details and MakePayment point to the offer
  const loanId = await openLoan(page, 'inl', S1);
  await expect(page.getByRole('heading', { name: 'You have a settlement offer' })).toBeVisible();
  await page.goto(`/inl/Accounts/${loanId}/Payment`);
  await expect(page.getByRole('note')).toContainText(
    'You can settle this loan for $900.00 instead of paying it in full.',
  );
  await page.getByRole('link', { name: 'See my settlement offer' }).click();
  await expect(page).toHaveURL(/\/Payment\/SettlementOffer$/);
  await expect(page.getByRole('heading', { level: 1, name: `Settle loan ${S1}` })).toBeVisible();
  await expectAccessibleInBothLanguages(page);

  // the signing ceremony: the sandbox's page in a frame
  await signSettlementAgreement(page, '$900.00');
  await page.getByRole('button', { name: 'Pay $900.00 now' }).click();

  // pay it through the one payment flow, as payment type 5
  await expect(page).toHaveURL(/\/Payment\/SelectPaymentMethod$/);
  await addCardInFlow(page, '4111 1111 1111 1111');
  await expect(page).toHaveURL(/\/Payment\/ReviewPayment$/);
  await payAndConfirm(page, '$900.00', 'Loan settled');

  const status = await apiGetAs<{ docSigned: boolean; paymentMade: boolean; status: string }>(
    page,
    `/settlementStatus?loanId=${loanId}`,
  );
  expect(status).toMatchObject({ docSigned: true, paymentMade: true, status: 'settled' });
  await openLoan(page, 'inl', S1);
  await expect(page.getByText('Settled', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You have a settlement offer' })).toHaveCount(0);
});
