import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { TAccountDetailResponse } from '@lender/contract';
import { expectAccessibleInBothLanguages } from '../../../test/axe';
import { fakeApi } from '../test/fake-api';
import { A1_ID, configSettings, detail } from '../test/fixtures';
import { renderScreen, signInAs } from '../test/render-screen';
import { riskInfoAnswer } from '../../../test/risk-info-fixture';
import AccountDetails from './AccountDetails';

const LOAN_PATH = `/inl/Accounts/${A1_ID}`;
const ASKED = { requestedBy: 'Ana Rivera', amountCents: 21_540, businessDate: '2026-12-02' };

function show(loan: TAccountDetailResponse) {
  fakeApi({
    'GET /accountdetail': { body: loan },
    'GET /configsettings': { body: configSettings() },
    'GET /riskInfo': { body: riskInfoAnswer(A1_ID) },
  });
  return renderScreen(<AccountDetails />, { path: LOAN_PATH, route: '/inl/Accounts/:loanId' });
}

beforeEach(async () => {
  signInAs('T100004');
  await i18next.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('AccountDetails: a renewal asked of the co-signer (decision 054)', () => {
  it('shows the task naming who asked and the payment, says nothing happens unless he signs, and opens his signing', async () => {
    const { container } = show(
      detail({ isAlternate: true, alternateName: 'Ana Rivera', renewalSignatureRequest: ASKED }),
    );
    const task = await screen.findByRole('region', { name: 'A renewal needs your signature' });
    expect(task).toHaveTextContent(
      'Ana Rivera asked to renew loan 10001-001 with a payment of $215.40 today.',
    );
    expect(task).toHaveTextContent(
      'Nothing is renewed or charged unless you sign today. If you do not want this renewal, do not sign.',
    );
    expect(screen.getByRole('link', { name: 'Read and sign' })).toHaveAttribute(
      'href',
      `${LOAN_PATH}/RenewalSignature`,
    );
    await expectAccessibleInBothLanguages(container);
    await act(async () => {
      await i18next.changeLanguage('es');
    });
    expect(
      screen.getByRole('region', { name: 'Una renovación necesita su firma' }),
    ).toHaveTextContent(
      'Ana Rivera pidió renovar el préstamo 10001-001 con un pago de $215.40 hoy.',
    );
  });

  it('shows no task when nothing is asked', async () => {
    show(detail({ renewalSignatureRequest: null }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan 10001-001' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'A renewal needs your signature' })).toBeNull();
  });
});
