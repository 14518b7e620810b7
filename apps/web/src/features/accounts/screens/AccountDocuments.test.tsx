import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../test/fake-api';
import { stubXhr } from '../../../test/fake-xhr';
import { A1_ID, document, documentsResponse } from '../test/fixtures';
import { renderScreen, signInAs } from '../test/render-screen';
import AccountDocuments from './AccountDocuments';
import AccountMonthlyDocuments from './AccountMonthlyDocuments';

const agreement = document({
  documentId: 'loan-agreement',
  kind: 'loanAgreement',
  name: 'Loan agreement',
  documentDate: '2026-01-15',
});
const march = document();

beforeEach(() => signInAs());
afterEach(() => vi.unstubAllGlobals());

describe('AccountDocuments and AccountMonthlyDocuments', () => {
  it("lists the loan's documents, with the statements one step further", async () => {
    const api = fakeApi({
      'GET /lmsAccountDocuments': { body: documentsResponse([march, agreement]) },
    });
    renderScreen(<AccountDocuments />, {
      path: `/inl/Accounts/${A1_ID}/Documents/10001-001`,
      route: '/inl/Accounts/:loanId/Documents/:lmsId',
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Loan agreement' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Statement for March 2026' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Monthly statements' })).toHaveAttribute(
      'href',
      `/inl/Accounts/${A1_ID}/AccountMonthlyDocuments?lmsId=10001-001`,
    );
    expect(
      Object.fromEntries(api.callsTo('GET /lmsAccountDocuments')[0]!.url.searchParams),
    ).toEqual({ loanId: A1_ID, lmsId: '10001-001' });
  });

  it("says 'No account documents were found.' when there are none", async () => {
    fakeApi({ 'GET /lmsAccountDocuments': { body: documentsResponse([]) } });
    renderScreen(<AccountDocuments />, {
      path: `/inl/Accounts/${A1_ID}/Documents/10001-001`,
      route: '/inl/Accounts/:loanId/Documents/:lmsId',
    });
    expect(await screen.findByText('No account documents were found.')).toBeInTheDocument();
  });

  it('opens a statement as a PDF in a new tab and records the view', async () => {
    const xhr = stubXhr();
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/statement');
    URL.revokeObjectURL = vi.fn();
    const api = fakeApi({
      'GET /lmsAccountDocuments': { body: documentsResponse([march]) },
      'POST /lmsAccountDocumentViewHistory': {
        body: {
          loanId: A1_ID,
          documentId: march.documentId,
          viewedAt: '2026-04-02T15:00:00.000Z',
          viewCount: 1,
        },
      },
    });
    renderScreen(<AccountMonthlyDocuments />, {
      path: `/inl/Accounts/${A1_ID}/AccountMonthlyDocuments?lmsId=10001-001`,
      route: '/inl/Accounts/:loanId/AccountMonthlyDocuments',
    });
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Open Statement for March 2026 (PDF, opens in a new tab)',
      }),
    );
    await waitFor(() => expect(xhr.last()).toBeDefined());
    expect(xhr.last()!.url).toBe(`/api/loanDocuments?loanId=${A1_ID}&documentId=statement-2026-03`);
    expect(xhr.last()!.responseType).toBe('blob');
    xhr.last()!.respond(200, '%PDF-1.7 statement', 'application/pdf');
    await waitFor(() => expect(tab.location.href).toBe('blob:http://localhost/statement'));
    await waitFor(() => expect(api.callsTo('POST /lmsAccountDocumentViewHistory')).toHaveLength(1));
    expect(api.callsTo('POST /lmsAccountDocumentViewHistory')[0]!.body).toEqual({
      loanId: A1_ID,
      documentId: 'statement-2026-03',
      lmsId: '10001-001',
    });
    expect(api.callsTo('GET /lmsAccountDocuments')[0]!.url.searchParams.get('kind')).toBe(
      'monthlyStatement',
    );
  });

  it('refuses an answer that is not a PDF and closes the tab', async () => {
    const xhr = stubXhr();
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    fakeApi({ 'GET /lmsAccountDocuments': { body: documentsResponse([march]) } });
    renderScreen(<AccountMonthlyDocuments />, {
      path: `/inl/Accounts/${A1_ID}/AccountMonthlyDocuments?lmsId=10001-001`,
      route: '/inl/Accounts/:loanId/AccountMonthlyDocuments',
    });
    await userEvent.click(
      await screen.findByRole('button', { name: /^Open Statement for March 2026/ }),
    );
    await waitFor(() => expect(xhr.last()).toBeDefined());
    xhr.last()!.respond(200, '<html>login</html>', 'text/html');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't open this document. Please try again.",
    );
    expect(tab.close).toHaveBeenCalled();
  });
});
