/**
 * The way into the origination: OriginationAmount shows the offer and checks the amount as it is typed,
 * OriginationCallMe asks the store to call instead, and an appraisal offer's details lead into the flow at the step
 * reached, to a call, or say no.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { TOffer } from '@lender/contract';
import { blankOrigination, writeOriginationCookie } from '../../../shared/offers';
import { jsonResponse, mockApi, renderScreen } from '../../../test/render-screen';
import { APP, LOAN, civic, originationInfo, progress } from '../origination/test-fixtures';
import OfferDetails from './OfferDetails';
import OriginationAmount from './OriginationAmount';
import OriginationCallMe from './OriginationCallMe';
import { at, saved, setUpOriginationFlow, show } from './origination-test-kit';

beforeEach(setUpOriginationFlow);
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
