// Issue 49, auto-pay (decision 056): P1 enrols A1 in auto-pay from its details with her saved Visa (the spec's
// confirmation), the due-date pass — run for A1's due date, as the reminders journey runs its pass — charges it
// once (a second pass charges nothing), the receipt arrives in the dev outbox, and she leaves auto-pay after being
// asked. axe in English and Spanish on each auto-pay screen.
import { ZAccountsResponseSchema, ZDevAutoPayRunResponseSchema } from '@lender/contract';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { openLoan } from '../support/payments';
import { apiSignIn, outboxOf, signIn } from '../support/sign-in';

const P1 = 'ana.tlxe@example.com';
const A1 = '10001-001';

test('P1 enrols A1 in auto-pay, its due date is charged once with a receipt, and she leaves auto-pay', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, P1);
  await openLoan(page, 'inl', A1);
  await page.getByRole('link', { name: 'Set up auto-pay' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Auto-pay is off' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // the card, then the spec's confirmation
  await page.getByRole('link', { name: 'Set up auto-pay' }).click();
  await page.getByRole('radio', { name: 'Visa debit ending in 1111' }).check();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Use this card' }).click();
  await expect(
    page.getByRole('heading', {
      name: `Pay loan ${A1} automatically on each due date with card ••1111?`,
    }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Yes, pay automatically' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Auto-pay is on.' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Auto-pay is on with card •••• 1111' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // the due date's pass (the day moved to A1's due date by the test), twice: one charge
  const headers = await apiSignIn(page.request, P1);
  const accounts = ZAccountsResponseSchema.parse(
    await (await page.request.get('/api/accounts?brandName=inl', { headers })).json(),
  );
  const a1 = accounts.loans.find((loan) => loan.lmsId === A1)!;
  const receiptsBefore = (await outboxOf(page.request, P1)).filter(
    (m) => m.template === 'paymentReceipt',
  ).length;
  const run = async () =>
    ZDevAutoPayRunResponseSchema.parse(
      await (await page.request.post('/api/dev/autoPay/run', { data: { on: a1.dueDate } })).json(),
    ).charges.filter((charge) => charge.loanId === a1.loanId);
  const [charge] = await run();
  expect(charge).toMatchObject({ dueDate: a1.dueDate, outcome: 'charged' });
  await expect
    .poll(
      async () =>
        (await outboxOf(page.request, P1)).filter((m) => m.template === 'paymentReceipt').length,
      { timeout: 20_000 },
    )
    .toBe(receiptsBefore + 1);
  expect((await run()).filter((c) => c.messageKey !== charge!.messageKey)).toEqual([]);
  const receipt = (await outboxOf(page.request, P1)).find((m) => m.template === 'paymentReceipt');
  expect(receipt?.body).toContain('$215.40');

  // her loan says the automatic payment was made; she leaves auto-pay
  await openLoan(page, 'inl', A1);
  await page.getByRole('link', { name: 'Manage auto-pay' }).click();
  await expect(page.getByText(/^Last automatic payment: \$215\.40 on /)).toBeVisible();
  await page.getByRole('button', { name: 'Turn off auto-pay' }).click();
  await expect(page.getByRole('heading', { name: 'Turn off auto-pay?' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Yes, turn off auto-pay' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Auto-pay is off.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Auto-pay is off' })).toBeVisible();
});
