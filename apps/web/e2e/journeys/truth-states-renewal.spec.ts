// Issue 48, states named right (decision 051): a declined payment is titled by its result ("Payment not made", not
// "Processing payment"); P1 renews A1 (her phone in Houston, TX, her store's state) and the loan the renewal opened
// today offers no "Renew my loan", and ProductSwitch reached directly says why. Her co-signer P4 signs his own copy
// in his browser while her renewal waits (decision 054). axe in English and Spanish.
import { expect, test, type Page } from '../support/test';
import { expectAccessibleInBothLanguages } from '../support/axe';
import {
  A1,
  IN_HOUSTON,
  P1,
  chooseRenewalMinimum,
  cosignerSigns,
  signInFrame,
  startRenewal,
  toRenewalReview,
} from '../support/renewal';
import { signIn } from '../support/sign-in';
import {
  addCardInFlow,
  chooseOtherAmount,
  continueTo,
  openLoan,
  startPayment,
} from '../support/payments';

const RENEWED = '10001-002';

test.describe.configure({ mode: 'serial' });
test.use({ geolocation: IN_HOUSTON, permissions: ['geolocation'] });

test('a declined payment is titled "Payment not made", never "Processing payment"', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, P1);
  await openLoan(page, 'inl', A1);
  await startPayment(page);
  await chooseOtherAmount(page, '5.00');
  await continueTo(page, /\/Payment\/SelectPaymentMethod$/);
  await addCardInFlow(page, '4000 0000 0000 0002');
  await expect(page).toHaveURL(/\/Payment\/ReviewPayment$/);
  await page.getByRole('button', { name: 'Pay $5.00' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your payment was not made' }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('banner')).toContainText('Payment not made');
  await expect(page.getByRole('banner')).not.toContainText('Processing payment');
  await expect(page).toHaveTitle(/^Payment not made · /);
  await expectAccessibleInBothLanguages(page);
});

/**
 * The renewal's steps after ReviewPayment, in whatever order the flow asks them, until "Pay and renew" (P4 signs his
 * own copy in his browser when her page waits for him: decision 054).
 */
async function throughRenewalSteps(page: Page, cosigner: () => Promise<void>): Promise<void> {
  const pay = page.getByRole('heading', { level: 1, name: 'Pay and renew' });
  for (let step = 0; step < 10 && !(await pay.isVisible()); step += 1) {
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).not.toHaveText('');
    const name = await heading.innerText();
    if (name === 'Review your renewal' && /\/Payment\/AccountDisclosures/.test(page.url())) {
      // the disclosures' step: once the location is checked, the Texas consent, then sign
      const sign = page.getByRole('button', { name: 'Review and sign' });
      await expect(sign).toBeVisible({ timeout: 20_000 });
      const consent = page.getByRole('checkbox', { name: /^I agree to renew my loan/ });
      if (await consent.isVisible()) await consent.check();
      await sign.click();
      await expect(page).not.toHaveURL(/\/Payment\/AccountDisclosures/, { timeout: 20_000 });
      continue;
    } else if (name === 'Review your renewal') {
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).not.toHaveURL(/\/Payment\/ReviewPayment$/, { timeout: 20_000 });
      continue;
    } else if (name === 'Share your location') {
      await page.getByRole('button', { name: 'Share my location' }).click();
    } else if (name === 'Sign your renewal disclosures') {
      await signInFrame(page, 'Ana Rivera');
    } else if (name === 'Waiting for Devon Park to sign') {
      await cosigner();
    } else if (name === 'Devon Park signed') {
      // the waiting step, titled by its new state for the moment before it goes on by itself
    } else if (name === 'Add products to your new loan') {
      await page.getByRole('button', { name: 'Continue' }).click();
    } else if (name === 'Confirm your products') {
      await page.getByRole('button', { name: 'Confirm' }).click();
    } else if (name === 'Set up auto-pay') {
      await page.getByRole('button', { name: 'Yes, pay automatically' }).click();
    } else {
      throw new Error(`unexpected renewal step: ${name}`);
    }
    await expect(page.getByRole('heading', { level: 1, name })).toHaveCount(0, {
      timeout: 20_000,
    });
  }
  await expect(pay).toBeVisible();
}

test('P1 renews A1; the loan renewed today offers no "Renew my loan", and ProductSwitch says why', async ({
  page,
  browser,
  baseURL,
}) => {
  // two sign-ins, two e-sign ceremonies and the payment job on a busy 2-core machine
  test.setTimeout(300_000);
  await signIn(page, P1);
  await openLoan(page, 'inl', A1);
  // the location check comes first (decision 052): P1's phone is in Houston, her store's state
  await startRenewal(page);
  const minimum = await chooseRenewalMinimum(page);
  await toRenewalReview(page);
  await throughRenewalSteps(page, () =>
    cosignerSigns(browser, minimum, { baseURL: baseURL ?? '' }),
  );
  await page.getByRole('button', { name: `Pay ${minimum} and renew` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Loan renewed' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.locator('main')).toContainText(RENEWED);

  // the new loan, opened today: no "Renew my loan" among what she can do
  const newLoanId = await openLoan(page, 'inl', RENEWED);
  const actions = page.getByRole('navigation', { name: 'What you can do' });
  await expect(actions.getByRole('link', { name: 'Make a payment' })).toBeVisible();
  await expect(actions.getByRole('link', { name: 'Renew my loan' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Renew/ })).toHaveCount(0);

  // reached directly, the renewal says why it cannot be done, and offers no amount
  await page.goto(`/inl/Accounts/${newLoanId}/Payment/ProductSwitch`);
  const refusal = page.getByRole('region', { name: 'This loan cannot be renewed online' });
  await expect(refusal).toContainText(`Loan ${RENEWED} began on`);
  await expect(refusal).toContainText('so it cannot be renewed again the same day.');
  await expect(page.getByRole('radio', { name: /^Renewal minimum/ })).toHaveCount(0);
  await expectAccessibleInBothLanguages(page);
});
