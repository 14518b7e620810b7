// The card screens on a phone (Pixel 7, 412 px): the hosted card form takes the expiry as MMYY and
// keeps what was typed after an error, its frame grows with it (nothing cut off), its expiry and
// CVV inputs line up, its button says what it does and it wears the brand's colours; card rows keep
// Remove beside the card; a declined card that was not to be saved says what to do, takes the borrower
// back to the card choice with the amount kept (another card is ready to pay), and is not listed afterwards.
import { expect, test, type Locator, type Page, type TestInfo } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { JOURNEY_CVV } from '../support/card-data';
import {
  chooseOtherAmount,
  continueTo,
  fillHostedCard,
  hostedForm,
  hostedSubmit,
  openLoan,
  startPayment,
} from '../support/payments';
import { signIn } from '../support/sign-in';
import { phoneIn } from '../support/location';

// the payment's location check (gpsCheckPayment, on by default): the loan's store is in Chicago
test.use(phoneIn('chicago'));

// a sign-in, the hosted form twice and (in the second) a payment through the job: more than 30 s on a busy machine
test.describe.configure({ timeout: 120_000 });

const P1 = 'ana.tlxe@example.com';
const P2 = 'ben.multi@example.com';
const T1 = '10002-002';
/** The seeded cards' expiry month and year (December, three years on), typed without a slash. */
const seededExpiryDigits = () =>
  `12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not rendered');
  return found;
}

/** A 412 px screenshot into the test's output, to look at. */
const shoot = (page: Page, info: TestInfo, name: string) =>
  page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });

test('P1: an expiry typed as MMYY, an error that keeps the card number, a frame that fits, Remove beside each card', async ({
  page,
}, testInfo) => {
  await signIn(page, P1);
  await page.goto('/inl/PaymentMethods');
  const rows = page.getByRole('list', { name: 'Saved cards' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) {
    const summary = await box(row.locator('span').first());
    const remove = await box(row.getByRole('button', { name: /^Remove / }));
    // on the card's line, to its right: not wrapped under the text
    expect(remove.y).toBeLessThan(summary.y + summary.height);
    expect(remove.x).toBeGreaterThanOrEqual(summary.x + summary.width - 1);
  }
  await shoot(page, testInfo, 'manage-payment-methods');

  await page.getByRole('link', { name: 'Add payment method' }).click();
  const form = hostedForm(page);
  const frame = page.locator('iframe[title="Card details"]');
  await expect(hostedSubmit(page)).toHaveText('Save card');
  const expiry = form.getByLabel(/^Expiry date/);
  const cvv = form.getByLabel(/^Security code/);
  // on one line once the frame's stylesheet applies (a layout read before it arrives sees the inputs stacked)
  await expect.poll(async () => (await box(expiry)).y - (await box(cvv)).y).toBeCloseTo(0, 0);

  // a bad month first: the error is shown and nothing typed is lost
  await form.getByLabel(/^Card number/).fill('4111 1111 1111 1111');
  await expiry.fill('1329');
  await cvv.fill(JOURNEY_CVV);
  await form.getByLabel(/^First name/).fill('Ana');
  await form.getByLabel(/^Last name/).fill('Rivera');
  await hostedSubmit(page).click();
  await expect(form.getByRole('alert')).toContainText('Please correct the card details');
  await expect(form.getByLabel(/^Card number/)).toHaveValue('4111 1111 1111 1111');
  await expect(cvv).toHaveValue(JOURNEY_CVV);
  await expect(form.getByLabel(/^Last name/)).toHaveValue('Rivera');
  // the frame grew with the error: the last field and the button are inside it, not cut off
  await expect
    .poll(async () => (await box(hostedSubmit(page))).y + (await box(hostedSubmit(page))).height)
    .toBeLessThanOrEqual((await box(frame)).y + (await box(frame)).height);
  const frameBox = await box(frame);
  const lastName = await box(form.getByLabel(/^Last name/));
  expect(lastName.y + lastName.height).toBeLessThanOrEqual(frameBox.y + frameBox.height);
  const submitBox = await box(hostedSubmit(page));
  expect(submitBox.y + submitBox.height).toBeLessThanOrEqual(frameBox.y + frameBox.height);
  await shoot(page, testInfo, 'hosted-form-error');
  await expectNoSeriousA11yViolations(page);

  // the same expiry as the saved Visa, typed as MMYY: accepted, and it is the card already held
  await expiry.fill(seededExpiryDigits());
  await hostedSubmit(page).click();
  await expect(page).toHaveURL(/\/inl\/PaymentMethods$/);
  await expect(
    page
      .getByRole('list', { name: 'Saved cards' })
      .getByRole('listitem', { name: 'Visa debit ending in 1111' }),
  ).toHaveCount(1);
  await expect(rows).toHaveCount(2);
});

test('P2 (tmx): the form wears the brand and says what it does; a declined one-time card says what to do, another card is ready to pay, and the declined card is not kept', async ({
  page,
}, testInfo) => {
  await signIn(page, P2);
  await openLoan(page, 'tmx', T1);
  await startPayment(page);
  await chooseOtherAmount(page, '11');
  await continueTo(page, /\/tmx\/Accounts\/[0-9a-f-]{36}\/Payment\/SelectPaymentMethod$/);
  await page.getByRole('link', { name: 'Add a new card' }).click();
  const save = page.getByRole('checkbox', { name: 'Save this card for later' });
  await expect(hostedSubmit(page)).toHaveText('Use this card');
  await expect(hostedSubmit(page)).toHaveCSS('background-color', 'rgb(156, 28, 28)');
  await save.check();
  await expect(hostedSubmit(page)).toHaveText('Save card');
  await save.uncheck();
  await expect(hostedSubmit(page)).toHaveText('Use this card');
  await shoot(page, testInfo, 'hosted-form-tmx');

  await fillHostedCard(page, '4000 0000 0000 0002');
  await expect(page).toHaveURL(/\/Payment\/ReviewPayment$/);
  await page.getByRole('button', { name: 'Pay $11.00' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your payment was not made' }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('live-status')).toContainText('Card declined');
  await expect(page.getByText('Try another card, or call your store for help.')).toBeVisible();
  await expect(
    page.getByRole('link', { name: /^Call your store: \(\d{3}\) \d{3}-\d{4}$/ }),
  ).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  await shoot(page, testInfo, 'payment-declined');
  await expectNoSeriousA11yViolations(page);

  // another card, same amount, no starting over; the declined card is not offered again
  await page.getByRole('link', { name: 'Use another card' }).click();
  await expect(page).toHaveURL(/\/Payment\/SelectPaymentMethod$/);
  await expect(page.getByRole('radio', { name: 'Visa debit ending in 0002' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Add a new card' }).click();
  await fillHostedCard(page, '5555 5555 5555 4444');
  // ready to pay again with the other card (not paid here: T1's own journeys read its amounts)
  await expect(page).toHaveURL(/\/Payment\/ReviewPayment$/);
  await expect(page.getByText(/4444/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay $11.00' })).toBeEnabled();

  await page.goto('/tmx/PaymentMethods');
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Manage payment methods' }),
  ).toBeVisible();
  await expect(page.getByText('•••• 0002')).toHaveCount(0);
});
