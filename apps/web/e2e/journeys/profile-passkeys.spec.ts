// Issue 15, Passkeys: P1 signs in (password and her trusted device), opens My profile and adds a passkey on this
// device; signs out, and signs in with the passkey alone — no password, no trusted-device code — landing where a
// password sign-in lands. In Sign-in and security she sees the passkey as used, removes it, and removes a trusted
// device of hers (another phone). Chromium's virtual authenticator (DevTools WebAuthn domain) is her screen lock.
// axe in English and Spanish on each new state: the section empty and with a passkey, the confirmation, Login's
// passkey button. WebAuthn refuses an IP address, so this journey opens the app at http://localhost:<port> (the
// server's default passkey origin, decision 019) instead of 127.0.0.1.
// (The passkey and the extra device are removed on the way: later journeys see P1 as seeded.)
import { expect, test as base, type APIRequestContext, type Page } from '../support/test';
import { ZSessionResultSchema } from '@lender/contract';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { codeFor, DEMO_PASSWORD, newestMessageId, signIn } from '../support/sign-in';
import { openMenu } from '../support/menu';

const P1 = 'ana.tlxe@example.com';
// the file's server by the name localhost
const test = base.extend({
  baseURL: async ({ journeyServer }, provide) => provide(`http://localhost:${journeyServer.port}`),
});

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A second device of P1's, trusted by the emailed code through the API alone: her iPhone. */
async function trustAnotherDevice(request: APIRequestContext): Promise<void> {
  const auth = await request.post('/api/authenticate', {
    headers: { 'user-agent': IPHONE },
    data: { username: P1, password: DEMO_PASSWORD, rememberMe: false },
  });
  expect(auth.ok()).toBe(true);
  const session = ZSessionResultSchema.parse(await auth.json());
  const headers = { authorization: `Bearer ${session.accessToken}`, devicekey: session.deviceKey };
  const before = await newestMessageId(request, P1);
  expect((await request.get('/api/sendtrusteddevice?method=email', { headers })).ok()).toBe(true);
  const profileId = (
    JSON.parse(Buffer.from(session.idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      sub: string;
    }
  ).sub;
  const confirmed = await request.post('/api/confirmtrusteddevice', {
    headers,
    data: { deviceKey: session.deviceKey, code: await codeFor(request, P1, before), profileId },
  });
  expect(confirmed.ok()).toBe(true);
}

async function openProfile(page: Page) {
  await openMenu(page);
  await page.getByRole('link', { name: 'My profile' }).click();
  await expect(page).toHaveURL(/\/inl\/CustomerProfile$/);
  return page.getByRole('region', { name: 'Sign-in and security' });
}

test('P1 adds a passkey, signs in with it alone, and removes it and a trusted device', async ({
  page,
  request,
}) => {
  // two sign-ins and axe on five states in two languages: about a minute on a busy 2-core machine
  test.setTimeout(120_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await signIn(page, P1);
  let security = await openProfile(page);
  await expect(security.getByText('You have no passkeys yet.')).toBeVisible();
  await expect(
    security
      .getByRole('list', { name: 'Trusted devices' })
      .getByText('Chrome on Android (this device)', { exact: true }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await security.getByRole('button', { name: 'Add a passkey on this device' }).click();
  await expect(security.getByRole('status')).toHaveText(
    'Your passkey was added. Next time, choose "Sign in with a passkey".',
  );
  const passkeys = security.getByRole('list', { name: 'Passkeys' });
  await expect(passkeys.getByRole('listitem')).toHaveCount(1);
  await expect(passkeys.getByText('Chrome on Android', { exact: true })).toBeVisible();
  await expect(passkeys.getByText('Not used yet')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // a discoverable credential for the app's domain, kept by the authenticator
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toMatchObject([{ isResidentCredential: true, rpId: 'localhost' }]);

  // signed out, the passkey alone signs her in: no username, no password, no code
  await openMenu(page);
  await page.getByRole('button', { name: /Sign out/ }).click();
  await expect(page).toHaveURL(/\/\?signedOut=true$/);
  const passkeyButton = page.getByRole('button', { name: 'Sign in with a passkey' });
  await expect(passkeyButton).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await passkeyButton.click();
  await expect(page).toHaveURL(/\/inl\/Accounts$/);
  await expect(page).not.toHaveURL(/TrustedDevice/);
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);

  await trustAnotherDevice(request);
  security = await openProfile(page);
  await expect(
    security.getByRole('list', { name: 'Passkeys' }).getByText(/^Last used /),
  ).toBeVisible();

  // remove the passkey, after confirming
  await security.getByRole('button', { name: 'Remove passkey Chrome on Android' }).click();
  const confirmPasskey = page.getByRole('alertdialog', { name: 'Remove this passkey?' });
  await expect(confirmPasskey).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirmPasskey.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(security.getByRole('status')).toHaveText('The passkey was removed.');
  await expect(security.getByText('You have no passkeys yet.')).toBeVisible();
  await expect(security.getByRole('heading', { name: 'Passkeys' })).toBeFocused();

  // remove her other phone from the trusted devices
  const devices = security.getByRole('list', { name: 'Trusted devices' });
  await expect(devices.getByText('Safari on iPhone', { exact: true })).toBeVisible();
  await devices.getByRole('button', { name: 'Remove device Safari on iPhone' }).click();
  const confirmDevice = page.getByRole('alertdialog', { name: 'Remove this trusted device?' });
  await expect(confirmDevice).toContainText('Safari on iPhone will be signed out');
  await confirmDevice.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(security.getByRole('status').last()).toHaveText(
    'The device was removed. It will need a verification code to sign in again.',
  );
  await expect(devices.getByText('Safari on iPhone', { exact: true })).toHaveCount(0);
  await expect(devices.getByText('Chrome on Android (this device)', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
