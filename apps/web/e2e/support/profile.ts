/** My profile as a borrower uses it: save a communication preference and see it saved. */
import { expect, type Page } from '@playwright/test';

export async function savePreference(page: Page, name: string): Promise<void> {
  const preferences = page.getByRole('region', { name: 'Communication preferences' });
  await preferences.getByRole('radio', { name, exact: true }).check();
  await preferences.getByRole('button', { name: 'Save preferences' }).click();
  await expect(preferences.getByRole('status')).toHaveText('Your changes were saved.');
}
