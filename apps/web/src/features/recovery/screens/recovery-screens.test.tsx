import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { TAccountDetailResponse } from '@lender/contract';
import { LoanStatus } from '@lender/domain';
import { registerRoutes } from '../../../shared/routing/route-path';
import { usePaymentStore } from '../../../shared/session/payment-store';
import { useSessionStore } from '../../../shared/session/session-store';
import { A1_ID, loanDetail, LOAN_VALIDATIONS } from '../../../test/loan-fixtures';
import { inlRoute, jsonResponse, mockApi, renderScreen } from '../../../test/render-screen';
import OfrVehicleRecovery from './OfrVehicleRecovery';
import OfrVehicleRepossessed from './OfrVehicleRepossessed';

const LOAN = `Accounts/:loanId`;
const title = { year: 2016, make: 'Ford', model: 'F-150' };
const store = {
  storeInfo: {
    id: 101,
    name: 'Houston Westheimer',
    phone: '7135550101',
    address: '4120 Westheimer Rd, Houston, TX 77027',
    hoursRaw: 'Mon-Fri 9:00 AM-7:00 PM',
    image: '/api/storemap?storeId=101',
    state: { label: 'Texas', value: 'TX' },
    lmsId: 'tlxe',
    email: 'store@example.com',
    address1: '4120 Westheimer Rd',
    city: 'Houston',
    zip: '77027',
    latitude: 29.7,
    longitude: -95.4,
    timeZone: 'America/Chicago',
  },
  brandConfig: { brandName: 'inl' },
};

const outForRepo = (overrides: Partial<TAccountDetailResponse> = {}) =>
  loanDetail({
    status: LoanStatus.OutForRepo,
    daysLate: 75,
    isPastDue: true,
    reinstatementAmountCents: 64000,
    payoffAmountCents: 185000,
    productType: 'title',
    collateralDetail: title,
    validations: { ...LOAN_VALIDATIONS, isOfrReinstateAmount: true, isInOfrStatus: true },
    ...overrides,
  });

const repossessed = () =>
  loanDetail({
    status: LoanStatus.Repossessed,
    daysLate: 140,
    payable: false,
    payoffAmountCents: 95000,
    productType: 'title',
    collateralDetail: title,
  });

function show(
  screenName: 'OfrVehicleRecovery' | 'OfrVehicleRepossessed',
  loan: TAccountDetailResponse | number,
  extra: Parameters<typeof mockApi>[0] = {},
) {
  registerRoutes([
    inlRoute('OfrVehicleRecovery', `${LOAN}/Payment/OfrVehicleRecovery`),
    inlRoute('OfrVehicleRepossessed', `${LOAN}/Payment/OfrVehicleRepossessed`),
    inlRoute('MakePayment', `${LOAN}/Payment`),
    inlRoute('AccountDetails', LOAN),
    inlRoute('Dashboard', 'Accounts'),
    inlRoute('Appointment', `${LOAN}/Appointment`),
    inlRoute('StoreLocator', 'Stores'),
    inlRoute('StoreDetails', 'Stores/:storeId'),
  ]);
  const api = mockApi({
    'GET /accountdetail': () =>
      typeof loan === 'number'
        ? jsonResponse({ statusCode: loan, message: 'boom' }, loan)
        : jsonResponse(loan),
    'GET /store': () => jsonResponse(store),
    ...extra,
  });
  const path = `/inl/Accounts/${A1_ID}/Payment/${screenName}`;
  const ui =
    screenName === 'OfrVehicleRecovery' ? <OfrVehicleRecovery /> : <OfrVehicleRepossessed />;
  renderScreen(ui, { path, route: `/inl/${LOAN}/Payment/${screenName}` });
  return api;
}

