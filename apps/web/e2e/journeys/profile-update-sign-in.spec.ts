// Issue 15, the UpdateUser group from CustomerProfile: P6 follows 'Change my sign-in email or phone' from his
// profile, confirms a new email with the code sent to it, returns to his profile with the success message and the
// new email shown, and the old address gets a notice of the change; the same for his phone (the code and the
// notice by text). Then he changes both back the same way, so the demo data stays as PERSONAS.md says for the
// journeys that follow (P6 is issue 12's appraisal persona). With canUpdateUserLogin off (the lender's flag on the
// customer record, spec §6) the change is refused with a reason.
import { expect, test, type Page } from '../support/test';
import { ZDevOutboxResponseSchema } from '@lender/contract';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { codeFor, newestMessageId, signIn } from '../support/sign-in';
import { openMenu } from '../support/menu';

const P6 = 'frank.appraisal@example.com';
const NEW_EMAIL = 'frank.profile@example.com';
const P6_PHONE = { typed: '312-555-0106', outbox: '3125550106', shown: '(312) 555-0106' };
const NEW_PHONE = { typed: '312-555-0166', outbox: '3125550166', shown: '(312) 555-0166' };

/**
 * From My profile through the UpdateUser group to a new email or phone (`typed`; its code read from the outbox
 * at `outbox`), back on the profile with the success message and the new alias shown as `shown`.
 */
async function changeSignIn(
  page: Page,
  { typed, outbox, shown }: { typed: string; outbox: string; shown: string },
): Promise<void> {
  await page.getByRole('link', { name: 'Change my sign-in email or phone' }).click();
  await expect(page).toHaveURL(/\/UpdateUser\/Email$/);
  const before = await newestMessageId(page.request, outbox);
  await page.getByLabel('New email or phone number').fill(typed);
  await page.getByRole('button', { name: 'Continue' }).click();
  if (typed !== outbox) {
    // a phone: by text (the default) or by a voice call
    await expect(page).toHaveURL(/\/UpdateUser\/VerificationMethod$/);
    await expect(page.getByRole('radio', { name: `Text message ${shown}` })).toBeChecked();
    await page.getByRole('button', { name: 'Send code' }).click();
  }
  await expect(page).toHaveURL(/\/UpdateUser\/Code$/);
  await page
    .getByLabel('Verification code', { exact: true })
    .fill(await codeFor(page.request, outbox, before));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/(inl|tmx)\/CustomerProfile\?updated=true$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Your sign-in was updated.' }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Personal information' }).getByText(shown, { exact: true }),
  ).toBeVisible();
}

const email = (address: string) => ({ typed: address, outbox: address, shown: address });
const newestTo = async (page: Page, to: string) =>
  ZDevOutboxResponseSchema.parse(
    await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json(),
  ).messages[0];
const setCanUpdateUserLogin = async (page: Page, canUpdateUserLogin: boolean) =>
  expect(
    (
      await page.request.post('/api/dev/customerFlags', { data: { email: P6, canUpdateUserLogin } })
    ).status(),
  ).toBe(200);

async function openProfile(page: Page): Promise<void> {
  await signIn(page, P6);
  await openMenu(page);
  await page.getByRole('link', { name: 'My profile' }).click();
  await expect(page).toHaveURL(/\/(inl|tmx)\/CustomerProfile$/);
}

test('P6 changes his sign-in email from My profile and returns to it; the old address is told', async ({
  page,
}) => {
  await openProfile(page);
  await changeSignIn(page, email(NEW_EMAIL));
  await expectNoSeriousA11yViolations(page);
  const notice = await newestTo(page, P6);
  expect(notice).toMatchObject({
    template: 'userUpdatedNotice',
    subject: 'Your sign-in was changed',
  });
  expect(notice?.body).toContain('f•••@example.com');
  // and back, so P6 signs in as PERSONAS.md says for the rest of the run
  await changeSignIn(page, email(P6));
});

test('P6 changes his sign-in phone from My profile: the code by text to the new number, the notice by text to the old one', async ({
  page,
}) => {
  await openProfile(page);
  await changeSignIn(page, NEW_PHONE);
  expect(await newestTo(page, P6_PHONE.outbox)).toMatchObject({
    channel: 'sms',
    template: 'userUpdatedNotice',
  });
  await changeSignIn(page, P6_PHONE);
});

test('with canUpdateUserLogin off, P6 is told on his profile and on UpdateUser that his sign-in cannot be changed online', async ({
  page,
}) => {
  await setCanUpdateUserLogin(page, false);
  try {
    await openProfile(page);
    const personal = page.getByRole('region', { name: 'Personal information' });
    await expect(
      personal.getByText(
        'Your sign-in email and phone cannot be changed online. Please contact customer service.',
      ),
    ).toBeVisible();
    await expect(
      personal.getByRole('link', { name: 'Change my sign-in email or phone' }),
    ).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    // typed by hand, the UpdateUser screen says the same and offers no form
    await page.goto('/UpdateUser/Email');
    await expect(page.getByRole('alert')).toHaveText(
      "Your sign-in email or phone number can't be changed online. Please contact us.",
    );
    await expect(page.getByLabel('New email or phone number')).toHaveCount(0);
  } finally {
    await setCanUpdateUserLogin(page, true);
  }
});
