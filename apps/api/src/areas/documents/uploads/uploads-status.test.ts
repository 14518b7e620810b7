/** GET /uploadLoanDocuments: whether the reader may upload to the loan, with the limits, or why not. */
import { describe, expect, it } from 'vitest';
import { ZUploadLoanDocumentsStatusSchema } from '@lender/contract';
import { loanIdOf } from '../../../db/seed';
import { A1, useUploadsApp } from './uploads-test-kit';

const uploads = useUploadsApp();

describe('GET /uploadLoanDocuments', () => {
  it('tells the borrower the loan takes uploads, with the limits', async () => {
    const { t, ana } = uploads;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/uploadLoanDocuments?loanId=${A1}`,
      headers: ana,
    });
    expect(ZUploadLoanDocumentsStatusSchema.parse(res.json())).toMatchObject({
      canUploadLoanDocuments: true,
      reason: null,
      maxSizeMb: 4,
      maxFiles: 4,
    });
  });
  it('says why not for a co-signer and a paid-off loan; 404 for another persona; 401 signed out', async () => {
    const { t, devon, erin, ben } = uploads;
    const cosigner = await t.app.inject({
      method: 'GET',
      url: `/api/uploadLoanDocuments?loanId=${A1}`,
      headers: devon,
    });
    expect(cosigner.json()).toMatchObject({ canUploadLoanDocuments: false, reason: 'notBorrower' });
    const paidOff = await t.app.inject({
      method: 'GET',
      url: `/api/uploadLoanDocuments?loanId=${loanIdOf('A2')}`,
      headers: ben,
    });
    expect(paidOff.json()).toMatchObject({ canUploadLoanDocuments: false, reason: 'loanClosed' });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/uploadLoanDocuments?loanId=${A1}`,
          headers: erin,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/uploadLoanDocuments?loanId=${A1}` }))
        .statusCode,
    ).toBe(401);
  });
});
