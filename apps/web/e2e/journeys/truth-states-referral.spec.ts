// Issue 48, states named right (decision 051): P7's rewards say what earns them — $50.00 for each person who signs
// up and takes a loan, not "per share" — and her cash-out's confirmation shows a confirmation number (RWD…), never
// the processor's id. axe in English and Spanish.
import { expect, test } from '../support/test';
import { expectAccessibleInBothLanguages } from '../support/axe';
import { openMenu } from '../support/menu';
import { fillHostedCard } from '../support/payments';
import { signIn } from '../support/sign-in';

const GINA = 'gina.referral@example.com';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

test('P7 reads true referral wording, cashes out $100.00 and gets a confirmation number', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, GINA);
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Referral rewards' }).click();
  const summary = page.getByRole('region', { name: 'Your rewards' });
  await expect(summary).toContainText(
    'You earn $50.00 for each person who signs up and takes a loan',
  );
  await expect(summary).toContainText('Sharing alone earns nothing');
  await expect(page.getByRole('main')).not.toContainText('per share');
  await expectAccessibleInBothLanguages(page);

  await page.getByRole('button', { name: 'Cash out' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Complete your profile' }),
  ).toBeVisible();
  await page.getByLabel('First name').fill('Gina');
  await page.getByLabel('Last name').fill('Brooks');
  await page.getByLabel('ZIP code').fill('60601');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/Referral\/ReferRedeemAddCard$/);
  await fillHostedCard(page, '4111 1111 1111 1111');
  await expect(page).toHaveURL(/\/Referral\/ReferRedeemReview$/);
  await page.getByRole('button', { name: 'Confirm cash-out of $100.00' }).click();
  await expect(page).toHaveURL(/\/Referral\/ReferRedeemSuccess$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your money is on its way' }),
  ).toBeVisible();
  const number = page
    .getByText('Confirmation number', { exact: true })
    .locator('xpath=following-sibling::dd[1]');
  await expect(number).toHaveText(/^RWD[0-9A-F]{12}$/);
  await expect(page.getByRole('main')).not.toContainText(UUID);
  await expectAccessibleInBothLanguages(page);
});
