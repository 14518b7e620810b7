// Issue 48 item 3 (decision 050): a line of credit's interest per day follows its balance. P3 sees L1's payoff
// $400.00 and interest per day $0.36 ($360.00 principal at 36 % a year), draws $300.00 to her Visa ••1111, and back on
// her loan sees the payoff $700.00 and interest per day $0.65, the same on the payoff quote and its PDF. axe in English
// and Spanish.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../support/test';
import { expectAccessibleInBothLanguages } from '../support/axe';
import { confirmDraw, enterGetCash, L1, P3 } from '../support/funds';
import { pdfLines } from '../support/pdf-lines';
import { openLoan, payoffCents } from '../support/payments';
import { signIn } from '../support/sign-in';

/** P3's store is in Columbus, OH: the phone is there (the add-on's location check). */
test.use({ geolocation: { latitude: 40.005, longitude: -83.009 }, permissions: ['geolocation'] });

const quote = (page: Page) => page.getByRole('region', { name: 'Payoff quote' });
const figure = (page: Page, label: string) =>
  quote(page).getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');

async function quotePdfLines(page: Page): Promise<string[]> {
  const download = page.waitForEvent('download');
  await quote(page).getByRole('link', { name: 'Download payoff quote (PDF)' }).click();
  return pdfLines(await readFile(await (await download).path()));
}

test('P3 draws $300.00 and L1’s interest per day grows with the balance, on the quote and in its PDF', async ({
  page,
}) => {
  // sign-in, a draw through its job, axe in two languages and two PDFs on a busy 2-core machine
  test.setTimeout(120_000);
  await signIn(page, P3);
  await openLoan(page, 'chs', L1);
  expect(await payoffCents(page)).toBe(40_000);
  await expect(figure(page, 'Interest per day')).toHaveText('$0.36');
  await expect(quote(page).getByText('To pay off your loan, pay $400.00 by ')).toBeVisible();
  expect(await quotePdfLines(page)).toEqual(
    expect.arrayContaining(['Payoff amount | $400.00', 'Interest per day | $0.36']),
  );

  await enterGetCash(page);
  await confirmDraw(page, '300.00');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your cash is on its way' }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Cash sent' })).toContainText('$700.00');
  await page.getByRole('link', { name: 'Back to my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Loan ${L1}` })).toBeVisible();

  // $660.00 principal at 36 % a year: $0.65 a day; the payoff is the balance (the draw's day books no interest)
  await expect.poll(() => payoffCents(page)).toBe(70_000);
  await expect(figure(page, 'Interest per day')).toHaveText('$0.65');
  await expect(quote(page).getByText('To pay off your loan, pay $700.00 by ')).toBeVisible();
  await expectAccessibleInBothLanguages(page);
  expect(await quotePdfLines(page)).toEqual(
    expect.arrayContaining(['Payoff amount | $700.00', 'Interest per day | $0.65']),
  );
});
