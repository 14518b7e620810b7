import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { TPayoffQuoteResponse } from '@lender/contract';
import { LoanStatus } from '@lender/domain';
import { stubXhr } from '../../../test/fake-xhr';
import { fakeApi } from '../test/fake-api';
import { A1_ID, detail } from '../test/fixtures';
import { renderScreen, signInAs } from '../test/render-screen';
import { offersPayoffQuote, PayoffQuote } from './payoff-quote';

const TODAY = '2026-11-26';
const loan = detail();

function quote(goodThrough: string, days: number): TPayoffQuoteResponse {
  return {
    loanId: A1_ID,
    lmsId: loan.lmsId,
    quotedOn: TODAY,
    goodThrough,
    firstGoodThrough: TODAY,
    lastGoodThrough: '2026-12-06',
    days,
    payoffTodayCents: 125_000,
    perDiemCents: 108,
    accruedInterestCents: 108 * days,
    payoffAmountCents: 125_000 + 108 * days,
  };
}

function show(answer?: { status: number; body: unknown }) {
  const api = fakeApi({
    'GET /payoffQuote': (url) => {
      const goodThrough = url.searchParams.get('goodThrough')!;
      return answer ?? { body: quote(goodThrough, Number(goodThrough.slice(8)) - 26) };
    },
  });
  renderScreen(<PayoffQuote loan={loan} today={TODAY} />, {
    path: `/inl/Accounts/${A1_ID}`,
    route: '/inl/Accounts/:loanId',
  });
  return api;
}

beforeEach(async () => {
  signInAs();
  await i18next.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('PayoffQuote', () => {
  it('shows today’s payoff first, then the amount good through a chosen date, and links its PDF', async () => {
    const user = userEvent.setup();
    const api = show();
    expect(
      await screen.findByText('To pay off your loan, pay $1,250.00 by 11/26/2026.'),
    ).toBeInTheDocument();
    const input = screen.getByLabelText('Good through');
    expect(input).toHaveAttribute('min', TODAY);
    expect(input).toHaveAttribute('max', '2026-12-06');
    expect(input).toHaveAccessibleDescription('A date from 11/26/2026 to 12/06/2026');
    await user.clear(input);
    await user.type(input, '2026-11-29');
    expect(
      await screen.findByText('To pay off your loan, pay $1,253.24 by 11/29/2026.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Interest for 3 days').nextElementSibling).toHaveTextContent('$3.24');
    expect(screen.getByText('Interest per day').nextElementSibling).toHaveTextContent('$1.08');
    expect(api.callsTo('GET /payoffQuote').at(-1)?.url.searchParams.toString()).toBe(
      `loanId=${A1_ID}&lmsId=${loan.lmsId}&goodThrough=2026-11-29`,
    );
    expect(screen.getByRole('link', { name: 'Download payoff quote (PDF)' })).toHaveAttribute(
      'href',
      `/api/payoffQuotePdf?loanId=${A1_ID}&lmsId=${loan.lmsId}&goodThrough=2026-11-29`,
    );
  });

  it('refuses a date past the range without asking the server', async () => {
    const user = userEvent.setup();
    const api = show();
    await screen.findByText(/pay \$1,250\.00/);
    const input = screen.getByLabelText('Good through');
    await user.clear(input);
    await user.type(input, '2026-12-07');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('The date cannot be after 12/06/2026.'),
    );
    expect(
      api
        .callsTo('GET /payoffQuote')
        .some((c) => c.url.searchParams.get('goodThrough') === '2026-12-07'),
    ).toBe(false);
  });

  it('says when the quote cannot be had, with a retry; in Spanish too', async () => {
    show({ status: 500, body: { statusCode: 500, message: 'boom' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not get your payoff quote. Please try again.',
    );
    await i18next.changeLanguage('es');
    expect(
      await screen.findByRole('heading', { name: 'Cotización de liquidación' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No pudimos obtener su cotización de liquidación.',
    );
  });

  it('saves the PDF with the session’s headers and says when that failed', async () => {
    const user = userEvent.setup();
    show();
    const xhr = stubXhr();
    await user.click(await screen.findByRole('link', { name: 'Download payoff quote (PDF)' }));
    await vi.waitFor(() => expect(xhr.last()).toBeDefined());
    xhr.last()!.respond(404, JSON.stringify({ message: 'Not found' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payoff quote could not be downloaded.',
    );
  });

  it('is offered for open and out-for-repo loans with a payoff only', () => {
    expect(offersPayoffQuote(loan)).toBe(true);
    expect(offersPayoffQuote({ ...loan, status: LoanStatus.OutForRepo })).toBe(true);
    expect(offersPayoffQuote({ ...loan, status: LoanStatus.PaidOff, payoffAmountCents: 0 })).toBe(
      false,
    );
    expect(offersPayoffQuote({ ...loan, status: LoanStatus.Repossessed })).toBe(false);
  });
});
