import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { referralApi } from '../test/fixtures';
import { renderReferralScreen } from '../test/render';
import ReferCompleteProfile from './ReferCompleteProfile';
import type * as ReferralApi from '../api';

// the form's schema loads on submit: one test makes that load fail once (a chunk that cannot arrive, offline)
const schemaLoad = vi.hoisted(() => ({ failNext: false }));
vi.mock('../api', async (importOriginal) => {
  const actual = await importOriginal<typeof ReferralApi>();
  const profileUpdateSchema: typeof actual.profileUpdateSchema = () => {
    if (!schemaLoad.failNext) return actual.profileUpdateSchema();
    schemaLoad.failNext = false;
    return Promise.reject(new Error('Loading chunk failed'));
  };
  return { ...actual, profileUpdateSchema };
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

const show = () => renderReferralScreen(<ReferCompleteProfile />, 'ReferCompleteProfile');
const missingAll = {
  firstName: null,
  lastName: null,
  zip: null,
  missing: ['firstName', 'lastName', 'zip'],
};

describe('ReferCompleteProfile', () => {
  it('says what is wrong with each field, with the contract schema, and sends nothing', async () => {
    const api = referralApi({ 'GET /referralProfile': { body: missingAll } });
    show();
    await userEvent.type(await screen.findByLabelText('ZIP code'), '12ab');
    await userEvent.type(screen.getByLabelText('Last name'), 'L0pez');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // the check loads the contract's schema first (decision 033)
    await waitFor(() =>
      expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(
        'Enter your first name.',
      ),
    );
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription(
      'Use letters, spaces, hyphens or apostrophes only.',
    );
    expect(screen.getByLabelText('ZIP code')).toHaveAccessibleDescription(
      '5 digits Enter a 5-digit ZIP code.',
    );
    expect(screen.getByLabelText('ZIP code')).toBeInvalid();
    expect(api.callsTo('PUT /referralProfile')).toHaveLength(0);
  });

  it('says it in Spanish too', async () => {
    await i18next.changeLanguage('es');
    referralApi({ 'GET /referralProfile': { body: missingAll } });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.getByLabelText('Código postal')).toBeInvalid());
    expect(screen.getByLabelText('Código postal')).toHaveAccessibleDescription(
      '5 dígitos Escriba un código postal de 5 dígitos.',
    );
    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription('Escriba su nombre.');
  });

  it('fills in what is known, saves the profile and goes on to the card', async () => {
    const api = referralApi({
      'GET /referralProfile': {
        body: { firstName: 'Gina', lastName: null, zip: null, missing: ['lastName', 'zip'] },
      },
      'PUT /referralProfile': {
        body: { firstName: 'Gina', lastName: 'Lopez', zip: '78701', missing: [] },
      },
    });
    show();
    expect(await screen.findByLabelText('First name')).toHaveValue('Gina');
    await userEvent.type(screen.getByLabelText('Last name'), 'Lopez');
    await userEvent.type(screen.getByLabelText('ZIP code'), '78701');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      '/Referral/ReferRedeemAddCard',
    );
    await waitFor(() =>
      expect(api.callsTo('PUT /referralProfile')[0]?.body).toEqual({
        firstName: 'Gina',
        lastName: 'Lopez',
        zip: '78701',
      }),
    );
  });

  it('a double tap saves once (the second tap comes while the check is under way)', async () => {
    const api = referralApi({
      'GET /referralProfile': {
        body: { firstName: 'Gina', lastName: 'Lopez', zip: null, missing: ['zip'] },
      },
      'PUT /referralProfile': {
        body: { firstName: 'Gina', lastName: 'Lopez', zip: '78701', missing: [] },
      },
    });
    show();
    await userEvent.type(await screen.findByLabelText('ZIP code'), '78701');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      '/Referral/ReferRedeemAddCard',
    );
    expect(api.callsTo('PUT /referralProfile')).toHaveLength(1);
  });

  it('after a failed save says so, and the next tap tries again', async () => {
    let puts = 0;
    const api = referralApi({
      'GET /referralProfile': {
        body: { firstName: 'Gina', lastName: 'Lopez', zip: '78701', missing: [] },
      },
      'PUT /referralProfile': () =>
        puts++ === 0
          ? {
              status: 503,
              body: { statusCode: 503, error: 'Service Unavailable', message: 'Try again later.' },
            }
          : { body: { firstName: 'Gina', lastName: 'Lopez', zip: '78701', missing: [] } },
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      '/Referral/ReferRedeemAddCard',
    );
    expect(api.callsTo('PUT /referralProfile')).toHaveLength(2);
  });

  it('when the check cannot load (offline) says so and sends nothing; the next tap checks and saves', async () => {
    const api = referralApi({
      'GET /referralProfile': {
        body: { firstName: 'Gina', lastName: 'Lopez', zip: '78701', missing: [] },
      },
      'PUT /referralProfile': {
        body: { firstName: 'Gina', lastName: 'Lopez', zip: '78701', missing: [] },
      },
    });
    show();
    schemaLoad.failNext = true;
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't check your details. Check your connection and try again.",
    );
    expect(api.callsTo('PUT /referralProfile')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      '/Referral/ReferRedeemAddCard',
    );
    expect(api.callsTo('PUT /referralProfile')).toHaveLength(1);
  });
});
