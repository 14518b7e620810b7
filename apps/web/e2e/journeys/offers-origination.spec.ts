// Issue 12, a new title loan from an appraisal offer. First, P6 (tmx, no loan) opens the menu's "apply for a loan"
// (tmx's own application page with its campaign parameters), starts a $500.00 loan for cash at the store, another
// device (no origination cookie) resumes him at signing from the server's state, and he declines to sign: no loan is
// made and he is told what to do next. Then he takes the offer: he sees it on the Dashboard and in Offers ($3,000.00
// on a 2020 Honda Civic) beside his widget offer (WidgetOffer); "Call me" queues a call (a second visit shows the
// same call); "Get my money": $1,500.00 (an amount out of range is refused as typed), his debit card (added through
// the hosted form), "Get my loan"; a reload mid-way resumes at the step reached. He signs the loan agreement on the
// e-sign sandbox's page, sees the done state, and the Dashboard shows the new title loan with its due date and
// vehicle. axe in English and Spanish on each new screen.
import { expect, test, type Page } from '../support/test';
import { expectAccessibleInBothLanguages } from '../support/axe';
import { signIn } from '../support/sign-in';
import { fillHostedCard } from '../support/payments';
import { openMenu } from '../support/menu';
import { signInCeremony } from '../support/esign';
import { chooseAmountAndMethod } from '../support/origination';

const P6 = 'frank.appraisal@example.com';
const VEHICLE = '2020 Honda Civic';

const signingPage = (page: Page) =>
  page.frameLocator('iframe[title="Loan agreement signing page"]');

test('P6 starts a loan for cash at the store, resumes it on another device, and declines to sign: no loan is made', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, P6);
  await page.goto('/tmx/Accounts');

  // the menu's "apply for a loan" opens tmx's own application page, with the campaign parameters (never this app)
  await page
    .context()
    .route(/^https:\/\/apply\.pine-title-loans\.example\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Apply</title>' }),
    );
  const menu = await openMenu(page);
  const opened = page.context().waitForEvent('page');
  await menu.getByText('Apply for a loan', { exact: true }).click();
  const tab = await opened;
  await expect
    .poll(() => tab.url())
    .toBe(
      'https://apply.pine-title-loans.example/start?utm_source=app&utm_medium=menu&utm_campaign=tmx',
    );
  await tab.close();
  await menu.getByRole('button', { name: 'Close menu' }).click();

  await chooseAmountAndMethod(page, '500.00', 'Cash at my store');
  await page.getByRole('button', { name: 'Get my loan' }).click();
  await expect(page).toHaveURL(/\/tmx\/Origination\/DocuSign\?/, { timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Your loan terms' })).toContainText('$500.00');

  // another device (no origination cookie): the server's state resumes him at signing
  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, P6);
  await second.goto('/tmx/Accounts');
  await second.getByRole('link', { name: 'Get my money' }).click();
  await expect(second).toHaveURL(/\/tmx\/Origination\/DocuSign\?/);
  await expect(second.getByRole('region', { name: 'Your loan terms' })).toContainText('$500.00');
  await other.close();

  // he declines on the sandbox's page: no loan, and what to do next
  await page.getByRole('button', { name: 'Review and sign the agreement' }).click();
  await signingPage(page).getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('You did not sign, so no loan was made.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    page.getByText(/You can start again from your offer while it lasts, or call /),
  ).toBeVisible();
  await expectAccessibleInBothLanguages(page);
  await page.goto('/tmx/Accounts');
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'You qualify for a loan of up to $3,000.00' }),
  ).toBeVisible();
});

