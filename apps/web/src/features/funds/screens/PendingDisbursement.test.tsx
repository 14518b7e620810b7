import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { DISBURSEMENT_MAX_POLLING_ATTEMPTS } from '@lender/domain';
import {
  L1_ID,
  configSettings,
  drawStatus,
  fundsApi,
  pendingStatus,
  visaDebit,
} from '../test/fixtures';
import { fundsPath, renderFundsScreen } from '../test/render';
import { resetFundsStore, toDisburseCard, useFundsStore } from '../store';
import PendingDisbursement from './PendingDisbursement';

beforeEach(async () => {
  resetFundsStore();
  useFundsStore.setState({
    loanId: L1_ID,
    card: toDisburseCard(visaDebit),
    amountCents: 25000,
    messageKey: 'draw-1',
  });
  await i18next.changeLanguage('en');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const show = () => renderFundsScreen(<PendingDisbursement />, 'PendingDisbursement');

describe('PendingDisbursement', () => {
  it('polls by the messageKey until the draw posts, keeps the confirmation and goes to ConfirmDisbursement', async () => {
    let polls = 0;
    const api = fundsApi({
      'GET /draw': () => {
        polls += 1;
        return { body: polls === 1 ? pendingStatus() : drawStatus() };
      },
    });
    show();
    expect(
      screen.getByText('We are sending your cash. This takes a few seconds.'),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('current-path', {}, { timeout: 5000 })).toHaveTextContent(
      fundsPath('ConfirmDisbursement'),
    );
    expect(api.callsTo('GET /draw').map((call) => call.url.searchParams.get('key'))).toEqual([
      'draw-1',
      'draw-1',
    ]);
    expect(useFundsStore.getState()).toMatchObject({
      messageKey: null,
      amountCents: null,
      confirmation: { confirmationNumber: 'DRWDB43CD27B814', amountCents: 25000 },
    });
  });

  it('shows the Error (nothing was drawn) and offers another card', async () => {
    fundsApi({
      'GET /draw': { body: drawStatus({ Error: 'Card declined by issuer', confirmation: null }) },
    });
    show();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Your cash could not be sent: Card declined by issuer Nothing was drawn from your line of credit.',
    );
    expect(
      screen.queryByText('We are sending your cash. This takes a few seconds.'),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try another card' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      fundsPath('ManageDisburseMethod'),
    );
    expect(useFundsStore.getState().messageKey).toBeNull();
  });

  it(`stops after ${DISBURSEMENT_MAX_POLLING_ATTEMPTS} attempts still pending and says the cash is on its way`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fundsApi({ 'GET /draw': { body: pendingStatus() } });
    show();
    for (let i = 0; i < DISBURSEMENT_MAX_POLLING_ATTEMPTS + 3; i += 1)
      await vi.advanceTimersByTimeAsync(1000);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your cash is still on its way; check back in a few minutes.',
    );
    expect(api.callsTo('GET /draw')).toHaveLength(DISBURSEMENT_MAX_POLLING_ATTEMPTS);
    expect(screen.getByRole('link', { name: 'Back to my account' })).toHaveAttribute(
      'href',
      fundsPath('AccountDetails'),
    );
  });

  it('takes the server-overridden number of attempts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fundsApi({
      'GET /configsettings': { body: configSettings({ disbursementMaxPollingAttempts: 3 }) },
      'GET /draw': { body: pendingStatus() },
    });
    show();
    for (let i = 0; i < 6; i += 1) await vi.advanceTimersByTimeAsync(1000);
    expect(
      await screen.findByText('Your cash is still on its way; check back in a few minutes.'),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /draw')).toHaveLength(3);
  });

  it('stops at the server’s post draw timeout before the attempts run out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fundsApi({
      'GET /configsettings': {
        body: configSettings({ disbursementMaxPollingAttempts: 100, postDrawTimeout: 4 }),
      },
      'GET /draw': { body: pendingStatus() },
    });
    show();
    for (let i = 0; i < 8; i += 1) await vi.advanceTimersByTimeAsync(1000);
    expect(
      await screen.findByText('Your cash is still on its way; check back in a few minutes.'),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /draw').length).toBeLessThanOrEqual(4);
  });

  it('with disbursementPolling off, does not poll: the cash is on its way', async () => {
    const api = fundsApi({
      'GET /configsettings': { body: configSettings({ disbursementPolling: false }) },
      'GET /draw': { body: pendingStatus() },
    });
    show();
    expect(
      await screen.findByText('Your cash is still on its way; check back in a few minutes.'),
    ).toBeInTheDocument();
    // at most the one poll that may start before the settings are read (a borrower's are read long before)
    expect(api.callsTo('GET /draw').length).toBeLessThanOrEqual(1);
  });

  it('says there is nothing on its way without a started draw', () => {
    useFundsStore.setState({ messageKey: null });
    fundsApi({});
    show();
    expect(screen.getByText('There is no cash request on its way.')).toBeInTheDocument();
  });
});
