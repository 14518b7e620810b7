// Issue 17, When done: a browser set to Spanish signs in, pays, has a payment declined on purpose (the sandbox's
// 4000 0000 0000 0002), adds a card and pays, saves the receipt PDF, emails the receipt and reads it, and opens a
// monthly statement PDF. No screen, email or PDF shows an English word but names (the processor's decline reason
// included), and after every step of the payment the page title changes and the focused node of the accessibility
// tree is the new screen's heading.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { fillHostedCard } from '../support/payments';
import { pdfLines } from '../support/pdf-lines';
import { codeFor, newestMessageId, outboxOf, DEMO_PASSWORD } from '../support/sign-in';
import { es, expectNoEnglish, expectNoEnglishText } from '../support/spanish';
import { phoneIn } from '../support/location';

// the payment's location check (gpsCheckPayment, on by default): A1's store is in Houston
test.use(phoneIn('houston'));

const P1 = 'ana.tlxe@example.com';
const A1 = '10001-001';
/** The seeded cards' expiry: December, three years on. */
const SEEDED_EXPIRY = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

test.use({ locale: 'es-ES' });

/** After a step: a new page title naming the screen (and the loan), and focus on the new screen's h1. */
async function expectArrived(page: Page, previousTitle: string, heading: string): Promise<string> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 20_000,
  });
  await expect.poll(() => page.title()).not.toBe(previousTitle);
  await expect(page.locator(':focus')).toMatchAriaSnapshot(
    `- heading ${JSON.stringify(heading)} [level=1]`,
  );
  const title = await page.title();
  expect(title).toContain(es('layout.loanTitle', { lmsId: A1 }));
  return title;
}

