// Issue 48, item 1 (the cost before she commits), P3's line of credit: the draw notice shows the open-end federal box
// — the domain's openEndDisclosure: the daily periodic rate, its corresponding APR (36.00 %), and what L1's principal
// after the draw adds a day — before "Confirm and send"; in Spanish the same figures and the amount she chose.
import { openEndDisclosure } from '@lender/domain';
import { expect, test } from '../support/test';
import { expectAccessibleInBothLanguages } from '../support/axe';
import { chooseLanguage, expectBoxBefore, figureOf } from '../support/federal-box';
import { openGetCash, P3 } from '../support/funds';
import { apiGetAs } from '../support/payments';
import { signIn } from '../support/sign-in';

/** P3's store is in Columbus, OH: the phone is there (the add-on's location check). */
test.use({ geolocation: { latitude: 40.005, longitude: -83.009 }, permissions: ['geolocation'] });

test('P3 sees the open-end APR and daily rate of her line on the draw notice before she commits, in English and Spanish', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, P3);
  const loanId = await openGetCash(page);
  const { principalCents } = await apiGetAs<{ principalCents: number }>(
    page,
    `/accountdetail?loanId=${loanId}`,
  );
  const expected = openEndDisclosure({ principalCents, drawCents: 30_000 });
  expect(expected).toMatchObject({ aprPercent: 36, dailyPeriodicRatePercent: 0.09863 });
  const perDay = `$${(expected.interestPerDayCents / 100).toFixed(2)}`;
  const principalAfter = `$${(expected.principalAfterDrawCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

  await page.getByLabel('Amount').fill('300');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Before we send your cash' }),
  ).toBeVisible();
  const box = page.getByRole('region', {
    name: 'Truth in Lending disclosure: line of credit',
    exact: true,
  });
  await expect(figureOf(box, 'Annual percentage rate')).toHaveText('36.00%');
  await expect(figureOf(box, 'Daily periodic rate')).toHaveText('0.09863%');
  await expect(figureOf(box, 'Interest per day after this draw')).toHaveText(perDay);
  await expect(box).toContainText(`On a principal balance of ${principalAfter}.`);
  const confirm = page.getByRole('button', { name: 'Confirm and send $300.00' });
  await expectBoxBefore(page, box, confirm);

  // in Spanish: the same figures, the same amount
  await chooseLanguage(page, 'es');
  const boxEs = page.getByRole('region', {
    name: 'Divulgación de la Ley de Veracidad en los Préstamos: línea de crédito',
    exact: true,
  });
  await expect(figureOf(boxEs, 'Tasa de porcentaje anual')).toHaveText(/^36\.00\s?%$/);
  await expect(figureOf(boxEs, 'Tasa periódica diaria')).toHaveText(/^0\.09863\s?%$/);
  await expect(figureOf(boxEs, 'Interés por día después de este retiro')).toHaveText(perDay);
  await expect(page.getByRole('button', { name: 'Confirmar y enviar $300.00' })).toBeVisible();
  await chooseLanguage(page, 'en');
  await expectAccessibleInBothLanguages(page);
  await expect(confirm).toBeVisible();
});
