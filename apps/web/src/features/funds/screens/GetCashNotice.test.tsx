import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { DRAW_ERROR_CODES, LOCATION_ERROR_CODES } from '@lender/contract';
import { L1_ID, configSettings, fundsApi, visaDebit } from '../test/fixtures';
import { fundsPath, renderFundsScreen } from '../test/render';
import { AT_THE_STORE, restoreGeolocation, stubGeolocation } from '../../../test/geolocation';
import { resetFundsStore, toDisburseCard, useFundsStore } from '../store';
import GetCashNotice from './GetCashNotice';

let geolocation: ReturnType<typeof stubGeolocation>;

beforeEach(async () => {
  geolocation = stubGeolocation({ permission: 'granted', answer: AT_THE_STORE });
  resetFundsStore();
  useFundsStore.setState({ loanId: L1_ID, card: toDisburseCard(visaDebit), amountCents: 25000 });
  await i18next.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  restoreGeolocation();
});

const show = () => renderFundsScreen(<GetCashNotice />, 'GetCashNotice');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('GetCashNotice', () => {
  it('says what will happen, and a double click sends one draw with one idempotency key', async () => {
    const api = fundsApi({ 'POST /draw': { status: 202, body: { messageKey: 'draw-1' } } });
    show();
    expect(
      await screen.findByText('We will send $250.00 to your Visa ending 1111.'),
    ).toBeInTheDocument();
    expect(screen.getByText("This adds $250.00 to your line's balance.")).toBeInTheDocument();
    await userEvent.dblClick(screen.getByRole('button', { name: 'Confirm and send $250.00' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      fundsPath('PendingDisbursement'),
    );
    expect(api.callsTo('POST /addOnLock').map((call) => call.body)).toEqual([
      { loanId: L1_ID, storeId: 101, ...AT_THE_STORE },
    ]);
    const posts = api.callsTo('POST /draw');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      loanId: L1_ID,
      lmsId: '10003-001',
      storeId: 101,
      amount: '250.00',
      cardIds: visaDebit.cardIds,
      type: 16,
      idempotencyKey: expect.stringMatching(UUID) as unknown,
    });
    expect(useFundsStore.getState().messageKey).toBe('draw-1');
  });

  it('translates a refusal by its errorCode, and a second try sends the same key', async () => {
    let posts = 0;
    const api = fundsApi({
      'POST /draw': () => {
        posts += 1;
        return posts === 1
          ? {
              status: 409,
              body: {
                statusCode: 409,
                error: 'Conflict',
                message: 'busy',
                errorCode: DRAW_ERROR_CODES.drawInProgress,
              },
            }
          : { status: 202, body: { messageKey: 'draw-2' } };
      },
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and send $250.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your cash request did not go through: A cash request is already on its way. You can ask again when it arrives.',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Confirm and send $250.00' })).toBeEnabled(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and send $250.00' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      fundsPath('PendingDisbursement'),
    );
    const [first, second] = api
      .callsTo('POST /draw')
      .map((call) => (call.body as { idempotencyKey: string }).idempotencyKey);
    expect(first).toMatch(UUID);
    expect(second).toBe(first);
  });

  it('with the location refused while the add-on forces it: to GpsLocationDisabled, nothing locked or sent', async () => {
    geolocation.set({ permission: 'denied', answer: 'denied' });
    const api = fundsApi({});
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and send $250.00' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      `${fundsPath('GpsLocationDisabled')}?for=addOn&next=GetCashNotice`,
    );
    expect(api.callsTo('POST /addOnLock')).toEqual([]);
    expect(api.callsTo('POST /draw')).toEqual([]);
  });

  it('says so when the position could not be found, and asks for none when the check is off', async () => {
    geolocation.set({ permission: 'granted', answer: 'unavailable' });
    fundsApi({});
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and send $250.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error validating your location, please try again.',
    );
  });

  it('sends no position when the add-on’s check is off', async () => {
    const api = fundsApi({
      'GET /configsettings': { body: configSettings({ gpsCheckAddOn: false }) },
      'POST /draw': { status: 202, body: { messageKey: 'draw-3' } },
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and send $250.00' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      fundsPath('PendingDisbursement'),
    );
    expect(api.callsTo('POST /addOnLock').map((call) => call.body)).toEqual([
      { loanId: L1_ID, storeId: 101 },
    ]);
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
  });

  it.each([
    [
      400,
      'AddOnLocked',
      'A cash request or new loan on this line is being made elsewhere (another device or the store). Please try again later.',
    ],
    [
      422,
      LOCATION_ERROR_CODES.outOfStoreState,
      'You must be located in the same state as your store to continue.',
    ],
  ])(
    'a try-lock refused with %i %s says why and sends no draw',
    async (status, errorCode, text) => {
      const api = fundsApi({
        'POST /addOnLock': {
          status,
          body: { statusCode: status, error: 'Refused', message: 'refused', errorCode },
        },
      });
      show();
      await userEvent.click(
        await screen.findByRole('button', { name: 'Confirm and send $250.00' }),
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(
        `Your cash request did not go through: ${text}`,
      );
      expect(api.callsTo('POST /draw')).toEqual([]);
    },
  );

  it('asks to start again when the flow has no amount', async () => {
    useFundsStore.setState({ amountCents: null });
    fundsApi({});
    show();
    expect(
      screen.getByText('Your cash request was not found. Please start again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute(
      'href',
      fundsPath('GetCashAmount'),
    );
  });
});
