// Issue 15, When done: a profile-locked customer is signed out with the profileLock reason and told why. The lender
// locks P6's profile while he is signed in (the dev route stands for its back office); his next step signs him out
// to Login, which says his profile is locked and what to do. Unlocked at the end, for the journeys that follow.
import { expect, test, type APIRequestContext } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signIn } from '../support/sign-in';
import { openMenu } from '../support/menu';

const P6 = 'frank.appraisal@example.com';
const lock = (request: APIRequestContext, status: 'active' | 'locked') =>
  request.post('/api/dev/profileStatus', { data: { email: P6, status } });

test('P6’s profile is locked while he is signed in: his next step signs him out and Login says why', async ({
  page,
}) => {
  await signIn(page, P6);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await lock(page.request, 'locked')).status()).toBe(200);
  try {
    await openMenu(page);
    await page.getByRole('link', { name: 'My profile' }).click();
    await expect(page).toHaveURL(
      /\/\?signedOut=true&reason=profileLock$|\/\?reason=profileLock&signedOut=true$/,
      { timeout: 20_000 },
    );
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('You were signed out: your profile is locked.');
    await expect(alert).toContainText('Please call customer service or your store to unlock it.');
    await expectNoSeriousA11yViolations(page);
  } finally {
    await lock(page.request, 'active');
  }
});
