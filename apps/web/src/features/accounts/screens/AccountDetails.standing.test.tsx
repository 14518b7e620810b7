import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '../test/fake-api';
import { A1_ID, configSettings, detail } from '../test/fixtures';
import { renderScreen, signInAs } from '../test/render-screen';
import { riskInfoAnswer } from '../../../test/risk-info-fixture';
import AccountDetails from './AccountDetails';

const risk = riskInfoAnswer(A1_ID);
const military = (covered: boolean) => ({
  customerId: 'T100001',
  isActiveDuty: covered,
  isDependent: false,
  mlaCovered: covered,
  declaredAt: covered ? '2026-11-01T15:00:00.000Z' : null,
});

function show({ bankrupt = false, covered = false, allowNlsMlaCheck = false, loan = detail() }) {
  const api = fakeApi({
    'GET /accountdetail': { body: loan },
    'GET /configsettings': { body: configSettings({ allowNlsMlaCheck }) },
    'GET /riskInfo': { body: risk },
    'GET /bankruptcyStatus': {
      body: {
        isInBankruptcy: bankrupt,
        loans: bankrupt
          ? [
              {
                loanId: '00000000-0000-4000-8000-000000000099',
                lmsId: '10001-002',
                status: 17,
                statusName: 'Bankrupt',
              },
            ]
          : [],
      },
    },
    'GET /militarystatus': { body: military(covered) },
  });
  renderScreen(<AccountDetails />, {
    path: `/inl/Accounts/${A1_ID}`,
    route: '/inl/Accounts/:loanId',
  });
  return api;
}
const actions = async () =>
  within(await screen.findByRole('navigation', { name: 'What you can do' }));

beforeEach(() => signInAs());
afterEach(() => vi.unstubAllGlobals());

describe('AccountDetails: "Renew my loan" and the borrower’s standing (decision 059)', () => {
  it('is offered in good standing, once the standing is read', async () => {
    const api = show({});
    await waitFor(() => expect(api.callsTo('GET /militarystatus')).toHaveLength(1));
    expect((await actions()).getByRole('link', { name: 'Renew my loan' })).toBeInTheDocument();
    expect(api.callsTo('GET /bankruptcyStatus')).toHaveLength(1);
  });

  it.each([
    ['in bankruptcy', { bankrupt: true }],
    ['covered by the Military Lending Act (TLXe)', { covered: true }],
  ])('is not offered %s', async (_case, standing) => {
    const api = show(standing);
    await waitFor(() => expect(api.callsTo('GET /militarystatus')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Renew my loan' })).not.toBeInTheDocument(),
    );
    expect((await actions()).getByRole('link', { name: 'Make a payment' })).toBeInTheDocument();
  });
});
