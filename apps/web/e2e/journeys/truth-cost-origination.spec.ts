// Issue 48, item 1 (the cost before she commits): P6 takes $1,500.00 of his appraisal offer. The amount screen shows
// the federal box for the amount typed — the domain's titleLoanDisclosure on today's business date: 304.17 % APR,
// $375.00 finance charge, $1,500.00 financed, $1,875.00 in one payment 30 days on, his Civic as security — before
// Continue; in Spanish and after a reload the typed amount and the same figures stay. The method screen shows the box before "Get my
// loan", the signing screen before "Review and sign", and the agreement on the e-sign page and in its PDF print the
// same figures, APR included.
import {
  DEFAULT_TIME_ZONE,
  formatCents,
  isoDateToUs,
  titleLoanDisclosure,
  zonedParts,
} from '@lender/domain';
import { expect, test, type Page } from '../support/test';
import { expectAccessibleInBothLanguages } from '../support/axe';
import { chooseLanguage, expectBoxBefore, figureOf } from '../support/federal-box';
import { pdfLines } from '../support/pdf-lines';
import { signIn } from '../support/sign-in';

const P6 = 'frank.appraisal@example.com';
const VEHICLE = '2020 Honda Civic';

const federalBox = (page: Page) =>
  page.getByRole('region', { name: 'Truth in Lending disclosure', exact: true });

test('P6 sees the APR and the finance charge of the amount he types before he commits, and the same in the agreement', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const today = zonedParts(new Date(), DEFAULT_TIME_ZONE).date;
  const largest = titleLoanDisclosure(300_000, today);
  const chosen = titleLoanDisclosure(150_000, today);
  expect(chosen).toMatchObject({
    aprPercent: 304.17,
    financeChargeCents: 37_500,
    amountFinancedCents: 150_000,
    totalOfPaymentsCents: 187_500,
  });
  const due = isoDateToUs(chosen.schedule[0]!.dueDate)!;

  await signIn(page, P6);
  await page.goto('/tmx/Accounts');
  await page.getByRole('link', { name: 'Get my money' }).click();
  await expect(page).toHaveURL(/\/tmx\/Origination\/Amount\?/);

  // the offer's largest amount, prefilled: its cost
  const box = federalBox(page);
  await expect(figureOf(box, 'Annual percentage rate')).toHaveText('304.17%');
  await expect(figureOf(box, 'Finance charge')).toHaveText(formatCents(largest.financeChargeCents));
  await expect(figureOf(box, 'Total of payments')).toHaveText('$3,750.00');

  // the amount he types: its cost, as he types, before Continue
  const amount = page.getByRole('textbox', { name: 'Loan amount' });
  await amount.fill('1,500.00');
  await expect(figureOf(box, 'Annual percentage rate')).toHaveText('304.17%');
  await expect(figureOf(box, 'Finance charge')).toHaveText('$375.00');
  await expect(figureOf(box, 'Amount financed')).toHaveText('$1,500.00');
  await expect(figureOf(box, 'Total of payments')).toHaveText('$1,875.00');
  await expect(box.getByRole('table', { name: 'Your payment schedule' })).toContainText(
    `1$1,875.00${due}`,
  );
  await expect(box).toContainText(`you are giving a security interest in your ${VEHICLE}`);
  await expect(box).toContainText('you will not have to pay a penalty');
  await expectBoxBefore(page, box, page.getByRole('button', { name: 'Continue' }));

  // in Spanish: the amount he typed stays, and so do the figures
  await chooseLanguage(page, 'es');
  await expect(page.getByRole('textbox', { name: 'Monto del préstamo' })).toHaveValue('1,500.00');
  const boxEs = page.getByRole('region', {
    name: 'Divulgación de la Ley de Veracidad en los Préstamos',
    exact: true,
  });
  await expect(figureOf(boxEs, 'Tasa de porcentaje anual')).toHaveText(/^304\.17\s?%$/);
  await expect(figureOf(boxEs, 'Cargo financiero')).toHaveText('$375.00');
  await expect(figureOf(boxEs, 'Total de pagos')).toHaveText('$1,875.00');
  await expect(boxEs).toContainText(`garantía sobre su ${VEHICLE}`);
  await chooseLanguage(page, 'en');
  await expect(amount).toHaveValue('1,500.00');

  // the page reloads: the amount he typed and its federal box are still there (kept for the session)
  await page.reload();
  await expect(amount).toHaveValue('1,500.00');
  await expect(figureOf(box, 'Finance charge')).toHaveText('$375.00');
  await expect(figureOf(box, 'Amount financed')).toHaveText('$1,500.00');
  await expect(figureOf(box, 'Total of payments')).toHaveText('$1,875.00');
  // axe's Spanish pass reloads the page too: the amount stays
  await expectAccessibleInBothLanguages(page);
  await expect(amount).toHaveValue('1,500.00');
  await expect(figureOf(box, 'Finance charge')).toHaveText('$375.00');
  await page.getByRole('button', { name: 'Continue' }).click();

  // the method: the same box before "Get my loan"
  await expect(page).toHaveURL(/\/tmx\/Origination\/ChooseMethod\?/);
  await page
    .getByRole('group', { name: 'Send my money' })
    .getByRole('radio', { name: 'Cash at my store' })
    .check();
  await expect(figureOf(box, 'Annual percentage rate')).toHaveText('304.17%');
  await expect(figureOf(box, 'Finance charge')).toHaveText('$375.00');
  await expect(figureOf(box, 'Total of payments')).toHaveText('$1,875.00');
  const getMyLoan = page.getByRole('button', { name: 'Get my loan' });
  await expectBoxBefore(page, box, getMyLoan);
  await expectAccessibleInBothLanguages(page);
  await getMyLoan.click();

  // the made loan's terms and its box, before the agreement is signed
  await expect(page).toHaveURL(/\/tmx\/Origination\/DocuSign\?/, { timeout: 20_000 });
  await expect(figureOf(box, 'Annual percentage rate')).toHaveText('304.17%');
  await expect(figureOf(box, 'Finance charge')).toHaveText('$375.00');
  await expect(figureOf(box, 'Amount financed')).toHaveText('$1,500.00');
  await expect(figureOf(box, 'Total of payments')).toHaveText('$1,875.00');
  const review = page.getByRole('button', { name: 'Review and sign the agreement' });
  await expectBoxBefore(page, box, review);
  await expectAccessibleInBothLanguages(page);

  // the agreement on the e-sign page, and its PDF: the same figures, the APR included
  await review.click();
  const frame = page.frameLocator('iframe[title="Loan agreement signing page"]');
  const term = (name: string) =>
    frame.locator('dt', { hasText: new RegExp(`^${name}$`) }).locator('xpath=../dd');
  await expect(term('Annual percentage rate')).toHaveText('304.17%');
  await expect(term('Finance charge')).toHaveText('$375.00');
  await expect(term('Amount financed')).toHaveText('$1,500.00');
  await expect(term('Total of payments')).toHaveText('$1,875.00');
  const pdfHref = await frame
    .getByRole('link', { name: 'Open the document as a PDF' })
    .getAttribute('href');
  const pdf = await page.request.get(pdfHref!);
  expect(pdf.status()).toBe(200);
  const lines = await pdfLines(await pdf.body());
  expect(lines).toEqual(
    expect.arrayContaining([
      'Annual percentage rate | 304.17%',
      'Finance charge | $375.00',
      'Amount financed | $1,500.00',
      'Total of payments | $1,875.00',
      `Your payment schedule: 1 payment of $1,875.00, due ${due}.`,
    ]),
  );
});
