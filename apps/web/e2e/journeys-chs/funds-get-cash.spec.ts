// Funds journeys (issue 14; spec §2 the get-cash screens and the cash advance cancel, §4 pending codes): P3 draws
// $200.00 from her line of credit L1 to her Visa ••1111 and sees it confirmed with L1's balance and available
// credit to the cent; cancels her pending $100.00 cash advance and the credit returns; a credit card is refused
// as a disbursement card; a declining debit card ends with a clear message and nothing drawn. axe on every
// screen, in English and Spanish.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { fillHostedCard, openLoan } from '../support/payments';
import { signIn } from '../support/sign-in';

const P3 = 'carla.nls@example.com';
const L1 = '30003-001';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

async function showIn(page: Page, language: 'en' | 'es') {
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** axe in English, then in Spanish (the stored language choice), then back to English. */
async function expectAccessibleInBothLanguages(page: Page) {
  await expectNoSeriousA11yViolations(page);
  await showIn(page, 'es');
  await expectNoSeriousA11yViolations(page);
  await showIn(page, 'en');
}

async function openGetCash(page: Page) {
  await openLoan(page, 'chs', L1);
  await page.getByRole('link', { name: 'Get cash' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Get cash' })).toBeVisible();
}

const available = (page: Page) => page.getByRole('region', { name: 'Available credit' });

test('P3 draws $200.00 from L1 to her Visa ••1111: pending, then confirmed with the new balance and available credit', async ({ page }) => {
  await signIn(page, P3);
  await openGetCash(page);
  await expect(available(page)).toContainText('$1,000.00');
  await expect(page.getByRole('region', { name: 'Send to' })).toContainText('1111');
  await expectAccessibleInBothLanguages(page);
  await page.getByLabel('Amount').fill('1000.01');
  await expect(page.getByText('You have $1,000.00 of available credit.')).toBeVisible();
  await page.getByLabel('Amount').fill('200');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Before we send your cash' })).toBeVisible();
  await expect(page.getByText(/We will send \$200\.00 to your Visa .*1111/)).toBeVisible();
  await expectAccessibleInBothLanguages(page);
  await page.getByRole('button', { name: 'Confirm and send $200.00' }).dblclick();

  await expect(page.getByRole('heading', { level: 1, name: 'Your cash is on its way' })).toBeVisible({ timeout: 15_000 });
  const summary = page.getByRole('region', { name: 'Cash sent' });
  await expect(summary).toContainText('$200.00');
  await expect(summary).toContainText('1111');
  await expect(summary).toContainText('$600.00');
  await expect(summary).toContainText('$800.00');
  await expectAccessibleInBothLanguages(page);
  await page.getByRole('link', { name: 'Back to my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Loan ${L1}` })).toBeVisible();
});

test('P3 cancels her pending $100.00 cash advance and the credit returns', async ({ page }) => {
  await signIn(page, P3);
  await openLoan(page, 'chs', L1);
  await page.getByRole('button', { name: /^Cancel the cash advance of \$100\.00/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this cash advance?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel cash advance' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The cash advance of $100.00 was cancelled.' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cancel the cash advance/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Get cash' }).click();
  await expect(available(page)).toContainText('$900.00');
});

test('a credit card is refused as a disbursement card; a declining debit card ends with nothing drawn', async ({ page }) => {
  await signIn(page, P3);
  await openGetCash(page);
  await page.getByLabel('Amount').fill('25');
  await page.getByRole('link', { name: 'Change card' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Where should we send your cash?' })).toBeVisible();
  await expectAccessibleInBothLanguages(page);
  await page.getByRole('link', { name: 'Add a debit card' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a debit card' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await fillHostedCard(page, '5555 5555 5555 4444');
  await expect(page.getByText(/can(no|')t receive funds\. Use a debit card\./).first()).toBeVisible();
  await page.getByRole('button', { name: /Add another card|Try again/ }).first().click();
  await fillHostedCard(page, '4000 0000 0000 0002');

  await expect(page.getByRole('heading', { level: 1, name: 'Get cash' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Send to' })).toContainText('0002');
  await page.getByLabel('Amount').fill('25');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm and send $25.00' }).click();
  await expect(page.getByText(/Your cash could not be sent: .*declined/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Nothing was drawn from your line of credit.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await openGetCash(page);
  await expect(available(page)).toContainText('$900.00');
});
