/**
 * The side menu as a borrower opens it: the menu button, then the panel she reads. The panel is a chunk of its own,
 * loaded on the menu's first open (decision 040), so its entries come a moment after the tap: this waits for the
 * dialog's heading and its first entry, as her eye does, before anything reads the entries.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export async function openMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^(Open menu|Abrir menú)$/ }).click();
  const menu = page.getByRole('dialog', { name: /^(Menu|Menú)$/ });
  await expect(menu.getByRole('heading', { level: 2, name: /^(Menu|Menú)$/ })).toBeVisible();
  await expect(menu.getByRole('navigation').getByRole('listitem').first()).toBeVisible();
  return menu;
}
