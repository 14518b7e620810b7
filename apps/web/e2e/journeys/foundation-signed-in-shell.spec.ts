// The signed-in shell (issue 50, decision 087): the Dashboard's page holds the screen's first render while her loans
// load — the shell, the heading, the loading line — in its brand's colours, so it paints with its HTML, not after the
// app's script. The app's
// script is held here until the test has read the page. A tab with a session is shown the shell (its inline script,
// allowed by the page's policy, marks the page); a tab without one never is, and goes on to Login. (The service
// worker is blocked so the test's routes see the page's requests.)
import { expect, test, type Page } from '../support/test';
import { phoneIn } from '../support/location';
import { guestLinkPath } from '../support/payments';
import { signIn } from '../support/sign-in';

test.use({ serviceWorkers: 'block' });

/** Holds the app's entry and its shell chunk (both main-*.js) until the returned function is called. */
async function holdAppScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("P1's Dashboard, reloaded, shows its heading and loading line before the app's script, then her loans over them", async ({
  page,
}) => {
  await signIn(page, 'ana.tlxe@example.com');
  await expect(page).toHaveURL(/\/inl\/Accounts$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Loan 10001-001' })).toBeVisible();

  const release = await holdAppScript(page);
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'My accounts' })).toBeVisible();
  await expect(page.getByText('Loading your loans…')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-signed-in', '');
  // no loan of hers is in the page the server sent: the shell is the same for everyone
  await expect(page.getByRole('heading', { level: 2, name: 'Loan 10001-001' })).toHaveCount(0);

  release();
  await expect(page.getByRole('heading', { level: 2, name: 'Loan 10001-001' })).toBeVisible();
  await expect(page.getByText('Loading your loans…')).toHaveCount(0);
  // drawn over, not beside: one heading, one header
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('banner')).toHaveCount(1);
});

test("another brand's Dashboard is drawn in that brand's colours before the app's script, not the default brand's", async ({
  page,
}) => {
  await signIn(page, 'ana.tlxe@example.com');
  await expect(page.getByRole('heading', { level: 2, name: 'Loan 10001-001' })).toBeVisible();
  const release = await holdAppScript(page);
  await page.goto('/tmx/Accounts', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'My accounts' })).toBeVisible();
  // Pine Title Loans' primary (#9c1c1c), where the stylesheet holds Oak Loans' (#0b5394)
  await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(156, 28, 28)');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#9c1c1c');
  release();
});

test('a tab without a session is never shown the shell: the Dashboard’s address goes on to Login', async ({
  page,
}) => {
  const release = await holdAppScript(page);
  await page.goto('/inl/Accounts', { waitUntil: 'commit' });
  // the page's script has run (it takes the notice away first): the hidden shell is gone with it
  await expect(page.locator('#page-not-started')).toHaveCount(0);
  await expect(page.locator('#root')).toBeEmpty();
  await expect(page.locator('#root')).not.toHaveAttribute('data-shell');
  await expect(page.locator('html')).not.toHaveAttribute('data-signed-in');

  release();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign in to your account' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My accounts' })).toHaveCount(0);
});

test.describe('a guest payer', () => {
  // the guest link's payment checks the phone's location: A1's store is in Houston
  test.use(phoneIn('houston'));

  test('is never shown the shell: she has no accounts, and a Dashboard address ends her guest session at Login', async ({
    page,
  }) => {
    const payment = /\/inl\/Accounts\/a0000000-0000-4000-8000-000000000001\/Payment$/;
    await page.goto(guestLinkPath('A1'));
    await expect(page).toHaveURL(payment);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const release = await holdAppScript(page);
    await page.goto('/inl/Accounts', { waitUntil: 'commit' });
    await expect(page.locator('#page-not-started')).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-signed-in');
    await expect(page.locator('#root')).toBeEmpty();

    release();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sign in to your account' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'My accounts' })).toHaveCount(0);
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the shell stays hidden: no script marked the tab as holding a session', async ({
    page,
  }) => {
    await page.goto('/inl/Accounts');
    await expect(page.locator('#root')).toHaveAttribute('data-shell', '');
    await expect(page.getByRole('heading', { level: 1, name: 'My accounts' })).toBeHidden();
    await expect(page.getByText('Loading your loans…')).toBeHidden();
  });
});