async function signInInSpanish(page: Page): Promise<void> {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: es('auth:login.heading') }),
  ).toBeVisible();
  await expectNoEnglish(page, test.info());
  await page.getByLabel(es('auth:login.username')).fill(P1);
  await page.getByLabel(es('auth:login.password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: es('auth:login.signIn'), exact: true }).click();
  // the file's own server has never seen this browser: the trusted-device screens, in Spanish
  await expect(page).toHaveURL(/\/TrustedDevice$/);
  await expectNoEnglish(page, test.info());
  await page.getByRole('link', { name: es('auth:common.continue') }).click();
  await expect(page).toHaveURL(/\/TrustedDevice\/VerificationMethod$/);
  await expectNoEnglish(page, test.info());
  const before = await newestMessageId(page.request, P1);
  await page.getByRole('radio', { name: new RegExp(`^${es('auth:method.email')}`) }).check();
  await page.getByRole('button', { name: es('auth:method.send') }).click();
  await expect(page).toHaveURL(/\/TrustedDevice\/Email$/);
  await expectNoEnglish(page, test.info());
  await page.getByRole('link', { name: es('auth:trusted.email.enterCode') }).click();
  await expect(page).toHaveURL(/\/TrustedDevice\/Code$/);
  await expectNoEnglish(page, test.info());
  await page
    .getByLabel(es('auth:code.label'), { exact: true })
    .fill(await codeFor(page.request, P1, before));
  await page.getByRole('button', { name: es('auth:code.verify') }).click();
  await expect(page).not.toHaveURL(/\/TrustedDevice/);
}

test('in Spanish: sign in, a declined card, a new card, a payment, its receipt and a statement; no English, a new title and the heading focused at each step', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await signInInSpanish(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.goto('/inl/Accounts');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoEnglish(page, testInfo);
  await expectNoSeriousA11yViolations(page);
  let title = await page.title();
  // voice control: the link is named by what it shows, then the loan
  await page
    .getByRole('link', {
      name: `${es('accounts:details.title')} ${es('accounts:dashboard.viewDetailsContext', { lmsId: A1 })}`,
    })
    .click();
  title = await expectArrived(page, title, es('accounts:common.loanNumber', { lmsId: A1 }));
  await expectNoEnglish(page, testInfo);

  await page.getByRole('link', { name: es('accounts:details.makePayment'), exact: true }).click();
  title = await expectArrived(page, title, es('payments:makePayment.heading'));
  await expectNoEnglish(page, testInfo);
  await page.getByRole('radio', { name: es('payments:makePayment.other') }).check();
  const amount = page.getByRole('textbox', { name: es('payments:makePayment.otherAmount') });
  await amount.fill('5');
  await amount.blur();
  await page.getByRole('button', { name: es('payments:common.continue') }).click();

  title = await expectArrived(page, title, es('payments:selectMethod.heading'));
  await expectNoEnglish(page, testInfo);
  await page.getByRole('link', { name: es('payments:selectMethod.addCard') }).click();
  title = await expectArrived(page, title, es('payments:addMethod.heading'));
  await expectNoEnglish(page, testInfo);
  // the hosted form is the processor's page (the server side of the issue)
  await fillHostedCard(page, '4000 0000 0000 0002');

  title = await expectArrived(page, title, es('payments:review.heading'));
  await expectNoEnglish(page, testInfo);
  await page.getByRole('button', { name: es('payments:review.pay', { amount: '$5.00' }) }).click();

  // the decline: said in the live region that was there before, in a screen whose heading has focus
  title = await expectArrived(page, title, es('payments:processing.notMadeHeading'));
  await expect(page.getByTestId('live-status')).toContainText(
    es('payments:processing.notMadeHeading'),
  );
  await expect(page.getByTestId('live-status')).toContainText('Tarjeta rechazada');
  await expectNoEnglish(page, testInfo);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: es('payments:processing.otherCard') }).click();

  title = await expectArrived(page, title, es('payments:selectMethod.heading'));
  await page.getByRole('link', { name: es('payments:selectMethod.addCard') }).click();
  title = await expectArrived(page, title, es('payments:addMethod.heading'));
  await page.getByRole('checkbox', { name: es('payments:addMethod.save') }).check();
  // her saved Visa again, with its seeded expiry: the server keeps one card for the same card and takes the new
  // expiry, so another would change what the card journeys that follow expect of P1's cards
  await fillHostedCard(page, '4111 1111 1111 1111', SEEDED_EXPIRY);

  title = await expectArrived(page, title, es('payments:review.heading'));
  await page.getByRole('button', { name: es('payments:review.pay', { amount: '$5.00' }) }).click();
  await expectArrived(page, title, es('payments:confirm.heading'));
  await expect(page.getByTestId('live-status')).toContainText('$5.00');
  await expectNoEnglish(page, testInfo);
  await expectNoSeriousA11yViolations(page);
  // a Spanish date: never MM/DD/YYYY, which a Spanish reader takes for day/month
  expect(await page.locator('main').innerText()).not.toMatch(/\b\d{2}\/\d{2}\/\d{4}\b/);

  // the receipt PDF, then the receipt by email: in Spanish, the lender's name aside
  const receipt = page.waitForEvent('download');
  await page.getByRole('link', { name: es('payments:confirm.downloadReceipt') }).click();
  const receiptLines = await pdfLines(await readFile(await (await receipt).path()));
  expect(receiptLines.join('\n')).toContain('$5.00');
  // the letterhead's second line is the lender's postal address: a name
  expectNoEnglishText(receiptLines.join('\n'), 'the receipt PDF', [receiptLines[1]!]);
  const before = await newestMessageId(page.request, P1);
  await page.getByRole('button', { name: es('payments:confirm.emailReceipt') }).click();
  await expect(page.getByTestId('live-status')).toHaveText(
    es('payments:confirm.receiptSent', { to: P1 }),
  );
  await expect
    .poll(async () => (await outboxOf(page.request, P1))[0]?.id ?? 0)
    .toBeGreaterThan(before);
  const [email] = await outboxOf(page.request, P1);
  expect(email!.body).toContain('$5.00');
  expectNoEnglishText(`${email!.subject ?? ''}\n${email!.body}`, 'the receipt email');

  // a monthly statement, opened from the loan's documents
  await page.goto('/inl/Accounts');
  await page
    .getByRole('link', {
      name: `${es('accounts:details.title')} ${es('accounts:dashboard.viewDetailsContext', { lmsId: A1 })}`,
    })
    .click();
  await page.getByRole('link', { name: es('accounts:details.monthlyDocuments') }).click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: es('accounts:documents.monthlyHeading', { lmsId: A1 }),
    }),
  ).toBeVisible();
  await expectNoEnglish(page, testInfo);
  await expectNoSeriousA11yViolations(page);
  const statement = page.waitForEvent('download');
  await page
    .getByRole('button', { name: new RegExp(`^${es('accounts:documents.download')} `) })
    .first()
    .click();
  const statementLines = await pdfLines(await readFile(await (await statement).path()));
  expect(statementLines.length).toBeGreaterThan(3);
  expectNoEnglishText(statementLines.join('\n'), 'the statement PDF', [statementLines[1]!]);
});
