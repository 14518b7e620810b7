// P1 books an appointment at her store (Houston, TX): the loan's store, a day, a time in the store's
// time zone, and the confirmation. axe on the screen before and after booking.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signIn } from '../support/sign-in';

test('P1 books an appointment at her store', async ({ page }) => {
  await signIn(page, 'ana.tlxe@example.com');
  await expect(page).toHaveURL(/\/inl\/Accounts$/);
  await page.getByRole('link', { name: 'View details of loan 10001-001' }).click();
  await expect(page).toHaveURL(/\/inl\/Accounts\/[0-9a-f-]{36}$/);
  await page.goto(`${new URL(page.url()).pathname}/Appointment`);

  await expect(
    page.getByRole('heading', { level: 1, name: 'Book a store appointment' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Houston Westheimer' })).toBeVisible();
  await expect(
    page.getByText(
      /^Times are shown in the store's time zone: Central (Daylight|Standard) Time \(America\/Chicago\)\.$/,
    ),
  ).toBeVisible();
  const days = page.getByRole('group', { name: 'Day' });
  await expect(days.getByRole('radio').first()).toBeChecked();
  const time = page.getByRole('group', { name: 'Time' });
  const slot = time.locator('input[type="radio"]:not([disabled])').first();
  await expect(slot).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const label = (await slot.locator('xpath=..').innerText()).trim();
  expect(label).toMatch(/^\d{1,2}:\d{2} [AP]M C[DS]T/);
  await slot.check();
  await page.getByLabel('Reason for visit').selectOption('payment');
  await page.getByRole('button', { name: 'Book appointment' }).click();

  const confirmation = page.getByRole('status', { name: 'Your appointment is booked' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText(label.split(' (')[0]!);
  await expect(confirmation).toContainText('Houston Westheimer');
  await expect(confirmation).toContainText('Make a payment');
  await expectNoSeriousA11yViolations(page);
});
