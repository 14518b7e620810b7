/**
 * The offline dashboard (issue 11, decision 024): P2 signs in and sees his tmx loans; the service worker controls the
 * page; the loans are kept on the device encrypted. Offline, a reload shows the same loans with the time they were
 * read, the offline banner says why paying is off, and the pay button is disabled. Signing out (still offline)
 * deletes the kept loans and their key.
 */
import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signIn } from '../support/sign-in';
import { openMenu } from '../support/menu';

// a PWA journey: the service worker installs here (the config blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

const loanHeadings = (page: Page) =>
  page.getByRole('heading', { level: 2, name: /^Loan \d{5}-\d{3}$/ });

/** What the app keeps for offline use: the stored texts by storage key. */
const kept = (page: Page) =>
  page.evaluate(() => ({
    loans: Object.fromEntries(
      Object.keys(localStorage)
        .filter((key) => key.startsWith('offline.'))
        .map((key) => [key, localStorage.getItem(key) ?? '']),
    ),
    key: sessionStorage.getItem('offline.key'),
  }));

// P2: T1 stays open and payable through the run (other journeys pay part of it, never all); the journey reads what
// his tmx Dashboard shows online and expects the same offline
const P2 = 'ben.multi@example.com';

test('offline: the last-known loans with their time, paying off, deleted at sign-out', async ({
  page,
  context,
}) => {
  // two sign-ins, three reloads and axe in two languages: more than one screen's budget
  test.setTimeout(120_000);
  await signIn(page, P2);
  await page.goto('/tmx/Accounts');
  // every loan, whatever view an earlier journey left chosen (a no-op when it is already All loans)
  await page.getByRole('radio', { name: 'All loans' }).check();
  await expect(loanHeadings(page).first()).toBeVisible();
  const loans = await loanHeadings(page).allTextContents();
  const facts = await page.getByRole('article').first().locator('dl').textContent();
  const payable = await page.getByRole('link', { name: /^Make a payment/ }).count();
  expect(payable).toBeGreaterThan(0);

  // a first visit is not yet controlled by the worker it installs: once it is active, a reload is
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const readAt = Date.now();
  await page.reload();
  await expect(loanHeadings(page)).toHaveText(loans);
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);

  // kept encrypted: no loan number in what is stored
  await expect
    .poll(async () => Object.keys((await kept(page)).loans))
    .toContain('offline.loans.tmx');
  const stored = await kept(page);
  expect(stored.key).not.toBeNull();
  for (const loan of loans)
    expect(stored.loans['offline.loans.tmx']).not.toContain(loan.replace('Loan ', ''));
  expect(stored.loans['offline.loans.tmx']).not.toContain('loanId');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My accounts' })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toContainText("You're offline.");
  await expect(page.getByTestId('offline-banner')).toContainText(
    'Payments and other changes are off',
  );
  await expect(loanHeadings(page)).toHaveText(loans);
  await expect(page.getByRole('article').first().locator('dl')).toHaveText(facts ?? '');
  // the time the loans were read (before going offline), in the device's zone
  const asOf = await page.evaluate(
    (at) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(at)),
    readAt,
  );
  await expect(page.getByTestId('offline-as-of')).toContainText(`Your loans as of ${asOf}`);
  const payOff = page.getByRole('button', { name: /^Make a payment \(off while you're offline\)/ });
  await expect(payOff).toHaveCount(payable);
  for (const button of await payOff.all()) await expect(button).toBeDisabled();
  await expect(page.getByRole('link', { name: /Make a payment/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await openMenu(page);
  await page.getByRole('button', { name: /Sign out/ }).click();
  await expect(page).toHaveURL(/\/\?signedOut=true$/);
  expect(await kept(page)).toEqual({ loans: {}, key: null });

  // back online, the Dashboard reads the loans again and the banner is gone
  await context.setOffline(false);
  await signIn(page, P2);
  await page.goto('/tmx/Accounts');
  await expect(loanHeadings(page)).toHaveText(loans);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Make a payment/ })).toHaveCount(payable);
});
