import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  APPOINTMENT_TAKEN_MESSAGE,
  ZAccountDetailResponseSchema,
  ZAppointmentSchema,
} from '@lender/contract';
import { LOAN_ID, bookedAppointment, loanDetail, slotsFor, times } from '../appointment.test-data';
import {
  calledUrls,
  jsonResponse,
  mockApi,
  registerStoreRoutes,
  renderScreen,
} from '../test-utils';
import Appointment from './Appointment';

const renderAppointment = () =>
  renderScreen(<Appointment />, {
    path: `/inl/Accounts/${LOAN_ID}/Appointment`,
    route: '/inl/Accounts/:loanId/Appointment',
  });

function api(overrides: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    'GET /accountdetail': () => jsonResponse(loanDetail),
    'GET /appointmentTimes': () => jsonResponse(times),
    'GET /appointmentslots': (url) => jsonResponse(slotsFor(url.searchParams.get('date') ?? '')),
    'GET /schedappointment': () => jsonResponse({ appointments: [] }),
    'POST /schedappointment': () => jsonResponse({ appointment: bookedAppointment }),
    ...overrides,
  });
}

beforeEach(() => {
  registerStoreRoutes();
  // the device is in New York; the store is in Chicago
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...real.call(this), timeZone: 'America/New_York' };
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Appointment', () => {
  it("offers the loan store's days and times in the store's time zone and books the chosen slot", async () => {
    expect(ZAccountDetailResponseSchema.parse(loanDetail)).toBeTruthy();
    expect(ZAppointmentSchema.parse(bookedAppointment)).toBeTruthy();
    const fetchMock = api();
    const user = userEvent.setup();
    renderAppointment();

    expect(
      await screen.findByText(
        /Times are shown in the store's time zone: Central (Daylight|Standard) Time \(America\/Chicago\)\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Houston Westheimer' })).toBeInTheDocument();
    expect(calledUrls(fetchMock)).toContain(`/api/accountdetail?loanId=${LOAN_ID}`);
    expect(calledUrls(fetchMock)).toContain(
      '/api/appointmentTimes?storeId=101&numberOfDays=14&excludeWeekends=false',
    );

    const days = screen.getByRole('group', { name: 'Day' });
    expect(
      within(days).getByRole('radio', { name: 'Monday, July 6 (2 times open)' }),
    ).toBeChecked();
    const time = await screen.findByRole('group', { name: 'Time (CDT)' });
    expect(calledUrls(fetchMock)).toContain(
      '/api/appointmentslots?storeId=101&timeZone=America%2FNew_York&date=2026-07-06',
    );
    expect(
      within(time)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['2026-07-06T09:00:00-05:00', '2026-07-06T09:30:00-05:00']);
    expect(
      within(time).getByRole('radio', { name: '9:00 AM CDT 10:00 AM EDT your time' }),
    ).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(screen.getByText('Choose a time.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.click(
      within(time).getByRole('radio', { name: '9:30 AM CDT 10:30 AM EDT your time' }),
    );
    await user.selectOptions(screen.getByLabelText('Reason for visit'), 'payment');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));

    const confirmation = await screen.findByRole('status', { name: 'Your appointment is booked' });
    expect(confirmation).toHaveTextContent('Monday, July 6 at 9:30 AM CDT');
    expect(confirmation).toHaveTextContent('Central Daylight Time');
    expect(confirmation).toHaveTextContent('Make a payment');
    expect(within(confirmation).getByRole('link', { name: 'Back to my loan' })).toHaveAttribute(
      'href',
      `/inl/Accounts/${LOAN_ID}`,
    );

    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      storeId: 101,
      loanHdr: '10001-001',
      appointmentDate: '2026-07-06T09:30:00-05:00',
      timeZone: 'America/New_York',
      appointmentType: 'payment',
    });
  });

  it('loads the other day when it is chosen', async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderAppointment();
    await user.click(await screen.findByRole('radio', { name: 'Tuesday, July 7 (1 time open)' }));
    expect(
      await screen.findByRole('radio', { name: '10:00 AM CDT 11:00 AM EDT your time' }),
    ).toBeEnabled();
    expect(calledUrls(fetchMock)).toContain(
      '/api/appointmentslots?storeId=101&timeZone=America%2FNew_York&date=2026-07-07',
    );
  });

  it('offers only the free times: a past or taken time is not shown, not even as booked', async () => {
    api();
    renderAppointment();
    const time = await screen.findByRole('group', { name: 'Time (CDT)' });
    expect(within(time).getAllByRole('radio')).toHaveLength(2);
    expect(within(time).queryByRole('radio', { name: /^10:00 AM CDT/ })).toBeNull();
    expect(screen.queryByText(/booked/)).toBeNull();
  });

  it("shows only the store's time when the device is in the store's time zone", async () => {
    vi.restoreAllMocks();
    const real = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...real.call(this), timeZone: 'America/Chicago' };
    });
    api();
    renderAppointment();
    const time = await screen.findByRole('group', { name: 'Time (CDT)' });
    expect(within(time).getByRole('radio', { name: '9:00 AM CDT' })).toBeInTheDocument();
    expect(screen.queryByText(/your time/)).toBeNull();
  });

  it('says the appointment is unavailable when the store has no open day', async () => {
    api({ 'GET /appointmentTimes': () => jsonResponse({ ...times, days: [] }) });
    renderAppointment();
    expect(
      await screen.findByRole('heading', { name: 'Appointment unavailable' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/no appointments available at this store in the next 14 days/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call (713) 555-0101' })).toHaveAttribute(
      'href',
      'tel:+17135550101',
    );
    expect(screen.queryByRole('button', { name: 'Book appointment' })).not.toBeInTheDocument();
  });

  it('shows the server message when the slot was taken first', async () => {
    api({
      'POST /schedappointment': () =>
        jsonResponse(
          { statusCode: 409, error: 'Conflict', message: APPOINTMENT_TAKEN_MESSAGE },
          409,
        ),
    });
    const user = userEvent.setup();
    renderAppointment();
    await user.click(
      await screen.findByRole('radio', { name: '9:00 AM CDT 10:00 AM EDT your time' }),
    );
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(APPOINTMENT_TAKEN_MESSAGE);
    expect(
      screen.queryByRole('status', { name: 'Your appointment is booked' }),
    ).not.toBeInTheDocument();
  });

  it("shows spec §8's loan error when the loan cannot be read", async () => {
    api({
      'GET /accountdetail': () =>
        jsonResponse({ statusCode: 404, message: 'Error fetching latest loan data.' }, 404),
    });
    renderAppointment();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching latest loan data.');
  });

  it('moves an upcoming appointment of the loan', async () => {
    const fetchMock = api({
      'GET /schedappointment': () => jsonResponse({ appointments: [bookedAppointment] }),
    });
    const user = userEvent.setup();
    renderAppointment();
    expect(
      await screen.findByText(/You have an appointment on Monday, July 6 at 9:30 AM CDT/),
    ).toBeInTheDocument();
    await user.click(
      await screen.findByRole('radio', { name: '9:00 AM CDT 10:00 AM EDT your time' }),
    );
    await user.click(screen.getByRole('button', { name: 'Move my appointment' }));
    await screen.findByRole('status', { name: 'Your appointment is booked' });
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      id: bookedAppointment.id,
      oldStoreId: 101,
      appointmentType: 'payment',
    });
  });
});

describe('Appointment asked for by another screen', () => {
  it('presets the visit’s reason the link names (a renewal the store must finish: change my loan)', async () => {
    api();
    renderScreen(<Appointment />, {
      path: `/inl/Accounts/${LOAN_ID}/Appointment?appointmentType=productSwitch`,
      route: '/inl/Accounts/:loanId/Appointment',
    });
    expect(await screen.findByRole('combobox', { name: 'Reason for visit' })).toHaveValue(
      'productSwitch',
    );
  });

  it('ignores a type it does not know', async () => {
    api();
    renderScreen(<Appointment />, {
      path: `/inl/Accounts/${LOAN_ID}/Appointment?appointmentType=nonsense`,
      route: '/inl/Accounts/:loanId/Appointment',
    });
    expect(await screen.findByRole('combobox', { name: 'Reason for visit' })).toHaveValue(
      'general',
    );
  });
});
