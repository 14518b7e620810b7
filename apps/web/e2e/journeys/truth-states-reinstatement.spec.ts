// Issue 48, states named right (decision 051): P9 taps "Pay $640.00 to keep my vehicle" on R1 (out for repossession).
// The payment starts on the reinstatement amount itself — not on the list of amounts with the $1,850 payoff first —
// and its confirmation is titled "Repossession stopped" and says so, as do its receipt PDF and the emailed receipt.
// axe in English and Spanish on the new screens.
import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { expectAccessibleInBothLanguages } from '../support/axe';
import { newestMessageId, outboxOf, signIn } from '../support/sign-in';
import { addCardInFlow, openLoan, payAndConfirm } from '../support/payments';
import { pdfLines } from '../support/pdf-lines';
import { phoneIn } from '../support/location';

// the payment's location check (gpsCheckPayment, on by default): the loan's store is in Chicago
test.use(phoneIn('chicago'));

const P9 = 'iris.repo@example.com';
const R1 = '10009-001';

test('P9 reinstates R1 from "Pay $640.00 to keep my vehicle" and is told the repossession stopped', async ({
  page,
}) => {
  // sign-in, a card through the hosted form and a payment on a busy 2-core machine
  test.setTimeout(90_000);
  await signIn(page, P9);
  await openLoan(page, 'tmx', R1);
  await page
    .getByRole('alert')
    .filter({ hasText: 'Your vehicle is out for repossession' })
    .getByRole('link', { name: 'Keep my vehicle' })
    .click();
  await page.getByRole('button', { name: 'Pay $640.00 to keep my vehicle' }).click();

  // the reinstatement amount itself: no list of amounts, no payoff
  await expect(page).toHaveURL(/\/Payment\?amount=reinstate$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pay to keep your vehicle' }),
  ).toBeVisible();
  const amount = page.getByRole('region', { name: 'Reinstatement payment' });
  await expect(
    amount.getByText('Reinstatement amount').locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('$640.00');
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText('Payoff amount');
  await expect(page.getByRole('main')).not.toContainText('$1,850');
  await expect(page.getByRole('link', { name: 'Pay a different amount' })).toBeVisible();
  await expectAccessibleInBothLanguages(page);
  await page.getByRole('button', { name: 'Continue with $640.00' }).click();
  await expect(page).toHaveURL(/\/Payment\/SelectPaymentMethod$/);
  await addCardInFlow(page, '4111 1111 1111 1111');
  await expect(page).toHaveURL(/\/Payment\/ReviewPayment$/);

  // the result: the repossession has stopped
  await payAndConfirm(page, '$640.00', 'Repossession stopped');
  await expect(page).toHaveTitle(/^Repossession stopped · /);
  await expect(
    page
      .getByRole('main')
      .getByText(
        `Thank you! Your payment of $640.00 brought loan ${R1} up to date: the repossession has stopped and you keep your vehicle.`,
      ),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment details' })).toContainText(
    'Loan statusOpen again — the repossession has stopped',
  );
  await expectAccessibleInBothLanguages(page);

  // the receipt says it too: the PDF she saves and the receipt she has emailed
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download receipt (PDF)' }).click();
  const receiptLines = await pdfLines(await readFile(await (await download).path()));
  expect(receiptLines).toEqual(
    expect.arrayContaining([
      'Amount paid | $640.00',
      'Loan status | Open again — the repossession has stopped',
    ]),
  );
  expect(receiptLines.join(' ')).toContain(
    'the repossession has stopped and you keep your vehicle.',
  );
  const before = await newestMessageId(page.request, P9);
  await page.getByRole('button', { name: 'Email my receipt' }).click();
  await expect(page.locator('main').getByText(`Your receipt was sent to ${P9}.`)).toBeVisible();
  await expect
    .poll(async () => (await outboxOf(page.request, P9))[0]?.id ?? 0)
    .toBeGreaterThan(before);
  const [email] = await outboxOf(page.request, P9);
  expect(email!.body).toContain(
    'The repossession has stopped: your loan is up to date and you keep your vehicle.',
  );

  // and it is true: R1 is open again, with no repossession warning
  await page.getByRole('link', { name: 'Back to my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Loan ${R1}` })).toBeVisible();
  await expect(page.getByText('Open', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your vehicle is out for repossession' }),
  ).toHaveCount(0);
});