test('P6 takes his appraisal offer: $1,500.00 to a new debit card, signs, and the title loan shows', async ({
  page,
}) => {
  // sign-in, a card through the hosted form, the loan made by a job, the signing ceremony and the payout
  test.setTimeout(180_000);
  await signIn(page, P6);

  // the Dashboard has no loans, and shows the offer instead
  await page.goto('/tmx/Accounts');
  const offer = page.getByRole('region', { name: 'You qualify for a loan of up to $3,000.00' });
  await expect(offer).toContainText(`On your ${VEHICLE}.`);
  await expect(offer.getByRole('link', { name: 'Get my money' })).toBeVisible();
  await expectAccessibleInBothLanguages(page);

  // Offers → the offer's details
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: /^Offers/ }).click();
  await expect(page).toHaveURL(/\/tmx\/Offers$/);
  await page.getByRole('link', { name: `View offer: Loan offer on your ${VEHICLE}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Loan offer on your ${VEHICLE}` }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'You qualify for up to $3,000.00.' }),
  ).toContainText('Borrow from $500.00 to $3,000.00.');
  await expectAccessibleInBothLanguages(page);

  // his widget offer: what it is and how to take it (apply online or call the store)
  await page.getByRole('link', { name: 'Back to offers' }).click();
  await page.getByRole('link', { name: 'View offer: Special offer' }).click();
  await page.getByRole('link', { name: 'See how to take it' }).click();
  await expect(page).toHaveURL(/\/tmx\/Offers\/WidgetOffer\?offerKey=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your special offer' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply online' })).toBeVisible();
  await expectAccessibleInBothLanguages(page);
  await page.goBack();
  await page.goBack();
  await page.getByRole('link', { name: `View offer: Loan offer on your ${VEHICLE}` }).click();

  // Call me: queued once; a second visit shows the same call
  await page.getByRole('link', { name: 'Call me' }).click();
  await expect(page).toHaveURL(/\/tmx\/Origination\/CallMe\?applicationId=/);
  const call = page.getByRole('heading', {
    level: 2,
    name: /^We'll call you at .+ by \d{1,2}:\d{2}\s?[AP]M/,
  });
  await expect(call).toBeVisible();
  const said = await call.innerText();
  await expectAccessibleInBothLanguages(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: said })).toBeVisible();

  // Get my money: the amount, refused as typed when out of range
  await page.goBack();
  await expect(page.getByRole('link', { name: 'Get my money' })).toBeVisible();
  await page.getByRole('link', { name: 'Get my money' }).click();
  await expect(page).toHaveURL(/\/tmx\/Origination\/Amount\?/);
  const amount = page.getByRole('textbox', { name: 'Loan amount' });
  await expect(amount).toHaveValue('3,000.00');
  await expectAccessibleInBothLanguages(page);
  await amount.fill('100');
  await expect(page.getByText('The smallest loan is $500.00.')).toBeVisible();
  await amount.fill('3,500.00');
  await expect(page.getByText('The largest loan is $3,000.00.')).toBeVisible();
  await amount.fill('1,500.00');
  await page.getByRole('button', { name: 'Continue' }).click();

  // how the money comes: only the offer's ways (debit card, cash at the store)
  await expect(page).toHaveURL(/\/tmx\/Origination\/ChooseMethod\?/);
  const ways = page.getByRole('group', { name: 'Send my money' });
  await expect(ways.getByRole('radio')).toHaveCount(2);
  await expect(ways.getByRole('radio', { name: 'Cash at my store' })).toBeVisible();
  await expectAccessibleInBothLanguages(page);

  // a reload mid-way resumes here, with the amount kept (the origination cookie)
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your loan' })).toContainText('$1,500.00');

  // the debit card: he has none that can receive money, so he adds one through the hosted form
  await ways.getByRole('radio', { name: 'To my debit card — usually within 30 minutes' }).check();
  await page.getByRole('link', { name: 'Choose a debit card' }).click();
  await expect(page).toHaveURL(/\/tmx\/Origination\/ManageDisburseMethod\?/);
  await expectAccessibleInBothLanguages(page);
  await page.getByRole('link', { name: 'Add a debit card' }).click();
  await expect(page).toHaveURL(/\/tmx\/Origination\/AddDebitDisburseMethod\?/);
  await expectAccessibleInBothLanguages(page);
  await fillHostedCard(page, '4111 1111 1111 1111');
  await expect(page).toHaveURL(/\/tmx\/Origination\/ChooseMethod\?/);
  await expect(page.getByRole('region', { name: 'Debit card' })).toContainText(
    'Card ending in 1111',
  );

  // Get my loan: the loan is made, then its terms to sign
  await page.getByRole('button', { name: 'Get my loan' }).click();
  await expect(page).toHaveURL(/\/tmx\/Origination\/DocuSign\?/, { timeout: 20_000 });
  const terms = page.getByRole('region', { name: 'Your loan terms' });
  await expect(terms).toContainText('$1,500.00');
  await expect(terms).toContainText('$375.00');
  await expect(terms).toContainText('$1,875.00');
  await expect(terms).toContainText(VEHICLE);
  await expect(terms).toContainText('Debit card ending in 1111');
  await expectAccessibleInBothLanguages(page);

  // a reload, and entering again from the Dashboard, resume at signing
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your loan terms' })).toBeVisible();
  await page.goto('/tmx/Accounts');
  await page.getByRole('link', { name: 'Get my money' }).click();
  await expect(page).toHaveURL(/\/tmx\/Origination\/DocuSign\?/);

  // the signing ceremony: the sandbox's page in a frame
  await page.getByRole('button', { name: 'Review and sign the agreement' }).click();
  const frame = signingPage(page);
  await expect(frame.getByRole('heading', { level: 3, name: 'Review and sign' })).toBeVisible();
  await signInCeremony(frame, { initials: 'FM', name: 'Frank Mendez' });

  // the done state, then the new loan on the Dashboard
  await expect(page.getByRole('heading', { name: 'Your loan is ready', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('$1,500.00 was sent to card •••• 1111.')).toBeVisible();
  // titled by its result, with no way "back" into the signing (issue 48)
  await expect(
    page.getByRole('heading', { name: 'Review and sign your loan agreement' }),
  ).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Back' })).toHaveCount(0);
  await expect(page).toHaveTitle(/^Loan ready · /);
  await expectAccessibleInBothLanguages(page);
  await page.getByRole('link', { name: 'Go to my loans' }).click();
  await expect(page).toHaveURL(/\/tmx\/Accounts$/);
  const loan = page.getByRole('article').filter({ hasText: VEHICLE });
  await expect(loan).toBeVisible();
  await expect(loan).toContainText('Due date');
  await expect(loan).toContainText(/\d{1,2}\/\d{1,2}\/\d{4}/);
  await expect(
    page.getByRole('region', { name: 'You qualify for a loan of up to $3,000.00' }),
  ).toHaveCount(0);
  // nothing is left to resume: the origination cookie is gone
  const cookies = await page.context().cookies();
  expect(cookies.filter((c) => c.name.startsWith('origination_'))).toEqual([]);
});
