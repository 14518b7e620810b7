import { describe, it, expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CARRIED_REFERRAL_CODE_KEY } from '../../../shared/referral/carried-code';
import { useSessionStore } from '../../../shared/session/session-store';
import { useAuthFlow } from '../auth-flow-store';
import { fakeApi } from '../test/fake-api';
import { apiError, emailDelivery, passwordPolicy, PROFILE_ID } from '../test/fixtures';
import { renderScreen } from '../test/render-screen';
import { resetBetweenTests } from '../test/reset';
import Register from './Register';

resetBetweenTests();

const hint = (id: string) => document.querySelector(`[data-hint="${id}"]`);

describe('Register', () => {
  it('shows live password hints from the client rule combined with the server policy', async () => {
    fakeApi({ 'GET /passwordPolicy': passwordPolicy({ minimumLength: 12, requireSymbols: true }) });
    renderScreen(<Register />, '/Register');
    expect(await screen.findByText('At least 12 characters')).toBeInTheDocument();
    const hints = within(screen.getByText('Your password needs:').parentElement as HTMLElement);
    expect(hints.getByText('At least 1 special character')).toBeInTheDocument();
    expect(hints.getByText('At least 1 number')).toBeInTheDocument();
    expect(hints.getByText('At least 1 upper-case character')).toBeInTheDocument();
    expect(hints.getByText('At least 1 lower-case character')).toBeInTheDocument();
    expect(hints.getByText('No spaces')).toBeInTheDocument();
    const password = screen.getByLabelText('Choose a password');
    expect(password).toHaveAccessibleDescription(/Your password needs:/);
    await userEvent.type(password, 'abcD1');
    expect(hint('lowerCase')).toHaveAttribute('data-met', 'true');
    expect(hint('upperCase')).toHaveAttribute('data-met', 'true');
    expect(hint('number')).toHaveAttribute('data-met', 'true');
    expect(hint('minimumLength')).toHaveAttribute('data-met', 'false');
    expect(hint('specialCharacter')).toHaveAttribute('data-met', 'false');
    await userEvent.type(password, ' x!');
    expect(hint('noSpaces')).toHaveAttribute('data-met', 'false');
    expect(hint('specialCharacter')).toHaveAttribute('data-met', 'true');
  });

  it('validates with the spec §5 messages, word for word, before calling', async () => {
    const api = fakeApi();
    renderScreen(<Register />, '/Register');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Email or Phone Number is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email or phone number'), 'nobody@');
    await userEvent.type(screen.getByLabelText('Choose a password'), 'short1A');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Invalid Email or Phone Number')).toBeInTheDocument();
    expect(screen.getByText('Your password does not meet our requirements.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(api.callsTo('POST /registerUser')).toHaveLength(0);
  });

  it('registers, keeps the user unverified and goes to the code screen', async () => {
    const api = fakeApi({
      'POST /registerUser': {
        status: 201,
        body: { profileId: PROFILE_ID, userConfirmed: false, codeDelivery: emailDelivery },
      },
    });
    renderScreen(<Register />, '/Register');
    await userEvent.type(
      screen.getByLabelText('Email or phone number'),
      ' New.Person@Example.com ',
    );
    await userEvent.type(screen.getByLabelText('Choose a password'), 'GoodPass2026');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'GoodPass2026');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/Verification/Code');
    expect(api.callsTo('POST /registerUser')[0]?.body).toEqual({
      username: 'new.person@example.com',
      password: 'GoodPass2026',
    });
    expect(useSessionStore.getState().verified).toBe(false);
    expect(useAuthFlow.getState().delivery).toEqual(emailDelivery);
  });

  it("shows the server's answer when the username is taken", async () => {
    fakeApi({
      'POST /registerUser': {
        status: 409,
        body: apiError(
          409,
          'An account with this email already exists.',
          'UsernameExistsException',
          'Conflict',
        ),
      },
    });
    renderScreen(<Register />, '/Register');
    await userEvent.type(screen.getByLabelText('Email or phone number'), '312-555-0101');
    await userEvent.type(screen.getByLabelText('Choose a password'), 'GoodPass2026');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'GoodPass2026');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with that email or phone number already exists.',
    );
  });

  describe('with a referral code', () => {
    const created = {
      status: 201,
      body: { profileId: PROFILE_ID, userConfirmed: false, codeDelivery: emailDelivery },
    };
    const fill = async () => {
      await userEvent.type(
        screen.getByLabelText('Email or phone number'),
        'new.person@example.com',
      );
      await userEvent.type(screen.getByLabelText('Choose a password'), 'GoodPass2026');
      await userEvent.type(screen.getByLabelText('Confirm password'), 'GoodPass2026');
      await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    };

    it('shows the code carried by ?ref= and sends it', async () => {
      const api = fakeApi({ 'POST /registerUser': created });
      renderScreen(<Register />, '/Register?ref=gina50');
      expect(screen.getByText(/Referral code: GINA50/)).toBeInTheDocument();
      await fill();
      expect(await screen.findByTestId('location')).toHaveTextContent('/Verification/Code');
      expect(api.callsTo('POST /registerUser')[0]?.body).toMatchObject({ referralCode: 'GINA50' });
      expect(sessionStorage.getItem(CARRIED_REFERRAL_CODE_KEY)).toBeNull();
    });

    it('sends no code once the person removes it', async () => {
      sessionStorage.setItem(CARRIED_REFERRAL_CODE_KEY, 'GINA50');
      const api = fakeApi({ 'POST /registerUser': created });
      renderScreen(<Register />, '/Register');
      await userEvent.click(screen.getByRole('button', { name: 'Remove referral code' }));
      expect(screen.queryByText(/Referral code:/)).not.toBeInTheDocument();
      await fill();
      expect(await screen.findByTestId('location')).toHaveTextContent('/Verification/Code');
      expect(api.callsTo('POST /registerUser')[0]?.body).not.toHaveProperty('referralCode');
    });

    it('lets them continue without a code the server refuses', async () => {
      sessionStorage.setItem(CARRIED_REFERRAL_CODE_KEY, 'NOPE99');
      const api = fakeApi({
        'POST /registerUser': (call: { body: unknown }) =>
          (call.body as { referralCode?: string }).referralCode
            ? {
                status: 422,
                body: {
                  ...apiError(
                    422,
                    'unknown referral code',
                    'ReferralCodeNotFound',
                    'Unprocessable Entity',
                  ),
                  field: 'body.referralCode',
                },
              }
            : created,
      });
      renderScreen(<Register />, '/Register');
      await fill();
      expect(await screen.findByRole('alert')).toHaveTextContent(
        "We couldn't use the referral code NOPE99. You can register without it.",
      );
      await userEvent.click(screen.getByRole('button', { name: 'Register without the code' }));
      expect(await screen.findByTestId('location')).toHaveTextContent('/Verification/Code');
      expect(api.callsTo('POST /registerUser')).toHaveLength(2);
      expect(api.callsTo('POST /registerUser')[1]?.body).not.toHaveProperty('referralCode');
    });
  });
});
