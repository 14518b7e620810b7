import { describe, it, expect } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readLockedFlows } from '../../../shared/session/locked-flows';
import { useSessionStore } from '../../../shared/session/session-store';
import { useAuthFlow } from '../auth-flow-store';
import { fakeApi } from '../test/fake-api';
import { apiError, emailDelivery, PROFILE_ID, smsDelivery } from '../test/fixtures';
import { renderScreen } from '../test/render-screen';
import { resetBetweenTests } from '../test/reset';
import TrustedDeviceEmail from './TrustedDeviceEmail';
import TrustedDeviceVerificationMethod from './TrustedDeviceVerificationMethod';
import TrustedDeviceWarning from './TrustedDeviceWarning';
import VerificationCode from './VerificationCode';

resetBetweenTests();

function signedIn(brands: ('inl' | 'tmx')[] = ['inl']) {
  localStorage.setItem('deviceKey', 'device-key-1');
  sessionStorage.setItem('session.accessToken', 'access-1');
  useSessionStore.setState({
    authenticated: true,
    brands,
    tokens: { accessToken: 'access-1', refreshToken: 'refresh-1', deviceKey: 'device-key-1' },
    user: {
      profileId: PROFILE_ID,
      username: 'ana.tlxe@example.com',
      email: 'ana.tlxe@example.com',
      phone: '3125550101',
    },
  });
}

describe('TrustedDevice group', () => {
  it('TrustedDeviceWarning locks the flow; signing out ends the session with signedOut', async () => {
    const api = fakeApi({ 'POST /signout': { signedOut: true } });
    signedIn();
    renderScreen(<TrustedDeviceWarning />, '/TrustedDevice');
    expect(
      screen.getByRole('heading', { name: "We don't recognize this device" }),
    ).toBeInTheDocument();
    expect(readLockedFlows()).toEqual(['trustedDevice']);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/?signedOut=true');
    expect(api.callsTo('POST /signout')).toHaveLength(1);
    expect(useSessionStore.getState().authenticated).toBe(false);
    expect(readLockedFlows()).toEqual([]);
  });

  it('TrustedDeviceVerificationMethod shows the phone masked as (***) ***-0101, not +13125550101', () => {
    signedIn();
    const state = useSessionStore.getState();
    useSessionStore.setState({ user: { ...state.user!, phone: '+13125550101' } });
    renderScreen(<TrustedDeviceVerificationMethod />, '/TrustedDevice/VerificationMethod');
    expect(screen.getByRole('radio', { name: /Text message/ })).toHaveAccessibleName(
      expect.stringContaining('(***) ***-0101'),
    );
    expect(screen.queryByText(/\+1312/)).not.toBeInTheDocument();
  });

  it('TrustedDeviceVerificationMethod offers text, voice and email and sends GET /sendtrusteddevice', async () => {
    const api = fakeApi({ 'GET /sendtrusteddevice': { codeDelivery: smsDelivery } });
    signedIn();
    renderScreen(<TrustedDeviceVerificationMethod />, '/TrustedDevice/VerificationMethod');
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'sms',
      'voice',
      'email',
    ]);
    await userEvent.click(screen.getByRole('radio', { name: /Voice call/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/TrustedDevice/Code');
    const call = api.callsTo('GET /sendtrusteddevice')[0];
    expect(call?.query.get('method')).toBe('phone');
    expect(call?.query.get('voice')).toBe('true');
  });

  it('an emailed code goes by TrustedDeviceEmail', async () => {
    fakeApi({ 'GET /sendtrusteddevice': { codeDelivery: emailDelivery } });
    signedIn();
    const first = renderScreen(
      <TrustedDeviceVerificationMethod />,
      '/TrustedDevice/VerificationMethod',
    );
    await userEvent.click(screen.getByRole('radio', { name: /Email/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/TrustedDevice/Email');
    first.unmount();
    renderScreen(<TrustedDeviceEmail />, '/TrustedDevice/Email');
    expect(screen.getByText('We sent a code to a•••@example.com.')).toBeInTheDocument();
  });

  it('VerificationCode confirms the device with key, code and profile id, unlocks and goes on', async () => {
    const api = fakeApi({ 'POST /confirmtrusteddevice': { trusted: true } });
    signedIn(['inl', 'tmx']);
    useSessionStore.getState().lockFlow('trustedDevice');
    useAuthFlow.getState().update({ delivery: smsDelivery });
    renderScreen(<VerificationCode />, '/TrustedDevice/Code');
    await userEvent.type(screen.getByLabelText('Verification code'), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/Home$/);
    expect(api.callsTo('POST /confirmtrusteddevice')[0]?.body).toEqual({
      deviceKey: 'device-key-1',
      code: '246810',
      profileId: PROFILE_ID,
    });
    expect(readLockedFlows()).toEqual([]);
  });

  it('VerificationCode shows an expired code', async () => {
    fakeApi({
      'POST /confirmtrusteddevice': {
        status: 400,
        body: apiError(400, 'Code expired.', 'ExpiredCodeException'),
      },
    });
    signedIn();
    renderScreen(<VerificationCode />, '/TrustedDevice/Code');
    await userEvent.type(screen.getByLabelText('Verification code'), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code has expired. Please ask for a new one.',
    );
  });
});
