// Issue 48, the traps removed and privacy: P1 starts renewing A1 from Louisiana — the location check comes first,
// before any choice, and names the state she is in and her store (Houston Westheimer, Houston, Texas); "Not now"
// takes her back to the loan. From Houston she goes through to the disclosures with no location step between, and
// the disclosure she reads names her co-signer P4 (Devon Park) and shows none of his identity data (his date of
// birth 01/30/1988, his SSN's last four). On a 390 px phone the signing page is one scroll: no scroll box, every
// field reachable, its headings under the page's, a styled link and the closing time on the store's clock (no UTC).
import { expect, test } from '../support/test';
import { expectAccessibleInBothLanguages } from '../support/axe';
import { signIn } from '../support/sign-in';
import { openLoan } from '../support/payments';
import { A1, IN_HOUSTON, P1, toRenewalReview } from '../support/renewal';
import { expectPageTruth } from '../support/page-truth';

const IN_NEW_ORLEANS = { latitude: 29.95, longitude: -90.07 };
const FRAME = 'iframe[title="Renewal disclosures signing page"]';

test.use({
  geolocation: IN_NEW_ORLEANS,
  permissions: ['geolocation'],
  viewport: { width: 390, height: 844 },
});

test('P1’s renewal asks her location first and names Louisiana, Texas and her store; the disclosure keeps P4’s identity his, on a one-scroll signing page in store time', async ({
  page,
  context,
}) => {
  // sign-in, axe in two languages on three screens and the e-sign page on a busy 2-core machine
  test.setTimeout(240_000);
  await signIn(page, P1);
  await openLoan(page, 'inl', A1);
  const renew = page
    .getByRole('navigation', { name: 'What you can do' })
    .getByRole('link', { name: 'Renew my loan' });

  // first, before any choice: the location step
  await renew.click();
  await expect(page).toHaveURL(/\/Payment\/GpsLocation\?for=refinance&next=ProductSwitch$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Share your location' })).toBeVisible();
  await page.getByRole('button', { name: 'Share my location' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    "You are in Louisiana. A renewal is made in your store's state: your store, Houston Westheimer in Houston, is in Texas. Renew when you are in Texas, or call your store.",
  );
  await expect(page).toHaveURL(/\/Payment\/GpsLocation\?/);
  await expectAccessibleInBothLanguages(page);
  await page.getByRole('link', { name: 'Not now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Loan ${A1}` })).toBeVisible();

  // in Houston: on to the choices
  await context.setGeolocation(IN_HOUSTON);
  await renew.click();
  await page.getByRole('button', { name: 'Share my location' }).click();
  await expect(page).toHaveURL(/\/Payment\/ProductSwitch$/);
  await page.getByRole('radio', { name: /^Renewal minimum/ }).check();
  await toRenewalReview(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  // no location step between the review and the disclosures
  await expect(page).toHaveURL(/\/Payment\/AccountDisclosures$/);
  await page
    .getByRole('checkbox', { name: 'I agree to renew my loan electronically while in Texas' })
    .check();
  await page.getByRole('button', { name: 'Review and sign' }).click();
  await expect(page).toHaveURL(/\/Payment\/DocuSignView/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign your renewal disclosures' }),
  ).toBeVisible();

  // the signing page: headings under the page's own, the co-signer named and nothing more of him
  const frame = page.frameLocator(FRAME);
  await expect(frame.getByRole('heading', { level: 3, name: 'Review and sign' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(frame.locator('h1, h2')).toHaveCount(0);
  const disclosure = frame.getByRole('region', { name: 'Refinance disclosure' });
  await expect(disclosure).toContainText('Devon Park');
  await expect(disclosure).toContainText('Ana Rivera');
  await expect(disclosure).not.toContainText('01/30/1988');
  await expect(disclosure).not.toContainText('***-**-0104');

  // one scroll: the frame is as tall as its page, the document has no scroll box, nothing wider than the phone
  const frameElement = page.locator(FRAME);
  await expect
    .poll(() =>
      frameElement.evaluate(
        (el: HTMLIFrameElement) =>
          (el.contentDocument?.documentElement.scrollHeight ?? Infinity) - el.clientHeight,
      ),
    )
    .toBeLessThanOrEqual(1);
  expect(
    await disclosure.evaluate(
      (el) => el.scrollHeight <= el.clientHeight + 1 && getComputedStyle(el).overflowY !== 'auto',
    ),
  ).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  const link = frame.getByRole('link', { name: 'Open the document as a PDF' });
  expect(
    await link.evaluate((el) => [
      getComputedStyle(el).color,
      getComputedStyle(el).textDecorationLine,
    ]),
  ).toEqual(['rgb(11, 87, 208)', 'underline']);

  // the closing time on the store's clock (Houston: Central), never UTC
  await expect(frame.getByText(/^This signing session closes at /)).toHaveText(
    /^This signing session closes at \d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [AP]M C[SD]T\.$/,
  );
  await expect(frame.locator('body')).not.toContainText('UTC');
  await expect(page.locator('body')).not.toContainText('UTC');
  // and the same by the journeys' one check of what a borrower must not be shown (every frame)
  await expectPageTruth(page, { viewer: 'ana.tlxe@example.com' });

  // every field reachable by scrolling the page: filled, and the Sign button in view when scrolled to
  await frame.getByLabel(/^Your initials/).fill('AR');
  await frame.getByLabel('Type your full name to sign').fill('Ana Rivera');
  await frame
    .getByRole('checkbox', { name: 'I agree to sign this document electronically.' })
    .check();
  const sign = frame.getByRole('button', { name: 'Sign', exact: true });
  await sign.scrollIntoViewIfNeeded();
  await expect(sign).toBeInViewport();
});
