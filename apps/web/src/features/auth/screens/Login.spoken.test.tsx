/** Sign-in with an error, as a screen reader says it, in English and Spanish (issue 52, decision 061). */
import { afterEach, describe, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { expectSpokenInOrder, hearScreen } from '../../../test/screen-reader';
import { fakeApi } from '../test/fake-api';
import { apiError } from '../test/fixtures';
import { renderScreen } from '../test/render-screen';
import { resetBetweenTests } from '../test/reset';
import Login from './Login';

resetBetweenTests();
afterEach(async () => i18next.changeLanguage('en'));

describe.each([
  {
    language: 'en',
    signIn: 'Sign in',
    spoken: {
      name: 'heading, Sign in to your account, level 1',
      username: 'textbox, Email or phone number, Email or Phone Number is required, invalid',
      // a password field has no ARIA role: its name, then its error as its description
      password: 'Password, Password is required',
      refused: 'Incorrect email, phone number or password.',
    },
  },
  {
    language: 'es',
    signIn: 'Iniciar sesión',
    spoken: {
      name: 'heading, Inicie sesión en su cuenta, level 1',
      username:
        'textbox, Correo electrónico o número de teléfono, El correo electrónico o número de teléfono es obligatorio, invalid',
      password: 'Contraseña, La contraseña es obligatoria',
      refused: 'Correo electrónico, teléfono o contraseña incorrectos.',
    },
  },
])('Login heard in $language', ({ language, signIn, spoken }) => {
  it('names the screen, then each field with its own error', async () => {
    await i18next.changeLanguage(language);
    fakeApi();
    renderScreen(<Login />, '/', '/');
    await userEvent.click(screen.getByRole('button', { name: signIn }));
    expectSpokenInOrder(await hearScreen(), [spoken.name, spoken.username, spoken.password]);
  });

  it('says a refused sign-in in the alert, where she is', async () => {
    await i18next.changeLanguage(language);
    fakeApi({
      'POST /authenticate': {
        status: 400,
        body: apiError(400, 'Incorrect username or password.', 'NotAuthorizedException'),
      },
    });
    renderScreen(<Login />, '/', '/');
    await userEvent.type(screen.getAllByRole('textbox')[0]!, 'ana@example.com');
    await userEvent.type(document.querySelector('input[type=password]')!, 'Wrong12345');
    await userEvent.click(screen.getByRole('button', { name: signIn }));
    await screen.findByRole('alert');
    expectSpokenInOrder(await hearScreen(), [spoken.name, /^alert/, spoken.refused]);
  });
});
