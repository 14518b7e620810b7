/**
 * Steps of the funds journeys (issue 14, P3's line of credit L1 on the chs journey server): open Get cash, read
 * the available credit, draw to a card through the amount and notice screens, and the sandbox loan system's
 * counter (the dev routes: a store requests a cash advance, the batching run for a loan now).
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { centsOf, fillHostedCard, openLoan } from './payments';
import { pdfLines } from './pdf-lines';

export const P3 = 'carla.nls@example.com';
export const L1 = '30003-001';

/** AccountDetails of L1 → Get cash; returns L1's loan id. */
export async function openGetCash(page: Page): Promise<string> {
  const loanId = await openLoan(page, 'chs', L1);
  await enterGetCash(page);
  return loanId;
}

/**
 * The Get cash link → GetCashAmount, past a risk dialog due before a draw (GET /riskInfo?isAddon=true: P3's seeded
 * credit limit change on L1, shown once; funds-risk-info.spec.ts is about it): acknowledged when the answer names one,
 * so a journey that draws starts from the amount whichever journey ran first.
 */
export async function enterGetCash(page: Page): Promise<void> {
  const risk = page.waitForResponse(
    (r) => r.url().includes('/api/riskInfo?') && r.url().includes('isAddon=true'),
  );
  await page.getByRole('link', { name: 'Get cash' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Get cash' })).toBeVisible();
  if (((await (await risk).json()) as { dialog: string | null }).dialog === null) return;
  await page.getByRole('dialog').getByRole('button', { name: 'OK, got it' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

export const availableCredit = (page: Page) =>
  page.getByRole('region', { name: 'Available credit' });

/** The available credit Get cash shows, in cents. */
export async function availableCents(page: Page): Promise<number> {
  await expect(availableCredit(page)).toContainText('$');
  return centsOf((await availableCredit(page).innerText()).match(/\$[\d,]+\.\d{2}/)?.[0] ?? '');
}

/** Get cash → the amount → the notice → confirm; resolves once the confirmation was sent (Sending your cash). */
export async function confirmDraw(page: Page, amount: string): Promise<void> {
  await page.getByLabel('Amount').fill(amount);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Before we send your cash' }),
  ).toBeVisible();
  await page.getByRole('button', { name: `Confirm and send $${amount}` }).click();
}

/** POST /api/dev/{route} (the journey servers run outside production). */
export async function devCall<T>(page: Page, route: string, data: object): Promise<T> {
  const response = await page.request.post(`/api/dev/${route}`, { data });
  expect(response.ok(), `${route}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Get cash → Change card: the cards that can receive the cash (ManageDisburseMethod). */
export async function openDisburseCards(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Change card' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Where should we send your cash?' }),
  ).toBeVisible();
}

/** ManageDisburseMethod → Add a debit card: the hosted form, ready. */
export async function openAddDebitCard(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Add a debit card' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a debit card' })).toBeVisible();
}

/** Get cash → a new debit card through the hosted form; back on Get cash with it chosen. */
export async function addDebitCard(page: Page, number: string): Promise<void> {
  await openDisburseCards(page);
  await openAddDebitCard(page);
  await fillHostedCard(page, number);
  await expect(page.getByRole('heading', { level: 1, name: 'Get cash' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Send to' })).toContainText(number.slice(-4));
}

/**
 * AccountDetails of L1 → Account documents → Monthly statements → the newest (the statement in progress, which the
 * next one closes): opens its PDF as the page does and answers the lines it prints, each line's texts joined by
 * ' | ' (an activity row: '11/25/2026 | Cash advance | $7.35').
 */
export async function nextStatementLines(page: Page, context: BrowserContext): Promise<string[]> {
  await openLoan(page, 'chs', L1);
  await page.getByRole('link', { name: 'Account documents' }).click();
  await page.getByRole('link', { name: 'Monthly statements' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Monthly statements for loan ${L1}` }),
  ).toBeVisible();
  const statements = page.getByRole('button', { name: /^Open Statement for / });
  await expect(statements.first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const pdf = page.waitForResponse((r) => r.url().includes('/api/loanDocuments?'));
  const tab = context.waitForEvent('page');
  await statements.first().click();
  const response = await pdf;
  expect(response.headers()['content-type']).toContain('application/pdf');
  await (await tab).close();
  return pdfLines(await response.body());
}

/** The lines of a statement that show a cash advance of this amount ('$7.35'). */
export const cashAdvanceLines = (lines: readonly string[], amount: string) =>
  lines.filter(
    (line) => /^\d{2}\/\d{2}\/\d{4} \| Cash advance \| /.test(line) && line.endsWith(`| ${amount}`),
  );
