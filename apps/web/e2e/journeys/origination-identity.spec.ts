// Issue 49, decision 064: the identity check a new loan needs. P6's first origination screen (OriginationAmount) asks
// GET /experianStatus with his TLXe customer id, the offer's product and store, before he commits; his identity on file
// is complete, so the answer is `verified`, nothing more is shown, and the flow goes on to the method and the signing
// (POST /loanOriginate checks the same rule). P12 Mia Santos has no home address on file: the screen says so, links
// My profile and does not let her go on (axe in English and Spanish); she adds her address there, comes back, and is
// verified. (A part only the store completes — name, date of birth, SSN — is held by the component test.)
import { expect, test, type Page } from '../support/test';
import { expectAccessibleInBothLanguages } from '../support/axe';
import { continueToMethod } from '../support/origination';
import { signIn } from '../support/sign-in';

const P6 = 'frank.appraisal@example.com';
const P12 = 'mia.identity@example.com';

const identityChecked = (page: Page) =>
  page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/experianStatus' &&
      response.request().method() === 'GET',
  );

test('P6’s first origination screen checks his identity, verified, and he goes on to sign', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, P6);
  await page.goto('/tmx/Offers');
  await page.getByRole('link', { name: 'View offer: Loan offer on your 2020 Honda Civic' }).click();

  const checked = identityChecked(page);
  await page.getByRole('link', { name: 'Get my money' }).click();
  const response = await checked;
  const query = new URL(response.url()).searchParams;
  expect(Object.fromEntries(query)).toEqual({
    customerId: 'T100006',
    productId: '102',
    storeId: '108',
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({
    customerId: 'T100006',
    status: 'verified',
    missing: [],
  });

  await expect(page.getByRole('textbox', { name: 'Loan amount' })).toBeVisible();
  await expect(page.getByText('Checking your identity on file…')).toHaveCount(0);
  await expect(page.getByTestId('identity-check')).toHaveCount(0);
  await expectAccessibleInBothLanguages(page);

  await continueToMethod(page, '1,000.00', 'Cash at my store');
  await page.getByRole('button', { name: 'Get my loan' }).click();
  await expect(page).toHaveURL(/\/tmx\/Origination\/DocuSign\?/, { timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Your loan terms' })).toContainText('$1,000.00');
});

test('P12 has no home address on file: told so, she adds it on My profile, comes back and may go on', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, P12);
  await page.goto('/tmx/Offers');
  await page
    .getByRole('link', { name: 'View offer: Loan offer on your 2017 Nissan Altima' })
    .click();
  const first = identityChecked(page);
  await page.getByRole('link', { name: 'Get my money' }).click();
  expect(await (await first).json()).toEqual({
    customerId: 'T100012',
    status: 'incomplete',
    missing: ['homeAddress'],
  });
  const notice = page.getByRole('region', { name: 'We need more about you before a new loan' });
  await expect(notice.getByRole('listitem')).toHaveText([
    'Your home address — add it on My profile',
  ]);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await expectAccessibleInBothLanguages(page);

  await notice.getByRole('link', { name: 'add it on My profile' }).click();
  await expect(page).toHaveURL(/\/tmx\/CustomerProfile$/);
  const addresses = page.getByRole('region', { name: 'Addresses' });
  await addresses.getByRole('button', { name: 'Edit addresses' }).click();
  const street = addresses.getByRole('combobox', { name: 'Street address' });
  await street.fill('4410 W Diversey Ave');
  await street.press('Escape');
  await addresses.getByRole('textbox', { name: 'City' }).fill('Chicago');
  await addresses.getByRole('combobox', { name: 'State' }).selectOption('IL');
  await addresses.getByRole('textbox', { name: 'ZIP code' }).fill('60639');
  await addresses.getByRole('button', { name: 'Save' }).click();
  await expect(addresses.getByRole('status')).toHaveText('Your changes were saved.');

  const again = identityChecked(page);
  await page.goBack();
  expect(await (await again).json()).toMatchObject({ status: 'verified', missing: [] });
  await expect(page.getByRole('textbox', { name: 'Loan amount' })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await continueToMethod(page, '1,000.00', 'Cash at my store');
});
