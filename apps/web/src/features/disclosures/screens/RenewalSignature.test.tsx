import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { registerRoutes } from '../../../shared/routing/route-path';
import { expectAccessibleInBothLanguages } from '../../../test/axe';
import { A1_ID, loanDetail } from '../../../test/loan-fixtures';
import { inlRoute, jsonResponse, mockApi, renderScreen } from '../../../test/render-screen';
import { envelope, startRenewal } from '../../../test/renewal';
import RenewalSignature from './RenewalSignature';

const ASKED = { requestedBy: 'Ana Rivera', amountCents: 21_540, businessDate: '2026-12-02' };
const ROUTE = inlRoute('RenewalSignature', 'Accounts/:loanId/RenewalSignature');

let started: unknown;
function api(signedAfterStart: boolean) {
  return mockApi({
    'GET /accountdetail': () =>
      jsonResponse(
        loanDetail({
          isAlternate: true,
          alternateName: 'Ana Rivera',
          renewalSignatureRequest: ASKED,
        }),
      ),
    'POST /loanSigning': (_url, init) => {
      started = JSON.parse(String(init?.body));
      return jsonResponse(envelope());
    },
    'GET /loanSigning': () =>
      jsonResponse(envelope(signedAfterStart ? { status: 'signing_complete', signed: true } : {})),
  });
}
const show = () => {
  registerRoutes([ROUTE, inlRoute('AccountDetails', 'Accounts/:loanId')]);
  return renderScreen(<RenewalSignature />, {
    path: ROUTE.path.replace(':loanId', A1_ID),
    route: ROUTE.path,
  });
};

beforeEach(async () => {
  await i18next.changeLanguage('en');
  startRenewal();
});
afterEach(() => vi.unstubAllGlobals());

describe('RenewalSignature (decision 054)', () => {
  it('tells the co-signer who asked and for what, shows the new loan’s terms and federal box, and that not signing declines', async () => {
    api(false);
    const { container } = show();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign the renewal of loan 10001-001' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Ana Rivera asked to renew loan 10001-001 with a payment of $215.40 today.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Ana Rivera pays $215.40 on loan 10001-001 now. The rest becomes a new loan that you co-sign.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Truth in Lending disclosure' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Nothing is renewed or charged unless you sign today. If you do not want this renewal, simply do not sign.',
      ),
    ).toBeInTheDocument();
    await expectAccessibleInBothLanguages(container);
  });

  it('opens his own copy for the amount asked, and says so once he signed', async () => {
    api(true);
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Read and sign' }));
    await vi.waitFor(() => expect(started).toBeDefined());
    expect(started).toMatchObject({
      loanId: A1_ID,
      documentType: 'refinanceDisclosure',
      paymentAmountCents: 21_540,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You signed the renewal' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ana Rivera can now pay to renew the loan today.')).toBeInTheDocument();
  });
});
