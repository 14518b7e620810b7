import { describe, it, expect } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthFlow } from '../auth-flow-store';
import { fakeApi } from '../test/fake-api';
import { apiError, emailDelivery, passwordPolicy, smsDelivery } from '../test/fixtures';
import { renderScreen } from '../test/render-screen';
import { resetBetweenTests } from '../test/reset';
import ForgotPassword from './ForgotPassword';
import ForgotPasswordVerificationCode from './ForgotPasswordVerificationCode';
import ForgotPasswordVerificationMethod from './ForgotPasswordVerificationMethod';
import RecoveryEmail from './RecoveryEmail';
import ResetPassword from './ResetPassword';
import SecureAccount from './SecureAccount';

resetBetweenTests();

const notFound = apiError(404, 'User not found.', 'UserNotFound', 'Not Found');

describe('ForgotPassword group', () => {
  it('sends an email code at once and shows RecoveryEmail', async () => {
    const api = fakeApi({ 'POST /resetpassword': { codeDelivery: emailDelivery } });
    renderScreen(<ForgotPassword />, '/ForgotPassword?tooManyAttempts=true', '/ForgotPassword');
    expect(screen.getByRole('status')).toHaveTextContent(
      "That password didn't work several times.",
    );
    await userEvent.type(screen.getByLabelText('Email or phone number'), 'Ana.TLXE@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/ForgotPassword/Email');
    expect(api.callsTo('POST /resetpassword')[0]?.body).toEqual({
      username: 'ana.tlxe@example.com',
      voice: false,
    });
  });

  it('lets a phone choose text or voice first', async () => {
    const api = fakeApi({ 'POST /resetpassword': { codeDelivery: smsDelivery } });
    renderScreen(<ForgotPassword />, '/ForgotPassword');
    await userEvent.type(screen.getByLabelText('Email or phone number'), '312.555.0101');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/ForgotPassword/VerificationMethod',
    );
    expect(api.callsTo('POST /resetpassword')).toHaveLength(0);
    expect(useAuthFlow.getState().username).toBe('3125550101');
  });

  it("says 'Your email was not found.' and 'Your phone number was not found.' word for word", async () => {
    fakeApi({ 'POST /resetpassword': { status: 404, body: notFound } });
    const first = renderScreen(<ForgotPassword />, '/ForgotPassword');
    await userEvent.type(screen.getByLabelText('Email or phone number'), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Your email was not found\.$/);
    first.unmount();
    useAuthFlow.getState().update({ username: '3125550199' });
    renderScreen(<ForgotPasswordVerificationMethod />, '/ForgotPassword/VerificationMethod');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Your phone number was not found\.$/,
    );
  });

  it('ForgotPasswordVerificationMethod sends by voice when chosen', async () => {
    const api = fakeApi({
      'POST /resetpassword': { codeDelivery: { ...smsDelivery, deliveryMedium: 'VOICE' } },
    });
    useAuthFlow.getState().update({ username: '3125550101' });
    renderScreen(<ForgotPasswordVerificationMethod />, '/ForgotPassword/VerificationMethod');
    await userEvent.click(screen.getByRole('radio', { name: /Voice call/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/ForgotPassword/Code');
    expect(api.callsTo('POST /resetpassword')[0]?.body).toEqual({
      username: '3125550101',
      voice: true,
    });
  });

  it('RecoveryEmail names where the code went', () => {
    fakeApi();
    useAuthFlow.getState().update({ username: 'ana.tlxe@example.com', delivery: emailDelivery });
    renderScreen(<RecoveryEmail />, '/ForgotPassword/Email');
    expect(screen.getByText('We sent a code to a•••@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter the code' })).toHaveAttribute(
      'href',
      '/ForgotPassword/Code',
    );
  });

  it('keeps the code and resets the password with the hints and POST /confirmpassword', async () => {
    const api = fakeApi({
      'GET /passwordPolicy': passwordPolicy({ minimumLength: 10 }),
      'POST /confirmpassword': { passwordChanged: true },
    });
    useAuthFlow.getState().update({ username: 'ana.tlxe@example.com', delivery: emailDelivery });
    const first = renderScreen(<ForgotPasswordVerificationCode />, '/ForgotPassword/Code');
    await userEvent.type(screen.getByLabelText('Verification code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/ForgotPassword/Reset');
    first.unmount();
    renderScreen(<ResetPassword />, '/ForgotPassword/Reset');
    expect(await screen.findByText('At least 10 characters')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), 'NewPass2026');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'NewPass2026');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/?passwordReset=true');
    expect(api.callsTo('POST /confirmpassword')[0]?.body).toEqual({
      username: 'ana.tlxe@example.com',
      code: '654321',
      password: 'NewPass2026',
    });
  });

  it('ResetPassword shows an expired code and offers to enter it again', async () => {
    fakeApi({
      'POST /confirmpassword': {
        status: 400,
        body: apiError(400, 'Code expired.', 'ExpiredCodeException'),
      },
    });
    useAuthFlow.getState().update({ username: 'ana.tlxe@example.com', code: '111111' });
    renderScreen(<ResetPassword />, '/ForgotPassword/Reset');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), 'NewPass2026');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'NewPass2026');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code has expired.');
    expect(screen.getByRole('link', { name: 'Enter the code again' })).toHaveAttribute(
      'href',
      '/ForgotPassword/Code',
    );
  });

  it('SecureAccount starts recovery for the stopped username', async () => {
    const api = fakeApi({ 'POST /resetpassword': { codeDelivery: emailDelivery } });
    useAuthFlow.getState().update({ username: 'ana.tlxe@example.com' });
    renderScreen(<SecureAccount />, '/ForgotPassword/SecureAccount');
    await userEvent.click(screen.getByRole('button', { name: 'Reset my password' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/ForgotPassword/Email');
    expect(api.callsTo('POST /resetpassword')).toHaveLength(1);
  });
});
