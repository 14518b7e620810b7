// A busy server (issue 46, decision 043). The server sheds only /api, reads first (its API test,
// operations/load-shedding.test.ts, holds a real server's event loop busy); journey servers run with shedding off, so
// here the first read of P1's accounts is answered as the server answers a shed read — 503, Retry-After: 1, the one
// error shape — by the browser's route, and the app asks again after that second. And a page whose own script does not
// arrive says so, with a Reload that works without any script.
import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { leftLogin, submitSignIn } from '../support/sign-in';

const BUSY = "Our service is busy right now. We're trying again…";
const SHED_BODY = JSON.stringify({
  reqId: 'journey-shed',
  statusCode: 503,
  error: 'Service Unavailable',
  message: 'The service is busy. Please try again shortly.',
});

/**
 * The first GET /api/accounts is shed; the read asked again is held until `release` (so the busy state can be seen
 * for as long as the test looks at it), then answered by the server; any later one goes straight through.
 */
async function shedFirstAccountsRead(page: Page) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let shedDone = () => undefined as void;
  const firstShed = new Promise<void>((resolve) => (shedDone = resolve));
  const reads: number[] = [];
  await page.route(
    (url) => url.pathname === '/api/accounts',
    async (route) => {
      reads.push(Date.now());
      if (reads.length === 1) {
        await route.fulfill({
          status: 503,
          headers: { 'retry-after': '1', 'content-type': 'application/json; charset=utf-8' },
          body: SHED_BODY,
        });
        shedDone();
        return;
      }
      if (reads.length === 2) await released;
      await route.continue();
    },
  );
  return { release, reads, firstShed };
}

test('P1 sees that the service is busy and trying again, then her loans', async ({ page }) => {
  const shed = await shedFirstAccountsRead(page);
  // the Dashboard's read is held below, so Login is left only once it is released
  await submitSignIn(page, 'ana.tlxe@example.com');

  const banner = page.getByTestId('service-busy');
  // the first read comes once the sign-in is answered: however long that takes on a busy machine (the test's own
  // timeout bounds it), the banner is looked for from the shed answer on
  await shed.firstShed;
  await expect(banner).toHaveText(BUSY);
  await expect(page.getByTestId('live-status')).toHaveText(BUSY);
  await expect(page.getByTestId('live-status')).toHaveAttribute('aria-live', 'polite');
  // asked again after the Retry-After's second, not at once
  await expect.poll(() => shed.reads.length).toBe(2);
  expect(shed.reads[1]! - shed.reads[0]!).toBeGreaterThanOrEqual(1_000);
  // the busy state in both languages, checked by axe (the language switched in place and back)
  await expectNoSeriousA11yViolations(page);

  shed.release();
  await leftLogin(page);
  await expect(page).toHaveURL(/\/inl\/Accounts$/);
  await expect(page.getByRole('heading', { level: 2, name: /^Loan \d{5}-\d{3}$/ })).toHaveText([
    'Loan 10001-001',
  ]);
  await expect(banner).toBeHidden();
});

/** The page's only script (decision 029), read from the HTML alone. */
async function pageScript(page: Page): Promise<string> {
  const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
  const script = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1];
  expect(script).toMatch(/^\/assets\/index-.*\.js$/);
  return script!;
}

/** Every fetch of the page's script answered 503 until `arrive` is called. */
async function refusePageScript(page: Page) {
  let refused = true;
  await page.route(`**${await pageScript(page)}`, (route) =>
    refused
      ? route.fulfill({ status: 503, headers: { 'retry-after': '1' }, body: '' })
      : route.continue(),
  );
  return { arrive: () => (refused = false) };
}

test('Login whose script does not load says so and offers a Reload, which brings the working form', async ({
  page,
}) => {
  const script = await refusePageScript(page);
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign in to your account' }),
  ).toBeVisible();
  await expect(page.getByLabel('Email or phone number')).toBeDisabled();
  // shown 10 s after the page's styles apply, the script not having run
  const notice = page.getByRole('alert').filter({ hasText: "This page didn't finish loading." });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(notice).toHaveText(
    "This page didn't finish loading. Check your connection, then reload the page. Reload",
  );

  script.arrive();
  await notice.getByRole('link', { name: 'Reload' }).click();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  await expect(page.getByLabel('Email or phone number')).toBeEnabled();
  // the script took the notice away as it started
  await expect(page.locator('#page-not-started')).toHaveCount(0);
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-US' });

  test('the notice of a page whose script does not load is in Spanish', async ({ page }) => {
    await refusePageScript(page);
    await page.goto('/ForgotPassword');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'Esta página no terminó de cargarse.' });
    await expect(notice).toBeVisible({ timeout: 20_000 });
    await expect(notice.getByRole('link', { name: 'Volver a cargar' })).toBeVisible();
    await expect(page.getByText("This page didn't finish loading.")).toHaveCount(0);
  });
});
