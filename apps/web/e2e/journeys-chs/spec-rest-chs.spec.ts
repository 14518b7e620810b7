// FeatureUnavailable (issue 49, decision 060) on the chs journey server: an offers link opened by P3, whose only brand
// (chs) has no offers in the app, lands on {brand}-FeatureUnavailable, which says what is unavailable and where to
// go instead (contact us; her brand has no store locator), with the help video. axe in English and Spanish.
import { expect, test } from '../support/test';
import { expectAccessibleInBothLanguages } from '../support/axe';
import { signIn } from '../support/sign-in';
import { P3 } from '../support/funds';

test("P3's offers link on chs shows what is not available for her brand and where to go", async ({
  page,
}) => {
  await signIn(page, P3);
  await page.goto('/chs/Offers');
  await expect(page).toHaveURL(/\/chs\/FeatureUnavailable\?feature=offers$/);
  await expect(
    page.getByRole('heading', { level: 1, name: "Offers isn't available for Willow Loans" }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Contact us: phone, email and hours' }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Watch how to use the app (opens in a new tab)' }),
  ).toHaveAttribute('href', 'https://chs.app.example/help/video');
  await expectAccessibleInBothLanguages(page);

  await page.getByRole('link', { name: 'Contact us: phone, email and hours' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
});
