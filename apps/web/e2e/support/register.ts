/**
 * A newcomer on Register (opened by the caller: /Register, or a referral link's Register) registers with an email and verifies it with the code from the messaging sandbox's outbox:
 * she is signed in on VerifyConfirm (registration, spec §4 "Verification makes it authenticated").
 */
import { expect, type Page } from '@playwright/test';
import { codeFor } from './sign-in';

export const NEWCOMER_PASSWORD = 'NewcomerPass2026';

export async function registerAndVerify(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email or phone number').fill(email);
  await page.getByLabel('Choose a password', { exact: true }).fill(NEWCOMER_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(NEWCOMER_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/Verification\/Code$/);
  await page
    .getByLabel('Verification code', { exact: true })
    .fill(await codeFor(page.request, email, 0));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/Verification\/Confirm$/);
}
