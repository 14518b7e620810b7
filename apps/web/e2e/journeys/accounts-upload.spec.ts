// Accounts journeys: P1 manages A1 and uploads a document (a PDF succeeds, a renamed executable is
// refused), and the account-status screens (AlternateBlocked, AccountStatusBlocked) — each with axe.
import { expect, test } from '../support/test';
import { ZAccountsResponseSchema } from '@lender/contract';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { apiSignIn, signIn } from '../support/sign-in';

const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
/** a Windows executable's header under a .pdf name */
const exeBytes = Buffer.concat([
  Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
  Buffer.alloc(256, 0),
]);

test('P1 uploads a PDF for A1; a renamed executable is refused', async ({ page }) => {
  await signIn(page, 'ana.tlxe@example.com');
  await page.getByRole('link', { name: 'Loan details for loan 10001-001' }).click();
  await page.getByRole('link', { name: 'Manage account' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Manage loan 10001-001' }),
  ).toBeVisible();
  await expect(page.getByText('Ana Rivera')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Upload documents' }).click();
  await expect(page).toHaveURL(/\/inl\/Accounts\/[0-9a-f-]{36}\/Pending\/DocumentUpload$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Upload documents for loan 10001-001' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const chooser = page.getByLabel('Choose files');
  await chooser.setInputFiles({
    name: 'statement.pdf',
    mimeType: 'application/pdf',
    buffer: exeBytes,
  });
  await expect(page.getByRole('alert')).toContainText('statement.pdf: Unknown mime type');
  await expect(page.getByRole('button', { name: 'Upload' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Remove statement.pdf' }).click();

  await chooser.setInputFiles({
    name: 'paystub.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes,
  });
  const upload = page.waitForResponse(
    (r) => r.url().endsWith('/api/uploadLoanDocuments') && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Upload' }).click();
  expect((await upload).status()).toBe(200);
  const done = page.getByRole('status').filter({ hasText: 'Your documents were uploaded.' });
  await expect(done).toContainText('paystub.pdf');
  await expect(page.getByRole('region', { name: 'Uploaded documents' })).toContainText(
    'paystub.pdf',
  );
  await expectNoSeriousA11yViolations(page);
});

test('the server refuses a renamed executable by its content, whatever its name and type say', async ({
  request,
}) => {
  const headers = await apiSignIn(request, 'ana.tlxe@example.com');
  const accounts = await request.get('/api/accounts?brandName=inl', { headers });
  const { loans } = ZAccountsResponseSchema.parse(await accounts.json());
  const A1 = loans.find((loan) => loan.lmsId === '10001-001')?.loanId ?? '';
  const response = await request.put('/api/uploadLoanDocuments', {
    headers,
    multipart: {
      loanId: A1,
      files: { name: 'statement.pdf', mimeType: 'application/pdf', buffer: exeBytes },
    },
  });
  expect(response.status()).toBe(400);
  expect(((await response.json()) as { message: string }).message).toBe('Unknown mime type');
});

test('AlternateBlocked and AccountStatusBlocked explain and lead back', async ({ page }) => {
  await signIn(page, 'ana.tlxe@example.com');
  await page.getByRole('link', { name: 'Loan details for loan 10001-001' }).click();
  await expect(page).toHaveURL(/\/inl\/Accounts\/[0-9a-f-]{36}$/);
  const A1 = new URL(page.url()).pathname.split('/').at(-1);
  await page.goto(`/inl/Accounts/${A1}/AlternateBlocked?isLocked=true&alternateName=Devon`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Someone else is paying this loan right now' }),
  ).toBeVisible();
  await expect(
    page.getByText('Devon is making a payment on this loan at the moment.', { exact: false }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Back to my accounts' }).click();
  await expect(page).toHaveURL(/\/inl\/Accounts$/);

  await page.goto(`/inl/Accounts/${A1}/Pending/AccountStatusBlocked`);
  await expect(
    page.getByRole('heading', { level: 1, name: "We can't help with this account online" }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /^Call your store at / })).toHaveAttribute(
    'href',
    /^tel:\+1\d{10}$/,
  );
  await expectNoSeriousA11yViolations(page);
});
