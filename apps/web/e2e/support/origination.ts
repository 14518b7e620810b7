/**
 * Steps of P6's origination journeys (issue 41, decision 050): from the appraisal offer's "Get my money", the amount
 * and the way he is paid, up to the method screen's "Get my loan".
 */
import { expect, type Page } from '@playwright/test';

/** The amount typed ('1,500.00') and the way chosen ('Cash at my store', 'To my debit card — …'). */
export async function chooseAmountAndMethod(
  page: Page,
  amount: string,
  method: string,
): Promise<void> {
  await page.getByRole('link', { name: 'Get my money' }).click();
  await continueToMethod(page, amount, method);
}

/** On OriginationAmount: the amount typed, Continue, and the way chosen on OriginationChooseMethod. */
export async function continueToMethod(page: Page, amount: string, method: string): Promise<void> {
  await expect(page).toHaveURL(/\/tmx\/Origination\/Amount\?/);
  await page.getByRole('textbox', { name: 'Loan amount' }).fill(amount);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/tmx\/Origination\/ChooseMethod\?/);
  await page
    .getByRole('group', { name: 'Send my money' })
    .getByRole('radio', { name: method })
    .check();
}
