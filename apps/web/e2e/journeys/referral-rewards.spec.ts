// Referral rewards journeys (issue 16; spec §2 Referral group and referral-only sidebar, §4 Referral):
// P7 sees her rewards, shares her link (copy fallback: headless Chromium has no share sheet) and its QR
// code; a newcomer comes by her link and registers with her code, and once a store funds their first loan
// P7's balance rises by exactly $50.00, once; P7 cashes out through the hosted form (a declined card first,
// which leaves the balance) to $0.00; a new profile enrols, an NLS customer cannot, and a TLXe customer
// sees rewards only while displayRetailReferral is on. axe on every referral screen, in English and Spanish.
import { expect, test, type Page } from '../support/test';
import { expectAccessibleInBothLanguages, expectNoSeriousA11yViolations } from '../support/axe';
import { fillHostedCard } from '../support/payments';
import { signIn } from '../support/sign-in';
import { openMenu } from '../support/menu';
import { registerAndVerify } from '../support/register';

const GINA = 'gina.referral@example.com';
const REFERRED = `maria.${Date.now()}@example.com`;

const summary = (page: Page) => page.getByRole('region', { name: 'Your rewards' });
const balance = (page: Page, amount: string) =>
  expect(summary(page).getByText(amount, { exact: true })).toBeVisible();

