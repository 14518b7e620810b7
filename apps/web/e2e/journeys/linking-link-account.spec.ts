// P8 (a verified profile with no ids) links loan 20341-001 and then sees it on the dashboard; a
// wrong detail first meets LinkAccountFailed. axe on each screen.
import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signIn } from '../support/sign-in';

async function fillLinkForm(page: Page, ssn: string) {
  await page.getByLabel('Phone number').fill('312-555-0188');
  await page.getByLabel('Date of birth').fill('04/12/1985');
  await page.getByLabel('Social Security number').fill(ssn);
  await page.getByLabel('Loan number').fill('20341-001');
}

test('P8 links 20341-001 and sees it on the dashboard', async ({ page }) => {
  await signIn(page, 'hank.new@example.com');
  await page.goto('/LinkAccountOptions');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Link your loan account' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: /Link an existing loan/ }).click();
  await expect(page).toHaveURL(/\/LinkAccountOptions\/LinkAccount$/);
  await page.getByRole('button', { name: 'Link my loan' }).click();
  await expect(page.getByText('Phone number is required.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await fillLinkForm(page, '123-45-6780');
  await expect(page.getByLabel('Phone number')).toHaveValue('(312) 555-0188');
  await expect(page.getByLabel('Social Security number')).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Link my loan' }).click();
  await expect(page).toHaveURL(/\/LinkAccountOptions\/LinkAccountFailed$/);
  await expect(page.getByRole('alert')).toContainText('No matching account was found.');
  await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
    'href',
    '/ContactUs',
  );
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Try again' }).click();
  await fillLinkForm(page, '123-45-6789');
  const customerCall = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/customer');
  await page.getByRole('button', { name: 'Link my loan' }).click();
  // identity data in the POST body, none in the URL (DESIGN §6)
  const request = await customerCall;
  expect(request.method()).toBe('POST');
  expect(new URL(request.url()).search).toBe('');
  expect(request.postDataJSON()).toMatchObject({
    phoneNumber: '3125550188',
    dateOfBirth: '19850412',
  });

  await expect(page).toHaveURL(/\/inl\/Accounts$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Loan 20341-001' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
