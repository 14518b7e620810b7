/**
 * The federal box (the Truth in Lending disclosure) as a borrower reads it: the figure under each term, and that
 * the box stands above the button that commits her.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** The value shown for a term of the box ('Annual percentage rate' → '304.17%'). */
export function figureOf(box: Locator, term: string): Locator {
  return box.locator('dt', { hasText: term }).locator('xpath=..').locator('dd').last();
}

/** The box is on the screen before (above) the commit button. */
export async function expectBoxBefore(page: Page, box: Locator, button: Locator): Promise<void> {
  await expect(box).toBeVisible();
  await expect(button).toBeVisible();
  const boxTop = (await box.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  const buttonTop = (await button.boundingBox())?.y ?? 0;
  expect(boxTop).toBeLessThan(buttonTop);
}

/** The app's language chosen in the side menu, the screen kept. */
export async function chooseLanguage(page: Page, language: 'en' | 'es'): Promise<void> {
  await page.getByRole('button', { name: /^(Open menu|Abrir menú)$/ }).click();
  const menu = page.getByRole('dialog', { name: /^(Menu|Menú)$/ });
  await menu.getByLabel(/^(Language|Idioma)$/).selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await menu.getByRole('button', { name: /^(Close menu|Cerrar menú)$/ }).click();
  await expect(menu).toBeHidden();
}
