// Session journeys: sign-out from the menu, a short server-set inactivity timeout (spec §4: limit + 1 s), and a
// signed guest link that reaches only its loan's payment path.
import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { ZDevOutboxResponseSchema } from '@lender/contract';
import { expectNoSeriousA11yViolations } from '../support/axe';

async function newestId(request: APIRequestContext, to: string): Promise<number> {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return ZDevOutboxResponseSchema.parse(await res.json()).messages[0]?.id ?? 0;
}

async function codeFor(request: APIRequestContext, to: string, afterId: number): Promise<string> {
  let code: string | null | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const newest = ZDevOutboxResponseSchema.parse(await res.json()).messages[0];
      code = newest && newest.id > afterId ? newest.code : undefined;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

/** Signs in by email and passes the trusted-device challenge with an emailed code. */
async function signedIn(page: Page, request: APIRequestContext, email: string) {
  await page.goto('/');
  await page.getByLabel('Email or phone number').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('DemoPass2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/TrustedDevice$/);
  await page.getByRole('link', { name: 'Continue' }).click();
  const before = await newestId(request, email);
  await page.getByRole('radio', { name: /Email/ }).check();
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('link', { name: 'Enter the code' }).click();
  await page
    .getByLabel('Verification code', { exact: true })
    .fill(await codeFor(request, email, before));
  await page.getByRole('button', { name: 'Verify' }).click();
}

test('sign out from the menu ends the session and shows Login with signedOut', async ({
  page,
  request,
}) => {
  await signedIn(page, request, 'ben.multi@example.com');
  await expect(page).toHaveURL(/\/Home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All my accounts' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: /Sign out/ }).click();
  await expect(page).toHaveURL(/\/\?signedOut=true$/);
  await expect(page.getByText('You have been signed out.')).toBeVisible();
  await page.goto('/Home');
  await expect(page).toHaveURL(/\/$/);
});

test('a short server-set timeout signs the user out after the limit plus 1 second', async ({
  page,
  request,
}) => {
  // the lender sets a 1-minute limit (the dev-only override of the server settings)
  const set = await request.put('/api/dev/configsettings', { data: { overrides: { sessionTimeout: 1 } } });
  expect(set.ok()).toBe(true);
  try {
    await page.clock.install();
    await signedIn(page, request, 'iris.repo@example.com');
    await expect(page).toHaveURL(/\/tmx\/Accounts$/);
    // the page clock runs in real time until the first jump, and the limit started at sign-in: on a busy machine
    // a few real seconds pass before the jump, so the check just before the limit keeps a 5-second margin
    await page.clock.fastForward('00:55');
    await expect(page).toHaveURL(/\/tmx\/Accounts$/);
    await page.clock.fastForward('00:07');
    await expect(page).toHaveURL(/\/\?signedOut=true$/);
    await expect(page.getByText('You have been signed out.')).toBeVisible();
  } finally {
    await request.put('/api/dev/configsettings', { data: { overrides: {}, replace: true } });
  }
});

function mintGuestLink(loan: string): string {
  const port = process.env.E2E_PORT ?? '3100';
  const out = execFileSync('npm', ['run', '--silent', 'guest-link', '--', loan], {
    cwd: new URL('../../../..', import.meta.url).pathname,
    env: { ...process.env, PORT: port, NODE_ENV: 'test' },
    encoding: 'utf8',
  });
  const line = out.trim().split('\n').pop() ?? '';
  const url = new URL(line);
  return url.pathname + url.search;
}

test('a guest link reaches only its loan payment path', async ({ page }) => {
  const path = mintGuestLink('A1');
  expect(path).toMatch(/^\/inl\/Accounts\/[0-9a-f-]+\/Payment\?/);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/inl\/Accounts\/a0000000-0000-4000-8000-000000000001\/Payment$/);
  await expectNoSeriousA11yViolations(page);
  await page.goto('/Home');
  await expect(page).toHaveURL(/\/\?flowEnded=/);
  await expect(page.getByText('Log in to continue.')).toBeVisible();
});
