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

/**
 * The app's language changed while the screen stays, as a choice made in the menu of another tab does (a flow
 * screen has a Back button and no menu; the app follows the stored choice's `storage` event).
 */
export async function chooseLanguage(page: Page, language: 'en' | 'es'): Promise<void> {
  await page.evaluate((lang) => {
    localStorage.setItem('language', lang);
    window.dispatchEvent(new StorageEvent('storage', { key: 'language', newValue: lang }));
  }, language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}
