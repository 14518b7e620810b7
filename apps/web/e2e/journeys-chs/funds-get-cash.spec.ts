// Funds journeys (issue 14; spec §2 the get-cash screens and the cash advance cancel, §4 pending codes): P3 draws
// $200.00 from her line of credit L1 to her Visa ••1111 and sees it confirmed with L1's balance and available
// credit to the cent; cancels her pending $100.00 cash advance and the credit returns; a credit card is refused
// as a disbursement card; a declining debit card ends with a clear message and nothing drawn; the add-on lock
// with the location check (GPS flags for add-on on, as by default): the location step when the browser does not
// share its position, a position outside the store's state, an add-on being made on another device. axe on every
// screen, in English and Spanish.
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { expectAccessibleInBothLanguages, expectNoSeriousA11yViolations } from '../support/axe';
import { enterGetCash } from '../support/funds';
import { apiGetAs, fillHostedCard, openLoan } from '../support/payments';
import { apiSignIn, signIn } from '../support/sign-in';

const P3 = 'carla.nls@example.com';
const L1 = '30003-001';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** P3's store is in Columbus, OH: the phone is there (the add-on's location check). */
const AT_THE_STORE = { latitude: 40.005, longitude: -83.009 };
const IN_HOUSTON = { latitude: 29.76, longitude: -95.37 };
test.use({ geolocation: AT_THE_STORE, permissions: ['geolocation'] });

async function openGetCash(page: Page) {
  await openLoan(page, 'chs', L1);
  await enterGetCash(page);
}

const available = (page: Page) => page.getByRole('region', { name: 'Available credit' });

test('P3 draws $200.00 from L1 to her Visa ••1111: pending, then confirmed with the new balance and available credit', async ({
  page,
}) => {
  await signIn(page, P3);
  await openGetCash(page);
  await expect(available(page)).toContainText('$1,000.00');
  await expect(page.getByRole('region', { name: 'Send to' })).toContainText('1111');
  await expectAccessibleInBothLanguages(page);
  await page.getByLabel('Amount').fill('1000.01');
  await expect(page.getByText('You have $1,000.00 of available credit.')).toBeVisible();
  await page.getByLabel('Amount').fill('200');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Before we send your cash' }),
  ).toBeVisible();
  await expect(page.getByText(/We will send \$200\.00 to your Visa .*1111/)).toBeVisible();
  await expectAccessibleInBothLanguages(page);
  await page.getByRole('button', { name: 'Confirm and send $200.00' }).dblclick();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Your cash is on its way' }),
  ).toBeVisible({ timeout: 15_000 });
  const summary = page.getByRole('region', { name: 'Cash sent' });
  await expect(summary).toContainText('$200.00');
  await expect(summary).toContainText('1111');
  await expect(summary).toContainText('$600.00');
  await expect(summary).toContainText('$800.00');
  await expectAccessibleInBothLanguages(page);
  await page.getByRole('link', { name: 'Back to my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Loan ${L1}` })).toBeVisible();
});

