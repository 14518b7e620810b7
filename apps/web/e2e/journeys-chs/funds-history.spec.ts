// Funds journey (issue 14; spec §2 get cash, §7 documents): a draw P3 makes from L1 to her Visa ••1111 is in L1's
// next monthly statement (the newest, opened as the PDF the page opens) as one "Cash advance" of its amount to the
// cent, with the advances and closing balance it adds; the web shows a loan's history only through its statements
// (GET /accounthistory, which they are made from, lists it once too). Amounts are read before the draw: other
// journeys of the run draw from L1 as well.
import { expect, test } from '../support/test';
import type { TAccountDetailResponse } from '@lender/contract';
import { formatCents } from '@lender/domain';
import {
  cashAdvanceLines,
  confirmDraw,
  nextStatementLines,
  openDisburseCards,
  openGetCash,
  P3,
} from '../support/funds';
import { apiGetAs } from '../support/payments';
import { signIn } from '../support/sign-in';

test.use({ geolocation: { latitude: 40.005, longitude: -83.009 }, permissions: ['geolocation'] });
test.describe.configure({ timeout: 120_000 });

interface History {
  entries: { type: string; description: string; amountCents: number }[];
}

const closingBalance = (lines: string[]) =>
  lines.find((line) => line.startsWith('Closing balance | '))?.split(' | ')[1];

test('a draw of $7.35 is in the next statement of L1 once, as a cash advance to the cent', async ({
  page,
  context,
}) => {
  await signIn(page, P3);
  const before = await nextStatementLines(page, context);
  expect(cashAdvanceLines(before, '$7.35')).toEqual([]);
  const loanId = await openGetCash(page);
  const payoffBefore = (
    await apiGetAs<TAccountDetailResponse>(page, `/accountdetail?loanId=${loanId}`)
  ).payoffAmountCents;

  await openDisburseCards(page);
  await page.getByRole('radio', { name: 'Visa debit ending in 1111' }).check();
  await page.getByRole('button', { name: 'Use this card' }).click();
  await confirmDraw(page, '7.35');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your cash is on its way' }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Cash sent' })).toContainText('$7.35');

  const after = await nextStatementLines(page, context);
  expect(cashAdvanceLines(after, '$7.35')).toHaveLength(1);
  const payoffAfter = (
    await apiGetAs<TAccountDetailResponse>(page, `/accountdetail?loanId=${loanId}`)
  ).payoffAmountCents;
  expect(payoffAfter).toBe(payoffBefore + 735);
  expect(closingBalance(after)).toBe(formatCents(payoffAfter));
  const history = await apiGetAs<History>(page, `/accounthistory?loanId=${loanId}`);
  expect(
    history.entries
      .filter((e) => e.type === 'cashAdvance' && e.amountCents === 735)
      .map((e) => e.description),
  ).toEqual(['Cash advance']);
});
