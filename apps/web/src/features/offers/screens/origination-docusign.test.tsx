/**
 * OriginationDocuSign: the loan's terms, its signing and the money sent; a declined signing; and, on another device,
 * a funded or an expired origination.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { LoanStatus } from '@lender/domain';
import { blankOrigination, writeOriginationCookie } from '../../../shared/offers';
import { jsonResponse, mockApi } from '../../../test/render-screen';
import { APP, LOAN, civic, originationInfo, progress } from '../origination/test-fixtures';
import OriginationDocuSign from './OriginationDocuSign';
import { at, saved, setUpOriginationFlow, show, status } from './origination-test-kit';

const ENVELOPE = '11111111-2222-4333-8444-555555555555';
const signing = (state: string) => ({
  envelopeId: ENVELOPE,
  loanId: LOAN,
  status: state,
  signingUrl: `/esign/sign/${ENVELOPE}`,
  expiresAt: '2026-12-10T15:30:00.000Z',
  signed: state === 'signing_complete',
});

beforeEach(setUpOriginationFlow);
afterEach(() => vi.unstubAllGlobals());

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