test('P3 cancels her pending $100.00 cash advance and the credit returns', async ({ page }) => {
  await signIn(page, P3);
  await openLoan(page, 'chs', L1);
  await page.getByRole('button', { name: /^Cancel the cash advance of \$100\.00/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this cash advance?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel cash advance' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The cash advance of $100.00 was cancelled.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cancel the cash advance/ })).toHaveCount(0);
  await enterGetCash(page);
  await expect(available(page)).toContainText('$900.00');
});

test('a credit card is refused as a disbursement card; a declining debit card ends with nothing drawn', async ({
  page,
}) => {
  await signIn(page, P3);
  await openGetCash(page);
  await page.getByLabel('Amount').fill('25');
  await page.getByRole('link', { name: 'Change card' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Where should we send your cash?' }),
  ).toBeVisible();
  await expectAccessibleInBothLanguages(page);
  await page.getByRole('link', { name: 'Add a debit card' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a debit card' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await fillHostedCard(page, '5555 5555 5555 4444');
  await expect(
    page.getByText(/can(no|')t receive funds\. Use a debit card\./).first(),
  ).toBeVisible();
  await page
    .getByRole('button', { name: /Add another card|Try again/ })
    .first()
    .click();
  await fillHostedCard(page, '4000 0000 0000 0002');

  await expect(page.getByRole('heading', { level: 1, name: 'Get cash' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Send to' })).toContainText('0002');
  await page.getByLabel('Amount').fill('25');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm and send $25.00' }).click();
  await expect(page.getByText(/Your cash could not be sent: .*declined/)).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Nothing was drawn from your line of credit.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await openGetCash(page);
  await expect(available(page)).toContainText('$900.00');
});

/** From GetCashAmount with an amount to GetCashNotice (or the location step before it). */
async function chooseAmount(page: Page, amount: string) {
  await openGetCash(page);
  await page.getByLabel('Amount').fill(amount);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe('the location step', () => {
  test.use({ permissions: [] });

  test('without the position shared: GpsLocation explains, a refusal leads to GpsLocationDisabled, allowing it goes on', async ({
    page,
    context,
  }) => {
    await signIn(page, P3);
    await chooseAmount(page, '5');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Share your location' }),
    ).toBeVisible();
    await expect(
      page.getByText(/we check that you are in the same state as your store/),
    ).toBeVisible();
    await expectAccessibleInBothLanguages(page);
    await page.getByRole('button', { name: 'Share my location' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Location is turned off' }),
    ).toBeVisible();
    await expect(page.getByText(/Android phone \(Chrome\)/)).toBeVisible();
    await expectAccessibleInBothLanguages(page);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Location is still turned off for this site.',
    );
    await context.grantPermissions(['geolocation']);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Before we send your cash' }),
    ).toBeVisible();
    await expect(page.getByText(/We will send \$5\.00 to your/)).toBeVisible();
  });
});

test('a phone outside the store’s state is stopped at confirm with the spec’s words, and nothing is drawn', async ({
  page,
  context,
}) => {
  await signIn(page, P3);
  await chooseAmount(page, '5');
  const before = await drawLimits(page);
  await context.setGeolocation(IN_HOUSTON);
  await page.getByRole('button', { name: 'Confirm and send $5.00' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'You must be located in the same state as your store to continue.',
  );
  await expectNoSeriousA11yViolations(page);
  expect(await drawLimits(page)).toEqual(before);
});

test('while an add-on is being made on another device the draw is refused as locked (the try-lock’s 400); once that one ends hers goes through', async ({
  page,
  request,
}) => {
  await signIn(page, P3);
  await chooseAmount(page, '5');
  const elsewhere = await apiSignIn(request, P3);
  const loan = await loanOf(request, elsewhere);
  const lock = await request.post('/api/addOnLock', {
    headers: elsewhere,
    data: { loanId: loan.loanId, storeId: loan.storeId, ...AT_THE_STORE },
  });
  expect(lock.status()).toBe(200);
  await page.getByRole('button', { name: 'Confirm and send $5.00' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'being made elsewhere (another device or the store)',
  );
  // the other device's request ends (its card, the declining one added above, refuses the transfer): the lock is freed
  const cards = (await (
    await request.get('/api/cards?processorType=1', { headers: elsewhere })
  ).json()) as { cards: { cardNumber: string; cardIds: unknown }[] };
  const declining = cards.cards.find((card) => card.cardNumber === '0002');
  expect(declining, 'the declining card added by the journey above').toBeTruthy();
  const started = await request.post('/api/draw', {
    headers: elsewhere,
    data: {
      loanId: loan.loanId,
      lmsId: L1,
      amount: '5.00',
      cardIds: declining!.cardIds,
      idempotencyKey: crypto.randomUUID(),
    },
  });
  expect(started.status()).toBe(202);
  await expect
    .poll(
      async () =>
        (
          (await (
            await request.get(`/api/addOnLock?loanId=${loan.loanId}`, { headers: elsewhere })
          ).json()) as { isLocked: boolean }
        ).isLocked,
      { timeout: 15_000 },
    )
    .toBe(false);
  // hers now passes the lock and is sent (to the card the flow offers first: the declining one, so L1 is unchanged)
  await page.getByRole('button', { name: 'Confirm and send $5.00' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sending your cash' })).toBeVisible();
  await expect(page.getByText('Nothing was drawn from your line of credit.')).toBeVisible({
    timeout: 15_000,
  });
});

async function loanOf(
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<{ loanId: string; storeId: number }> {
  const list = (await (await request.get('/api/accounts?brandName=chs', { headers })).json()) as {
    loans: { loanId: string; lmsId: string; storeId: number }[];
  };
  const loan = list.loans.find((l) => l.lmsId === L1);
  expect(loan).toBeTruthy();
  return loan!;
}

/** The draw limits of the loan on screen (/chs/Accounts/:loanId/…), as the page's session reads them. */
const drawLimits = (page: Page) =>
  apiGetAs(page, `/drawLimits?loanId=${new URL(page.url()).pathname.split('/')[3]}`);
