import { describe, it, expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '../../../shared/session/session-store';
import { useAuthFlow } from '../auth-flow-store';
import { fakeApi } from '../test/fake-api';
import {
  apiError,
  emailDelivery,
  sessionResult,
  smsDelivery,
  userAttributes,
} from '../test/fixtures';
import { renderScreen } from '../test/render-screen';
import { resetBetweenTests } from '../test/reset';
import RegisterVerificationCode from './RegisterVerificationCode';
import RegisterVerificationMethod from './RegisterVerificationMethod';
import VerifyConfirm from './VerifyConfirm';
import VerifyEmail from './VerifyEmail';
import VerifyWarning from './VerifyWarning';

resetBetweenTests();

describe('Verification group', () => {
  it('VerifyWarning names the unverified account and leads to the method choice', async () => {
    fakeApi();
    useAuthFlow.getState().update({ username: 'jack.unverified@example.com' });
    renderScreen(<VerifyWarning />, '/Verification/VerifyWarning');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'jack.unverified@example.com is not verified yet',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Verify now' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/Verification/VerificationMethod');
  });

  it('VerifyEmail validates the username word for word and keeps it for the flow', async () => {
    fakeApi();
    renderScreen(<VerifyEmail />, '/Verification/VerifyEmail');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Email or Phone Number is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email or phone number'), '+1 312 555 0110');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(useAuthFlow.getState().username).toBe('3125550110');
  });

  it('RegisterVerificationMethod sends the code by voice for a phone', async () => {
    const api = fakeApi({
      'POST /resendVerificationCode': { codeDelivery: { ...smsDelivery, deliveryMedium: 'VOICE' } },
    });
    useAuthFlow.getState().update({ username: '3125550110' });
    renderScreen(<RegisterVerificationMethod />, '/Verification/VerificationMethod');
    await userEvent.click(screen.getByRole('radio', { name: /Voice call/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/Verification/Code');
    expect(api.callsTo('POST /resendVerificationCode')[0]?.body).toEqual({
      username: '3125550110',
      voice: true,
    });
  });

  it('RegisterVerificationCode checks the code, confirms the user and builds the session', async () => {
    const api = fakeApi({
      'POST /confirmuser': sessionResult(),
      'GET /userAttributes': userAttributes([]),
    });
    useAuthFlow.getState().update({ username: 'new.person@example.com', delivery: emailDelivery });
    renderScreen(<RegisterVerificationCode />, '/Verification/Code');
    expect(screen.getByRole('status')).toHaveTextContent('We emailed a code to a•••@example.com.');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Enter the code we sent you.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Verification code'), '12a34');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('The code is the 6 digits we sent you.')).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveValue('1234');
    await userEvent.type(screen.getByLabelText('Verification code'), '56');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/Verification/Confirm');
    expect(api.callsTo('POST /confirmuser')[0]?.body).toEqual({
      username: 'new.person@example.com',
      code: '123456',
      isEmail: true,
      rememberMe: false,
    });
    expect(useSessionStore.getState().authenticated).toBe(true);
    // decision 059: her marketing profile is created as registration signs her in
    await waitFor(() => expect(api.callsTo('POST /iterableProfile')).toHaveLength(1));
    expect(api.callsTo('POST /iterableProfile')[0]?.body).toEqual({
      dataFields: { language: 'en', brand: 'inl' },
    });
  });

  it('RegisterVerificationCode shows a wrong code and sends a new one', async () => {
    const api = fakeApi({
      'POST /confirmuser': {
        status: 400,
        body: apiError(400, 'Invalid verification code provided.', 'CodeMismatchException'),
      },
      'POST /resendVerificationCode': { codeDelivery: smsDelivery },
    });
    useAuthFlow.getState().update({ username: '3125550110', delivery: smsDelivery });
    renderScreen(<RegisterVerificationCode />, '/Verification/Code');
    await userEvent.type(screen.getByLabelText('Verification code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not correct.');
    expect(api.callsTo('POST /confirmuser')[0]?.body).toMatchObject({ isEmail: false });
    expect(api.callsTo('POST /iterableProfile')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('We sent you a new code.')).toBeInTheDocument();
    expect(api.callsTo('POST /resendVerificationCode')[0]?.body).toEqual({
      username: '3125550110',
      voice: false,
    });
  });

  it('VerifyConfirm goes on to Home for a new profile on a trusted device', async () => {
    fakeApi({ 'GET /checktrusteddevice': { trusted: true } });
    localStorage.setItem('deviceKey', 'device-key-1');
    useSessionStore.setState({ authenticated: true, brands: [] });
    renderScreen(<VerifyConfirm />, '/Verification/Confirm');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/Home$/);
  });
});
