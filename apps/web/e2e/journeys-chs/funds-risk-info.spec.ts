// Risk info journey (issue 14, spec §4 Settlement and flags, §7 GET /riskInfo and /disbursementReference): the lender
// raises P3's credit limit on L1 (the sandbox loan system's counter; the seeded raise may have been acknowledged by a
// journey before this one); her loan page leaves it to the draw; starting a draw shows the credit limit change dialog
// with the new and the old limit, accessible in English and Spanish; she acknowledges it and it does not come back,
// after a reload either; the draw she then makes is confirmed with its confirmation number (DRW…, decision 051).
import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations, showIn } from '../support/axe';
import { confirmDraw, devCall, L1, openDisburseCards, P3 } from '../support/funds';
import { openLoan } from '../support/payments';
import { signIn } from '../support/sign-in';

test.use({ geolocation: { latitude: 40.005, longitude: -83.009 }, permissions: ['geolocation'] });
test.describe.configure({ timeout: 120_000 });

/** the answer of GET /riskInfo for the loan page (isAddon=false) or before a draw (isAddon=true), not the other's */
const riskAnswer = (page: Page, isAddon: boolean) =>
  page.waitForResponse(
    (r) => r.url().includes('/api/riskInfo?') && r.url().includes(`isAddon=${isAddon}`),
  );
const limitDialog = (page: Page, name = 'Your credit limit has changed') =>
  page.getByRole('dialog', { name });

async function clickGetCash(page: Page): Promise<{ dialog: string | null }> {
  const risk = riskAnswer(page, true);
  await page.getByRole('link', { name: 'Get cash' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Get cash' })).toBeVisible();
  return (await (await risk).json()) as { dialog: string | null };
}

test('P3 sees the credit limit change dialog once when starting a draw; acknowledged, it does not come back; her draw shows its confirmation number', async ({
  page,
}) => {
  await signIn(page, P3);
  const pageRisk = riskAnswer(page, false);
  const loanId = await openLoan(page, 'chs', L1);
  expect(((await (await pageRisk).json()) as { dialog: string | null }).dialog).toBeNull();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await devCall(page, 'riskInfo', {
    loanId,
    flag: 'creditLimitChanged',
    creditLimitCents: 160_000,
  });
  expect((await clickGetCash(page)).dialog).toBe('creditLimitChanged');
  await expect(limitDialog(page)).toContainText(
    'Your credit limit is now $1,600.00. It was $1,500.00.',
  );
  await expectNoSeriousA11yViolations(page);
  // not acknowledged yet: after a reload in Spanish it is there again, in Spanish
  await showIn(page, 'es');
  await expect(limitDialog(page, 'Su límite de crédito cambió')).toContainText(
    'Su límite de crédito ahora es de $1,600.00.',
  );
  await expectNoSeriousA11yViolations(page);
  await showIn(page, 'en');
  await expect(limitDialog(page)).toBeVisible();

  const acknowledged = page.waitForResponse(
    (r) => r.url().endsWith('/api/riskInfo/acknowledge') && r.ok(),
  );
  await limitDialog(page).getByRole('button', { name: 'OK, got it' }).click();
  await acknowledged;
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByLabel('Amount')).toBeEditable();

  // it does not come back: not after a reload, not on the next Get cash
  const again = riskAnswer(page, true);
  await page.reload();
  expect(((await (await again).json()) as { dialog: string | null }).dialog).toBeNull();
  await openLoan(page, 'chs', L1);
  expect((await clickGetCash(page)).dialog).toBeNull();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // a draw to her Visa ••1111: the confirmation shows the draw's confirmation number (DRW…, decision 051), never the
  // processor's id
  await openDisburseCards(page);
  await page.getByRole('radio', { name: 'Visa debit ending in 1111' }).check();
  await page.getByRole('button', { name: 'Use this card' }).click();
  await confirmDraw(page, '4.20');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your cash is on its way' }),
  ).toBeVisible({ timeout: 20_000 });
  const summary = page.getByRole('region', { name: 'Cash sent' });
  await expect(summary).toContainText(/DRW[0-9A-F]{12}/);
  await expect(summary).toContainText('$4.20');
});
