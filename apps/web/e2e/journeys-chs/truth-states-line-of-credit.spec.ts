// Issue 48, states named right (decision 051): P3's line of credit L1 offers no "Renew my loan" (a line is drawn
// on, never renewed into a "new loan"), and ProductSwitch reached directly says so with no amount to choose; her
// draw's confirmation shows a confirmation number (DRW…), never the processor's id. axe in English and Spanish.
import { expect, test } from '../support/test';
import { expectAccessibleInBothLanguages } from '../support/axe';
import { confirmDraw, enterGetCash, L1, P3 } from '../support/funds';
import { openLoan } from '../support/payments';
import { signIn } from '../support/sign-in';
import { expectPageTruth } from '../support/page-truth';

/** P3's store is in Columbus, OH: the phone is there (the add-on's location check). */
test.use({ geolocation: { latitude: 40.005, longitude: -83.009 }, permissions: ['geolocation'] });

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

test('P3’s line of credit offers no renewal, and says why when asked directly', async ({
  page,
}) => {
  await signIn(page, P3);
  const loanId = await openLoan(page, 'chs', L1);
  const actions = page.getByRole('navigation', { name: 'What you can do' });
  await expect(actions.getByRole('link', { name: 'Make a payment' })).toBeVisible();
  await expect(actions.getByRole('link', { name: 'Renew my loan' })).toHaveCount(0);

  await page.goto(`/chs/Accounts/${loanId}/Payment/ProductSwitch`);
  const refusal = page.getByRole('region', { name: 'This loan cannot be renewed online' });
  await expect(refusal).toContainText(
    'A line of credit is not renewed: you can draw on it again as you repay it.',
  );
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText('new loan');
  await expectAccessibleInBothLanguages(page);
});

test('P3 draws $50.00: the confirmation shows its confirmation number, not an id', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, P3);
  await openLoan(page, 'chs', L1);
  await enterGetCash(page);
  await confirmDraw(page, '50.00');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your cash is on its way' }),
  ).toBeVisible({ timeout: 15_000 });
  const summary = page.getByRole('region', { name: 'Cash sent' });
  const number = summary
    .getByText('Confirmation number', { exact: true })
    .locator('xpath=following-sibling::dd[1]');
  await expect(number).toHaveText(/^DRW[0-9A-F]{12}$/);
  await expect(page.getByRole('main')).not.toContainText(UUID);
  await expectPageTruth(page, { viewer: P3 });
  await expectAccessibleInBothLanguages(page);
});
