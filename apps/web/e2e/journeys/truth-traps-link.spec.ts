// Issue 48, the traps removed: P8 types his loan number as the digits-only keypad gives it ("20341001", no
// hyphen) and the loan links; before that, a wrong SSN meets LinkAccountFailed, and "Try again" brings back all four
// fields as he typed them (kept in memory only: nothing of them in the URL or the tab's storage). axe on the form
// with what he typed.
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signIn } from '../support/sign-in';

test('P8 links 20341-001 typed without the hyphen; Try again after a wrong SSN keeps every field', async ({
  page,
}) => {
  await signIn(page, 'hank.new@example.com');
  await page.goto('/LinkAccountOptions/LinkAccount');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const phone = page.getByLabel('Phone number');
  const dob = page.getByLabel('Date of birth');
  const ssn = page.getByLabel('Social Security number');
  const loan = page.getByLabel('Loan number');
  await phone.fill('312-555-0188');
  await dob.fill('04/12/1985');
  await ssn.fill('123-45-6780');
  await loan.fill('20341001');
  await page.getByRole('button', { name: 'Link my loan' }).click();
  await expect(page).toHaveURL(/\/LinkAccountOptions\/LinkAccountFailed$/);
  await expect(page.getByRole('alert')).toContainText('No matching account was found.');

  // Try again: all four fields as he typed them, the SSN included (masked, in memory only)
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/LinkAccountOptions\/LinkAccount$/);
  await expect(phone).toHaveValue('(312) 555-0188');
  await expect(dob).toHaveValue('04/12/1985');
  await expect(ssn).toHaveValue('123-45-6780');
  await expect(ssn).toHaveAttribute('type', 'password');
  await expect(loan).toHaveValue('20341001');
  const stored = await page.evaluate(() =>
    JSON.stringify([{ ...sessionStorage }, { ...localStorage }, history.state]),
  );
  expect(stored).not.toContain('6780');
  expect(page.url()).not.toContain('6780');
  await expectNoSeriousA11yViolations(page);

  // only the SSN corrected; the loan number still without its hyphen
  await ssn.fill('123-45-6789');
  const customerCall = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/customer');
  await page.getByRole('button', { name: 'Link my loan' }).click();
  expect((await customerCall).postDataJSON()).toMatchObject({ loanId: '20341001' });
  await expect(page).toHaveURL(/\/inl\/Accounts$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Loan 20341-001' })).toBeVisible();
});
