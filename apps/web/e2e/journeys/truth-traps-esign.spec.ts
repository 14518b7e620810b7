// Issue 48, e-signing on a phone: P5's settlement offer says until when it is valid on her store's clock (not only
// inside the agreement, and not in UTC); at 390 px the signing page is one scroll — no scroll box of its own, its
// fields reachable, its headings under the page's — and the agreement's own "valid through" is in store time too.
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signIn } from '../support/sign-in';
import { openLoan } from '../support/payments';
import { expectPageTruth } from '../support/page-truth';

const P5 = 'erin.settle@example.com';
const S1 = '10005-001';
const FRAME = 'iframe[title="Settlement agreement signing page"]';
const STORE_TIME = /\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [AP]M C[SD]T/;

test.use({ viewport: { width: 390, height: 844 } });

test('P5’s settlement at 390 px: valid-through in store time on the screen, a one-scroll signing page with no UTC', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, P5);
  const loanId = await openLoan(page, 'inl', S1);
  await page.goto(`/inl/Accounts/${loanId}/Payment/SettlementOffer`);
  await expect(page.getByRole('heading', { level: 1, name: `Settle loan ${S1}` })).toBeVisible();
  const validThrough = page.getByText(/^This offer is valid through /);
  await expect(validThrough).toHaveText(
    new RegExp(`^This offer is valid through ${STORE_TIME.source}\\.$`),
  );
  await expect(page.locator('body')).not.toContainText('UTC');

  await page.getByRole('button', { name: 'Review and sign the agreement' }).click();
  const frame = page.frameLocator(FRAME);
  await expect(frame.getByRole('heading', { level: 3, name: 'Review and sign' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(frame.locator('h1, h2')).toHaveCount(0);
  const agreement = frame.getByRole('region', { name: 'Settlement agreement' });
  await expect(agreement).toContainText(new RegExp(`Offer valid through.*${STORE_TIME.source}`));
  await expect(frame.locator('body')).not.toContainText('UTC');
  // and the same by the journeys' one check of what a borrower must not be shown (every frame)
  await expectPageTruth(page, { viewer: 'erin.settle@example.com' });
  await expect(frame.getByText(/^This signing session closes at /)).toHaveText(
    new RegExp(`^This signing session closes at ${STORE_TIME.source}\\.$`),
  );

  // one scroll: the frame as tall as its page, the agreement without a scroll box
  const frameElement = page.locator(FRAME);
  await expect
    .poll(() =>
      frameElement.evaluate(
        (el: HTMLIFrameElement) =>
          (el.contentDocument?.documentElement.scrollHeight ?? Infinity) - el.clientHeight,
      ),
    )
    .toBeLessThanOrEqual(1);
  expect(await agreement.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );

  // the fields below the agreement, reached by scrolling the page
  const initials = frame.getByLabel(/^Your initials/);
  await initials.scrollIntoViewIfNeeded();
  await expect(initials).toBeInViewport();
  await initials.fill('EW');
  await frame.getByLabel('Type your full name to sign').fill('Erin Walsh');
  const sign = frame.getByRole('button', { name: 'Sign', exact: true });
  await sign.scrollIntoViewIfNeeded();
  await expect(sign).toBeInViewport();
  await expectNoSeriousA11yViolations(page);
});
