// Funds journey (issue 14; spec §2 cash advance cancel, §4 pending codes 1000/1002): a cash advance of P3's line L1
// that the batching run has taken (1002) says why it can no longer be cancelled, offers no Cancel, and the server
// refuses a cancel of it. The advance is a fresh one a store requests (dev route), batched alone by the dev route
// for the batching run, so P3's seeded $100.00 advance stays cancellable whatever runs first. It stays pending
// (it holds its $25.00 of L1's credit), so this file sorts after funds-get-cash, whose first draw reads the seeded
// available credit; the journeys after it read amounts relative to what they find.
import { expect, test } from '../support/test';
import { expectAccessibleInBothLanguages } from '../support/axe';
import { devCall, L1, P3 } from '../support/funds';
import { openLoan, sessionHeaders } from '../support/payments';
import { signIn } from '../support/sign-in';

test.use({ geolocation: { latitude: 40.005, longitude: -83.009 }, permissions: ['geolocation'] });
test.describe.configure({ timeout: 90_000 });

const BATCHED_REASON =
  'This cash advance is already being processed and can no longer be cancelled.';

test('a batched cash advance of L1 says it can no longer be cancelled, and a cancel of it is refused', async ({
  page,
}) => {
  await signIn(page, P3);
  const loanId = await openLoan(page, 'chs', L1);
  const { transactionId } = await devCall<{ transactionId: string }>(page, 'cashAdvances', {
    loanId,
    amountCents: 2_500,
  });
  await page.reload();
  const advances = page.getByRole('listitem').filter({ hasText: '$25.00 requested' });
  // not batched yet (1000): it can be cancelled
  await expect(
    page.getByRole('button', { name: /^Cancel the cash advance of \$25\.00/ }),
  ).toBeVisible();
  await expect(advances).not.toContainText(BATCHED_REASON);

  expect(await devCall(page, 'cashAdvanceBatch', { loanId, transactionId })).toEqual({ moved: 1 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Loan ${L1}` })).toBeVisible();
  await expect(advances).toHaveCount(1);
  await expect(advances).toContainText(BATCHED_REASON);
  await expect(
    page.getByRole('button', { name: /^Cancel the cash advance of \$25\.00/ }),
  ).toHaveCount(0);
  await expectAccessibleInBothLanguages(page);

  // the UI offers no cancel; one asked of the server for this advance anyway is refused, and nothing changes
  const refused = await page.request.delete('/api/draw', {
    headers: await sessionHeaders(page),
    data: { loanId, lmsId: L1, transactionId },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { errorCode?: string }).errorCode).toBe('CashAdvanceBatched');
  await page.reload();
  await expect(advances).toContainText(BATCHED_REASON);
});
