import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { configSettings, history, referralApi, stats } from '../test/fixtures';
import { renderReferralScreen } from '../test/render';
import { installMarketingEvents } from '../../../shared/session/marketing-events';
import { useSessionStore } from '../../../shared/session/session-store';
import ReferralRewardsHome from './ReferralRewardsHome';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

const show = () => renderReferralScreen(<ReferralRewardsHome />, 'ReferralRewardsHome');

describe('ReferralRewardsHome', () => {
  it('shows the balance, the stats, the amount per share and the balance history', async () => {
    referralApi({
      'GET /referralStats': { body: stats() },
      'GET /referralBalanceHistory': { body: history() },
    });
    show();
    expect(await screen.findByText('$100.00')).toBeInTheDocument();
    expect(screen.getByText('People signed up').nextElementSibling).toHaveTextContent('3');
    expect(screen.getByText('Codes scanned').nextElementSibling).toHaveTextContent('7');
    expect(
      screen.getByText('You earn $50.00 for each person who signs up and takes a loan'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/per share/)).not.toBeInTheDocument();
    const rows = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('03/02/2026 · Cash-out to card ending 1111−$100.00');
    expect(rows[1]).toHaveTextContent('02/20/2026 · Sign-up: Maria+$50.00');
    expect(screen.getByText('http://localhost/Refer/GINA50')).toBeInTheDocument();
    expect(screen.getByText('GINA50')).toBeInTheDocument();
  });

  it('does not ask for the history when the server setting is off', async () => {
    const api = referralApi({
      'GET /configsettings': { body: configSettings({ referralBalanceHistory: false }) },
      'GET /referralStats': { body: stats() },
    });
    show();
    expect(await screen.findByText('$100.00')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /configsettings')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Balance history' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /referralBalanceHistory')).toHaveLength(0);
  });

  it('copies the link when the device cannot share, says so, and records the share', async () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined });
    const user = userEvent.setup();
    const api = referralApi({
      'GET /referralStats': { body: stats() },
      'GET /referralBalanceHistory': { body: history() },
      'POST /referralShare': { body: { recorded: true } },
    });
    show();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toHaveAttribute('role', 'status');
    expect(await navigator.clipboard.readText()).toBe('http://localhost/Refer/GINA50');
    await waitFor(() => expect(api.callsTo('POST /referralShare')).toHaveLength(1));
    expect(api.callsTo('POST /referralShare')[0]?.body).toEqual({
      shortCode: 'GINA50',
      source: 'copyLink',
    });
  });

  it('records referralShared with its channel for marketing once the link is copied (decision 059)', async () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined });
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    useSessionStore.setState({ authenticated: true, guest: false, tokens: { accessToken: 'a' } });
    installMarketingEvents();
    const user = userEvent.setup();
    const api = referralApi({
      'GET /referralStats': { body: stats() },
      'GET /referralBalanceHistory': { body: history() },
      'POST /referralShare': { body: { recorded: true } },
      'POST /iterableEvent': { body: { recorded: true } },
    });
    show();
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST /iterableEvent')).toHaveLength(1));
    expect(api.callsTo('POST /iterableEvent')[0]?.body).toEqual({
      eventName: 'referralShared',
      dataFields: { source: 'copyLink' },
    });
  });

  it('uses the share sheet when the device has one', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share }));
    const api = referralApi({
      'GET /referralStats': { body: stats() },
      'GET /referralBalanceHistory': { body: history() },
      'POST /referralShare': { body: { recorded: true } },
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: 'http://localhost/Refer/GINA50' }),
    );
    await waitFor(() =>
      expect(api.callsTo('POST /referralShare')[0]?.body).toEqual({
        shortCode: 'GINA50',
        source: 'shareSheet',
      }),
    );
  });

  it('offers no share sheet while shareTitlemaxEnabled is off, only the link, Copy link and the QR code', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share }));
    referralApi({
      'GET /configsettings': { body: configSettings({ shareTitlemaxEnabled: false }) },
      'GET /referralStats': { body: stats() },
      'GET /referralBalanceHistory': { body: history() },
    });
    show();
    expect(await screen.findByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByText('http://localhost/Refer/GINA50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show QR code' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('shows the QR code of the link with an accessible name', async () => {
    referralApi({
      'GET /referralStats': { body: stats() },
      'GET /referralBalanceHistory': { body: history() },
      'POST /referralShare': { body: { recorded: true } },
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Show QR code' }));
    const qr = await screen.findByRole('img', { name: 'QR code for your referral link' });
    expect(qr.querySelector('svg')).not.toBeNull();
  });

  it('disables cash out with its reason when there is no balance or a cash-out is pending', async () => {
    referralApi({
      'GET /referralStats': {
        body: stats({ currentBalanceCents: 0, pendingCashOut: true, pendingCashOutCents: 5000 }),
      },
      'GET /referralBalanceHistory': { body: history() },
    });
    show();
    const button = await screen.findByRole('button', { name: 'Cash out' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'You can cash out again when the current cash-out arrives.',
    );
    expect(screen.getByText(/A cash-out of \$50.00 is on its way/)).toBeInTheDocument();
  });

  it('asks for the missing profile before the card, or goes straight to the card', async () => {
    referralApi({
      'GET /referralStats': { body: stats() },
      'GET /referralBalanceHistory': { body: history() },
      'GET /referralProfile': {
        body: { firstName: 'Gina', lastName: null, zip: null, missing: ['lastName', 'zip'] },
      },
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Cash out' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      '/Referral/ReferCompleteProfile',
    );
  });

  it('goes to the card when nothing is missing', async () => {
    referralApi({
      'GET /referralStats': { body: stats() },
      'GET /referralBalanceHistory': { body: history() },
      'GET /referralProfile': {
        body: { firstName: 'Gina', lastName: 'Lopez', zip: '78701', missing: [] },
      },
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Cash out' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      '/Referral/ReferRedeemAddCard',
    );
  });

  it('shows a failed load with a retry, in Spanish too', async () => {
    await i18next.changeLanguage('es');
    referralApi({
      'GET /referralStats': {
        status: 500,
        body: { statusCode: 500, error: 'Internal Server Error', message: 'boom' },
      },
    });
    show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar sus recompensas por referidos.');
    expect(within(alert).getByRole('button')).toBeInTheDocument();
  });
});
