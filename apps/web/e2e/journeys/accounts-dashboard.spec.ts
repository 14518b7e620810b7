// Accounts journeys: P1 dashboard → A1 details → documents → a monthly statement opens as a real PDF;
// P2 (inl and tmx) on Home and the paid-off toggle; P9's out-for-repo and repossessed loans. Every
// screen visited is checked with axe.
import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import type { TAccountDetailResponse } from '@lender/contract';
import { formatCents } from '@lender/domain';
import { apiGetAs } from '../support/payments';
import { signIn } from '../support/sign-in';
import { inFullChromium } from '../support/chromium';

// the statement opens in the browser's PDF viewer, which the headless shell has not (support/chromium.ts)
test.use(inFullChromium);

const loanHeadings = (page: Page) =>
  page.getByRole('heading', { level: 2, name: /^Loan \d{5}-\d{3}$/ });

test('P1: dashboard → A1 details → documents → a monthly statement opens as a PDF', async ({
  page,
  context,
}) => {
  await signIn(page, 'ana.tlxe@example.com');
  await expect(page).toHaveURL(/\/inl\/Accounts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My accounts' })).toBeVisible();
  await expect(loanHeadings(page)).toHaveText(['Loan 10001-001']);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Loan details for loan 10001-001' }).click();
  await expect(page).toHaveURL(/\/inl\/Accounts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Loan 10001-001' })).toBeVisible();
  // the amounts A1 has now (a payment journey may have run first), read from the API the screen shows
  const loanId = new URL(page.url()).pathname.split('/')[3] ?? '';
  const detail = await apiGetAs<TAccountDetailResponse>(page, `/accountdetail?loanId=${loanId}`);
  await expect(page.getByText('Amount due').locator('xpath=following-sibling::dd[1]')).toHaveText(
    formatCents(detail.minimumAmountDueCents),
  );
  await expect(
    page.getByText('Payoff amount').locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(formatCents(detail.payoffAmountCents));
  await expect(page.getByRole('link', { name: 'Make a payment' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Account documents' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Account documents for loan 10001-001' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Monthly statements' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Monthly statements for loan 10001-001' }),
  ).toBeVisible();
  const statements = page.getByRole('button', { name: /^Open Statement for / });
  await expect(statements.first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const pdfResponse = page.waitForResponse((r) => r.url().includes('/api/loanDocuments?'));
  const popup = context.waitForEvent('page');
  await statements.first().click();
  const response = await pdfResponse;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  const bytes = await response.body();
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  const tab = await popup;
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();
});

test('P2 sees inl and tmx on Home and toggles to paid-off loans', async ({ page }) => {
  await signIn(page, 'ben.multi@example.com');
  await expect(page).toHaveURL(/\/Home$/);
  await expect(page.locator('a[href="/inl/Accounts"]')).toBeVisible();
  await expect(page.locator('a[href="/tmx/Accounts"]')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.locator('a[href="/tmx/Accounts"]').click();
  await expect(loanHeadings(page)).toHaveText(['Loan 10002-002']);
  await expect(page.getByText('20 days past due')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('radio', { name: 'Paid off' }).check();
  await expect(page.getByRole('radio', { name: 'Paid off' })).toBeChecked();
  await expect(loanHeadings(page)).toHaveCount(0);
  await expect(page.getByText('You have no paid-off loans.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/inl/Accounts');
  await page.getByRole('radio', { name: 'Paid off' }).check();
  await expect(loanHeadings(page)).toHaveText(['Loan 10002-001']);
  await expect(page.getByText('Paid off on')).toBeVisible();
  await page.getByRole('radio', { name: 'All loans' }).check();
  await expect(loanHeadings(page)).toHaveText(['Loan 10002-001']);

  await page.getByRole('link', { name: 'Loan details for loan 10002-001' }).click();
  await expect(page.getByRole('region', { name: 'This loan is paid off' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Make a payment' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('P9 sees the out-for-repo and the repossessed screens', async ({ page }) => {
  await signIn(page, 'iris.repo@example.com');
  await expect(page).toHaveURL(/\/tmx\/Accounts$/);
  await expect(loanHeadings(page)).toHaveText([
    'Loan 10009-003',
    'Loan 10009-001',
    'Loan 10009-002',
  ]);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Loan details for loan 10009-001' }).click();
  const ofr = page.getByRole('alert').filter({ hasText: 'Your vehicle is out for repossession' });
  await expect(ofr).toContainText('75 days late');
  await expect(
    ofr.getByText('Reinstatement amount').locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('$640.00');
  await expect(ofr.getByRole('link', { name: 'Keep my vehicle' })).toHaveAttribute(
    'href',
    new URL(`${page.url()}/Payment/OfrVehicleRecovery`).pathname,
  );
  await expect(
    page.getByRole('region', { name: 'Please call your store' }).getByRole('link'),
  ).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/tmx/Accounts');
  await page.getByRole('link', { name: 'Loan details for loan 10009-002' }).click();
  const repo = page.getByRole('region', { name: 'Your vehicle has been repossessed' });
  await expect(repo).toBeVisible();
  await expect(repo.getByRole('link', { name: 'What happens next' })).toHaveAttribute(
    'href',
    new URL(`${page.url()}/Payment/OfrVehicleRepossessed`).pathname,
  );
  await expect(page.getByRole('link', { name: 'Make a payment' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
