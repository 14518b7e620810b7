// Issue 48, item 1 (the cost before she commits): P1 renews A1 from Houston, TX (her store's state). The renewal
// estimate shows the new loan's federal box — the domain's renewalDisclosure of her payoff, the amount she pays and
// today's posting date: APR, finance charge, amount financed, total of payments, schedule — before Continue; for
// another amount she types the figures follow, and in Spanish the amount and the figures stay. The disclosure she
// is asked to sign shows the same box before "Review and sign", and its document prints the same figures.
import { paymentPostingDate, renewalDisclosure, type ClosedEndDisclosure } from '@lender/domain';
import { expect, test, type Locator, type Page } from '../support/test';
import { expectAccessibleInBothLanguages } from '../support/axe';
import { chooseLanguage, expectBoxBefore, figureOf } from '../support/federal-box';
import { signIn } from '../support/sign-in';
import { centsOf, openLoan, payoffCents } from '../support/payments';
import { A1, IN_HOUSTON, P1, money, startRenewal, toRenewalReview } from '../support/renewal';

async function expectFigures(box: Locator, expected: ClosedEndDisclosure): Promise<void> {
  await expect(figureOf(box, 'Annual percentage rate')).toHaveText(
    `${expected.aprPercent.toFixed(2)}%`,
  );
  await expect(figureOf(box, 'Finance charge')).toHaveText(money(expected.financeChargeCents));
  await expect(figureOf(box, 'Amount financed')).toHaveText(money(expected.amountFinancedCents));
  await expect(figureOf(box, 'Total of payments')).toHaveText(money(expected.totalOfPaymentsCents));
}

const federalBox = (page: Page) =>
  page.getByRole('region', { name: 'Truth in Lending disclosure', exact: true });

test.use({ geolocation: IN_HOUSTON, permissions: ['geolocation'] });

test('P1 sees the APR and the cost of her renewal before she commits, in English and Spanish, and the same in the disclosure she signs', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, P1);
  await openLoan(page, 'inl', A1);
  const payoff = (await payoffCents(page)) ?? 0;
  expect(payoff).toBeGreaterThan(0);
  // the location check comes first (decision 052): P1's phone is in Houston, her store's state
  await startRenewal(page);

  // the renewal minimum: the new loan's cost, before Continue
  const minimumRadio = page.getByRole('radio', { name: /^Renewal minimum/ });
  await minimumRadio.check();
  const minimumCents = centsOf(
    (await minimumRadio.locator('xpath=ancestor::label[1]').innerText()).match(
      /\$[\d,]+\.\d{2}/,
    )?.[0] ?? '',
  );
  expect(minimumCents).toBeGreaterThan(0);
  const postedOn = paymentPostingDate(new Date());
  const atMinimum = renewalDisclosure(payoff, minimumCents, postedOn);
  expect(atMinimum.aprPercent).toBeGreaterThan(300);
  const box = federalBox(page);
  await expectFigures(box, atMinimum);
  await expect(box.getByRole('table', { name: 'Your payment schedule' })).toContainText(
    `1${money(atMinimum.totalOfPaymentsCents)}`,
  );
  await expectBoxBefore(page, box, page.getByRole('button', { name: 'Continue' }));

  // another amount: the figures follow what she types
  const otherCents = minimumCents + 10_000;
  const atOther = renewalDisclosure(payoff, otherCents, postedOn);
  await page.getByRole('radio', { name: 'Another amount' }).check();
  const amount = page.getByRole('textbox', { name: 'Amount to pay today' });
  await amount.fill((otherCents / 100).toFixed(2));
  await expectFigures(box, atOther);

  // in Spanish: the amount she typed and the figures stay
  await chooseLanguage(page, 'es');
  await expect(page.getByRole('textbox', { name: 'Cantidad a pagar hoy' })).toHaveValue(
    (otherCents / 100).toFixed(2),
  );
  const boxEs = page.getByRole('region', {
    name: 'Divulgación de la Ley de Veracidad en los Préstamos',
    exact: true,
  });
  await expect(figureOf(boxEs, 'Tasa de porcentaje anual')).toHaveText(
    new RegExp(`^${atOther.aprPercent.toFixed(2).replace('.', '\\.')}\\s?%$`),
  );
  await expect(figureOf(boxEs, 'Cargo financiero')).toHaveText(money(atOther.financeChargeCents));
  await chooseLanguage(page, 'en');
  await expect(amount).toHaveValue((otherCents / 100).toFixed(2));
  await expectFigures(box, atOther);
  await expectAccessibleInBothLanguages(page);

  // on to the disclosure she signs: the same box before "Review and sign"
  await page.getByRole('radio', { name: /^Renewal minimum/ }).check();
  await expectFigures(box, atMinimum);
  await toRenewalReview(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  const share = page.getByRole('button', { name: 'Share my location' });
  await expect(page).toHaveURL(/\/Payment\/(GpsLocation|AccountDisclosures)/);
  if (/GpsLocation/.test(page.url())) await share.click();
  await expect(page).toHaveURL(/\/Payment\/AccountDisclosures/);
  const sign = page.getByRole('button', { name: 'Review and sign' });
  await expectFigures(box, atMinimum);
  await expectBoxBefore(page, box, sign);
  await expectAccessibleInBothLanguages(page);

  // the disclosure's document: the same figures, the APR included
  const consent = page.getByRole('checkbox', {
    name: 'I agree to renew my loan electronically while in Texas',
  });
  await consent.check();
  await sign.click();
  await expect(page).toHaveURL(/\/Payment\/DocuSignView/);
  const frame = page.frameLocator('iframe[title="Renewal disclosures signing page"]');
  const term = (name: string) =>
    frame.locator('dt', { hasText: new RegExp(`^${name}$`) }).locator('xpath=../dd');
  await expect(term('Annual percentage rate')).toHaveText(`${atMinimum.aprPercent.toFixed(2)}%`, {
    timeout: 20_000,
  });
  await expect(term('Amount financed')).toHaveText(money(atMinimum.amountFinancedCents));
});
