import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import type { TLoanSigningResponse } from '@lender/contract';
import { expectAccessibleInBothLanguages } from '../../../test/axe';
import { loanDetail } from '../../../test/loan-fixtures';
import { jsonResponse, mockApi } from '../../../test/render-screen';
import {
  ENVELOPE_ID,
  configSettings,
  envelope,
  renderRenewalScreen,
  renewalPath,
  startRenewal,
} from '../../../test/renewal';
import RenewalWait from './RenewalWait';

type OtherParty = NonNullable<TLoanSigningResponse['otherParty']>;
const DEVON: OtherParty = { name: 'Devon Park', signed: false, canSignOnline: true };

/** GET /loanSigning answers each `answers` in turn (the last one again), counting the asks. */
function api(...answers: OtherParty[]) {
  let asked = 0;
  const fetchMock = mockApi({
    'GET /configsettings': () => configSettings(),
    'GET /accountdetail': () =>
      jsonResponse(loanDetail({ cosignerId: 'T100004', alternateName: 'Devon Park' })),
    'GET /loanSigning': () => {
      const otherParty = answers[Math.min(asked, answers.length - 1)];
      asked += 1;
      return jsonResponse(envelope({ status: 'signing_complete', signed: true, otherParty }));
    },
  });
  return { fetchMock, asks: () => asked };
}
const show = () => renderRenewalScreen(<RenewalWait />, 'RenewalWait');
const currentPath = async () => (await screen.findByTestId('current-path')).textContent;

beforeEach(async () => {
  await i18next.changeLanguage('en');
  startRenewal({ disclosureEnvelopeId: ENVELOPE_ID });
});
afterEach(() => vi.unstubAllGlobals());

describe('RenewalWait', () => {
  it('is titled by its state and says what happens while the co-signer has not signed', async () => {
    api(DEVON);
    const { container } = show();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Waiting for Devon Park to sign' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'You signed. This loan has two signers, so we asked Devon Park to read and sign the renewal too, for your payment of $215.40.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('If the renewal is not signed today, nothing is renewed or charged.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'This page goes on by itself when Devon Park signs.',
    );
    expect(screen.getByRole('link', { name: 'Back to my loan' })).toHaveAttribute(
      'href',
      renewalPath('AccountDetails'),
    );
    await expectAccessibleInBothLanguages(container);
  });

  it('asks again until he signed, then goes on to the products by itself', async () => {
    const { asks } = api(DEVON, DEVON, { ...DEVON, signed: true });
    show();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Waiting for Devon Park to sign' }),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(asks()).toBeGreaterThanOrEqual(3), { timeout: 10_000 });
    await vi.waitFor(
      async () => expect(await currentPath()).toBe(renewalPath('AncillaryProducts')),
      { timeout: 5_000 },
    );
  });

  it('goes straight on when he had already signed (back the same day with the same amount)', async () => {
    api({ ...DEVON, signed: true });
    show();
    await vi.waitFor(async () =>
      expect(await currentPath()).toBe(renewalPath('AncillaryProducts')),
    );
  });

  it('sends the two to the store when he cannot sign online, and stops asking', async () => {
    const { asks } = api({ ...DEVON, canSignOnline: false });
    show();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Renew at your store with Devon Park',
      }),
    ).toBeInTheDocument();
    expect(asks()).toBe(1);
  });
});
