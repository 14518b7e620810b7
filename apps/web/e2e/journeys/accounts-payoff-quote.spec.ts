// Issue 13, a payoff quote: from AccountDetails P1 sees A1's payoff good through a chosen date (today to +10
// days, the interest the loan accrues to that date: decision 050) and downloads it as a PDF. axe in English and Spanish.
import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { addCalendarDays, DEFAULT_TIME_ZONE, isoDateToUs, zonedParts } from '@lender/domain';
import { expectAccessibleInBothLanguages } from '../support/axe';
import { pdfLines } from '../support/pdf-lines';
import { centsOf, openLoan, payoffCents } from '../support/payments';
import { signIn } from '../support/sign-in';

const P1 = 'ana.tlxe@example.com';
const A1 = '10001-001';

test('P1 sees A1’s payoff good through a date she chooses and downloads it as a PDF', async ({
  page,
}) => {
  // sign-in, axe in two languages and a PDF on a busy 2-core machine
  test.setTimeout(60_000);
  await signIn(page, P1);
  await openLoan(page, 'inl', A1);
  const today = zonedParts(new Date(), DEFAULT_TIME_ZONE).date;
  const payoff = (await payoffCents(page)) ?? 0;
  const quote = page.getByRole('region', { name: 'Payoff quote' });
  const usd = (cents: number) =>
    `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await expect(
    quote.getByText(`To pay off your loan, pay ${usd(payoff)} by ${isoDateToUs(today)}.`),
  ).toBeVisible();
  const input = quote.getByLabel('Good through');
  await expect(input).toHaveAttribute('min', today);
  await expect(input).toHaveAttribute('max', addCalendarDays(today, 10));
  // (the language switch reloads the page: the date is chosen after it)
  await expectAccessibleInBothLanguages(page);

  const goodThrough = addCalendarDays(today, 5);
  await input.fill(goodThrough);
  const perDiem = centsOf(
    await quote
      .getByText('Interest per day', { exact: true })
      .locator('xpath=following-sibling::dd[1]')
      .innerText(),
  );
  expect(perDiem).toBeGreaterThan(0);
  // five days' interest, rounded once (not five roundings of a day): within a cent a day of 5 × the per day
  const accrued = centsOf(
    await quote
      .getByText('Interest for 5 days', { exact: true })
      .locator('xpath=following-sibling::dd[1]')
      .innerText(),
  );
  expect(Math.abs(accrued - 5 * perDiem)).toBeLessThanOrEqual(5);
  const amount = usd(payoff + accrued);
  await expect(
    quote.getByText(`To pay off your loan, pay ${amount} by ${isoDateToUs(goodThrough)}.`),
  ).toBeVisible();

  const download = page.waitForEvent('download');
  await quote.getByRole('link', { name: 'Download payoff quote (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${A1}-payoff-quote-${goodThrough}.pdf`);
  const lines = await pdfLines(await readFile(await file.path()));
  expect(lines[0]).toBe('Oak Loans');
  expect(lines).toEqual(
    expect.arrayContaining(['Payoff quote', `Payoff amount | ${amount}`, `Loan number | ${A1}`]),
  );
});
