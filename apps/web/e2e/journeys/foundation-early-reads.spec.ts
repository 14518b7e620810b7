// Early reads (issue 11, decision 034): a signed-in page, loaded again, asks for the reads its screen made last time
// from the page's only script, before the app's script has even arrived, and the app takes those answers instead of
// asking again. The app's script is held here until the Dashboard's read has gone out: without early reads that read
// would wait for the app, and the page would never get there. (The service worker is blocked so the test's routes see
// the page's requests.)
import { expect, test } from '../support/test';
import { signIn } from '../support/sign-in';

test.use({ serviceWorkers: 'block' });

test("P1's Dashboard, reloaded, asks for her loans before the app's script has arrived, and once", async ({
  page,
}) => {
  await signIn(page, 'ana.tlxe@example.com');
  await expect(page).toHaveURL(/\/inl\/Accounts$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Loan 10001-001' })).toBeVisible();

  const reads: string[] = [];
  let asked!: () => void;
  const accountsAsked = new Promise<void>((resolve) => (asked = resolve));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/api/accounts') return;
    reads.push(request.url());
    asked();
  });
  let held = 0;
  // the app's entry and its shell chunk (both main-*.js) arrive only after the read has gone out
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    held += 1;
    await accountsAsked;
    await route.continue();
  });

  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 2, name: 'Loan 10001-001' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(held).toBeGreaterThan(0);
  expect(reads).toHaveLength(1);
});
