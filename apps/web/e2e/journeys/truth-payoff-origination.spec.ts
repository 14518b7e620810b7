// Issue 48 item 2 (decision 050): a loan opened today owes its principal, not the whole finance charge. P6 takes
// $1,500.00 of his appraisal offer to a new debit card and signs; his new title loan's details show the payoff
// $1,500.00 (plus at most one day's interest) and a non-zero interest per day ($12.50: the $375.00 charge over 30
// days), and the payoff quote and its PDF show the same payoff to the cent. axe in English and Spanish.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../support/test';
import { expectAccessibleInBothLanguages } from '../support/axe';
import { pdfLines } from '../support/pdf-lines';
import { centsOf, fillHostedCard, payoffCents } from '../support/payments';
import { signIn } from '../support/sign-in';
import { signInCeremony } from '../support/esign';
import { chooseAmountAndMethod } from '../support/origination';

const P6 = 'frank.appraisal@example.com';
const VEHICLE = '2020 Honda Civic';
const PRINCIPAL = 150_000;
const PER_DAY = 1_250;

const usd = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

async function originate(page: Page): Promise<void> {
  await page.goto('/tmx/Accounts');
  await chooseAmountAndMethod(page, '1,500.00', 'To my debit card — usually within 30 minutes');
  await page.getByRole('link', { name: 'Choose a debit card' }).click();
  await page.getByRole('link', { name: 'Add a debit card' }).click();
  await fillHostedCard(page, '4111 1111 1111 1111');
  await expect(page).toHaveURL(/\/tmx\/Origination\/ChooseMethod\?/);
  await page.getByRole('button', { name: 'Get my loan' }).click();
  await expect(page).toHaveURL(/\/tmx\/Origination\/DocuSign\?/, { timeout: 20_000 });
  // what he commits to: the charge to the due date is unchanged by the accrual
  const terms = page.getByRole('region', { name: 'Your loan terms' });
  await expect(terms).toContainText('$375.00');
  await expect(terms).toContainText('$1,875.00');
  await page.getByRole('button', { name: 'Review and sign the agreement' }).click();
  const frame = page.frameLocator('iframe[title="Loan agreement signing page"]');
  await signInCeremony(frame, { initials: 'FM', name: 'Frank Mendez' });
  await expect(page.getByRole('heading', { name: 'Your loan is ready', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
}

test('P6’s loan opened today: payoff $1,500.00 on the details, the quote and its PDF, and interest per day $12.50', async ({
  page,
}) => {
  // sign-in, a card through the hosted form, the loan made by a job, the signing ceremony, the payout and a PDF
  test.setTimeout(180_000);
  await signIn(page, P6);
  await originate(page);

  // the new loan, from the Dashboard to its details
  await page.goto('/tmx/Accounts');
  const card = page.getByRole('article').filter({ hasText: VEHICLE });
  await card.getByRole('link', { name: /^Loan details for loan / }).click();
  const heading = page.getByRole('heading', { level: 1, name: /^Loan \d+-\d{3}$/ });
  await expect(heading).toBeVisible();
  const lmsId = (await heading.innerText()).replace(/^Loan /, '').trim();

  // payoff today = principal (+ at most one day: the journey may cross midnight in Chicago)
  const payoff = (await payoffCents(page)) ?? 0;
  expect(payoff).toBeGreaterThanOrEqual(PRINCIPAL);
  expect(payoff).toBeLessThanOrEqual(PRINCIPAL + PER_DAY);

  const quote = page.getByRole('region', { name: 'Payoff quote' });
  const figure = (label: string) =>
    quote.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(figure('Interest per day')).toHaveText(usd(PER_DAY));
  expect(centsOf(await figure('Payoff today').innerText())).toBe(payoff);
  await expect(quote.getByText(`To pay off your loan, pay ${usd(payoff)} by `)).toBeVisible();
  await expectAccessibleInBothLanguages(page);

  const download = page.waitForEvent('download');
  await quote.getByRole('link', { name: 'Download payoff quote (PDF)' }).click();
  const lines = await pdfLines(await readFile(await (await download).path()));
  expect(lines).toEqual(
    expect.arrayContaining([
      `Payoff today | ${usd(payoff)}`,
      `Interest per day | ${usd(PER_DAY)}`,
      `Payoff amount | ${usd(payoff)}`,
      `Loan number | ${lmsId}`,
    ]),
  );
});
