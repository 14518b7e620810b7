// Issue 52, "Agreements in her language" (decision 062, California Civil Code §1632). P6 chose Spanish: he takes
// $1,500.00 of his appraisal offer in cash at his store, all in Spanish, and his loan agreement comes in Spanish — a
// translation that says it is one — with the English original one tap away ("Leer en inglés"), whose PDF he opens.
// He goes back to Spanish and signs. The signed agreement he downloads from his loan's documents is Spanish, says he
// signed in Spanish, and prints exactly the English original's figures. axe on the signing screen with both versions.
// Then P5's settlement agreement (she signs it in Spanish) and P1's refinance disclosure of A1, asked for in Spanish:
// each a Spanish translation with its English original one tap away.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { openMenu } from '../support/menu';
import { openLoan } from '../support/payments';
import { A1, IN_HOUSTON, P1 } from '../support/renewal';
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

/** The frame's document is the Spanish translation (`title`); "Leer en inglés" shows the English original (`original`). */
async function expectBothVersions(
  page: Page,
  frameTitle: string,
  { title, original }: { title: string; original: string },
): Promise<void> {
  const frame = page.frameLocator(`iframe[title="${frameTitle}"]`);
  await expect(frame.getByRole('region', { name: title })).toContainText(
    'Esta es una traducción al español',
  );
  await page.getByRole('button', { name: 'Leer en inglés' }).click();
  await expect(frame.getByRole('region', { name: original })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Leer en español' }).click();
  await expect(frame.getByRole('region', { name: title })).toBeVisible();
}

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

test('P5 signs her settlement agreement in Spanish, its English original one tap away', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'erin.settle@example.com');
  const loanId = await openLoan(page, 'inl', '10005-001');
  // chosen on the Dashboard (other screens have no menu); the offer opens in Spanish
  await page.goto('/inl/Accounts');
  await chooseSpanish(page);
  await page.goto(`/inl/Accounts/${loanId}/Payment/SettlementOffer`);
  await page.getByRole('button', { name: es('offers:settlement.sign') }).click();
  const frameTitle = es('offers:settlement.frameTitle');
  await expectBothVersions(page, frameTitle, {
    title: 'Acuerdo de liquidación',
    original: 'Settlement agreement',
  });
  await signInCeremony(
    page.frameLocator(`iframe[title="${frameTitle}"]`),
    {
      initials: 'EW',
      name: 'Erin Walsh',
    },
    'es',
  );
  await expect(
    page.getByRole('button', { name: es('offers:settlement.pay', { amount: '$900.00' }) }),
  ).toBeVisible({ timeout: 20_000 });
});

test.describe('in Houston', () => {
  test.use({ geolocation: IN_HOUSTON, permissions: ['geolocation'] });

  test('P1’s refinance disclosure of A1, asked for in Spanish, is a translation with its English original', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, P1);
    const loanId = await openLoan(page, 'inl', A1);
    await page.goto('/inl/Accounts');
    await chooseSpanish(page);
    await page.goto(`/inl/Accounts/${loanId}`);
    // the renewal, in Spanish, up to its disclosure (steps of support/renewal.ts)
    await page
      .getByRole('navigation', { name: es('accounts:details.actions') })
      .getByRole('link', { name: es('accounts:details.renew') })
      .click();
    await page.getByRole('button', { name: es('location:share.share') }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: es('refinance:productSwitch.heading') }),
    ).toBeVisible();
    await page
      .getByRole('radio', { name: new RegExp(`^${es('refinance:productSwitch.minimum')}`) })
      .check();
    await page.getByRole('button', { name: es('refinance:productSwitch.continue') }).click();
    await page
      .getByRole('alertdialog', { name: es('refinance:productSwitch.dialog.title', { lmsId: A1 }) })
      .getByRole('button', { name: es('refinance:productSwitch.dialog.confirm') })
      .click();
    await page.getByRole('radio', { name: /terminada en 1111$/ }).check();
    await page.getByRole('button', { name: es('payments:common.continue') }).click();
    await expect(page).toHaveURL(/\/Payment\/ReviewPayment$/);
    await page.getByRole('button', { name: es('payments:common.continue') }).click();
    await expect(page).toHaveURL(/\/Payment\/AccountDisclosures/, { timeout: 20_000 });
    const sign = page.getByRole('button', { name: es('disclosures:account.sign') });
    await expect(sign).toBeVisible({ timeout: 20_000 });
    const consent = page.getByRole('checkbox', {
      name: es('disclosures:consent.agree', { state: 'Texas' }),
    });
    if (await consent.isVisible()) await consent.check();
    await sign.click();
    await expect(page).toHaveURL(/\/Payment\/DocuSignView/);
    await expectBothVersions(page, es('disclosures:sign.frameTitle'), {
      title: 'Divulgación de refinanciamiento',
      original: 'Refinance disclosure',
    });
  });
});
