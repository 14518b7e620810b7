import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { TLoanSigningResponse } from '@lender/contract';
import { usePaymentStore } from '../../../shared/session/payment-store';
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
import DocuSignView from './DocuSignView';

const NEW_ENVELOPE = 'e0000000-0000-4000-8000-000000000002';

function api(status: TLoanSigningResponse['status'], settings = {}, cosigned = false) {
  return mockApi({
    'GET /configsettings': () => configSettings(settings),
    'GET /accountdetail': () =>
      jsonResponse(
        loanDetail(cosigned ? { cosignerId: 'T100004', alternateName: 'Devon Park' } : {}),
      ),
    'GET /loanSigning': (url) =>
      jsonResponse(
        envelope({ envelopeId: url.searchParams.get('envelopeId') ?? ENVELOPE_ID, status }),
      ),
    'POST /loanSigning': () => jsonResponse(envelope({ envelopeId: NEW_ENVELOPE })),
  });
}
const show = (state: unknown = { flowStep: true, envelope: envelope() }) =>
  renderRenewalScreen(<DocuSignView />, 'DocuSignView', { state });
const currentPath = async () => (await screen.findByTestId('current-path')).textContent;
const posts = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

beforeEach(async () => {
  await i18next.changeLanguage('en');
  startRenewal();
});
afterEach(() => vi.unstubAllGlobals());

describe('DocuSignView', () => {
  it('shows the signing page in the app’s language while it waits', async () => {
    api('sent');
    show();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sign your renewal disclosures' }),
    ).toBeInTheDocument();
    const frame = screen.getByTitle('Renewal disclosures signing page');
    expect(frame.getAttribute('src')).toMatch(
      new RegExp(`^/api/esign/sign/${ENVELOPE_ID}\\?lang=`),
    );
  });

  it('once signed, keeps the envelope in the payment slice and goes on to the ancillary products', async () => {
    api('signing_complete');
    show();
    expect(await currentPath()).toBe(renewalPath('AncillaryProducts'));
    expect(usePaymentStore.getState().disclosureEnvelopeId).toBe(ENVELOPE_ID);
  });

  it('once signed on a co-signed loan, goes to the wait for the co-signer’s own signature (decision 054)', async () => {
    api('signing_complete', {}, true);
    show();
    expect(await currentPath()).toBe(renewalPath('RenewalWait'));
    expect(usePaymentStore.getState().disclosureEnvelopeId).toBe(ENVELOPE_ID);
  });

  it('declined: says nothing was renewed or charged, and leads back to the loan', async () => {
    api('decline');
    show();
    expect(
      await screen.findByRole('heading', {
        name: 'You did not sign, so your loan was not renewed. Nothing was charged.',
      }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/call your store at 7135550101/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my loan' })).toHaveAttribute(
      'href',
      renewalPath('AccountDetails'),
    );
    expect(screen.queryByRole('button', { name: 'Sign again' })).not.toBeInTheDocument();
    expect(usePaymentStore.getState().disclosureEnvelopeId).toBeUndefined();
  });

  it('expired: offers to sign again, which sends a new envelope for the same amount', async () => {
    const fetchMock = api('ttl_expired');
    show();
    expect(
      await screen.findByRole('heading', { name: 'The signing session closed before you signed.' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign again' }));
    expect(JSON.parse(String(posts(fetchMock)[0]?.[1]?.body))).toMatchObject({
      documentType: 'refinanceDisclosure',
      paymentAmountCents: 21540,
    });
  });

  it('opened without an envelope (a reload), resumes the disclosure’s envelope once', async () => {
    const fetchMock = api('sent');
    show(null);
    expect(await screen.findByTitle('Renewal disclosures signing page')).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(1);
  });

  it('without a renewal in progress, says to start again from the loan', () => {
    usePaymentStore.getState().clear();
    api('sent');
    show();
    expect(
      screen.getByText(
        'There is no loan renewal in progress for this loan. Please start again from your loan.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTitle('Renewal disclosures signing page')).not.toBeInTheDocument();
  });

  it('has no serious accessibility violation in English or Spanish, waiting or declined', async () => {
    api('sent');
    const { unmount } = show();
    await screen.findByTitle('Renewal disclosures signing page');
    await expectAccessibleInBothLanguages();
    unmount();
    api('decline');
    show();
    await screen.findByRole('link', { name: 'Back to my loan' });
    await expectAccessibleInBothLanguages();
  });
});
