// Issue 49, "When done": a payment with the location check on (gpsCheckPayment / gpsForcePayment, spec §9 defaults
// true), from outside the store's state, is refused with the dialog; from inside, it goes on (decision 058). P1's
// store is in Houston, TX; her phone starts in New Orleans, LA.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { moveTo, phoneIn } from '../support/location';
import {
  chooseOtherAmount,
  continueTo,
  openLoan,
  payAndConfirm,
  payoffCents,
  startPayment,
} from '../support/payments';
import { signIn } from '../support/sign-in';

const P1 = 'ana.tlxe@example.com';
const A1 = '10001-001';

test.use(phoneIn('newOrleans'));

/** From A1's AccountDetails to ReviewPayment: `amount` dollars with her saved Visa. */
async function reviewPayment(page: Page, amount: string): Promise<void> {
  await startPayment(page);
  await chooseOtherAmount(page, amount);
  await continueTo(page, /\/Payment\/SelectPaymentMethod$/);
  await page.getByRole('radio', { name: 'Visa debit ending in 1111' }).check();
  await continueTo(page, /\/Payment\/ReviewPayment$/);
}

test('P1 pays A1 from New Orleans: refused with the dialog naming both states; from Houston it goes on', async ({
  page,
  context,
}) => {
  await signIn(page, P1);
  await openLoan(page, 'inl', A1);
  const before = await payoffCents(page);
  await reviewPayment(page, '25');

  await page.getByRole('button', { name: 'Pay $25.00' }).click();
  const dialog = page.getByRole('dialog', { name: "You're not in your store's state" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You are in Louisiana.');
  await expect(dialog).toContainText('is in Texas');
  await expect(dialog).toContainText('Your card was not charged.');
  await expectNoSeriousA11yViolations(page);
  // nothing was started: still on ReviewPayment
  await expect(page).toHaveURL(/\/Payment\/ReviewPayment$/);

  // she drives home: "Try again" asks for a new fix, and the payment goes on
  await moveTo(context, 'houston');
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment confirmation' })).toBeVisible({
    timeout: 20_000,
  });
  // one payment of $25.00, not two
  await page.getByRole('link', { name: 'Back to my account' }).click();
  await expect.poll(() => payoffCents(page)).toBe((before ?? 0) - 2500);
});

test('P1 with location turned off for the site: GpsLocationDisabled, then on, back to the review and paid', async ({
  page,
  context,
}) => {
  await context.clearPermissions();
  await signIn(page, P1);
  await openLoan(page, 'inl', A1);
  await reviewPayment(page, '10');
  await page.getByRole('button', { name: 'Pay $10.00' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Location is turned off' }),
  ).toBeVisible();
  await expect(
    page.getByText('To make this payment, allow this site to use your location.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await moveTo(context, 'houston');
  await page.getByRole('button', { name: 'Try again' }).click();
  await payAndConfirm(page, '$10.00');
});
