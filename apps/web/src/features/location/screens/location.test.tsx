import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { SERVER_SETTINGS_DEFAULTS } from '@lender/domain';
import { registerRoutes } from '../../../shared/routing/route-path';
import { AT_THE_STORE, restoreGeolocation, stubGeolocation } from '../../../test/geolocation';
import { A2_ID } from '../../../test/loan-fixtures';
import { inlRoute, jsonResponse, mockApi, renderScreen } from '../../../test/render-screen';
import GpsLocation from './GpsLocation';
import GpsLocationDisabled from './GpsLocationDisabled';

const LOAN = 'Accounts/:loanId';
const ROUTES = [
  inlRoute('AccountDetails', LOAN),
  ...['GpsLocation', 'GpsLocationDisabled', 'GetCashNotice', 'ProductSwitch'].map((name) =>
    inlRoute(name, `${LOAN}/Payment/${name}`),
  ),
];
const pathOf = (name: string) =>
  (ROUTES.find((route) => route.baseName === name)?.path ?? '').replace(':loanId', A2_ID);
const STEP = '?for=addOn&next=GetCashNotice';

function show(
  name: 'GpsLocation' | 'GpsLocationDisabled',
  search = STEP,
  settings: Partial<typeof SERVER_SETTINGS_DEFAULTS> = {},
  handlers: Parameters<typeof mockApi>[0] = {},
) {
  const fetchMock = mockApi({
    'GET /configsettings': () =>
      jsonResponse({ settings: { ...SERVER_SETTINGS_DEFAULTS, ...settings }, defaultBrand: 'inl' }),
    ...handlers,
  });
  registerRoutes(ROUTES);
  const ui = name === 'GpsLocation' ? <GpsLocation /> : <GpsLocationDisabled />;
  return {
    fetchMock,
    ...renderScreen(ui, {
      path: `${pathOf(name)}${search}`,
      route: ROUTES.find((route) => route.baseName === name)!.path,
    }),
  };
}
const currentPath = async () => (await screen.findByTestId('current-path')).textContent;

beforeEach(async () => i18next.changeLanguage('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  restoreGeolocation();
});

