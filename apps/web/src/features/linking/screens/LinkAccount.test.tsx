import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ZLinkCustomerResponseSchema, ZUserAttributesResponseSchema } from '@lender/contract';
import { useSessionStore } from '../../../shared/session/session-store';
import {
  PROFILE_ID,
  jsonResponse,
  mockApi,
  registerLinkingRoutes,
  renderScreen,
  signInAs,
  userAttributes,
} from '../test-utils';
import LinkAccount from './LinkAccount';

const linked = {
  linked: true as const,
  customerId: 'T100008',
  customerIds: { NLS: null, TLXe: 'T100008' },
  customerName: 'Hank Li',
  lmsIds: ['20341-001'],
  brands: ['inl'],
};

const renderLink = () => renderScreen(<LinkAccount />, '/LinkAccountOptions/LinkAccount');

async function fillHank(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Phone number'), '312-555-0188');
  await user.type(screen.getByLabelText('Date of birth'), '04121985');
  await user.type(screen.getByLabelText('Social Security number'), '123456789');
  await user.type(screen.getByLabelText('Loan number'), '20341-001');
}

beforeEach(() => {
  registerLinkingRoutes();
  signInAs();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LinkAccount', () => {
  it('shows each field’s message, marks it invalid and focuses the first one, without calling the API', async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    renderLink();
    await user.click(screen.getByRole('button', { name: 'Link my loan' }));
    expect(screen.getByText('Phone number is required.')).toBeInTheDocument();
    expect(screen.getByText('Date of birth is required.')).toBeInTheDocument();
    expect(screen.getByText('Social Security number is required.')).toBeInTheDocument();
    expect(screen.getByText('Loan number is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveFocus();
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'The 10-digit phone number on your loan. Phone number is required.',
    );

    await user.type(screen.getByLabelText('Phone number'), '1125550188');
    await user.type(screen.getByLabelText('Date of birth'), '02301985');
    await user.type(screen.getByLabelText('Social Security number'), '666123456');
    await user.type(screen.getByLabelText('Loan number'), '2034');
    await user.click(screen.getByRole('button', { name: 'Link my loan' }));
    expect(screen.getByText('Enter a 10-digit US phone number.')).toBeInTheDocument();
    expect(screen.getByText('Enter your date of birth as MM/DD/YYYY.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid 9-digit Social Security number.')).toBeInTheDocument();
    expect(screen.getByText(/Enter your loan number: 5 digits/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('formats the inputs, masks the SSN when it is not focused, and sends the spec §5 payload; success goes to the brand Dashboard', async () => {
    expect(ZLinkCustomerResponseSchema.parse(linked)).toEqual(linked);
    expect(ZUserAttributesResponseSchema.parse(userAttributes(['inl'], 'T100008'))).toBeTruthy();
    const fetchMock = mockApi({
      'POST /customer': () => jsonResponse(linked),
      'GET /userAttributes': () => jsonResponse(userAttributes(['inl'], 'T100008')),
    });
    const user = userEvent.setup();
    renderLink();
    await fillHank(user);

    expect(screen.getByLabelText('Phone number')).toHaveValue('(312) 555-0188');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('04/12/1985');
    const ssn = screen.getByLabelText('Social Security number');
    expect(ssn).toHaveValue('123-45-6789');
    expect(ssn).toHaveAttribute('type', 'password');
    await user.click(ssn);
    expect(ssn).toHaveAttribute('type', 'text');
    await user.tab();
    expect(ssn).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Link my loan' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/inl/Accounts');

    // identity data in the body, never in the URL (DESIGN §6)
    const customerCall = fetchMock.mock.calls.find(
      ([input]) => new URL(String(input), 'http://localhost').pathname === '/api/customer',
    );
    expect(String(customerCall?.[0])).not.toContain('?');
    expect(customerCall?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(customerCall?.[1]?.body))).toEqual({
      phoneNumber: '3125550188',
      dateOfBirth: '19850412',
      ssn: '123-45-6789',
      loanId: '20341-001',
      cognitoUserId: PROFILE_ID,
    });
    expect(useSessionStore.getState().brands).toEqual(['inl']);
    expect(useSessionStore.getState().customerIds).toEqual({ nls: undefined, tlxe: 'T100008' });
  });

  it('goes to LinkAccountFailed when no record matches', async () => {
    mockApi({
      'POST /customer': () =>
        jsonResponse(
          { statusCode: 404, error: 'Not Found', message: 'No matching account was found.' },
          404,
        ),
    });
    const user = userEvent.setup();
    renderLink();
    await fillHank(user);
    await user.click(screen.getByRole('button', { name: 'Link my loan' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      '/LinkAccountOptions/LinkAccountFailed reason=noMatch',
    );
  });

  it('"Try again" brings back all four fields as typed (from memory); opened afresh, the form is empty', async () => {
    mockApi({
      'POST /customer': () =>
        jsonResponse(
          { statusCode: 404, error: 'Not Found', message: 'No matching account was found.' },
          404,
        ),
    });
    const user = userEvent.setup();
    const first = renderLink();
    await user.type(screen.getByLabelText('Phone number'), '312-555-0188');
    await user.type(screen.getByLabelText('Date of birth'), '04121985');
    await user.type(screen.getByLabelText('Social Security number'), '123456780');
    await user.type(screen.getByLabelText('Loan number'), '20341001');
    await user.click(screen.getByRole('button', { name: 'Link my loan' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent('LinkAccountFailed');
    expect(JSON.stringify(sessionStorage)).not.toContain('123-45-6780');
    expect(JSON.stringify(localStorage)).not.toContain('123-45-6780');
    first.unmount();

    const again = renderScreen(<LinkAccount />, '/LinkAccountOptions/LinkAccount', {
      tryAgain: true,
    });
    expect(screen.getByLabelText('Phone number')).toHaveValue('(312) 555-0188');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('04/12/1985');
    expect(screen.getByLabelText('Social Security number')).toHaveValue('123-45-6780');
    expect(screen.getByLabelText('Loan number')).toHaveValue('20341001');
    again.unmount();

    renderLink();
    expect(screen.getByLabelText('Social Security number')).toHaveValue('');
    expect(screen.getByLabelText('Loan number')).toHaveValue('');
  });

  it('stays on the form with a message when the server cannot answer', async () => {
    mockApi({ 'POST /customer': () => jsonResponse({ statusCode: 500, message: 'boom' }, 500) });
    const user = userEvent.setup();
    renderLink();
    await fillHank(user);
    await user.click(screen.getByRole('button', { name: 'Link my loan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    expect(screen.queryByTestId('current-path')).not.toBeInTheDocument();
  });
});
