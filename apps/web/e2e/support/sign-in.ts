/**
 * Sign in through the Login page as a demo persona (shared/fixtures/PERSONAS.md) and pass the
 * trusted-device challenge a new browser context meets: the code goes by email and is read from the
 * messaging sandbox's outbox (GET /api/dev/outbox?to=<email>, newest first). The same steps as the
 * Identity journeys (identity-sign-in.spec.ts), shared here for every other journey.
 */
import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { activeServer } from './journey-server';
import { rememberViewer } from './page-truth';
import { ZDevOutboxResponseSchema, ZSessionResultSchema } from '@lender/contract';

export const DEMO_PASSWORD = 'DemoPass2026';

/** How long a sign-in may take to leave Login (the config's expect timeout is for a screen of an app already loaded). */
const SIGNED_IN_TIMEOUT_MS = 15_000;

/** The messages the sandbox sent to `to`, newest first. */
export async function outboxOf(request: APIRequestContext, to: string) {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return ZDevOutboxResponseSchema.parse(await response.json()).messages;
}

/** The id of the newest message to `to` (0 when there is none). */
export async function newestMessageId(request: APIRequestContext, to: string): Promise<number> {
  return (await outboxOf(request, to))[0]?.id ?? 0;
}

/** The code of the first message to `to` newer than `afterId` (polls the outbox). */
export async function codeFor(
  request: APIRequestContext,
  to: string,
  afterId: number,
): Promise<string> {
  let code: string | null | undefined;
  await expect
    .poll(async () => {
      const newest = (await outboxOf(request, to))[0];
      code = newest && newest.id > afterId ? newest.code : undefined;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

/** Open Login, fill its form and submit it. */
export async function submitLogin(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto('/');
  await fillLogin(page, username, password);
}

/** Fill the Login form on the page and submit it. */
async function fillLogin(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  rememberViewer(page, username);
  await page.getByLabel('Email or phone number').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export interface TrustedDeviceOptions {
  /** the delivery choice on TrustedDeviceVerificationMethod: email (default) or text message */
  method?: RegExp;
  /** run on every screen of the challenge (the Identity journeys check each with axe) */
  onScreen?: (page: Page) => Promise<void>;
}

/** TrustedDeviceWarning → method → (TrustedDeviceEmail) → VerificationCode, with the outbox code sent to `to`. */
export async function passTrustedDevice(
  page: Page,
  to: string,
  { method = /^Email/, onScreen }: TrustedDeviceOptions = {},
): Promise<void> {
  await expect(page).toHaveURL(/\/TrustedDevice$/);
  await expect(page.getByRole('heading', { name: "We don't recognize this device" })).toBeVisible();
  await onScreen?.(page);
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/TrustedDevice\/VerificationMethod$/);
  await onScreen?.(page);
  const before = await newestMessageId(page.request, to);
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: 'Send code' }).click();
  if (/Email/.test(method.source)) {
    await expect(page).toHaveURL(/\/TrustedDevice\/Email$/);
    await onScreen?.(page);
    await page.getByRole('link', { name: 'Enter the code' }).click();
  }
  await expect(page).toHaveURL(/\/TrustedDevice\/Code$/);
  await onScreen?.(page);
  await page
    .getByLabel('Verification code', { exact: true })
    .fill(await codeFor(page.request, to, before));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).not.toHaveURL(/\/TrustedDevice/);
}

/** The persona's device trusted on the file's server, as the app keeps it in localStorage (none yet: undefined). */
const trustedDeviceOf = (email: string) => activeServer().trustedDevices.get(email);

/**
 * A device of the persona's trusted on this file's server through the API alone (apiSignIn), once a persona and
 * server: the device keys a phone she uses every day keeps.
 */
async function trustedDevice(email: string): Promise<Record<string, string>> {
  const known = trustedDeviceOf(email);
  if (known) return known;
  const api = await request.newContext({ baseURL: activeServer().url });
  try {
    const headers = await apiSignIn(api, email);
    const device = { deviceKey: headers.devicekey ?? '' };
    activeServer().trustedDevices.set(email, device);
    return device;
  } finally {
    await api.dispose();
  }
}

/**
 * Fill and submit Login as the persona with this email, on a device of hers that this server already trusts (trusted
 * through the API the first time: the trusted-device screens have their own journeys, identity-sign-in). Resolves once
 * the form is submitted; signIn also waits for the app to leave Login.
 */
export async function submitSignIn(page: Page, email: string): Promise<void> {
  const device = await trustedDevice(email);
  await page.goto('/');
  const before = await page.evaluate((entries) => {
    const kept = localStorage.getItem('deviceKey');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    return kept;
  }, device);
  // another person's device key, read by the app as it started, stays in its memory until the page loads again
  if (before && before !== device.deviceKey) await page.reload();
  await fillLogin(page, email);
}

/** The app has left Login and the TrustedDevice group after a sign-in. */
export async function leftLogin(page: Page): Promise<void> {
  // the first signed-in screen of a new context: its chunks (none cached yet) and three answers, on a machine that
  // runs two browsers and two servers at once; the speed a borrower gets is measured by `npm run bench`, not here
  await expect(page).not.toHaveURL(/\/(\?.*)?$/, { timeout: SIGNED_IN_TIMEOUT_MS });
  await expect(page).not.toHaveURL(/\/TrustedDevice/);
}

/** Sign in as the persona through the Login page (submitSignIn); resolves once the app has left Login. */
export async function signIn(page: Page, email: string): Promise<void> {
  await submitSignIn(page, email);
  await leftLogin(page);
}

/**
 * Sign in through the API alone (POST /api/authenticate), as a client on the persona's device trusted earlier
 * in the run, else through the trusted-device challenge by API (GET /api/sendtrusteddevice → the outbox code →
 * POST /api/confirmtrusteddevice): the server refuses every other call until the device is trusted.
 * Resolves to the headers of the signed-in session.
 */
export async function apiSignIn(
  request: APIRequestContext,
  email: string,
): Promise<Record<string, string>> {
  const stored = trustedDeviceOf(email) ?? {};
  const auth = await request.post('/api/authenticate', {
    headers: stored.deviceKey ? { devicekey: stored.deviceKey } : {},
    data: { username: email, password: DEMO_PASSWORD, rememberMe: false },
  });
  expect(auth.ok(), `sign-in of ${email}: ${auth.status()}`).toBe(true);
  const session = ZSessionResultSchema.parse(await auth.json());
  const headers = { authorization: `Bearer ${session.accessToken}`, devicekey: session.deviceKey };
  const check = await request.get('/api/checktrusteddevice', { headers });
  if (((await check.json()) as { trusted: boolean }).trusted) return headers;
  const before = await newestMessageId(request, email);
  expect((await request.get('/api/sendtrusteddevice?method=email', { headers })).ok()).toBe(true);
  const profileId = (
    JSON.parse(Buffer.from(session.idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      sub: string;
    }
  ).sub;
  const confirmed = await request.post('/api/confirmtrusteddevice', {
    headers,
    data: { deviceKey: session.deviceKey, code: await codeFor(request, email, before), profileId },
  });
  expect(confirmed.ok(), `trusted device of ${email}: ${confirmed.status()}`).toBe(true);
  return headers;
}
