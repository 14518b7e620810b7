// Issue 48, "One look" (decision 053), for the line of credit brand (chs, P3): her line of credit, Get cash, the draw
// notice with its open-end federal box and the draw's confirmation at 320 px in English and Spanish, each compared
// with its approved screenshot (support/look.ts; approved ones in look-320-chs.spec.ts-snapshots/, updated on purpose
// with `npm run test:look:update`), and on each the page's truth: no UTC time, no raw id, no other person's date of
// birth. axe in both languages on the amount screen.
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { enterGetCash, L1, P3 } from '../support/funds';
import { LOOK_320, lookAt } from '../support/look';
import { openLoan } from '../support/payments';
import { signIn } from '../support/sign-in';

/** P3's store is in Columbus, OH: the phone is there (the add-on's location check). */
test.use({
  ...LOOK_320,
  geolocation: { latitude: 40.005, longitude: -83.009 },
  permissions: ['geolocation'],
});

test('P3: her line of credit, Get cash, the draw notice and the draw’s confirmation', async ({
  page,
}) => {
  // sign-in and a draw sent to her card on a busy 2-core machine
  test.setTimeout(150_000);
  await signIn(page, P3);
  await openLoan(page, 'chs', L1);
  await lookAt(page, 'line-of-credit', P3);

  await enterGetCash(page);
  await expect(page.getByRole('region', { name: 'Available credit' })).toContainText('$');
  await lookAt(page, 'get-cash', P3);
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Amount').fill('200');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Before we send your cash' }),
  ).toBeVisible();
  await expect(page.getByTestId('federal-box')).toContainText('36.00%');
  await lookAt(page, 'draw-notice', P3);

  await page.getByRole('button', { name: 'Confirm and send $200.00' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your cash is on its way' }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Cash sent' })).toContainText(/DRW[0-9A-F]{12}/);
  await lookAt(page, 'draw-confirmation', P3);
});
