// Issue 49, the spousal address and demographics a product requires (decisions 060, 063). P11 Lena Ortiz has an
// appraisal offer on the spousal-consent title product at the Houston, TX tmx store: before "Get my loan" she is asked
// whether she is married (Texas is a community-property state) and, being married, her spouse's name and address,
// and the four demographic questions, each with "Prefer not to say". What she leaves out is shown on the field and
// focused; what she typed survives a reload; the spouse is saved, the demographics go with the loan, she signs the
// agreement and her loan is made. axe in English and Spanish on the questions.
import { expect, test } from '../support/test';
import { expectAccessibleInBothLanguages } from '../support/axe';
import { signIn } from '../support/sign-in';
import { openMenu } from '../support/menu';
import { signInCeremony } from '../support/esign';
import { chooseAmountAndMethod } from '../support/origination';

const P11 = 'lena.spousal@example.com';
const VEHICLE = '2019 Ford F-150';

test('P11 answers her spouse and the demographics, signs, and gets her loan', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, P11);
  await page.goto('/tmx/Accounts');

  // her offer, from Offers
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: /^Offers/ }).click();
  await page.getByRole('link', { name: `View offer: Loan offer on your ${VEHICLE}` }).click();
  await chooseAmountAndMethod(page, '1,000.00', 'Cash at my store');

  // the product's questions, checked at once: nothing answered is shown on the field, and focused
  const married = page.getByRole('group', { name: 'Are you married?' });
  await expect(married).toBeVisible();
  await expect(page.getByRole('group', { name: 'Race' })).toBeVisible();
  await page.getByRole('button', { name: 'Get my loan' }).click();
  await expect(married).toHaveAttribute('aria-invalid', 'true');
  await expect(married.getByRole('radio', { name: 'Yes, I am married' })).toBeFocused();
  await expect(page.getByText('Choose whether you are married.')).toBeVisible();

  await married.getByRole('radio', { name: 'Yes, I am married' }).check();
  await page.getByRole('textbox', { name: "Spouse's first name" }).fill('Mateo');
  await page.getByRole('textbox', { name: "Spouse's last name" }).fill('Ortiz');
  await page.getByRole('textbox', { name: 'Street address' }).fill('7410 Harrisburg Blvd');
  await page.getByRole('textbox', { name: 'City' }).fill('Houston');
  await page.getByRole('combobox', { name: 'State' }).selectOption('TX');
  // a ZIP code of another state is refused as she asks, on the field
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('60601');
  await page.getByRole('button', { name: 'Get my loan' }).click();
  const zip = page.getByRole('textbox', { name: 'ZIP code' });
  await expect(zip).toHaveAttribute('aria-invalid', 'true');
  await expect(zip).toBeFocused();
  await expectAccessibleInBothLanguages(page);

  await zip.fill('77011');
  for (const [question, answer] of [
    ['Race', 'Prefer not to say'],
    ['Gender', 'Female'],
    ['Height', '5 ft 6 in to 5 ft 11 in'],
    ['Weight', 'Prefer not to say'],
  ] as const)
    await page.getByRole('group', { name: question }).getByRole('radio', { name: answer }).check();

  // a reload keeps what she typed
  await page.reload();
  await expect(page.getByRole('textbox', { name: "Spouse's first name" })).toHaveValue('Mateo');
  await expect(page.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('77011');
  await expect(
    page.getByRole('group', { name: 'Gender' }).getByRole('radio', { name: 'Female' }),
  ).toBeChecked();
  await expectAccessibleInBothLanguages(page);

  // Get my loan: the spouse saved, the demographics sent, the loan made; then she signs
  await page
    .getByRole('group', { name: 'Send my money' })
    .getByRole('radio', { name: 'Cash at my store' })
    .check();
  await page.getByRole('button', { name: 'Get my loan' }).click();
  await expect(page).toHaveURL(/\/tmx\/Origination\/DocuSign\?/, { timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Your loan terms' })).toContainText('$1,000.00');
  await page.getByRole('button', { name: 'Review and sign the agreement' }).click();
  const frame = page.frameLocator('iframe[title="Loan agreement signing page"]');
  await expect(frame.getByRole('heading', { level: 3, name: 'Review and sign' })).toBeVisible();
  await signInCeremony(frame, { initials: 'LO', name: 'Lena Ortiz' });
  await expect(page.getByRole('heading', { name: 'Your loan is ready', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('link', { name: 'Go to my loans' }).click();
  await expect(page.getByRole('article').filter({ hasText: VEHICLE })).toBeVisible();
});
