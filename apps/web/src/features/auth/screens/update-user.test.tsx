import { describe, it, expect } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '../../../shared/session/session-store';
import { useAuthFlow } from '../auth-flow-store';
import { fakeApi } from '../test/fake-api';
import { emailDelivery, PROFILE_ID, smsDelivery } from '../test/fixtures';
import { renderScreen } from '../test/render-screen';
import { resetBetweenTests } from '../test/reset';
import UpdateUserCode from './UpdateUserCode';
import UpdateUserEmail from './UpdateUserEmail';
import UpdateUserVerificationMethod from './UpdateUserVerificationMethod';

resetBetweenTests();

const aliases = (canUpdateUserLogin = true) => ({
  email: 'ana.tlxe@example.com',
  emailVerified: true,
  phone: '3125550101',
  phoneVerified: true,
  canUpdateUserLogin,
});

describe('UpdateUser group', () => {
  it('refuses a change when canUpdateUserLogin is off', async () => {
    fakeApi({ 'GET /updateUser': aliases(false) });
    renderScreen(<UpdateUserEmail />, '/UpdateUser/Email');
    expect(await screen.findByRole('alert')).toHaveTextContent("can't be changed online");
    expect(screen.queryByLabelText('New email or phone number')).toBeNull();
  });

  it('sends a code to a new email (POST /updateUser) and validates word for word', async () => {
    const api = fakeApi({
      'GET /updateUser': aliases(),
      'POST /updateUser': { codeDelivery: emailDelivery },
    });
    renderScreen(<UpdateUserEmail />, '/UpdateUser/Email');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Email or Phone Number is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New email or phone number'), 'ana.new@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/UpdateUser/Code');
    expect(api.callsTo('POST /updateUser')[0]?.body).toEqual({
      newAlias: 'ana.new@example.com',
      voice: false,
    });
  });

  it('a new phone chooses text or voice', async () => {
    const api = fakeApi({ 'POST /updateUser': { codeDelivery: smsDelivery } });
    useAuthFlow.getState().update({ newAlias: '3125550177' });
    renderScreen(<UpdateUserVerificationMethod />, '/UpdateUser/VerificationMethod');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/UpdateUser/Code');
    expect(api.callsTo('POST /updateUser')[0]?.body).toEqual({
      newAlias: '3125550177',
      voice: false,
    });
  });

  it('PUT /updateUser with the code updates the session user and returns to the profile', async () => {
    const api = fakeApi({ 'PUT /updateUser': { ...aliases(), email: 'ana.new@example.com' } });
    useSessionStore.setState({
      authenticated: true,
      brands: ['inl'],
      user: {
        profileId: PROFILE_ID,
        username: 'ana.tlxe@example.com',
        email: 'ana.tlxe@example.com',
      },
    });
    useAuthFlow.getState().update({ newAlias: 'ana.new@example.com', delivery: emailDelivery });
    renderScreen(<UpdateUserCode />, '/UpdateUser/Code');
    await userEvent.type(screen.getByLabelText('Verification code'), '135790');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/inl/CustomerProfile?updated=true',
    );
    expect(api.callsTo('PUT /updateUser')[0]?.body).toEqual({ code: '135790' });
    expect(useSessionStore.getState().user?.email).toBe('ana.new@example.com');
  });
});
