import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { REFINANCE_ERROR_CODES } from '@lender/contract';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { jsonResponse, mockApi } from '../../../test/render-screen';
import { usePaymentStore } from '../../../shared/session/payment-store';
import { renewalConfirmation } from '../test/confirmation';
import { A1_ID, NEW_LOAN_ID, renderRefinanceScreen, signIn } from '../test/render';
import CancelRenewal from './CancelRenewal';

// Monday 06/01/2026, 10:00 AM Central: the renewal of the fixture posted today
const NOW = new Date('2026-06-01T15:00:00Z');

const cancelled = (amountPaidCents = 21540) => ({
  cancelled: true,
  oldLoanId: A1_ID,
  newLoanId: NEW_LOAN_ID,
  amountPaidCents,
  cardNumber: '1111',
  restoredPayoffCents: 125000,
  confirmationNumber: 'CONF-0100',
  messageKey: 'msg-1',
});

function show(answer: () => Response | Promise<Response> = () => jsonResponse(cancelled())) {
  const api = mockApi({ 'POST /cancelrefinance': answer });
  const view = renderRefinanceScreen(<CancelRenewal />, 'CancelRenewal');
  return { api, view };
}

const cancelPosts = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls
    .filter(([url]) => String(url).startsWith('/api/cancelrefinance'))
    .map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  signIn();
  usePaymentStore.getState().clear();
  usePaymentStore
    .getState()
    .update({ loanId: A1_ID, isRefi: true, paymentKey: 'msg-1', result: renewalConfirmation() });
  await i18next.changeLanguage('en');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CancelRenewal', () => {
  it('says what cancelling does: the new loan voided, the old one restored, the amount back to the card', async () => {
    show();
    const what = await screen.findByRole('region', {
      name: 'You renewed loan 10001-001 today. If you cancel:',
    });
    expect(what).toHaveTextContent('Your new loan 10001-002 is voided.');
    expect(what).toHaveTextContent('Loan 10001-001 goes back to how it was before the renewal.');
    expect(what).toHaveTextContent('The $215.40 you paid goes back to your card •••• 1111.');
    expect(
      screen.getByRole('combobox', { name: 'Why are you cancelling? (optional)' }),
    ).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Keep my renewal' })).toHaveAttribute(
      'href',
      `/inl/Accounts/${A1_ID}/Payment/ConfirmPayment`,
    );
  });

  it('a double tap cancels once, with the reason; an amount paid goes to ConfirmPayment with the cancelled flag', async () => {
    const user = userEvent.setup();
    let release: (r: Response) => void = () => undefined;
    const { api, view } = show(() => new Promise<Response>((resolve) => (release = resolve)));
    view.queryClient.setQueryData(['accounts', 'detail', A1_ID], { loanId: A1_ID });
    await user.selectOptions(await screen.findByRole('combobox'), 'I chose the wrong amount');
    const button = screen.getByRole('button', { name: 'Cancel renewal' });
    await user.dblClick(button);
    expect(button).toBeDisabled();
    expect(screen.getByText('Cancelling your renewal…')).toBeInTheDocument();
    // the cancel is sent once its answer's schema has loaded (decision 033): release the answer after the request exists
    await vi.waitFor(() => expect(cancelPosts(api)).toHaveLength(1));
    release(jsonResponse(cancelled()));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      `/inl/Accounts/${A1_ID}/Payment/ConfirmPayment?isCancelledRefi=true&cancelReason=wrongAmount`,
    );
    expect(cancelPosts(api)).toEqual([{ newLoanId: NEW_LOAN_ID, cancelReason: 'wrongAmount' }]);
    expect(usePaymentStore.getState().result?.renewal?.cancelled).toBe(true);
    // the loans are read again: the old one restored, the new one voided
    await vi.waitFor(() =>
      expect(view.queryClient.getQueryState(['accounts', 'detail', A1_ID])?.isInvalidated).toBe(
        true,
      ),
    );
  });

  it('nothing paid: the Dashboard, the payment data cleared; no reason is sent when none is chosen', async () => {
    const user = userEvent.setup();
    const { api } = show(() => jsonResponse(cancelled(0)));
    await user.click(await screen.findByRole('button', { name: 'Cancel renewal' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(/^\/inl\/Accounts$/);
    expect(cancelPosts(api)).toEqual([{ newLoanId: NEW_LOAN_ID }]);
    expect(usePaymentStore.getState().result).toBeUndefined();
  });

  it('says the server’s refusals in words, and lets the borrower try again after another failure', async () => {
    const user = userEvent.setup();
    const answers = [
      jsonResponse(
        {
          statusCode: 409,
          error: 'Conflict',
          message: 'no',
          errorCode: REFINANCE_ERROR_CODES.cancelNewLoanActivity,
        },
        409,
      ),
    ];
    show(() => answers.shift() ?? jsonResponse(cancelled()));
    await user.click(await screen.findByRole('button', { name: 'Cancel renewal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your new loan already has activity, so the renewal cannot be cancelled. Call your store for help.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel renewal' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent('isCancelledRefi=true');
  });

  it('a renewal of another business day cannot be cancelled here: why, and the store to call', async () => {
    vi.setSystemTime(new Date('2026-06-02T15:00:00Z'));
    show();
    expect(
      await screen.findByText(
        'A renewal can be cancelled only on the business day it was made. Call your store for help.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel renewal' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Call your store at (713) 555-0101' }),
    ).toBeInTheDocument();
  });

  it('without a renewal in the payment data there is nothing to cancel', async () => {
    usePaymentStore.getState().clear();
    show();
    expect(
      await screen.findByText('There is no renewal to cancel here. Your loans show what happened.'),
    ).toBeInTheDocument();
  });

  it('opened from the new loan’s page with the renewal’s key: reads its confirmation again, cancels it, and shows the cancelled flag', async () => {
    const user = userEvent.setup();
    usePaymentStore.getState().clear();
    const api = mockApi({
      'GET /payment': () =>
        jsonResponse({
          messageKey: 'msg-1',
          pending: false,
          confirmationNumber: 'CONF-0100',
          newLoanId: NEW_LOAN_ID,
          Error: null,
          confirmation: renewalConfirmation(),
        }),
      'POST /cancelrefinance': () => jsonResponse(cancelled()),
    });
    renderRefinanceScreen(<CancelRenewal />, 'CancelRenewal', '?key=msg-1');
    expect(
      await screen.findByRole('region', {
        name: 'You renewed loan 10001-001 today. If you cancel:',
      }),
    ).toHaveTextContent('The $215.40 you paid goes back to your card •••• 1111.');
    expect(
      api.mock.calls.filter(([url]) => String(url).startsWith('/api/payment?key=msg-1')),
    ).toHaveLength(1);
    // keeping it leads back to the new loan (there is no confirmation screen in this path)
    expect(screen.getByRole('link', { name: 'Keep my renewal' })).toHaveAttribute(
      'href',
      `/inl/Accounts/${NEW_LOAN_ID}`,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel renewal' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      `/inl/Accounts/${A1_ID}/Payment/ConfirmPayment?isCancelledRefi=true`,
    );
    expect(cancelPosts(api)).toEqual([{ newLoanId: NEW_LOAN_ID }]);
    expect(usePaymentStore.getState()).toMatchObject({
      loanId: A1_ID,
      paymentKey: 'msg-1',
      result: { renewal: { cancelled: true } },
    });
  });

  it('opened with a key the server cannot read: says so, with a retry', async () => {
    usePaymentStore.getState().clear();
    mockApi({
      'GET /payment': () => jsonResponse({ statusCode: 404, message: 'Payment not found.' }, 404),
    });
    renderRefinanceScreen(<CancelRenewal />, 'CancelRenewal', '?key=msg-x');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your renewal. Please try again.',
    );
  });

  it('has no serious accessibility violations, in English and in Spanish', async () => {
    show();
    await screen.findByRole('button', { name: 'Cancel renewal' });
    await expectNoSeriousA11yViolations('en');
    await i18next.changeLanguage('es');
    const select = await screen.findByRole('combobox', { name: '¿Por qué cancela? (opcional)' });
    expect(within(select).getByRole('option', { name: 'Cambié de opinión' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar renovación' })).toBeInTheDocument();
    await expectNoSeriousA11yViolations('es');
  });
});
