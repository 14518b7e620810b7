// Issue 13, refinance and renewal: P1 renews A1 from its details screen — what the new loan would be before
// committing, the refusals of spec §4 Refinance eligibility in words, a phone outside Texas stopped first (the
// location check comes before any choice, issue 48), the Texas
// consent, the disclosures signed on the e-sign sandbox, a product chosen, auto-pay, the required amount paid with her
// saved Visa once P4, her co-signer, signed his own copy in his browser (decision 054) — then the dashboard shows the new loan and A1 as renewed; the same day she cancels the renewal from the
// new loan's page and A1 is back to the cent. A refused GPS leads to GpsLocationDisabled. axe in English and Spanish.
// (Runs after the files that pay $5.00 on A1: amounts are read from the screens. Ends with A1 restored and her
// alternate-party lock released by the payment, as payments-a1.spec.ts expects.)
import { expect, test } from '../support/test';
import { expectAccessibleInBothLanguages, expectNoSeriousA11yViolations } from '../support/axe';
import { signIn } from '../support/sign-in';
import { apiGetAs, centsOf, guestLinkPath, openLoan, payoffCents } from '../support/payments';
import { interestPerDayCents, TITLE_LOAN_ANNUAL_RATE_PPB } from '@lender/domain';
import {
  A1,
  IN_HOUSTON,
  P1,
  cosignerSigns,
  expectWaitingForDevon,
  money,
  signInFrame,
  toRenewalReview,
} from '../support/renewal';

const IN_CHICAGO = { latitude: 41.88, longitude: -87.63 };

