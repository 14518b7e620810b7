/**
 * Steps of the settlement journeys (issue 12, decision 045): on SettlementOffer, sign the settlement agreement on the
 * e-sign sandbox's page (a frame, in the app's language) as P5 Erin Walsh, until the screen offers the payment.
 */
import { expect, type Page } from '@playwright/test';
import { signInCeremony } from './esign';

/** The e-sign sandbox's signing page, framed by SettlementOffer. */
export const signingPage = (page: Page) =>
  page.frameLocator('iframe[title="Settlement agreement signing page"]');

/** SettlementOffer before signing → signed: the screen then offers to pay `amount` ('$900.00'). */
export async function signSettlementAgreement(page: Page, amount: string): Promise<void> {
  await page.getByRole('button', { name: 'Review and sign the agreement' }).click();
  const frame = signingPage(page);
  await expect(frame.getByRole('heading', { level: 3, name: 'Review and sign' })).toBeVisible();
  await expect(frame.getByRole('region', { name: 'Settlement agreement' })).toContainText(amount);
  await signInCeremony(frame, { initials: 'EW', name: 'Erin Walsh' });
  await expect(page.getByRole('button', { name: `Pay ${amount} now` })).toBeVisible({
    timeout: 20_000,
  });
}
