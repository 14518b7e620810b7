// Translations load per language and namespace (src/app/i18n*.ts): a Spanish browser sees Spanish
// from the first paint, lazy screens load their Spanish texts before they render, the language
// switch loads before it switches, and a locale chunk that fails falls back to English.
import { expect, test, type Page } from '../support/test';
import { openMenu } from '../support/menu';

/**
 * Record the text of every h1 and busy spinner the page ever shows (as 'h1:…' / 'status:…'), to catch
 * a flash of English or of raw keys.
 */
async function recordTexts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenTexts: string[] }).seenTexts = seen;
    new MutationObserver(() => {
      for (const element of document.querySelectorAll('h1, [role="status"]')) {
        const text = `${element.tagName === 'H1' ? 'h1' : 'status'}:${element.textContent ?? ''}`;
        if (!text.endsWith(':') && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { seenTexts: string[] }).seenTexts);
}

const headings = (texts: string[]) => texts.filter((text) => text.startsWith('h1:'));
const ENGLISH = ['h1:Sign in to your account', 'h1:Contact us', 'status:processing...'];

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('sees Login and then a lazy screen (ContactUs) in Spanish, never in English first', async ({
    page,
  }) => {
    const seenTexts = await recordTexts(page);
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Inicie sesión en su cuenta' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog').getByText('Contáctenos', { exact: true }).click();
    await expect(page).toHaveURL(/\/ContactUs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contáctenos' })).toBeVisible();
    const seen = await seenTexts();
    expect(headings(seen)).toEqual(['h1:Inicie sesión en su cuenta', 'h1:Contáctenos']);
    for (const english of ENGLISH) expect(seen).not.toContain(english);
  });

  test('opening a lazy screen directly shows it in Spanish from its first paint', async ({
    page,
  }) => {
    const seenTexts = await recordTexts(page);
    await page.goto('/ContactUs');
    await expect(page.getByRole('heading', { level: 1, name: 'Contáctenos' })).toBeVisible();
    const seen = await seenTexts();
    expect(headings(seen)).toEqual(['h1:Contáctenos']);
    for (const english of ENGLISH) expect(seen).not.toContain(english);
  });
});

test('switching to Spanish loads the texts first, then the whole page is Spanish and stays so', async ({
  page,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign in to your account' }),
  ).toBeVisible();
  await openMenu(page);
  await page.getByRole('dialog').getByLabel('Language').selectOption('es');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Inicie sesión en su cuenta' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog').getByLabel('Idioma')).toHaveValue('es');
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Inicie sesión en su cuenta' }),
  ).toBeVisible();
});

test.describe('a Spanish browser whose Spanish chunks fail', () => {
  test.use({ locale: 'es-ES', serviceWorkers: 'block' });

  test('gets the app in English, with a warning, instead of a blank page', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // Spanish locale chunks are files named es-<hash>.js
    await page.route(/\/assets\/es-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sign in to your account' }),
    ).toBeVisible({ timeout: 15_000 });
    expect(warnings.some((text) => text.includes('English texts show instead'))).toBe(true);
  });
});