beforeEach(async () => {
  useSessionStore.setState({
    authenticated: true,
    customerId: 'T100001',
    customerIds: { tlxe: 'T100001' },
    brands: ['inl'],
    tokens: { accessToken: 'a', deviceKey: 'd' },
  });
  usePaymentStore.getState().clear();
  await i18next.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('OfrVehicleRecovery', () => {
  it('shows the loan, the reinstatement and what paying it does, then starts the payment with the reinstatement chosen', async () => {
    const user = userEvent.setup();
    show('OfrVehicleRecovery', outForRepo());
    const panel = await screen.findByRole('region', {
      name: 'Loan 10001-001 is out for repossession',
    });
    expect(panel).toHaveTextContent('Your loan is 75 days late');
    expect(within(panel).getByText('Reinstatement amount').nextElementSibling).toHaveTextContent(
      '$640.00',
    );
    expect(within(panel).getByText('Vehicle').nextElementSibling).toHaveTextContent(
      '2016 Ford F-150',
    );
    const what = screen.getByRole('region', { name: 'What paying $640.00 does' });
    expect(what).toHaveTextContent('It stops the repossession');
    expect(what).toHaveTextContent('goes down to $1,210.00');
    expect(screen.getByRole('link', { name: 'Call your store at (713) 555-0101' })).toHaveAttribute(
      'href',
      'tel:+17135550101',
    );
    expect(await screen.findByText('4120 Westheimer Rd, Houston, TX 77027')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay $640.00 to keep my vehicle' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent(`/inl/Accounts/${A1_ID}/Payment`);
    expect(usePaymentStore.getState()).toMatchObject({
      loanId: A1_ID,
      lmsId: '10001-001',
      brand: 'inl',
      amountChoice: 'reinstate',
    });
  });

  it('a loan no longer out for repo (reinstated) says so and links back to it; no payment offered', async () => {
    show('OfrVehicleRecovery', loanDetail());
    expect(
      await screen.findByText('Loan 10001-001 is not out for repossession.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my loan' })).toHaveAttribute(
      'href',
      `/inl/Accounts/${A1_ID}`,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('loading, then the loan’s error with a retry', async () => {
    show('OfrVehicleRecovery', 500);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your loan…');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching latest loan data.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await i18next.changeLanguage('es');
    show('OfrVehicleRecovery', outForRepo());
    expect(
      await screen.findByRole('button', { name: 'Pagar $640.00 para conservar mi vehículo' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Conserve su vehículo');
  });
});

describe('OfrVehicleRepossessed', () => {
  const repoInfo = {
    loanId: A1_ID,
    lmsId: '10001-001',
    status: 13,
    statusName: 'Repossessed',
    stage: 'repossessed',
    reinstatementAmountCents: null,
    payoffAmountCents: 95000,
    vehicle: { ...title, vin: null },
    repoCompany: {
      name: 'Recovery Co',
      phone: '3125550199',
      address: null,
      city: null,
      state: null,
      zip: null,
    },
    lot: {
      name: 'Southside Storage Lot',
      phone: '3125550198',
      address: '800 W 47th St',
      city: 'Chicago',
      state: 'IL',
      zip: '60609',
    },
    storePhoneNumber: '7135550101',
    personalPropertyPickup: {
      requested: false,
      preferredDate: null,
      contactPhone: null,
      requestedAt: null,
    },
  };

  it('explains redemption, sale and deficiency, where the vehicle is, and how to reach the store; no payment', async () => {
    show('OfrVehicleRepossessed', repossessed(), { 'GET /repoInfo': () => jsonResponse(repoInfo) });
    const next = await screen.findByRole('region', { name: 'What happens next' });
    expect(
      within(next).getByRole('heading', { name: 'Getting your vehicle back' }),
    ).toBeInTheDocument();
    expect(next).toHaveTextContent('today $950.00');
    expect(
      within(next).getByRole('heading', { name: 'The sale of your vehicle' }),
    ).toBeInTheDocument();
    expect(next).toHaveTextContent('a deficiency');
    const lot = await screen.findByRole('region', { name: 'Where your vehicle is kept' });
    expect(lot).toHaveTextContent('800 W 47th St, Chicago, IL 60609');
    const contact = screen.getByRole('region', { name: 'Reach your store' });
    expect(
      within(contact).getByRole('link', { name: 'Call your store at (713) 555-0101' }),
    ).toHaveAttribute('href', 'tel:+17135550101');
    expect(within(contact).getByRole('link', { name: 'Make an appointment' })).toHaveAttribute(
      'href',
      `/inl/Accounts/${A1_ID}/Appointment`,
    );
    expect(
      within(contact).getByRole('link', { name: 'Store address, hours and directions' }),
    ).toHaveAttribute('href', '/inl/Stores/101');
    expect(within(contact).getByRole('link', { name: 'Find another store' })).toHaveAttribute(
      'href',
      '/inl/Stores',
    );
    expect(
      await within(contact).findByText('4120 Westheimer Rd, Houston, TX 77027'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/Pay /)).toBeNull();
  });

  it('a loan that is not repossessed says so', async () => {
    show('OfrVehicleRepossessed', outForRepo());
    expect(await screen.findByText('Loan 10001-001 has not been repossessed.')).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await i18next.changeLanguage('es');
    show('OfrVehicleRepossessed', repossessed(), { 'GET /repoInfo': () => jsonResponse(repoInfo) });
    expect(await screen.findByRole('region', { name: 'Qué sigue' })).toHaveTextContent(
      'saldo insoluto',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Su vehículo fue embargado',
    );
  });
});
