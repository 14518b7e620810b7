// Issue 13, repossession screens: P9 (tmx) taps 'Keep my vehicle' on R1 → OfrVehicleRecovery → pays the
// $640.00 reinstatement through the payment flow → R1 leaves out-for-repo; on R2, OfrVehicleRepossessed says
// what happens next and how to reach the store, with no payment. axe in English and Spanish on both screens.
// (Runs after accounts-dashboard.spec.ts, which sees R1 still out for repo: the files run in name order.)
import { expect, test } from '../support/test';
import { expectAccessibleInBothLanguages } from '../support/axe';
import { signIn } from '../support/sign-in';
import { addCardInFlow, openLoan, payAndConfirm, payoffCents } from '../support/payments';
import { phoneIn } from '../support/location';

// the payment's location check (gpsCheckPayment, on by default): the loan's store is in Chicago
test.use(phoneIn('chicago'));

const P9 = 'iris.repo@example.com';
const R1 = '10009-001';
const R2 = '10009-002';

test('P9 keeps her vehicle: OfrVehicleRecovery → the $640.00 reinstatement → R1 is open again', async ({
  page,
}) => {
  // sign-in, a card through the hosted form and a payment on a busy 2-core machine
  test.setTimeout(90_000);
  await signIn(page, P9);
  await openLoan(page, 'tmx', R1);
  const before = await payoffCents(page);
  await page
    .getByRole('alert')
    .filter({ hasText: 'Your vehicle is out for repossession' })
    .getByRole('link', { name: 'Keep my vehicle' })
    .click();
  await expect(page).toHaveURL(/\/tmx\/Accounts\/[0-9a-f-]{36}\/Payment\/OfrVehicleRecovery$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Keep your vehicle' })).toBeVisible();
  const loan = page.getByRole('region', { name: `Loan ${R1} is out for repossession` });
  await expect(
    loan.getByText('Reinstatement amount').locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('$640.00');
  await expect(page.getByRole('region', { name: 'What paying $640.00 does' })).toContainText(
    'It stops the repossession',
  );
  await expect(
    page
      .getByRole('region', { name: 'Reach your store' })
      .getByRole('link', { name: /^Call your store/ }),
  ).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  await expectAccessibleInBothLanguages(page);

  await page.getByRole('button', { name: 'Pay $640.00 to keep my vehicle' }).click();
  // the payment starts on the reinstatement amount itself (issue 48; truth-states-reinstatement.spec.ts checks more)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pay to keep your vehicle' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Continue with $640.00' }).click();
  await expect(page).toHaveURL(/\/Payment\/SelectPaymentMethod$/);
  await addCardInFlow(page, '4111 1111 1111 1111', { save: true });
  await expect(page).toHaveURL(/\/Payment\/ReviewPayment$/);
  await payAndConfirm(page, '$640.00', 'Repossession stopped');

  await page.getByRole('link', { name: 'Back to my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Loan ${R1}` })).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your vehicle is out for repossession' }),
  ).toHaveCount(0);
  await expect(page.getByText('Open', { exact: true })).toBeVisible();
  await expect.poll(() => payoffCents(page)).toBe((before ?? 0) - 64_000);
  // the screen itself now says the loan is no longer out for repo, and offers no payment
  await page.goto(`${new URL(page.url()).pathname}/Payment/OfrVehicleRecovery`);
  await expect(page.getByText(`Loan ${R1} is not out for repossession.`)).toBeVisible();
  await expect(page.getByRole('button', { name: /Pay/ })).toHaveCount(0);
});

test('P9 reads what happens next to her repossessed R2 and how to reach the store; no payment', async ({
  page,
}) => {
  await signIn(page, P9);
  await openLoan(page, 'tmx', R2);
  await page
    .getByRole('region', { name: 'Your vehicle has been repossessed' })
    .getByRole('link', { name: 'What happens next' })
    .click();
  await expect(page).toHaveURL(/\/Payment\/OfrVehicleRepossessed$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your vehicle was repossessed' }),
  ).toBeVisible();
  const next = page.getByRole('region', { name: 'What happens next' });
  await expect(next.getByRole('heading', { name: 'Getting your vehicle back' })).toBeVisible();
  await expect(next.getByRole('heading', { name: 'The sale of your vehicle' })).toBeVisible();
  await expect(
    next.getByRole('heading', { name: 'If the sale does not cover what you owe' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Where your vehicle is kept' })).toBeVisible();
  const store = page.getByRole('region', { name: 'Reach your store' });
  await expect(store.getByRole('link', { name: /^Call your store/ })).toHaveAttribute(
    'href',
    /^tel:\+1\d{10}$/,
  );
  await expect(
    store.getByText('Address', { exact: true }).locator('xpath=following-sibling::dd[1]'),
  ).not.toBeEmpty();
  await expect(page.getByRole('button', { name: /Pay/ })).toHaveCount(0);
  await expectAccessibleInBothLanguages(page);
  await store.getByRole('link', { name: 'Make an appointment' }).click();
  await expect(page).toHaveURL(/\/tmx\/Accounts\/[0-9a-f-]{36}\/Appointment$/);
});
