// Issue 52, "Agreements in her language" (decision 062, California Civil Code §1632). P6 chose Spanish: he takes
// $1,500.00 of his appraisal offer in cash at his store, all in Spanish, and his loan agreement comes in Spanish — a
// translation that says it is one — with the English original one tap away ("Leer en inglés"), whose PDF he opens.
// He goes back to Spanish and signs. The signed agreement he downloads from his loan's documents is Spanish, says he
// signed in Spanish, and prints exactly the English original's figures. axe on the signing screen with both versions.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { openMenu } from '../support/menu';
import { pdfLines } from '../support/pdf-lines';
import { signIn } from '../support/sign-in';
import { signInCeremony } from '../support/esign';
import { es } from '../support/spanish';

const P6 = 'frank.appraisal@example.com';

/** The figures a PDF prints (amounts, rates), sorted: the same in both versions of one template. */
const figuresOf = (lines: readonly string[]) =>
  (lines.join('\n').match(/\$[\d,]+\.\d{2}|\d+(?:\.\d+)?\s?%/g) ?? [])
    .map((figure) => figure.replace(/\s/g, ''))
    .sort();

async function chooseSpanish(page: Page): Promise<void> {
  const menu = await openMenu(page);
  await menu.getByLabel('Language').selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await menu.getByRole('button', { name: es('layout.closeMenu') }).click();
}

test('P6 originates and signs his loan agreement in Spanish; the PDF is Spanish, with the English original’s figures', async ({
  page,
}) => {
  // sign-in, the loan made by a job, the signing ceremony, two PDFs
  test.setTimeout(180_000);
  await signIn(page, P6);
  await page.goto('/tmx/Accounts');
  await chooseSpanish(page);

  // the origination, in Spanish
  await page.getByRole('link', { name: es('accounts:dashboard.appraisalGetMoney') }).click();
  await expect(page).toHaveURL(/\/tmx\/Origination\/Amount\?/);
  await page.getByRole('textbox', { name: es('offers:origination.amount.label') }).fill('1,500.00');
  await page.getByRole('button', { name: es('offers:origination.continue') }).click();
  await expect(page).toHaveURL(/\/tmx\/Origination\/ChooseMethod\?/);
  await page
    .getByRole('group', { name: es('offers:origination.method.legend') })
    .getByRole('radio', { name: es('offers:origination.method.store') })
    .check();
  await page.getByRole('button', { name: es('offers:origination.method.submit') }).click();
  await expect(page).toHaveURL(/\/tmx\/Origination\/DocuSign\?/, { timeout: 20_000 });

  // the agreement in Spanish, saying it is a translation
  await page.getByRole('button', { name: es('offers:origination.sign.start') }).click();
  const frame = page.frameLocator(`iframe[title="${es('offers:origination.sign.frameTitle')}"]`);
  const document = frame.getByRole('region', {
    name: 'Contrato de préstamo con garantía de título',
  });
  await expect(document).toContainText('Esta es una traducción al español');
  await expect(document).toContainText('Monto financiado');
  await expectNoSeriousA11yViolations(page);

  // "Leer en inglés": the English original, and its PDF
  await page.getByRole('button', { name: 'Leer en inglés' }).click();
  const original = frame.getByRole('region', { name: 'Title loan agreement' });
  await expect(original).toContainText('Amount financed');
  await expect(page.getByText(/^Está leyendo el original en inglés/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const pdfLink = frame.getByRole('link', { name: 'Abrir el documento en PDF' });
  const englishPdf = await page.request.get(
    await pdfLink.evaluate((a: HTMLAnchorElement) => a.href),
  );
  expect(englishPdf.ok()).toBe(true);
  const english = await pdfLines(await englishPdf.body());
  expect(english).toEqual(
    expect.arrayContaining(['Title loan agreement', 'Amount financed | $1,500.00']),
  );

  // back to Spanish, and he signs it
  await page.getByRole('button', { name: 'Leer en español' }).click();
  await expect(document).toBeVisible();
  await signInCeremony(frame, { initials: 'FM', name: 'Frank Mendez' }, 'es');
  await expect(
    page.getByRole('heading', { name: es('offers:origination.signDone.heading'), level: 1 }),
  ).toBeVisible({ timeout: 30_000 });

  // the signed agreement, from his new loan's documents: Spanish, signed in Spanish, the same figures
  await page.goto('/tmx/Accounts');
  await page
    .getByRole('link', { name: new RegExp(`^${es('accounts:details.title')} `) })
    .first()
    .click();
  await page.getByRole('link', { name: es('accounts:details.documents') }).click();
  const name = 'Contrato de préstamo firmado';
  const download = page.waitForEvent('download');
  await page
    .getByRole('button', {
      name: `${es('accounts:documents.download')} ${es('accounts:documents.downloadContext', { name })}`,
    })
    .click();
  const signed = await pdfLines(await readFile(await (await download).path()));
  expect(signed).toEqual(
    expect.arrayContaining([
      'Contrato de préstamo con garantía de título',
      'Monto financiado | $1,500.00',
      'Idioma en que se firmó | Español',
      'Firmado por | Frank Mendez',
    ]),
  );
  expect(signed.join('\n')).not.toContain('Amount financed');
  expect(figuresOf(signed)).toEqual(figuresOf(english));
  expect(figuresOf(english)).toEqual(expect.arrayContaining(['$1,500.00', '$1,875.00', '$375.00']));
});
