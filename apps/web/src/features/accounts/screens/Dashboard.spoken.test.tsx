/** The Dashboard as a screen reader says it (issue 52, decision 061): the amount due and the due date in words. */
import { afterEach, beforeEach, describe, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { expectSpokenInOrder, hearScreen } from '../../../test/screen-reader';
import { fakeApi } from '../test/fake-api';
import { accounts, loan } from '../test/fixtures';
import { renderScreen, signInAs } from '../test/render-screen';
import Dashboard from './Dashboard';

beforeEach(() => signInAs('T100001'));
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe.each([
  {
    language: 'en',
    said: [
      'heading, My accounts, level 1',
      'article, Loan 10001-001',
      'heading, Loan 10001-001, level 2',
      'Open',
      'Amount due',
      '$215.40',
      'Due date',
      // not '06/10/2026', which a reader says as numbers and slashes
      'June 10, 2026',
      'link, Make a payment on loan 10001-001',
      'link, Loan details for loan 10001-001',
    ],
  },
  {
    language: 'es',
    said: [
      'heading, Mis cuentas, level 1',
      'article, Préstamo 10001-001',
      'heading, Préstamo 10001-001, level 2',
      'Abierto',
      'Monto a pagar',
      '$215.40',
      'Fecha de vencimiento',
      '10 de junio de 2026',
      'link, Hacer un pago del préstamo 10001-001',
      'link, Detalles del préstamo 10001-001',
    ],
  },
])('Dashboard heard in $language', ({ language, said }) => {
  it('names the screen, then each loan with what is due and when, and its ways on', async () => {
    await i18next.changeLanguage(language);
    fakeApi({
      'GET /accounts': { body: accounts([loan()]) },
      'GET /usercache': { body: { customerId: 'T100001', value: null, updatedAt: null } },
      'GET /dashboardmessage': { body: { message: null } },
    });
    renderScreen(<Dashboard />, { path: '/inl/Accounts', route: '/inl/Accounts' });
    await screen.findByRole('heading', { level: 2 });
    expectSpokenInOrder(await hearScreen(), said);
  });
});
