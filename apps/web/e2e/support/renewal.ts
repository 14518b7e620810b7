/**
 * The renewal steps the renewal journeys share (P1 renews A1, which P4 Devon Park co-signs): the location first
 * (the phone must be in Houston, her store's state: the test's geolocation), the renewal minimum, the Visa, the
 * review, the disclosures with the Texas consent, her signature on the e-sign sandbox's page — and, since decision
 * 054, P4's own signature of the same renewal, given in a second browser context through the real UI (his task on
 * A1, his copy, his signature), while her page waits and then goes on by itself.
 */
import { expect, type Browser, type FrameLocator, type Page } from '@playwright/test';
import { centsOf, continueTo, openLoan } from './payments';
import { signIn } from './sign-in';

export const P1 = 'ana.tlxe@example.com';
export const P4 = 'dev.cosigner@example.com';
export const A1 = '10001-001';
export { IN_HOUSTON } from './location';
const FRAME = 'iframe[title="Renewal disclosures signing page"]';

export const signingPage = (page: Page): FrameLocator => page.frameLocator(FRAME);

/** The money as the screens write it ("$1,234.56"). */
export const money = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** From A1's AccountDetails: "Renew my loan", the location step (shared from Houston), on to ProductSwitch. */
export async function startRenewal(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'What you can do' })
    .getByRole('link', { name: 'Renew my loan' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Share your location' })).toBeVisible();
  await page.getByRole('button', { name: 'Share my location' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Renew your loan' })).toBeVisible();
}

/** On ProductSwitch: the renewal minimum chosen; returns it as shown ("$215.40"). */
export async function chooseRenewalMinimum(page: Page): Promise<string> {
  const minimumRadio = page.getByRole('radio', { name: /^Renewal minimum/ });
  await minimumRadio.check();
  const minimum =
    (await minimumRadio.locator('xpath=ancestor::label[1]').innerText()).match(
      /\$[\d,]+\.\d{2}/,
    )?.[0] ?? '';
  expect(centsOf(minimum)).toBeGreaterThan(0);
  return minimum;
}

/** ProductSwitch's Continue, the confirm dialog, the Visa ••1111, on to ReviewPayment. */
export async function toRenewalReview(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('alertdialog', { name: `Renew loan ${A1}?` })
    .getByRole('button', { name: 'Yes, continue' })
    .click();
  await page.getByRole('radio', { name: 'Visa debit ending in 1111' }).check();
  await continueTo(page, /\/Payment\/ReviewPayment$/);
}

/** ReviewPayment's Continue, then AccountDisclosures: the Texas consent when asked, "Review and sign". */
export async function toDisclosureSigning(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/Payment\/AccountDisclosures/, { timeout: 20_000 });
  const sign = page.getByRole('button', { name: 'Review and sign' });
  await expect(sign).toBeVisible({ timeout: 20_000 });
  const consent = page.getByRole('checkbox', { name: /^I agree to renew my loan/ });
  if (await consent.isVisible()) await consent.check();
  await sign.click();
  await expect(page).toHaveURL(/\/Payment\/DocuSignView/);
}

/** Signs the disclosure open in the page's signing frame, as `name` (initials from it). */
export async function signInFrame(page: Page, name: string): Promise<void> {
  const frame = signingPage(page);
  await expect(frame.getByRole('heading', { level: 3, name: 'Review and sign' })).toBeVisible({
    timeout: 20_000,
  });
  const initials = name
    .split(' ')
    .map((part) => part[0])
    .join('');
  await frame.getByLabel(/^Your initials/).fill(initials);
  await frame.getByLabel('Type your full name to sign').fill(name);
  await frame
    .getByRole('checkbox', { name: 'I agree to sign this document electronically.' })
    .check();
  await frame.getByRole('button', { name: 'Sign', exact: true }).click();
}

/** After P1 signed: the waiting step, titled by its state (decision 054). */
export async function expectWaitingForDevon(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/Payment\/RenewalWait$/, { timeout: 20_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Waiting for Devon Park to sign' }),
  ).toBeVisible();
}

export interface CosignerOptions {
  /** the journey's server (the test's baseURL): the second context opens the same app */
  baseURL: string;
  /** checks on his screens before he signs (the journey of decision 054 reads his copy) */
  onTask?: (page: Page) => Promise<void>;
  onCopy?: (page: Page) => Promise<void>;
}

/**
 * P4 signs the renewal P1 asked of him, in his own browser context: signs in, opens A1, finds the task naming Ana
 * and `amount`, reads his copy and signs it. The context is closed after.
 */
export async function cosignerSigns(
  browser: Browser,
  amount: string,
  { baseURL, onTask, onCopy }: CosignerOptions,
): Promise<void> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await signIn(page, P4);
    await openLoan(page, 'inl', A1);
    const task = page.getByRole('region', { name: 'A renewal needs your signature' });
    await expect(task).toContainText(
      `Ana Rivera asked to renew loan ${A1} with a payment of ${amount} today.`,
    );
    await expect(task).toContainText('Nothing is renewed or charged unless you sign today.');
    await onTask?.(page);
    await task.getByRole('link', { name: 'Read and sign' }).click();
    // its screen's chunk is loaded on this first visit (a busy machine: more than the screens' usual 7 s)
    await expect(
      page.getByRole('heading', { level: 1, name: `Sign the renewal of loan ${A1}` }),
    ).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Read and sign' }).click();
    await expect(
      signingPage(page).getByRole('region', { name: 'Refinance disclosure' }),
    ).toBeVisible({ timeout: 20_000 });
    await onCopy?.(page);
    await signInFrame(page, 'Devon Park');
    await expect(
      page.getByRole('heading', { level: 1, name: 'You signed the renewal' }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Ana Rivera can now pay to renew the loan today.')).toBeVisible();
  } finally {
    await context.close();
  }
}

/** A1's AccountDetails, signed in as P1 (returns the loan id). */
export const openA1 = (page: Page) => openLoan(page, 'inl', A1);
