// Issue 48, the traps removed: the dashboard's "Paid off" filter lasts a session. P2 chooses "Paid off" (kept across
// a reload in the same session), signs out and signs in again: the dashboard opens on all loans.
import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signIn } from '../support/sign-in';
import { openMenu } from '../support/menu';

const P2 = 'ben.multi@example.com';
const loanHeadings = (page: Page) => page.getByRole('heading', { level: 2, name: /^Loan / });

test('P2’s “Paid off” filter is reset by signing out and in again', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, P2);
  await page.goto('/inl/Accounts');
  await expect(page.getByRole('radio', { name: 'All loans' })).toBeChecked();
  await page.getByRole('radio', { name: 'Paid off' }).check();
  await expect(loanHeadings(page)).toHaveText(['Loan 10002-001']);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Paid off' })).toBeChecked();

  await openMenu(page);
  await page.getByRole('button', { name: /Sign out/ }).click();
  await expect(page).toHaveURL(/\/\?signedOut=true$/);

  await signIn(page, P2);
  await page.goto('/inl/Accounts');
  await expect(page.getByRole('radio', { name: 'All loans' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Paid off' })).not.toBeChecked();
  await expect(page.getByText('You have no paid-off loans.')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
