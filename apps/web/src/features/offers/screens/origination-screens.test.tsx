import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { TLoanOriginateStatusResponse, TOffer, TOriginationProgress } from '@lender/contract';
import { LoanStatus } from '@lender/domain';
import { card, cardsResponse } from '../../../shared/cards/cards.test-data';
import {
  blankOrigination,
  clearAllOriginationCookies,
  readOriginationCookie,
  useViewedOffersStore,
  writeOriginationCookie,
} from '../../../shared/offers';
import { registerRoutes } from '../../../shared/routing/route-path';
import { inlRoute, jsonResponse, mockApi, renderScreen } from '../../../test/render-screen';
import { clearAmountDraft } from '../origination/amount-draft';
import {
  APP,
  LOAN,
  civic,
  originationInfo,
  progress,
  signInFrank,
} from '../origination/test-fixtures';
import OfferDetails from './OfferDetails';
import OriginationAmount from './OriginationAmount';
import OriginationCallMe from './OriginationCallMe';
import OriginationChooseMethod from './OriginationChooseMethod';
import OriginationDocuSign from './OriginationDocuSign';

const ENVELOPE = '11111111-2222-4333-8444-555555555555';
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
const at = (screenName: string) => `/inl/Origination/${screenName}?applicationId=${APP}`;
const show = (ui: React.ReactElement, screenName: string, state?: unknown) =>
  renderScreen(ui, { path: at(screenName), route: `/inl/Origination/${screenName}`, state });
const status = (
  over: Partial<TLoanOriginateStatusResponse> = {},
  origination: Partial<TOriginationProgress> = {},
): TLoanOriginateStatusResponse => ({
  messageKey: 'K-1',
  pending: false,
  Error: null,
  loanId: LOAN,
  collateral: civic,
  dueDate: '2026-12-27',
  loanAmountCents: 187_500,
  origination: progress(origination),
  ...over,
});
const signing = (state: string) => ({
  envelopeId: ENVELOPE,
  loanId: LOAN,
  status: state,
  signingUrl: `/esign/sign/${ENVELOPE}`,
  expiresAt: '2026-12-10T15:30:00.000Z',
  signed: state === 'signing_complete',
});
const saved = () => readOriginationCookie('C6');

