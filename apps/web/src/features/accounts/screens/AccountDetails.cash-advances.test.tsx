import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { DRAW_ERROR_CODES, type TAccountDetailResponse } from '@lender/contract';
import { CashAdvancePendingCode } from '@lender/domain';
import { fakeApi } from '../test/fake-api';
import { A1_ID, configSettings, detail } from '../test/fixtures';
import { LOAN_VALIDATIONS } from '../../../test/loan-fixtures';
import { renderScreen, signInAs } from '../test/render-screen';
import AccountDetails from './AccountDetails';

const LOAN_PATH = `/inl/Accounts/${A1_ID}`;

/** An open line of credit: $5,000.00 limit, $2,000.00 available, two pending advances (one batched). */
const line = (overrides: Partial<TAccountDetailResponse> = {}) =>
  detail({
    productType: 'lineOfCredit',
    productId: 3,
    creditLimitCents: 500000,
    availableCreditCents: 200000,
    validations: { ...LOAN_VALIDATIONS, isDisbursementAvailable: true },
    pendingCashAdvances: [
      {
        transactionId: 'ca-1',
        amountCents: 25000,
        pendingCode: CashAdvancePendingCode.NotBatched,
        createdAt: '2026-05-01T15:00:00.000Z',
      },
      {
        transactionId: 'ca-2',
        amountCents: 10000,
        pendingCode: CashAdvancePendingCode.Batched,
        createdAt: '2026-04-30T15:00:00.000Z',
      },
    ],
    ...overrides,
  });

function show(
  loan: TAccountDetailResponse,
  cancel: { status?: number; body?: unknown } = {
    body: { cancelled: true, availableCreditCents: 225000 },
  },
) {
  let reads = 0;
  const api = fakeApi({
    'GET /accountdetail': () => {
      reads += 1;
      // after a cancel the server no longer lists it
      return {
        body:
          reads === 1
            ? loan
            : {
                ...loan,
                availableCreditCents: 225000,
                pendingCashAdvances: loan.pendingCashAdvances.slice(1),
              },
      };
    },
    'GET /configsettings': { body: configSettings() },
    'DELETE /draw': cancel,
  });
  renderScreen(<AccountDetails />, { path: LOAN_PATH, route: '/inl/Accounts/:loanId' });
  return api;
}

beforeEach(async () => {
  signInAs();
  await i18next.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('AccountDetails of a line of credit', () => {
  it("offers the borrower of a line of credit 'Get cash', to GetCashAmount", async () => {
    show(line());
    expect(await screen.findByRole('link', { name: 'Get cash' })).toHaveAttribute(
      'href',
      `${LOAN_PATH}/Payment/GetCashAmount`,
    );
  });

  it('does not offer Get cash on an instalment loan', async () => {
    show(detail());
    await screen.findByRole('heading', { level: 1, name: 'Loan 10001-001' });
    expect(screen.queryByRole('link', { name: 'Get cash' })).not.toBeInTheDocument();
  });

  it('does not offer Get cash on a line whose loan system cannot send cash to a card', async () => {
    show(line({ validations: LOAN_VALIDATIONS }));
    await screen.findByText('Available credit');
    expect(screen.queryByRole('link', { name: 'Get cash' })).not.toBeInTheDocument();
  });

  it('cancels a pending advance not yet batched after a confirm; a batched one says it can no longer be', async () => {
    const api = show(line());
    expect(
      await screen.findByText(
        'This cash advance is already being processed and can no longer be cancelled.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Cancel the cash advance/ })).toHaveLength(1);
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Cancel the cash advance of $250.00 requested 05/01/2026',
      }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this cash advance?' });
    expect(dialog).toHaveTextContent(
      'The cash advance of $250.00 requested 05/01/2026 will not be sent',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel cash advance' }));
    expect(
      await screen.findByText('The cash advance of $250.00 was cancelled.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE /draw')[0]?.body).toEqual({
      loanId: A1_ID,
      lmsId: '10001-001',
      transactionId: 'ca-1',
    });
    expect(
      screen.queryByRole('button', { name: /^Cancel the cash advance/ }),
    ).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Available credit').nextElementSibling).toHaveTextContent(
        '$2,250.00',
      ),
    );
  });

  it('keeps the advance when the dialog is dismissed, and says why the server refused', async () => {
    const api = show(line(), {
      status: 409,
      body: {
        statusCode: 409,
        error: 'Conflict',
        message: 'batched',
        errorCode: DRAW_ERROR_CODES.advanceBatched,
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: /^Cancel the cash advance of \$250\.00/ }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE /draw')).toHaveLength(0);
    await userEvent.click(
      screen.getByRole('button', { name: /^Cancel the cash advance of \$250\.00/ }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel cash advance' }));
    expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent(
      'This cash advance is already being processed and can no longer be cancelled.',
    );
  });

  it('shows the co-signer the advances without Cancel or Get cash', async () => {
    show(line({ isAlternate: true, alternateName: 'Ana Rivera' }));
    expect(await screen.findByText('Pending cash advances')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /^Cancel the cash advance/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get cash' })).not.toBeInTheDocument();
  });
});