async function openRewards(page: Page) {
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Referral rewards' }).click();
  await expect(page).toHaveURL(/\/Referral$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Referral rewards' })).toBeVisible();
}

async function setSettings(page: Page, overrides: Record<string, unknown>) {
  const res = await page.request.put('/api/dev/configsettings', { data: { overrides } });
  expect(res.ok(), await res.text()).toBe(true);
}

test.describe.configure({ mode: 'serial', timeout: 60_000 });

test('P7 gets the referral-only sidebar and sees her balance, sign-ups, scans, history, link, code and QR code, and shares', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, GINA);
  const menu = await openMenu(page);
  const items = await menu.getByRole('link').allInnerTexts();
  expect(items.join('|')).toContain('Referral rewards');
  expect(items.join('|')).not.toMatch(/All my accounts|Manage payment methods|Store locator/);
  await page.keyboard.press('Escape');
  await openRewards(page);
  await balance(page, '$100.00');
  await expect(summary(page)).toContainText('People signed up2');
  await expect(summary(page)).toContainText('Codes scanned5');
  await expect(summary(page)).toContainText(
    'You earn $50.00 for each person who signs up and takes a loan',
  );
  await expect(summary(page)).not.toContainText('per share');
  const history = page.getByRole('region', { name: 'Balance history' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  const share = page.getByRole('region', { name: 'Share your link' });
  await expect(share).toContainText(/\/Refer\/GINA50/);
  await expect(share).toContainText('GINA50');
  await expectAccessibleInBothLanguages(page);

  const recorded = page.waitForResponse(
    (r) => r.url().endsWith('/api/referralShare') && r.status() === 201,
  );
  await share.getByRole('button', { name: 'Share' }).click();
  await expect(share.getByRole('status')).toHaveText('Link copied');
  await recorded;
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/Refer\/GINA50$/);
  await share.getByRole('button', { name: 'Show QR code' }).click();
  await expect(share.getByRole('img', { name: 'QR code for your referral link' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a newcomer opens P7’s link, registers with her code, and P7 earns exactly $50.00 once their first loan is funded', async ({
  browser,
  page,
}) => {
  const visitor = await browser.newContext();
  const them = await visitor.newPage();
  await them.goto('/Refer/GINA50');
  // the heading names the referrer once the scan answers (P7 has not given her name yet: 'A friend')
  await expect(them.getByRole('heading', { level: 1, name: 'A friend invited you' })).toBeVisible();
  await expectNoSeriousA11yViolations(them);
  await them.getByRole('link', { name: 'Register' }).click();
  await expect(them).toHaveURL(/\/Register/);
  await expect(them.getByText('GINA50')).toBeVisible();
  await registerAndVerify(them, REFERRED);
  await visitor.close();

  await signIn(page, GINA);
  await openRewards(page);
  await expect(summary(page)).toContainText('People signed up3');
  await expect(summary(page)).toContainText('Codes scanned6');
  await balance(page, '$100.00');

  // the qualifying event: a store funds the referred person's first loan (the sandbox loan system)
  const fund = () =>
    page.request.post('/api/dev/fundedLoans', {
      data: { username: REFERRED, firstName: 'Maria', lastName: 'Lopez' },
    });
  expect((await fund()).status()).toBe(201);
  await page.reload();
  await balance(page, '$150.00');
  const history = page.getByRole('region', { name: 'Balance history' });
  await expect(history.getByRole('listitem').first()).toContainText('Sign-up: Maria');
  await expect(history).not.toContainText('Lopez');
  // a second loan of the same person credits nothing more
  expect((await fund()).status()).toBe(201);
  await page.reload();
  await balance(page, '$150.00');
  await expect(history.getByRole('listitem')).toHaveCount(3);
});

test('P7 cashes out her whole balance: profile, a declined card that leaves the balance, then a debit card', async ({
  page,
}) => {
  await signIn(page, GINA);
  await openRewards(page);
  await balance(page, '$150.00');
  await page.getByRole('button', { name: 'Cash out' }).click();

  await expect(page).toHaveURL(/\/Referral\/ReferCompleteProfile$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Complete your profile' }),
  ).toBeVisible();
  await page.getByLabel('ZIP code').fill('6060');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Enter a 5-digit ZIP code.')).toBeVisible();
  await expectAccessibleInBothLanguages(page);
  await page.getByLabel('First name').fill('Gina');
  await page.getByLabel('Last name').fill('Brooks');
  await page.getByLabel('ZIP code').fill('60601');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/Referral\/ReferRedeemAddCard$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Where should we send your money?' }),
  ).toBeVisible();
  await expectAccessibleInBothLanguages(page);
  await fillHostedCard(page, '5555 5555 5555 4444');
  await expect(page.getByText("This card can't receive funds. Use a debit card.")).toBeVisible();
  await page.getByRole('button', { name: 'Try another card' }).click();
  await fillHostedCard(page, '4000 0000 0000 0002');

  await expect(page).toHaveURL(/\/Referral\/ReferRedeemReview$/);
  await expect(page.getByRole('region', { name: 'Cash-out details' })).toContainText('$150.00');
  await expectAccessibleInBothLanguages(page);
  await page.getByRole('button', { name: 'Confirm cash-out of $150.00' }).dblclick();
  await expect(page.getByText(/Your card declined the cash-out: Card declined/)).toBeVisible();
  await expect(page.getByText('Your balance has not changed.')).toBeVisible();
  await page.getByRole('button', { name: 'Try another card' }).click();

  await expect(page).toHaveURL(/\/Referral\/ReferRedeemAddCard$/);
  await fillHostedCard(page, '4111 1111 1111 1111');
  await expect(page).toHaveURL(/\/Referral\/ReferRedeemReview$/);
  await page.getByRole('button', { name: 'Confirm cash-out of $150.00' }).click();
  await expect(page).toHaveURL(/\/Referral\/ReferRedeemSuccess$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your money is on its way' }),
  ).toBeVisible();
  await expect(page.getByText('$150.00')).toBeVisible();
  await expect(page.getByText(/ending 1111/)).toBeVisible();
  // a confirmation number, never the processor's id (issue 48)
  await expect(page.getByText(/^RWD[0-9A-F]{12}$/)).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  await expectAccessibleInBothLanguages(page);
  await page.getByRole('link', { name: 'Back to referral rewards' }).click();
  await balance(page, '$0.00');
  await expect(page.getByRole('button', { name: 'Cash out' })).toBeDisabled();
  await expect(
    page.getByRole('region', { name: 'Balance history' }).getByRole('listitem').first(),
  ).toContainText('Cash-out to card ending 1111');
});

test('a new profile enrols; an NLS customer cannot; a TLXe customer sees rewards only while displayRetailReferral is on', async ({
  page,
}) => {
  const email = `nina.${Date.now()}@example.com`;
  await page.goto('/Register');
  await registerAndVerify(page, email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/Home$/);
  await page.getByRole('button', { name: 'Join referral rewards' }).click();
  await expect(page).toHaveURL(/\/Referral$/);
  await balance(page, '$0.00');
  await expect(page.getByRole('region', { name: 'Share your link' })).toContainText(
    /\/Refer\/[A-Z2-9]{6}/,
  );

  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await signIn(page, 'carla.nls@example.com');
  await page.goto('/Home');
  await expect(page.getByRole('button', { name: 'Join referral rewards' })).toHaveCount(0);
  const carlaMenu = await openMenu(page);
  await expect(carlaMenu.getByRole('link', { name: 'Referral rewards' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await setSettings(page, { displayRetailReferral: false });
  await signIn(page, 'ana.tlxe@example.com');
  const off = await openMenu(page);
  await expect(off.getByRole('link', { name: 'My profile' })).toBeVisible();
  await expect(off.getByRole('link', { name: 'Referral rewards' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await setSettings(page, { displayRetailReferral: true });
  await page.reload();
  await openRewards(page);
  await balance(page, '$0.00');
});
