/**
 * OriginationChooseMethod: the ways the offer allows to send the money, "Get my loan" sent once and its key polled on
 * to signing, a loan taking longer than usual and its retry, and the server's refusal of the amount.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoanStatus } from '@lender/domain';
import { card, cardsResponse } from '../../../shared/cards/cards.test-data';
import { blankOrigination, writeOriginationCookie } from '../../../shared/offers';
import { jsonResponse, mockApi } from '../../../test/render-screen';
import { APP, LOAN, originationInfo } from '../origination/test-fixtures';
import OriginationChooseMethod from './OriginationChooseMethod';
import { at, saved, setUpOriginationFlow, show, status } from './origination-test-kit';

const debit = card({
  cardNumber: '1234',
  canDisburse: true,
  fundingType: 'debit',
  cardIds: [{ type: 'tlxe', id: 'c-1234' }],
});
const credit = card({
  cardNumber: '4444',
  canDisburse: false,
  fundingType: 'credit',
  cardIds: [{ type: 'tlxe', id: 'c-4444' }],
});

beforeEach(setUpOriginationFlow);
afterEach(() => vi.unstubAllGlobals());

describe('OriginationChooseMethod', () => {
  beforeEach(() =>
    writeOriginationCookie('C6', { ...blankOrigination(APP, 612), disbursementAmount: 150_000 }),
  );

  it('offers only the ways the offer allows, in words', async () => {
    mockApi({
      'GET /originationInfo': () => jsonResponse(originationInfo()),
      'GET /cards': () => jsonResponse(cardsResponse([debit])),
    });
    show(<OriginationChooseMethod />, 'ChooseMethod');
    const group = await screen.findByRole('group', { name: 'Send my money' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['To my debit card — usually within 30 minutes', 'Cash at my store']);
    expect(screen.queryByText(/money transfer/i)).toBeNull();
  });

  it('sends the loan to the first card that can receive money once, polls its key and goes on to sign', async () => {
    const user = userEvent.setup();
    let polls = 0;
    const api = mockApi({
      'GET /originationInfo': () => jsonResponse(originationInfo()),
      'GET /cards': () => jsonResponse(cardsResponse([credit, debit])),
      'POST /loanOriginate': () => jsonResponse({ messageKey: 'K-1' }),
      'GET /loanOriginate': () => {
        polls += 1;
        return jsonResponse(
          polls < 2
            ? status(
                { pending: true, loanId: null, dueDate: null, loanAmountCents: null },
                { status: 'originating', loanId: null, loanStatusId: null },
              )
            : status(),
        );
      },
    });
    show(<OriginationChooseMethod />, 'ChooseMethod');
    await user.click(
      await screen.findByRole('radio', { name: 'To my debit card — usually within 30 minutes' }),
    );
    const cardSection = await screen.findByRole('region', { name: 'Debit card' });
    expect(await within(cardSection).findByText('Card ending in 1234')).toBeInTheDocument();
    expect(within(cardSection).getByRole('link', { name: 'Change card' })).toHaveAttribute(
      'href',
      at('ManageDisburseMethod'),
    );
    const submit = screen.getByRole('button', { name: 'Get my loan' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await screen.findByText('Making your loan…')).toBeInTheDocument();
    expect(await screen.findByTestId('current-path', {}, { timeout: 5000 })).toHaveTextContent(
      at('DocuSign'),
    );
    const posts = api.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    const body = JSON.parse(String(posts[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      applicationId: APP,
      appraisalId: 612,
      amount: '1,500.00',
      type: 16,
      disburseCardIds: [{ type: 'tlxe', id: 'c-1234' }],
      loanTypeCode: 'title',
      storeId: 41,
    });
    expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved()).toMatchObject({
      loanId: LOAN,
      loanStatusId: LoanStatus.Open,
      dueDate: '2026-12-27',
      loanAmount: 187_500,
      cardLastFour: '1234',
      originationKey: 'K-1',
      idempotencyKey: null,
    });
    expect(document.cookie).not.toContain('c-1234');
  });

  it('past the loan originate timeout says so, and a retry polls the same key again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      writeOriginationCookie('C6', {
        ...blankOrigination(APP, 612),
        disbursementAmount: 150_000,
        disbursementType: 2,
        originationKey: 'K-1',
      });
      const pending = status(
        { pending: true, loanId: null, dueDate: null, loanAmountCents: null },
        { status: 'originating', loanId: null, loanStatusId: null },
      );
      let answer = pending;
      const api = mockApi({
        'GET /originationInfo': () =>
          jsonResponse(originationInfo({ origination: pending.origination })),
        'GET /loanOriginate': () => jsonResponse(answer),
      });
      show(<OriginationChooseMethod />, 'ChooseMethod');
      expect(await screen.findByText('Making your loan…')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(
        await screen.findByText('Your loan is taking longer than usual to be made.'),
      ).toBeInTheDocument();
      answer = status({}, { disbursementType: 2, cardNumber: null });
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByTestId('current-path', {}, { timeout: 5000 })).toHaveTextContent(
        at('DocuSign'),
      );
      expect(
        api.mock.calls
          .map(([input]) => String(input))
          .filter((url) => url.includes('/loanOriginate'))
          .every((url) => url.includes('key=K-1')),
      ).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a refused amount goes back to the amount field with the server’s reason', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /originationInfo': () => jsonResponse(originationInfo()),
      'POST /loanOriginate': () =>
        jsonResponse(
          {
            statusCode: 422,
            error: 'Unprocessable Entity',
            message: 'Too much',
            errorCode: 'origination.aboveMaximum',
            field: 'amount',
          },
          422,
        ),
    });
    show(<OriginationChooseMethod />, 'ChooseMethod');
    await user.click(await screen.findByRole('radio', { name: 'Cash at my store' }));
    expect(screen.getByText('Cash at TitleMax Phoenix #41')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get my loan' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(at('Amount'));
    expect(saved()?.idempotencyKey).toBeNull();
  });
});
