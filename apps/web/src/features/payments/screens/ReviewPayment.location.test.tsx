/**
 * ReviewPayment's location check (spec §9 gpsCheckPayment / gpsForcePayment; decision 058): the pay button sends the
 * position; the server's out-of-state refusal is said in a dialog naming both states (nothing charged), "Try again"
 * asks for a new fix; the browser refusing while forced leads to GpsLocationDisabled; with the check off nothing is
 * asked and no position is sent.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockApi, testQueryClient } from '../../../test/render-screen';
import {
  IN_HOUSTON,
  IN_NEW_ORLEANS,
  restoreGeolocation,
  stubGeolocation,
  type FakePosition,
} from '../../../test/geolocation';
import { SERVER_SETTINGS_DEFAULTS, type ServerSettings } from '@lender/domain';
import { configSettingsQuery } from '../../../shared/config/config-settings';
import { A1_ID, card, loanDetail } from '../test/fixtures';
import { renderPaymentScreen, setPayment, signIn } from '../test/render';
import { selectPaymentCard } from '../select-card';
import ReviewPayment from './ReviewPayment';

const OUT_OF_STATE = {
  statusCode: 422,
  error: 'Unprocessable Entity',
  errorCode: 'OutOfStoreState',
  message: 'You must be located in the same state as your store to continue.',
  field: 'body.latitude',
  storeState: 'TX',
  positionState: 'LA',
};

function show(answer: FakePosition, settings: Partial<ServerSettings> = {}) {
  const geo = stubGeolocation({ permission: 'granted', answer });
  const answers = [jsonResponse(OUT_OF_STATE, 422), jsonResponse({ messageKey: 'msg-1' })];
  const api = mockApi({
    'GET /accountdetail': () => jsonResponse(loanDetail()),
    'GET /nextBusinessDate': () =>
      jsonResponse({ businessDate: '2026-06-02', postingDate: '2026-06-01' }),
    'POST /payment': () => answers.shift() ?? jsonResponse({ messageKey: 'msg-1' }),
  });
  // the server's settings already read, as they are by the time a borrower reaches this screen
  const queryClient = testQueryClient();
  queryClient.setQueryData(configSettingsQuery().queryKey, {
    settings: { ...SERVER_SETTINGS_DEFAULTS, ...settings },
    defaultBrand: 'inl',
  } as never);
  renderPaymentScreen(<ReviewPayment />, 'ReviewPayment', A1_ID, '', queryClient);
  const posts = () =>
    api.mock.calls
      .filter(([url, init]) => String(url).startsWith('/api/payment') && init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
  return { geo, posts };
}

beforeEach(() => {
  signIn();
  setPayment({ loanId: A1_ID, lmsId: '10001-001', paymentAmount: 5000, amountChoice: 'other' });
  selectPaymentCard(card());
});
afterEach(() => restoreGeolocation());

describe('ReviewPayment: the location check', () => {
  it('out of the store’s state: a dialog names both states; "Try again" from inside pays', async () => {
    const user = userEvent.setup();
    const { geo, posts } = show(IN_NEW_ORLEANS);
    await user.click(await screen.findByRole('button', { name: 'Pay $50.00' }));
    const dialog = await screen.findByRole('dialog', { name: "You're not in your store's state" });
    expect(dialog).toHaveTextContent('You are in Louisiana.');
    expect(dialog).toHaveTextContent('is in Texas');
    expect(dialog).toHaveTextContent('Your card was not charged.');
    expect(posts()[0]).toMatchObject(IN_NEW_ORLEANS);
    geo.set({ permission: 'granted', answer: IN_HOUSTON });
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      '/Payment/PaymentProcessing',
    );
    expect(posts()[1]).toMatchObject({ ...IN_HOUSTON, idempotencyKey: posts()[0]!.idempotencyKey });
    // the second ask wanted a new fix, not the one the browser kept
    expect(geo.getCurrentPosition.mock.calls[1]?.[2]).toMatchObject({ maximumAge: 0 });
  });

  it('location refused while forced: GpsLocationDisabled, back to this screen; nothing sent', async () => {
    const user = userEvent.setup();
    const { posts } = show('denied');
    await user.click(await screen.findByRole('button', { name: 'Pay $50.00' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      '/Payment/GpsLocationDisabled?for=payment&next=ReviewPayment',
    );
    expect(posts()).toHaveLength(0);
  });

  it('gpsCheckPayment off: no position asked or sent', async () => {
    const user = userEvent.setup();
    const { geo, posts } = show(IN_NEW_ORLEANS, { gpsCheckPayment: false });
    await user.click(await screen.findByRole('button', { name: 'Pay $50.00' }));
    await screen.findByRole('dialog');
    expect(geo.getCurrentPosition).not.toHaveBeenCalled();
    expect(posts()[0]).not.toHaveProperty('latitude');
  });
});
