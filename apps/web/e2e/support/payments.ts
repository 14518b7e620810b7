/**
 * Steps of the payment journeys (spec §2 Payment group): open a loan, read its payoff, choose an
 * amount, pick or add a card through the processor's hosted form (a frame), pay and read the
 * confirmation. Plus a signed guest-payment link (the seed's `npm run guest-link`) and API reads as
 * the signed-in user (account history) to check a double submit charged once.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, type FrameLocator, type Page } from '@playwright/test';
import { parseCurrencyToCents } from '@lender/domain';
import { JOURNEY_CVV } from './card-data';
import { es } from './spanish';

const repoRoot = resolve(import.meta.dirname, '../../../..');

/** The path and query of a signed guest-payment link for a seeded loan (valid 24 h). */
export function guestLinkPath(loanKey: string): string {
  const output = execFileSync('npx', ['tsx', 'apps/api/src/cli/guest-link.ts', loanKey], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'test' },
    encoding: 'utf8',
  });
  const url = new URL(output.trim().split('\n').pop() ?? '');
  return url.pathname + url.search;
}

/** Dollars text of a money cell ('$1,234.56') → cents; NaN when it is not an amount. */
export const centsOf = (text: string): number => parseCurrencyToCents(text) ?? Number.NaN;

/** AccountDetails of a loan (from the brand dashboard); returns the loan's id. */
export async function openLoan(page: Page, brand: string, lmsId: string): Promise<string> {
  await page.goto(`/${brand}/Accounts`);
  await page.getByRole('link', { name: `Loan details for loan ${lmsId}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Loan ${lmsId}` })).toBeVisible();
  return new URL(page.url()).pathname.split('/')[3] ?? '';
}

/** The payoff shown on AccountDetails, in cents (null when none is shown). */
export async function payoffCents(page: Page): Promise<number | null> {
  const cell = page
    .getByText('Payoff amount', { exact: true })
    .locator('xpath=following-sibling::dd[1]');
  if ((await cell.count()) === 0) return null;
  return centsOf(await cell.innerText());
}

/** From AccountDetails to MakePayment. */
export async function startPayment(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Make a payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Make a payment' })).toBeVisible();
}

/** MakePayment: 'Other amount' typed, then continue. */
export async function chooseOtherAmount(page: Page, amount: string): Promise<void> {
  await page.getByRole('radio', { name: 'Other amount' }).check();
  const input = page.getByRole('textbox', { name: 'Amount to pay' });
  await input.fill(amount);
  await input.blur();
}

export async function continueTo(page: Page, path: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(path);
}

/** The processor's hosted form, in a frame titled in the app's language. */
export const hostedForm = (page: Page): FrameLocator =>
  page.frameLocator(
    `iframe[title="Card details"], iframe[title="${es('cardsShared:form.title')}"]`,
  );

/**
 * The hosted form's submit button: 'Save card', or 'Use this card' when the card is for this payment only. The
 * processor's form follows the app's language (?lang=, decision 014), so the helpers accept its Spanish too.
 */
export const hostedSubmit = (page: Page) =>
  hostedForm(page).getByRole('button', {
    name: /^(Save card|Use this card|Guardar tarjeta|Usar esta tarjeta)$/,
  });

/** Types a card into the processor's hosted form (the only place a card number is typed). */
export async function fillHostedCard(page: Page, number: string, expiry = '12/34'): Promise<void> {
  const form = hostedForm(page);
  await expect(hostedSubmit(page)).toBeVisible();
  await form.getByLabel(/^(Card number|Número de tarjeta)/).fill(number);
  await form.getByLabel(/^((Expiry|Expiration) date|Fecha de vencimiento)/).fill(expiry);
  await form.getByLabel(/^(Security code|Código de seguridad)/).fill(JOURNEY_CVV);
  await form.getByLabel(/^(First name|Nombre en la tarjeta)/).fill('Pat');
  await form.getByLabel(/^(Last name|Apellido en la tarjeta)/).fill('Payer');
  await hostedSubmit(page).click();
}

/** SelectPaymentMethod → AddPaymentMethod → the hosted form; `save` ticks 'Save this card for later'. */
export async function addCardInFlow(
  page: Page,
  number: string,
  { save = false } = {},
): Promise<void> {
  await page.getByRole('link', { name: 'Add a new card' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a card' })).toBeVisible();
  if (save) await page.getByRole('checkbox', { name: 'Save this card for later' }).check();
  await fillHostedCard(page, number);
}

/**
 * ReviewPayment: pay, then wait for ConfirmPayment, titled by what the payment did (issue 48: 'Payment confirmation',
 * 'Loan paid off', 'Loan settled', 'Repossession stopped'); returns the confirmation number.
 */
export async function payAndConfirm(
  page: Page,
  amount: string,
  heading = 'Payment confirmation',
): Promise<string> {
  await expect(page.getByRole('heading', { level: 1, name: 'Review your payment' })).toBeVisible();
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 20_000,
  });
  const number = page
    .getByText('Confirmation number', { exact: true })
    .locator('xpath=following-sibling::dd[1]');
  return number.innerText();
}

/** The headers of the page's signed-in session, for a call the screens do not make. */
export async function sessionHeaders(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({
    authorization: `Bearer ${sessionStorage.getItem('session.accessToken') ?? ''}`,
    devicekey: localStorage.getItem('deviceKey') ?? '',
  }));
}

/** GET /api{path} as the page's signed-in user. */
export async function apiGetAs<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api${path}`, { headers: await sessionHeaders(page) });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}
