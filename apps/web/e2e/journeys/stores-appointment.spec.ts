// P1 books an appointment at her store (Houston, TX) from a phone in New York: the loan's store, a day
// from the day picker, one of that day's free times (store time, then hers), and the confirmation. The
// page fits a phone screen in height order of magnitude (it was 2,853 px of rows), no past time is
// offered, and axe is clean in English and Spanish.
import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signIn } from '../support/sign-in';

test.use({ timezoneId: 'America/New_York' });

async function openAppointment(page: Page, language?: 'es') {
  await signIn(page, 'ana.tlxe@example.com');
  await expect(page).toHaveURL(/\/inl\/Accounts$/);
  await page.getByRole('link', { name: 'Loan details for loan 10001-001' }).click();
  await expect(page).toHaveURL(/\/inl\/Accounts\/[0-9a-f-]{36}$/);
  // the language the app keeps (shared/i18n/language.ts), read on the next load
  if (language) await page.evaluate((value) => localStorage.setItem('language', value), language);
  await page.goto(`${new URL(page.url()).pathname}/Appointment`);
}

test('P1 books an appointment at her store', async ({ page }) => {
  // sign-in with a device code, two axe runs and a booking on the phone profile
  test.slow();
  await openAppointment(page);
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
  const time = page.getByRole('group', { name: /^Time \(C[DS]T\)$/ });
  const slot = time.getByRole('radio').first();
  await expect(slot).toBeAttached();
  // only free times: none disabled, none called booked; the borrower's time is New York's, not UTC
  await expect(time.locator('input[disabled]')).toHaveCount(0);
  await expect(page.getByText(/booked/)).toHaveCount(0);
  await expect(time.getByText(/ E[DS]T your time$/).first()).toBeVisible();
  await expect(time.getByText(/UTC/)).toHaveCount(0);
  // two weeks of days and a day of times, not one row each: the page stays near a phone screen
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThan(1400);
  await expectNoSeriousA11yViolations(page);

  const label = (await slot.locator('xpath=..').innerText()).trim();
  const storeTime = /^\d{1,2}:\d{2} [AP]M/.exec(label)?.[0] ?? '';
  expect(storeTime).not.toBe('');
  // keyboard: the day picker is a radio group; an arrow key moves to the next day
  await days.getByRole('radio').first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(days.getByRole('radio').nth(1)).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await expect(days.getByRole('radio').first()).toBeChecked();
  await time.getByRole('radio').first().check();
  await page.getByLabel('Reason for visit').selectOption('payment');
  await page.getByRole('button', { name: 'Book appointment' }).click();

  const confirmation = page.getByRole('status', { name: 'Your appointment is booked' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText(`${storeTime} C`);
  await expect(confirmation).toContainText('Houston Westheimer');
  await expect(confirmation).toContainText('Make a payment');
  await expectNoSeriousA11yViolations(page);
});

test('the appointment page is axe clean in Spanish', async ({ page }) => {
  await openAppointment(page, 'es');
  await expect(page.getByRole('group', { name: 'Día' })).toBeVisible();
  await expect(page.getByRole('group', { name: /^Hora \(/ })).toBeVisible();
  await expect(page.getByText(/en su hora$/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
