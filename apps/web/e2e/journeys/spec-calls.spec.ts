// Issue 49 "the screens make their calls" (decision 059). P2's inl Dashboard shows his application in progress
// (GET /applicationstatus): Continue, or Withdraw after a confirmation (PUT /applicationstatus), and the reapply card
// comes back. P1's A1 shows its history (GET /accounthistory) and the brand's new-account terms (GET /newaccountterms).
// P6 takes a $500.00 loan for cash at his store and the done state shows the terms his new account is under. P1 types
// a card into the hosted form and the app names it before she submits (POST /cardLookup), then declares herself on
// active duty on her profile (POST /militarystatus) and A1 is no longer offered a renewal. axe in English and Spanish
// on each new screen.
import { expect, test } from '../support/test';
import { expectAccessibleInBothLanguages, expectNoSeriousA11yViolations } from '../support/axe';
import { signIn } from '../support/sign-in';
import { signInCeremony } from '../support/esign';
import { chooseAmountAndMethod } from '../support/origination';
import { hostedForm, hostedSubmit } from '../support/payments';

test('P2 sees his inl application in progress on the Dashboard and withdraws it', async ({
  page,
}) => {
  await signIn(page, 'ben.multi@example.com');
  await page.goto('/inl/Accounts');
  const card = page.getByRole('region', { name: 'You have an application in progress' });
  await expect(card).toContainText('You started an application for a new loan on');
  await expect(card.getByRole('link', { name: 'Continue your application' })).toHaveAttribute(
    'href',
    /^https:\/\/apply\.inl\.example\.com\/resume\//,
  );
  await expect(page.getByRole('heading', { name: 'Need more money?' })).toHaveCount(0);
  await expectAccessibleInBothLanguages(page);

  await card.getByRole('button', { name: 'Withdraw application' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Withdraw this application?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Keep my application' }).click();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Withdraw application' }).click();
  await page.getByRole('button', { name: 'Yes, withdraw it' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your application was withdrawn.' }),
  ).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Need more money?' })).toBeVisible();

  // it stays withdrawn
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Need more money?' })).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('P1 reads A1’s history and the terms her account is under on the loan’s page', async ({
  page,
}) => {
  await signIn(page, 'ana.tlxe@example.com');
  await page.getByRole('link', { name: 'Loan details for loan 10001-001' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Loan 10001-001' })).toBeVisible();
  const history = page.getByRole('region', { name: 'Account history' });
  await expect(history.getByRole('listitem').first()).toBeVisible();
  await expect(history.getByRole('listitem').filter({ hasText: 'Loan disbursement' })).toHaveCount(
    1,
  );
  const terms = page.getByRole('region', { name: 'Your account’s terms' });
  await expect(terms).toContainText('terms for new accounts, in effect since 01/01/2026');
  await expect(terms.getByRole('link', { name: 'Privacy notice' })).toBeVisible();
  await expectAccessibleInBothLanguages(page);
});

test('P6’s new loan: the done state shows the terms his new account is under', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'frank.appraisal@example.com');
  await page.goto('/tmx/Accounts');
  await chooseAmountAndMethod(page, '500.00', 'Cash at my store');
  await page.getByRole('button', { name: 'Get my loan' }).click();
  await expect(page).toHaveURL(/\/tmx\/Origination\/DocuSign\?/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Review and sign the agreement' }).click();
  await signInCeremony(page.frameLocator('iframe[title="Loan agreement signing page"]'), {
    initials: 'FM',
    name: 'Frank Mendez',
  });
  await expect(page.getByRole('heading', { name: 'Your loan is ready', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  const terms = page.getByRole('region', { name: 'Your account’s terms' });
  await expect(terms).toContainText('terms for new accounts, in effect since 01/01/2026');
  await expect(terms.getByRole('link', { name: 'Terms and conditions' })).toBeVisible();
  await expectAccessibleInBothLanguages(page);
});

test('P1 types a card into the hosted form and sees what it is before she submits', async ({
  page,
}) => {
  await signIn(page, 'ana.tlxe@example.com');
  await page.goto('/inl/PaymentMethods');
  await page.getByRole('link', { name: 'Add payment method' }).click();
  await expect(hostedSubmit(page)).toBeVisible();
  const number = hostedForm(page).getByLabel(/^Card number/);
  await number.fill('4111 1111 1111 1111');
  await expect(page.getByRole('status').filter({ hasText: 'Visa Debit card' })).toBeVisible();
  await number.fill('5555 5555 5555 4444');
  await expect(
    page.getByRole('status').filter({ hasText: 'Mastercard Credit card' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('P1 declares herself on active duty on her profile: A1 is no longer offered a renewal', async ({
  page,
}) => {
  await signIn(page, 'ana.tlxe@example.com');
  await page.getByRole('link', { name: 'Loan details for loan 10001-001' }).click();
  await expect(page.getByRole('link', { name: 'Renew my loan' })).toBeVisible();
  await page.goto('/inl/CustomerProfile');
  const section = page.getByRole('region', { name: 'Military Lending Act' });
  await expect(section).toContainText('You have not told us yet.');
  await expectAccessibleInBothLanguages(page);
  await section.getByRole('checkbox', { name: 'I am on active duty in the armed forces' }).check();
  await section.getByRole('button', { name: 'Save my military status' }).click();
  await expect(section).toContainText('you told us the Military Lending Act covers you');
  await page.goto('/inl/Accounts');
  await page.getByRole('link', { name: 'Loan details for loan 10001-001' }).click();
  await expect(page.getByRole('link', { name: 'Make a payment' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Renew my loan' })).toHaveCount(0);
});
