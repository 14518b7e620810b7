// Issue 49, decision 064: the identity check a new loan needs. P6's first origination screen (OriginationAmount) asks
// GET /experianStatus with his TLXe customer id, the offer's product and store, before he commits; his identity on file
// is complete, so the answer is `verified`, nothing more is shown, and the flow goes on to the method and the signing
// (POST /loanOriginate checks the same rule). axe in English and Spanish on the screen that now makes the call.
// The incomplete state cannot be reached by a journey: every persona's identity is complete and nothing a borrower
// can do empties it (the component test origination-identity.test.tsx and the API test hold it).
import { expect, test } from '../support/test';
import { expectAccessibleInBothLanguages } from '../support/axe';
import { signIn } from '../support/sign-in';

const P6 = 'frank.appraisal@example.com';

test('P6’s first origination screen checks his identity, verified, and he goes on to sign', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, P6);
  await page.goto('/tmx/Offers');
  await page.getByRole('link', { name: 'View offer: Loan offer on your 2020 Honda Civic' }).click();

  const checked = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/experianStatus' &&
      response.request().method() === 'GET',
  );
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

  await expect(page).toHaveURL(/\/tmx\/Origination\/Amount\?/);
  const amount = page.getByRole('textbox', { name: 'Loan amount' });
  await expect(amount).toBeVisible();
  await expect(page.getByText('Checking your identity on file…')).toHaveCount(0);
  await expect(page.getByTestId('identity-check')).toHaveCount(0);
  await expectAccessibleInBothLanguages(page);

  await amount.fill('1,000.00');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/tmx\/Origination\/ChooseMethod\?/);
  await page
    .getByRole('group', { name: 'Send my money' })
    .getByRole('radio', { name: 'Cash at my store' })
    .check();
  await page.getByRole('button', { name: 'Get my loan' }).click();
  await expect(page).toHaveURL(/\/tmx\/Origination\/DocuSign\?/, { timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Your loan terms' })).toContainText('$1,000.00');
});
