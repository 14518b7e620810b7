// Issue 48, "One look": the borrower's screens at 320 px in English and Spanish, each compared with its approved
// screenshot (support/look.ts; approved ones in look-320.spec.ts-snapshots/, updated on purpose with
// `npm run test:look:update`), and on each the page's truth (support/page-truth.ts): no UTC time, no raw id, no
// other person's date of birth. P1 signs in, reads her dashboard, the menu, her loan and its documents, pays $50.00
// with her saved Visa to the confirmation, then her profile and the stores; P5 reads her offers and the settlement
// offer; P7 her referral rewards with the QR code shown; P6 takes his appraisal offer: the offer, the amount (with its
// federal box), the method, the signing step and the result. axe in both languages on the screens with the shared
// radios and tick boxes (support/axe.ts). P3's draw (line of credit, brand chs) is in journeys-chs/look-320-chs.spec.ts.
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { LOOK_320, lookAt } from '../support/look';
import { openMenu } from '../support/menu';
import { chooseOtherAmount, continueTo, openLoan, startPayment } from '../support/payments';
import { signIn } from '../support/sign-in';
import { phoneIn } from '../support/location';

// the payment's location check (gpsCheckPayment, on by default): A1's store is in Houston
test.use(phoneIn('houston'));

const P1 = 'ana.tlxe@example.com';
const P5 = 'erin.settle@example.com';
const P7 = 'gina.referral@example.com';
const P6 = 'frank.appraisal@example.com';
const VEHICLE = '2020 Honda Civic';
const A1 = '10001-001';

test.use(LOOK_320);

test('signed out: Login with its "Remember me" tick box', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeVisible();
  await lookAt(page, 'login');
  await expectNoSeriousA11yViolations(page);
});

test('P1: dashboard, menu, loan, documents, a $50.00 payment to its confirmation, profile, stores', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, P1);
  await page.goto('/inl/Accounts');
  await expect(page.getByRole('link', { name: `Loan details for loan ${A1}` })).toBeVisible();
  await lookAt(page, 'dashboard', P1);

  const menu = await openMenu(page);
  await lookAt(page, 'menu', P1);
  await menu.getByRole('button', { name: /^(Close menu|Cerrar menú)$/ }).click();

  await openLoan(page, 'inl', A1);
  await lookAt(page, 'loan-details', P1);

  await page.getByRole('link', { name: 'Account documents' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await lookAt(page, 'documents', P1);

  await openLoan(page, 'inl', A1);
  await startPayment(page);
  await lookAt(page, 'payment-amount', P1);
  await chooseOtherAmount(page, '50');
  await continueTo(page, /\/Payment\/SelectPaymentMethod$/);
  await page.getByRole('radio', { name: 'Visa debit ending in 1111' }).check();
  await lookAt(page, 'payment-card', P1);
  await expectNoSeriousA11yViolations(page);
  await continueTo(page, /\/Payment\/ReviewPayment$/);
  await expect(page.getByRole('button', { name: 'Pay $50.00' })).toBeVisible();
  await lookAt(page, 'payment-review', P1);
  await page.getByRole('button', { name: 'Pay $50.00' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment confirmation' })).toBeVisible({
    timeout: 20_000,
  });
  // the confirmation number on one line at 320 px, in Spanish too (issue 48: it split as "PMT25AB3E / 69B8")
  const number = page
    .getByText('Confirmation number', { exact: true })
    .locator('xpath=following-sibling::dd[1]');
  await expect(number).toHaveText(/^[A-Z0-9-]+$/);
  const lineHeight = await number.evaluate((dd) => parseFloat(getComputedStyle(dd).lineHeight));
  expect((await number.boundingBox())?.height).toBeLessThan(lineHeight * 1.5);
  await lookAt(page, 'payment-confirmation', P1);

  await page.goto('/inl/CustomerProfile');
  await expect(page.getByRole('radio', { name: 'Email and text message' })).toBeChecked();
  await lookAt(page, 'profile', P1);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/inl/Stores');
  await expect(page.getByRole('heading', { level: 1, name: 'Find a store' })).toBeVisible();
  await lookAt(page, 'stores', P1);
});

test('P5: her offers and the settlement offer', async ({ page }) => {
  await signIn(page, P5);
  await page.goto('/inl/Offers');
  await expect(page.getByRole('heading', { level: 1, name: 'Your offers' })).toBeVisible();
  await lookAt(page, 'offers', P5);
});

test('P7: referral rewards, the QR code shown', async ({ page }) => {
  await signIn(page, P7);
  await page.goto('/Referral');
  await expect(page.getByRole('heading', { level: 1, name: 'Referral rewards' })).toBeVisible();
  await lookAt(page, 'referral', P7);
  await page.getByRole('button', { name: 'Show QR code' }).click();
  await expect(page.getByRole('img', { name: /QR/ })).toBeVisible();
  await lookAt(page, 'referral-qr', P7);
});

test('P6: his appraisal offer, the amount, the method, signing and the result', async ({
  page,
}) => {
  // the loan made by a job and the signing ceremony on a busy 2-core machine
  test.setTimeout(180_000);
  await signIn(page, P6);
  await page.goto('/tmx/Offers');
  await page.getByRole('link', { name: `View offer: Loan offer on your ${VEHICLE}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Loan offer on your ${VEHICLE}` }),
  ).toBeVisible();
  await lookAt(page, 'origination-offer', P6);

  await page.getByRole('link', { name: 'Get my money' }).click();
  await expect(page).toHaveURL(/\/tmx\/Origination\/Amount\?/);
  await page.getByRole('textbox', { name: 'Loan amount' }).fill('1,500.00');
  await expect(page.getByTestId('federal-box')).toContainText('$1,875.00');
  await lookAt(page, 'origination-amount', P6);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/tmx\/Origination\/ChooseMethod\?/);
  await page
    .getByRole('group', { name: 'Send my money' })
    .getByRole('radio', { name: 'Cash at my store' })
    .check();
  await lookAt(page, 'origination-method', P6);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Get my loan' }).click();

  await expect(page).toHaveURL(/\/tmx\/Origination\/DocuSign\?/, { timeout: 20_000 });
  const review = page.getByRole('button', { name: 'Review and sign the agreement' });
  await expect(review).toBeVisible();
  await lookAt(page, 'origination-sign', P6);
  await review.click();
  const frame = page.frameLocator('iframe[title="Loan agreement signing page"]');
  await frame.getByLabel(/^Your initials/).fill('FM');
  await frame.getByLabel('Type your full name to sign').fill('Frank Mendez');
  await frame
    .getByRole('checkbox', { name: 'I agree to sign this document electronically.' })
    .check();
  await frame.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your loan is ready', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await lookAt(page, 'origination-result', P6);
});
