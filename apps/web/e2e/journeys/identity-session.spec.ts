// Session journeys: sign-out from the menu, a short server-set inactivity timeout (spec §4: limit + 1 s) and the
// warning before it (WCAG 2.2.1), and a signed guest link that reaches only its loan's payment path.
import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { openMenu } from '../support/menu';
import { passTrustedDevice, submitLogin } from '../support/sign-in';

/** Signs in by email and passes the trusted-device challenge with an emailed code (this file's server is new). */
async function signedIn(page: Page, email: string) {
  await submitLogin(page, email);
  await passTrustedDevice(page, email);
}

test('sign out from the menu ends the session and shows Login with signedOut', async ({ page }) => {
  await signedIn(page, 'ben.multi@example.com');
  await expect(page).toHaveURL(/\/Home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All my accounts' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await openMenu(page);
  await page.getByRole('button', { name: /Sign out/ }).click();
  await expect(page).toHaveURL(/\/\?signedOut=true$/);
  await expect(page.getByText('You have been signed out.')).toBeVisible();
  await page.goto('/Home');
  await expect(page).toHaveURL(/\/$/);
});

/**
 * P9 signed in, the page clock installed, under a 1-minute limit the lender sets (the dev-only override of the server
 * settings, put back after the story).
 */
async function underOneMinuteLimit(
  page: Page,
  request: APIRequestContext,
  story: () => Promise<void>,
): Promise<void> {
  const set = await request.put('/api/dev/configsettings', {
    data: { overrides: { sessionTimeout: 1 } },
  });
  expect(set.ok()).toBe(true);
  try {
    await page.clock.install();
    await signedIn(page, 'iris.repo@example.com');
    await expect(page).toHaveURL(/\/tmx\/Accounts$/);
    await story();
  } finally {
    await request.put('/api/dev/configsettings', { data: { overrides: {}, replace: true } });
  }
}

test('a short server-set timeout signs the user out after the limit plus 1 second', async ({
  page,
  request,
}) => {
  await underOneMinuteLimit(page, request, async () => {
    // the page clock runs in real time until the first jump, and the limit started at sign-in: on a busy machine
    // a few real seconds pass before the jump, so the check just before the limit keeps a 5-second margin
    await page.clock.fastForward('00:55');
    await expect(page).toHaveURL(/\/tmx\/Accounts$/);
    await page.clock.fastForward('00:07');
    await expect(page).toHaveURL(/\/\?signedOut=true$/);
    await expect(page.getByText('You have been signed out.')).toBeVisible();
  });
});

test('the warning before the sign-out says when, in both languages, and Stay signed in keeps her signed in', async ({
  page,
  request,
}) => {
  await underOneMinuteLimit(page, request, async () => {
    const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
    // a 1-minute limit warns 30 s ahead: after 35 s still (the page clock runs in real time until the first jump)
    await page.clock.fastForward('00:35');
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('you will be signed out in');
    await expectNoSeriousA11yViolations(page);
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(warning).toBeHidden();
    // from here the page clock stands still but for the jumps: the checks around the next warning are exact
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    // past the first deadline (61 s after sign-in), 28 s after she stayed: still signed in, not warned yet
    await page.clock.runFor(27_000);
    await expect(page).toHaveURL(/\/tmx\/Accounts$/);
    await expect(warning).toBeHidden();
    // 33 s after she stayed: warned again (at 31 s); unanswered, signed out at 61 s
    await page.clock.runFor(5_000);
    await expect(warning).toBeVisible();
    await page.clock.resume();
    await page.clock.fastForward('00:30');
    await expect(page).toHaveURL(/\/\?signedOut=true$/);
    await expect(warning).toBeHidden();
  });
});

/** A signed guest link to the loan's payment, minted by the CLI for the file's server (its port). */
function mintGuestLink(loan: string, port: number): string {
  const out = execFileSync('npm', ['run', '--silent', 'guest-link', '--', loan], {
    cwd: new URL('../../../..', import.meta.url).pathname,
    env: { ...process.env, PORT: String(port), NODE_ENV: 'test' },
    encoding: 'utf8',
  });
  const line = out.trim().split('\n').pop() ?? '';
  const url = new URL(line);
  return url.pathname + url.search;
}

test('a guest link reaches only its loan payment path', async ({ page, journeyServer }) => {
  const path = mintGuestLink('A1', journeyServer.port);
  expect(path).toMatch(/^\/inl\/Accounts\/[0-9a-f-]+\/Payment\?/);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/inl\/Accounts\/a0000000-0000-4000-8000-000000000001\/Payment$/);
  await expectNoSeriousA11yViolations(page);
  await page.goto('/Home');
  await expect(page).toHaveURL(/\/\?flowEnded=/);
  await expect(page.getByText('Log in to continue.')).toBeVisible();
});
