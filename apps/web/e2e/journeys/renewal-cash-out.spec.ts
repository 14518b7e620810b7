// Issue 49 (decision 057): a title borrower renews with $200.00 cash out to her card. P9 Iris Cole renews T2
// (10009-003, tmx title, her Chicago store; no co-signer) from Chicago: the renewal minimum, "Get cash back" of
// $200.00 to her Visa debit ••1111 — the estimate and the federal box include it before anything is committed —, the
// disclosure that names it signed on the e-sign sandbox, the payment; the confirmation says $200.00 was sent to card
// ending 1111, and the new loan's page shows the cash back and a principal that includes it. axe in English and
// Spanish on ProductSwitch with the cash back and on the confirmation.
import { paymentPostingDate, renewalDisclosure, renewalTerms } from '@lender/domain';
import { expect, test, type Page } from '../support/test';
import { expectAccessibleInBothLanguages, expectNoSeriousA11yViolations } from '../support/axe';
import { figureOf } from '../support/federal-box';
import { phoneIn } from '../support/location';
import { centsOf, continueTo, openLoan, payoffCents } from '../support/payments';
import {
  chooseRenewalMinimum,
  money,
  signInFrame,
  signingPage,
  startRenewal,
  toDisclosureSigning,
} from '../support/renewal';
import { signIn } from '../support/sign-in';

// the renewal's location check: T2's store is in Chicago, Illinois
test.use(phoneIn('chicago'));

const P9 = 'iris.repo@example.com';
const T2 = '10009-003';
const CASH_OUT_CENTS = 20_000;

/** After the signature: the products and auto-pay steps where they are offered, none taken, on to "Pay and renew". */
async function toPayAndRenew(page: Page): Promise<void> {
  const products = page.getByRole('heading', { level: 1, name: 'Add products to your new loan' });
  const autoPay = page.getByRole('heading', { level: 1, name: 'Set up auto-pay' });
  const pay = page.getByRole('heading', { level: 1, name: 'Pay and renew' });
  await expect(products.or(autoPay).or(pay)).toBeVisible({ timeout: 20_000 });
  if (await products.isVisible()) {
    // none chosen (a required one comes ticked), then confirmed
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Confirm your products' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(autoPay.or(pay)).toBeVisible();
  }
  if (await autoPay.isVisible()) await page.getByRole('button', { name: 'No thanks' }).click();
  await expect(pay).toBeVisible();
}

test('P9 renews her title loan T2 with $200.00 cash back to her Visa debit: in the estimate and the federal box, sent to the card at the confirmation, and on the new loan', async ({
  page,
}) => {
  // a sign-in, an e-sign ceremony, the payment and cash-out jobs and axe on two screens, on a busy 2-core machine
  test.setTimeout(240_000);
  await signIn(page, P9);
  await openLoan(page, 'tmx', T2);
  const payoff = (await payoffCents(page)) ?? 0;
  expect(payoff).toBeGreaterThan(0);

  // the location first (her phone in Illinois, her store's state), then ProductSwitch: the renewal minimum
  await startRenewal(page);
  const minimum = await chooseRenewalMinimum(page);
  const minimumCents = centsOf(minimum);

  // "Get cash back": $200.00 to her Visa debit ••1111
  const cashBack = page.getByRole('region', { name: 'Get cash back' });
  // a controlled box: clicked, then seen ticked once the screen re-renders
  const want = cashBack.getByRole('checkbox', { name: /^Add cash to my new loan/ });
  await want.click();
  await expect(want).toBeChecked();
  const cashAmount = cashBack.getByRole('textbox', { name: 'Cash back amount' });
  await cashAmount.fill('200.00');
  const toCard = cashBack.getByRole('radio', { name: /Visa debit ending in 1111/ });
  await toCard.check();
  await expect(cashAmount).toHaveValue('200.00');
  await expect(toCard).toBeChecked();

  // the estimate and the federal box include it (domain renewalTerms / renewalDisclosure with the cash out)
  const postedOn = paymentPostingDate(new Date());
  const terms = renewalTerms(payoff, minimumCents, postedOn, CASH_OUT_CENTS);
  expect(terms.newPrincipalCents).toBe(payoff - minimumCents + CASH_OUT_CENTS);
  const preview = page.getByRole('region', { name: 'Your new loan' });
  await expect(preview).toContainText(`Cash back to your card${money(CASH_OUT_CENTS)}`);
  await expect(preview).toContainText(`New loan amount${money(terms.newPrincipalCents)}`);
  const disclosure = renewalDisclosure(payoff, minimumCents, postedOn, CASH_OUT_CENTS);
  const box = page.getByRole('region', { name: 'Truth in Lending disclosure', exact: true });
  await expect(figureOf(box, 'Amount financed')).toHaveText(money(disclosure.amountFinancedCents));
  await expect(figureOf(box, 'Finance charge')).toHaveText(money(disclosure.financeChargeCents));
  expect(disclosure.amountFinancedCents).toBeGreaterThanOrEqual(terms.newPrincipalCents - 1);
  // both languages switched in place: a reload would start the screen again without what she chose
  await expectNoSeriousA11yViolations(page);
  await expect(preview).toContainText(`Cash back to your card${money(CASH_OUT_CENTS)}`);

  // the confirm dialog, the card she pays with, the review, the disclosure that names the cash back, signed
  await page.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('alertdialog', { name: `Renew loan ${T2}?` })
    .getByRole('button', { name: 'Yes, continue' })
    .click();
  // the card she pays with (ProductSwitch had its own "Visa debit ending in 1111", the cash back's)
  await expect(page).toHaveURL(/\/Payment\/SelectPaymentMethod$/);
  await page.getByRole('radio', { name: 'Visa debit ending in 1111' }).check();
  await continueTo(page, /\/Payment\/ReviewPayment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Review your renewal' })).toBeVisible();
  await toDisclosureSigning(page);
  await expect(
    signingPage(page).getByRole('region', { name: 'Refinance disclosure' }),
  ).toContainText('Cash back to your debit card', { timeout: 20_000 });
  await signInFrame(page, 'Iris Cole');

  // the payment: the confirmation says the cash was sent to her card
  await toPayAndRenew(page);
  await page.getByRole('button', { name: `Pay ${minimum} and renew` }).click();
  await expect(
    page
      .locator('main')
      .getByText(`Thank you! Your loan is renewed: your payment of ${minimum} was received.`),
  ).toBeVisible({ timeout: 30_000 });
  const cashOut = page.getByRole('region', { name: 'Your cash back' });
  await expect(cashOut).toContainText(`${money(CASH_OUT_CENTS)} sent to card ending 1111`, {
    timeout: 30_000,
  });
  await expect(cashOut).toContainText(/Cash back confirmation number\s*RCO/);
  const newLoan = page.getByRole('region', { name: 'Your new loan' });
  await expect(newLoan).toContainText(money(terms.newPrincipalCents));
  const newLmsId = (await newLoan.innerText()).match(/10009-\d{3}/)?.[0] ?? '';
  expect(newLmsId).not.toBe(T2);
  await expectAccessibleInBothLanguages(page);

  // the new loan's page: the cash back, and a principal (its payoff the day it opens) that includes it
  await openLoan(page, 'tmx', newLmsId);
  await expect(page.getByRole('region', { name: 'Cash back' })).toContainText(
    `${money(CASH_OUT_CENTS)} sent to card ending 1111. It is part of this loan.`,
  );
  expect(await payoffCents(page)).toBeGreaterThanOrEqual(terms.newPrincipalCents);
});