beforeEach(async () => {
  registerRoutes([
    inlRoute('Offers', 'Offers'),
    inlRoute('OfferDetails', 'Offers/OfferDetails'),
    inlRoute('Dashboard', 'Accounts'),
    inlRoute('OriginationAmount', 'Origination/Amount'),
    inlRoute('OriginationChooseMethod', 'Origination/ChooseMethod'),
    inlRoute('OriginationDocuSign', 'Origination/DocuSign'),
    inlRoute('OriginationCallMe', 'Origination/CallMe'),
    inlRoute('OriginationManageDisburseMethod', 'Origination/ManageDisburseMethod'),
    inlRoute('OriginationAddDebitDisburseMethod', 'Origination/AddDebitDisburseMethod'),
  ]);
  clearAllOriginationCookies();
  clearAmountDraft();
  localStorage.clear();
  useViewedOffersStore.setState({ byCustomer: {} });
  signInFrank();
  await i18next.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('OriginationAmount', () => {
  it('shows the offer, prefills the maximum and refuses an amount out of range as it is typed', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /originationInfo': () => jsonResponse(originationInfo()) });
    show(<OriginationAmount />, 'Amount');
    expect(
      await screen.findByRole('heading', {
        name: 'You qualify for up to $3,000.00 on your 2020 Honda Civic.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('This offer ends 12/20/2026.')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Loan amount' });
    expect(field).toHaveValue('3,000.00');
    await user.clear(field);
    await user.type(field, '100');
    expect(field).toHaveAccessibleDescription(
      'From $500.00 to $3,000.00. The smallest loan is $500.00.',
    );
    await user.clear(field);
    await user.type(field, '3500');
    expect(field).toHaveAccessibleDescription(
      'From $500.00 to $3,000.00. The largest loan is $3,000.00.',
    );
    await user.clear(field);
    await user.type(field, '1500');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('link', { name: 'Call me instead' })).toHaveAttribute(
      'href',
      at('CallMe'),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(at('ChooseMethod'));
    expect(saved()).toMatchObject({
      applicationId: APP,
      appraisalId: 612,
      disbursementAmount: 150_000,
      collateral: civic,
    });
  });

  it('shows the server’s refusal of the amount on the field until it is changed (Spanish)', async () => {
    await i18next.changeLanguage('es');
    const user = userEvent.setup();
    writeOriginationCookie('C6', { ...blankOrigination(APP, 612), disbursementAmount: 250_000 });
    mockApi({ 'GET /originationInfo': () => jsonResponse(originationInfo()) });
    show(<OriginationAmount />, 'Amount', { amountError: 'El préstamo máximo es de $2,000.00.' });
    const field = await screen.findByRole('textbox', { name: 'Monto del préstamo' });
    expect(field).toHaveValue('2,500.00');
    expect(field).toHaveAccessibleDescription(
      'De $500.00 a $3,000.00. El préstamo máximo es de $2,000.00.',
    );
    await user.clear(field);
    await user.type(field, '1500');
    expect(field).toHaveAccessibleDescription('De $500.00 a $3,000.00.');
  });

  it('entered from the offer, goes on to the step reached; an offer said no to says so', async () => {
    writeOriginationCookie('C6', { ...blankOrigination(APP, 612), disbursementAmount: 150_000 });
    mockApi({ 'GET /originationInfo': () => jsonResponse(originationInfo()) });
    const { unmount } = renderScreen(<OriginationAmount />, {
      path: `${at('Amount')}&resume=1`,
      route: '/inl/Origination/Amount',
    });
    expect(await screen.findByTestId('current-path')).toHaveTextContent(at('ChooseMethod'));
    unmount();
    mockApi({ 'GET /originationInfo': () => jsonResponse(originationInfo({ declined: true })) });
    show(<OriginationAmount />, 'Amount');
    expect(
      await screen.findByText(
        'You said no to this offer. If you change your mind, call TitleMax Phoenix #41 at (602) 555-0141.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('after a declined signing, starts over with a message', async () => {
    writeOriginationCookie('C6', {
      ...blankOrigination(APP, 612),
      disbursementAmount: 150_000,
      disbursementType: 16,
      originationKey: 'K-1',
      loanId: LOAN,
    });
    mockApi({
      'GET /originationInfo': () =>
        jsonResponse(originationInfo({ origination: progress({ status: 'declined' }) })),
    });
    show(<OriginationAmount />, 'Amount');
    expect(
      await screen.findByText(
        'You did not sign the last time, so no loan was made. You can start again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Loan amount' })).toHaveValue('3,000.00');
    await waitFor(() => expect(saved()?.disbursementAmount).toBe(0));
  });
});

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

describe('OriginationDocuSign', () => {
  const made = () =>
    writeOriginationCookie('C6', {
      ...blankOrigination(APP, 612),
      disbursementAmount: 150_000,
      disbursementType: 16,
      loanId: LOAN,
      loanStatusId: LoanStatus.Open,
      dueDate: '2026-12-27',
      loanAmount: 187_500,
      collateral: civic,
      cardLastFour: '1234',
      originationKey: 'K-1',
    });

  it('shows the terms, signs, waits for the money and says where it went; the cookie is cleared', async () => {
    const user = userEvent.setup();
    made();
    let envelope = 'sent';
    mockApi({
      'GET /originationInfo': () => jsonResponse(originationInfo({ origination: progress() })),
      'POST /loanSigning': (_url, init) => {
        expect(JSON.parse(String(init?.body))).toEqual({
          loanId: LOAN,
          documentType: 'loanAgreement',
        });
        return jsonResponse(signing('sent'));
      },
      'GET /loanSigning': () => jsonResponse(signing(envelope)),
      'GET /loanOriginate': () => jsonResponse(status({}, { status: 'funded' })),
    });
    show(<OriginationDocuSign />, 'DocuSign');
    const terms = await screen.findByRole('region', { name: 'Your loan terms' });
    expect(within(terms).getByText('Finance charge').nextElementSibling).toHaveTextContent(
      '$375.00',
    );
    expect(within(terms).getByText('Total due').nextElementSibling).toHaveTextContent('$1,875.00');
    expect(within(terms).getByText('Due date').nextElementSibling).toHaveTextContent('12/27/2026');
    expect(within(terms).getByText('Vehicle').nextElementSibling).toHaveTextContent(
      '2020 Honda Civic',
    );
    expect(within(terms).getByText('Where the money goes').nextElementSibling).toHaveTextContent(
      'Debit card ending in 1234',
    );
    await user.click(screen.getByRole('button', { name: 'Review and sign the agreement' }));
    const frame = await screen.findByTitle('Loan agreement signing page');
    expect(frame).toHaveAttribute('src', `/esign/sign/${ENVELOPE}?lang=en`);
    envelope = 'signing_complete';
    fireEvent.load(frame);
    fireEvent.load(frame);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Your loan is ready', level: 1 },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('$1,500.00 was sent to card •••• 1234.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my loans' })).toHaveAttribute(
      'href',
      '/inl/Accounts',
    );
    await waitFor(() => expect(saved()).toBeNull());
  });

  it('a declined signing says no loan was made and what to do next', async () => {
    const user = userEvent.setup();
    made();
    mockApi({
      'GET /originationInfo': () => jsonResponse(originationInfo({ origination: progress() })),
      'POST /loanSigning': () => jsonResponse(signing('sent')),
      'GET /loanSigning': () => jsonResponse(signing('decline')),
    });
    show(<OriginationDocuSign />, 'DocuSign');
    await user.click(await screen.findByRole('button', { name: 'Review and sign the agreement' }));
    expect(
      await screen.findByRole('heading', { name: 'You did not sign, so no loan was made.' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'You can start again from your offer while it lasts, or call TitleMax Phoenix #41 at (602) 555-0141.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', at('Amount'));
  });

  it('on another device, a funded origination shows the done state; an expired one says no loan was made (Spanish)', async () => {
    mockApi({
      'GET /originationInfo': () =>
        jsonResponse(originationInfo({ origination: progress({ status: 'funded' }) })),
    });
    const { unmount } = show(<OriginationDocuSign />, 'DocuSign');
    expect(
      await screen.findByRole('heading', { name: 'Your loan is ready', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your loan of $1,875.00 is due on 12/27/2026.')).toBeInTheDocument();
    unmount();
    await i18next.changeLanguage('es');
    mockApi({
      'GET /originationInfo': () =>
        jsonResponse(originationInfo({ origination: progress({ status: 'expired' }) })),
    });
    show(<OriginationDocuSign />, 'DocuSign');
    expect(
      await screen.findByRole('heading', { name: 'No firmó, así que no se hizo ningún préstamo.' }),
    ).toBeInTheDocument();
  });
});

describe('OriginationCallMe', () => {
  it('asks the store to call and says when, in the borrower’s time; a second visit shows the same', async () => {
    const expectedBy = new Date();
    expectedBy.setHours(23, 30, 0, 0);
    const api = mockApi({
      'GET /originationInfo': () => jsonResponse(originationInfo()),
      'POST /phoneQueue': () =>
        jsonResponse({
          appraisalId: 612,
          queuedAt: new Date().toISOString(),
          expectedBy: expectedBy.toISOString(),
          storeName: 'TitleMax Phoenix #41',
          storePhoneNumber: '(602) 555-0141',
        }),
    });
    const { unmount } = show(<OriginationCallMe />, 'CallMe');
    expect(
      await screen.findByRole('heading', {
        name: "We'll call you at (602) 555-0166 today by 11:30 PM.",
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your store: TitleMax Phoenix #41, (602) 555-0141.'),
    ).toBeInTheDocument();
    unmount();
    show(<OriginationCallMe />, 'CallMe');
    expect(
      await screen.findByRole('heading', {
        name: "We'll call you at (602) 555-0166 today by 11:30 PM.",
      }),
    ).toBeInTheDocument();
    const posts = api.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { appraisalId: 612 },
      { appraisalId: 612 },
    ]);
  });
});

describe('OfferDetails of an appraisal offer', () => {
  const appraisal = (over: Partial<TOffer> = {}): TOffer => ({
    offerKey: 612,
    offerId: 12,
    targetLoanId: null,
    targetLmsId: null,
    brandName: 'inl',
    settlementAmountCents: null,
    settlementRemainingCents: null,
    balanceCents: null,
    qualifiedAmountCents: 300_000,
    minLoanAmountCents: 50_000,
    maxLoanAmountCents: 300_000,
    collateral: civic,
    applicationId: APP,
    declined: false,
    docExp: '2026-12-20T18:00:00.000Z',
    expired: false,
    settlementStep: null,
    ...over,
  });
  const details = () =>
    renderScreen(<OfferDetails />, {
      path: '/inl/Offers/OfferDetails?offerKey=612',
      route: '/inl/Offers/OfferDetails',
    });

  it('leads into the flow at the step reached, to a call, or says no after a confirmation', async () => {
    const user = userEvent.setup();
    let declined = false;
    mockApi({
      'GET /offers': () => jsonResponse({ offers: [appraisal({ declined })] }),
      'PUT /appraisalStatus': (_url, init) => {
        expect(JSON.parse(String(init?.body))).toEqual({ appraisalId: 612, status: 'declined' });
        declined = true;
        return jsonResponse({ appraisalId: 612, status: 'declined' });
      },
    });
    details();
    expect(await screen.findByRole('link', { name: 'Get my money' })).toHaveAttribute(
      'href',
      `${at('Amount')}&resume=1`,
    );
    expect(screen.getByRole('link', { name: 'Call me' })).toHaveAttribute('href', at('CallMe'));
    await user.click(screen.getByRole('button', { name: 'No thanks' }));
    const dialog = screen.getByRole('alertdialog', { name: 'No thanks' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, say no to this offer' }));
    expect(
      await screen.findByText(
        'You said no to this offer. If you change your mind, call your store.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get my money' })).toBeNull();
  });

  it('an ended appraisal offer says so and to call the store', async () => {
    mockApi({ 'GET /offers': () => jsonResponse({ offers: [appraisal({ expired: true })] }) });
    details();
    expect(
      await screen.findByText(
        'This offer ended on 12/20/2026. To ask for a new one, call your store.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get my money' })).toBeNull();
  });
});
