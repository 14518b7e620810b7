// Stores journeys: the locator (zip search, list with call/email/maps links) → StoreDetails → a call
// link; "use my location" through the location disclaimer dialog. Every screen checked with axe.
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signIn } from '../support/sign-in';

test('P1: locator → zip search → StoreDetails with a call link', async ({ page }) => {
  await signIn(page, 'ana.tlxe@example.com');
  await page.goto('/inl/Stores');
  await expect(page.getByRole('heading', { level: 1, name: 'Find a store' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Zip code (5 digits)').fill('77027');
  await page
    .getByRole('region', { name: 'Search by zip code' })
    .getByRole('button', { name: 'Search' })
    .click();
  await expect(page).toHaveURL(/\/inl\/Stores\?zip=77027$/);
  await expect(
    page.getByRole('heading', { level: 2, name: /^\d+ stores? near 77027$/ }),
  ).toBeVisible();
  const first = page.getByRole('article').first();
  await expect(first.getByRole('link', { name: 'Houston Westheimer', exact: true })).toBeVisible();
  await expect(first.getByText('0.0 miles away')).toBeVisible();
  await expect(
    first.getByRole('link', { name: /^Call \(713\) 555-\d{4} \(Houston Westheimer\)$/ }),
  ).toHaveAttribute('href', /^tel:\+1713555\d{4}$/);
  await expect(
    first.getByRole('link', { name: /^Email the store \(Houston Westheimer, / }),
  ).toHaveAttribute('href', /^mailto:store101@inl\.example\.com$/);
  await expect(first.getByRole('link', { name: /in maps/ })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=29.742,-95.446',
  );
  await expectNoSeriousA11yViolations(page);

  await first.getByRole('link', { name: 'Houston Westheimer', exact: true }).click();
  await expect(page).toHaveURL(/\/inl\/Stores\/101$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Houston Westheimer' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: /^Call \(713\) 555-\d{4} \(Houston Westheimer\)$/ }),
  ).toHaveAttribute('href', /^tel:\+1713555\d{4}$/);
  const map = page.getByRole('img', { name: /^Map showing Houston Westheimer/ });
  await expect(map).toBeVisible();
  // shown, then drawn once its bytes arrive: wait for the image as the eye does, not for the element alone
  await expect
    .poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expectNoSeriousA11yViolations(page);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: /near 77027$/ })).toBeVisible();
});

test('P1: "use my location" asks with the disclaimer, then lists the nearest stores', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 29.75, longitude: -95.45 });
  await signIn(page, 'ana.tlxe@example.com');
  await page.goto('/inl/Stores');
  await page.getByRole('button', { name: 'Use my location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Use your location?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Allow and continue' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('You can search by zip code or state instead.')).toBeVisible();
  await expect(page.getByLabel('Zip code (5 digits)')).toBeFocused();

  await page.getByRole('button', { name: 'Use my location' }).click();
  await dialog.getByRole('button', { name: 'Allow and continue' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: /^\d+ stores? near you$/ }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('article')
      .first()
      .getByRole('link', { name: 'Houston Westheimer', exact: true }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