test('a guest payer on A1 (its guest-refinance flag off) is told a renewal needs her to sign in', async ({
  page,
}) => {
  await page.goto(guestLinkPath('A1'));
  await expect(page).toHaveURL(/\/inl\/Accounts\/[0-9a-f-]{36}\/Payment$/);
  await page.goto(`${new URL(page.url()).pathname}/ProductSwitch`);
  await expect(page.getByRole('heading', { level: 1, name: 'Renew your loan' })).toBeVisible();
  await expect(
    page.getByText('To renew this loan, sign in to your account first, or call your store.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test.describe('the location step refused', () => {
  test.use({ permissions: [] });

  test('P1 refuses to share her position: GpsLocation explains, then GpsLocationDisabled says how to turn it on; nothing is charged', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, P1);
    await openLoan(page, 'inl', A1);
    const before = (await payoffCents(page)) ?? 0;
    // the location step comes first, before any choice (issue 48)
    await page
      .getByRole('navigation', { name: 'What you can do' })
      .getByRole('link', { name: 'Renew my loan' })
      .click();
    await expect(page).toHaveURL(/\/Payment\/GpsLocation\?for=refinance&next=ProductSwitch$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Share your location' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Share my location' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Location is turned off' }),
    ).toBeVisible();
    await expect(page.getByText(/Android phone \(Chrome\)/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await openLoan(page, 'inl', A1);
    expect(await payoffCents(page)).toBe(before);
  });
});

test.describe('a renewal and its cancel', () => {
  test.use({ geolocation: IN_CHICAGO, permissions: ['geolocation'] });

  test('P1 renews A1: refusals in words, Chicago stopped, Texas consent, disclosures signed by her and P4, paid; the dashboard shows the new loan; she cancels it the same day and A1 is back to the cent', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    // two sign-ins, two e-sign ceremonies, the payment job and axe on a dozen screens, on a busy 2-core machine
    test.setTimeout(300_000);
    await signIn(page, P1);
    const loanId = await openLoan(page, 'inl', A1);
    const before = (await payoffCents(page)) ?? 0;

    // a phone in Chicago: stopped first, before any choice, with both states and the store named (issue 48)
    await page
      .getByRole('navigation', { name: 'What you can do' })
      .getByRole('link', { name: 'Renew my loan' })
      .click();
    await expect(page).toHaveURL(/\/Payment\/GpsLocation\?for=refinance&next=ProductSwitch$/);
    await page.getByRole('button', { name: 'Share my location' }).click();
    await expect(page.getByRole('alert')).toContainText(
      "You are in Illinois. A renewal is made in your store's state: your store, Houston Westheimer in Houston, is in Texas.",
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Renew your loan' })).toHaveCount(0);

    // in Houston: on to ProductSwitch
    await context.setGeolocation(IN_HOUSTON);
    await page.getByRole('button', { name: 'Share my location' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Renew your loan' })).toBeVisible();

    // what the new loan would be, before anything is committed
    const preview = page.getByRole('region', { name: 'Your new loan' });
    await expect(preview).toContainText('New due date');
    await expect(preview).toContainText('Estimated payment');
    await expectAccessibleInBothLanguages(page);

    // spec §4 Refinance eligibility, said as the amount is typed
    await page.getByRole('radio', { name: 'Another amount' }).check();
    const amount = page.getByRole('textbox', { name: 'Amount to pay today' });
    await amount.fill((before / 100).toFixed(2));
    await amount.blur();
    await expect(
      page.getByText('That amount pays off the whole loan, so nothing is left to renew.'),
    ).toBeVisible();
    await amount.fill('1');
    await amount.blur();
    await expect(page.getByText(/^To renew, pay at least \$[\d,]+\.\d{2} today\.$/)).toBeVisible();
    await amount.fill(((before - 30_000 + 1) / 100).toFixed(2));
    await amount.blur();
    await expect(
      page.getByText(`To renew, pay no more than ${money(before - 30_000)} today`, {
        exact: false,
      }),
    ).toBeVisible();

    // the renewal minimum, the card, the review (the location passed: not asked again this session)
    await openLoan(page, 'inl', A1);
    await page
      .getByRole('navigation', { name: 'What you can do' })
      .getByRole('link', { name: 'Renew my loan' })
      .click();
    await expect(page).toHaveURL(/\/Payment\/ProductSwitch$/);
    const minimumRadio = page.getByRole('radio', { name: /^Renewal minimum/ });
    await minimumRadio.check();
    const minimum =
      (await minimumRadio.locator('xpath=ancestor::label[1]').innerText()).match(
        /\$[\d,]+\.\d{2}/,
      )?.[0] ?? '';
    const minimumCents = centsOf(minimum);
    expect(minimumCents).toBeGreaterThan(0);
    await expect(preview).toContainText(money(before - minimumCents));
    await toRenewalReview(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Review your renewal' }),
    ).toBeVisible();
    await expectAccessibleInBothLanguages(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    // straight to the disclosures (the location was checked first): the Texas consent, recorded
    await expect(page).toHaveURL(/\/Payment\/AccountDisclosures/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Review your renewal' }),
    ).toBeVisible();
    const consent = page.getByRole('checkbox', {
      name: 'I agree to renew my loan electronically while in Texas',
    });
    await expect(consent).toBeVisible();
    await expectAccessibleInBothLanguages(page);
    await consent.check();
    await page.getByRole('button', { name: 'Review and sign' }).click();
    await expect(page).toHaveURL(/\/Payment\/DocuSignView/);
    const status = await apiGetAs<{ consentRequired: boolean; consented: boolean }>(
      page,
      `/refiallowedstatus?loanId=${loanId}`,
    );
    expect(status).toMatchObject({ consentRequired: true, consented: true });

    // the disclosures, signed on the e-sign sandbox's page; then P4, her co-signer, signs his own (decision 054)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sign your renewal disclosures' }),
    ).toBeVisible();
    await signInFrame(page, 'Ana Rivera');
    await expectWaitingForDevon(page);
    await cosignerSigns(browser, minimum, { baseURL: baseURL ?? '' });

    // a product, confirmed; auto-pay with the paying card
    await expect(
      page.getByRole('heading', { level: 1, name: 'Add products to your new loan' }),
    ).toBeVisible({ timeout: 20_000 });
    await expectAccessibleInBothLanguages(page);
    await page.getByRole('checkbox', { name: 'Payment protection, $12.99 per month' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Confirm your products' }),
    ).toBeVisible();
    await expect(page.getByText('Total: $12.99 per month')).toBeVisible();
    await expectAccessibleInBothLanguages(page);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Set up auto-pay' })).toBeVisible();
    await expect(
      page.getByRole('heading', {
        name: 'Pay your new loan automatically on its due date with card ••1111?',
      }),
    ).toBeVisible();
    await expectAccessibleInBothLanguages(page);
    await page.getByRole('button', { name: 'Yes, pay automatically' }).click();

    // the required amount paid: ConfirmPayment with the new loan
    await expect(page.getByRole('heading', { level: 1, name: 'Pay and renew' })).toBeVisible();
    await page.getByRole('button', { name: `Pay ${minimum} and renew` }).click();
    await expect(
      page
        .locator('main')
        .getByText(`Thank you! Your loan is renewed: your payment of ${minimum} was received.`),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('main')).toContainText('10001-002');
    await expectAccessibleInBothLanguages(page);

    // the dashboard: the new loan, and A1 renewed (status 22)
    await page
      .getByRole('button', { name: 'Go to my loans' })
      .or(page.getByRole('link', { name: 'Go to my loans' }))
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Loan 10001-002' })).toBeVisible();
    const old = page
      .getByRole('heading', { level: 2, name: `Loan ${A1}` })
      .locator('xpath=ancestor::article[1]');
    await expect(old.getByText('Renewed (refinanced)')).toBeVisible();

    // the new loan's page: its auto-pay, and the same-day cancel
    await openLoan(page, 'inl', '10001-002');
    // decision 050: the renewed loan owes its principal the day it opens (plus at most one day), not the whole charge
    const principal = before - minimumCents;
    const renewed = (await payoffCents(page)) ?? 0;
    expect(renewed).toBeGreaterThanOrEqual(principal);
    expect(renewed).toBeLessThanOrEqual(
      principal + interestPerDayCents(principal, TITLE_LOAN_ANNUAL_RATE_PPB),
    );
    await expect(
      page.getByText('Auto-pay', { exact: true }).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText('On, card •••• 1111');
    await page
      .getByRole('region', { name: 'You renewed your loan today' })
      .getByRole('link', { name: 'Cancel this renewal' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cancel your renewal' }),
    ).toBeVisible();
    await expect(
      page.getByText(`The ${minimum} you paid goes back to your card •••• 1111.`, { exact: false }),
    ).toBeVisible();
    await expectAccessibleInBothLanguages(page);
    await page
      .getByRole('combobox', { name: 'Why are you cancelling? (optional)' })
      .selectOption({ label: 'I changed my mind' });
    await page.getByRole('button', { name: 'Cancel renewal' }).click();
    await expect(page).toHaveURL(/\/Payment\/ConfirmPayment\?isCancelledRefi=true/, {
      timeout: 20_000,
    });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your renewal was cancelled' }),
    ).toBeVisible();
    await expectAccessibleInBothLanguages(page);

    // A1 back to the cent and open; the new loan gone
    await openLoan(page, 'inl', A1);
    expect(await payoffCents(page)).toBe(before);
    await page.goto('/inl/Accounts');
    await expect(page.getByRole('heading', { level: 2, name: `Loan ${A1}` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Loan 10001-002' })).toHaveCount(0);
  });
});