describe('GpsLocation', () => {
  it('says why the position is asked for, and goes on to the next screen once the browser shares it', async () => {
    const geolocation = stubGeolocation({ permission: 'prompt', answer: AT_THE_STORE });
    show('GpsLocation');
    expect(
      screen.getByText(
        /Before we send cash from your line of credit, we check that you are in the same state as your store/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('We use your location for this check only and do not keep it.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Share my location' }));
    expect(await currentPath()).toBe(pathOf('GetCashNotice'));
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it('a refusal while the check is forced leads to GpsLocationDisabled with the same step', async () => {
    stubGeolocation({ permission: 'prompt', answer: 'denied' });
    show('GpsLocation');
    await userEvent.click(screen.getByRole('button', { name: 'Share my location' }));
    expect(await currentPath()).toBe(`${pathOf('GpsLocationDisabled')}${STEP}`);
  });

  it('a refusal goes on when the flow does not force the check; no fix says to try again when it does', async () => {
    stubGeolocation({ permission: 'prompt', answer: 'unavailable' });
    const { unmount } = show('GpsLocation');
    await userEvent.click(screen.getByRole('button', { name: 'Share my location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error validating your location, please try again.',
    );
    unmount();
    stubGeolocation({ permission: 'prompt', answer: 'denied' });
    const { queryClient } = show('GpsLocation', STEP, { gpsForceAddOn: false });
    await waitFor(() => expect(queryClient.getQueryData(['config', 'settings'])).toBeDefined());
    await userEvent.click(screen.getByRole('button', { name: 'Share my location' }));
    expect(await currentPath()).toBe(pathOf('GetCashNotice'));
  });

  it('without a known step (a stale link) offers the way back to the loan only', () => {
    stubGeolocation({ permission: 'prompt', answer: AT_THE_STORE });
    show('GpsLocation', '?for=addOn&next=Somewhere');
    expect(screen.getByText('Nothing to check')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my account' })).toHaveAttribute(
      'href',
      pathOf('AccountDetails'),
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('GpsLocation first in a renewal (issue 48)', () => {
  const RENEWAL = '?for=refinance&next=ProductSwitch';
  const status = (overrides: Record<string, unknown>) => ({
    loanId: A2_ID,
    allowed: true,
    refusal: null,
    storeState: 'TX',
    storeName: 'Houston Westheimer',
    storeCity: 'Houston',
    positionState: 'TX',
    consentRequired: false,
    consented: false,
    ...overrides,
  });

  it('out of the store’s state names where she is and her store, and the renewal does not start', async () => {
    stubGeolocation({ permission: 'prompt', answer: AT_THE_STORE });
    const { fetchMock } = show(
      'GpsLocation',
      RENEWAL,
      {},
      {
        'GET /refiallowedstatus': () =>
          jsonResponse(status({ allowed: false, refusal: 'outOfStoreState', positionState: 'LA' })),
      },
    );
    expect(
      screen.getByText(
        'Before you renew your loan, we check that you are in the same state as your store.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Share my location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You are in Louisiana. A renewal is made in your store's state: your store, Houston Westheimer in Houston, is in Texas.",
    );
    expect(screen.queryByTestId('current-path')).not.toBeInTheDocument();
    const check = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/refiallowedstatus');
    expect(check?.searchParams.get('loanId')).toBe(A2_ID);
    expect(check?.searchParams.get('latitude')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Not now' })).toHaveAttribute(
      'href',
      pathOf('AccountDetails'),
    );
  });

  it('asked again after "you are in another state", takes a new fix, not the one the browser kept', async () => {
    const { getCurrentPosition } = stubGeolocation({ permission: 'prompt', answer: AT_THE_STORE });
    let answers = 0;
    show(
      'GpsLocation',
      RENEWAL,
      {},
      {
        'GET /refiallowedstatus': () =>
          jsonResponse(
            (answers += 1) === 1
              ? status({ allowed: false, refusal: 'outOfStoreState', positionState: 'LA' })
              : status({}),
          ),
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Share my location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are in Louisiana.');
    await userEvent.click(screen.getByRole('button', { name: 'Share my location' }));
    expect(await currentPath()).toBe(pathOf('ProductSwitch'));
    const maximumAges = getCurrentPosition.mock.calls.map(
      (call) => ((call as unknown[])[2] as PositionOptions | undefined)?.maximumAge,
    );
    expect(maximumAges[0]).toBeGreaterThan(0);
    expect(maximumAges[1]).toBe(0);
  });

  it('in the store’s state goes on to ProductSwitch', async () => {
    stubGeolocation({ permission: 'prompt', answer: AT_THE_STORE });
    show(
      'GpsLocation',
      RENEWAL,
      {},
      {
        'GET /refiallowedstatus': () => jsonResponse(status({})),
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Share my location' }));
    expect(await currentPath()).toBe(pathOf('ProductSwitch'));
  });
});

describe('GpsLocationDisabled', () => {
  it('tells how to turn location on; Try again stays while it is off and goes on once it is on', async () => {
    const geolocation = stubGeolocation({ permission: 'denied', answer: 'denied' });
    show('GpsLocationDisabled');
    expect(screen.getByRole('heading', { name: 'Location is turned off' })).toBeInTheDocument();
    expect(screen.getByText(/iPhone \(Safari\)/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Location is still turned off for this site.',
    );
    geolocation.set({ permission: 'granted', answer: AT_THE_STORE });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await currentPath()).toBe(pathOf('GetCashNotice'));
  });

  it('reads in Spanish', async () => {
    stubGeolocation({ permission: 'denied', answer: 'denied' });
    await i18next.changeLanguage('es');
    show('GpsLocationDisabled');
    expect(
      screen.getByRole('heading', { name: 'La ubicación está desactivada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });
});
