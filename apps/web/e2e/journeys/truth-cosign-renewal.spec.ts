// Issue 48 item 6, decision 054: the co-signer signs the renewal that binds him. P1 starts the renewal of A1 (her
// phone in Houston, her store's state), signs her disclosure and waits — "Waiting for Devon Park to sign", nothing
// charged. In his own browser P4 signs in, finds the task on A1 naming Ana and her payment, reads his own copy (his
// date of birth and SSN's last four, Ana named only, the APR box) and signs it. P1's page goes on by itself; she
// pays, the renewal completes and the new loan carries on. axe in English and Spanish on the new screens.
import { expect, test } from '../support/test';
import { expectAccessibleInBothLanguages } from '../support/axe';
import { expectPageTruth } from '../support/page-truth';
import { openLoan, payoffCents } from '../support/payments';
import {
  A1,
  IN_HOUSTON,
  P1,
  P4,
  chooseRenewalMinimum,
  cosignerSigns,
  expectWaitingForDevon,
  openA1,
  signInFrame,
  signingPage,
  startRenewal,
  toDisclosureSigning,
  toRenewalReview,
} from '../support/renewal';
import { signIn } from '../support/sign-in';

test.use({ geolocation: IN_HOUSTON, permissions: ['geolocation'] });

test('P1 signs and waits for P4; P4 reads his own copy from the task on A1 and signs; P1’s page goes on, she pays and the loan is renewed', async ({
  page,
  browser,
  baseURL,
}) => {
  // two sign-ins, two e-sign ceremonies, the payment job and axe on four screens, on a busy 2-core machine
  test.setTimeout(300_000);
  await signIn(page, P1);
  await openA1(page);
  expect(await payoffCents(page)).toBeGreaterThan(0);
  await startRenewal(page);
  const minimum = await chooseRenewalMinimum(page);
  await toRenewalReview(page);
  await toDisclosureSigning(page);
  await signInFrame(page, 'Ana Rivera');

  // she waits: titled by its state, what happens said, nothing charged
  await expectWaitingForDevon(page);
  const main = page.locator('main');
  await expect(main).toContainText(
    `we asked Devon Park to read and sign the renewal too, for your payment of ${minimum}.`,
  );
  await expect(main).toContainText(
    'If the renewal is not signed today, nothing is renewed or charged.',
  );
  await expect(main).toContainText('This page goes on by itself when Devon Park signs.');
  await expectAccessibleInBothLanguages(page);
  await expectPageTruth(page, { viewer: P1 });

  // P4, in his own browser: the task on A1, his copy, his signature
  await cosignerSigns(browser, minimum, {
    baseURL: baseURL ?? '',
    onTask: async (devon) => {
      await expectAccessibleInBothLanguages(devon);
    },
    onCopy: async (devon) => {
      const copy = signingPage(devon).getByRole('region', { name: 'Refinance disclosure' });
      await expect(copy).toContainText('Devon Park');
      await expect(copy).toContainText('***-**-0104');
      await expect(copy).toContainText('01/30/1988');
      await expect(copy).toContainText('Ana Rivera');
      await expect(copy).not.toContainText('***-**-0101');
      await expect(copy).not.toContainText('03/14/1990');
      await expect(copy).toContainText('Annual percentage rate');
      await expect(copy).toContainText(minimum);
      await expectPageTruth(devon, { viewer: P4 });
    },
  });

  // her page goes on by itself to the products, then she pays
  await expect(
    page.getByRole('heading', { level: 1, name: 'Add products to your new loan' }),
  ).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  const autoPay = page.getByRole('heading', { level: 1, name: 'Set up auto-pay' });
  const pay = page.getByRole('heading', { level: 1, name: 'Pay and renew' });
  await expect(autoPay.or(pay)).toBeVisible();
  if (await autoPay.isVisible())
    await page.getByRole('button', { name: 'Yes, pay automatically' }).click();
  await expect(pay).toBeVisible();
  await page.getByRole('button', { name: `Pay ${minimum} and renew` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Loan renewed' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(main).toContainText('10001-002');

  // the new loan shows, and A1 is renewed
  await openLoan(page, 'inl', '10001-002');
  await page.goto('/inl/Accounts');
  const old = page
    .getByRole('heading', { level: 2, name: `Loan ${A1}` })
    .locator('xpath=ancestor::article[1]');
  await expect(old.getByText('Renewed (refinanced)')).toBeVisible();
});
