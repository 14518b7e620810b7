import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { usePaymentStore } from '../../../shared/session/payment-store';
import { expectAccessibleInBothLanguages } from '../../../test/axe';
import { AT_THE_STORE, restoreGeolocation, stubGeolocation } from '../../../test/geolocation';
import { A1_ID, loanDetail } from '../../../test/loan-fixtures';
import { calledUrls, jsonResponse, mockApi } from '../../../test/render-screen';
import {
  configSettings,
  envelope,
  refiAllowed,
  renderRenewalScreen,
  renewalPath,
  startRenewal,
} from '../../../test/renewal';
import AccountDisclosures from './AccountDisclosures';

type Handlers = Parameters<typeof mockApi>[0];

function api(overrides: Handlers = {}) {
  return mockApi({
    'GET /configsettings': () => configSettings(),
    'GET /accountdetail': () => jsonResponse(loanDetail()),
    'GET /refiallowedstatus': () => jsonResponse(refiAllowed()),
    'GET /nextBusinessDate': () =>
      jsonResponse({ businessDate: '2026-06-01', postingDate: '2026-06-01' }),
    'POST /loanSigning': () => jsonResponse(envelope()),
    ...overrides,
  });
}
const show = () => renderRenewalScreen(<AccountDisclosures />, 'AccountDisclosures');
const currentPath = async () => (await screen.findByTestId('current-path')).textContent;
const bodyOf = (fetchMock: ReturnType<typeof mockApi>, call: string) => {
  const found = fetchMock.mock.calls.find(
    ([input, init]) =>
      `${init?.method ?? 'GET'} ${new URL(String(input), 'http://l').pathname.replace(/^\/api/, '')}` ===
      call,
  );
  return JSON.parse(String(found?.[1]?.body)) as Record<string, unknown>;
};

beforeEach(async () => {
  await i18next.changeLanguage('en');
  startRenewal();
});
afterEach(() => {
  vi.unstubAllGlobals();
  restoreGeolocation();
});

describe('AccountDisclosures', () => {
  it('shows the renewal and its new loan, then sends the disclosure for this amount and opens DocuSignView', async () => {
    const fetchMock = api();
    show();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Review your renewal' }),
    ).toBeInTheDocument();
    const terms = await screen.findByRole('region', { name: 'What you are signing' });
    expect(terms).toHaveTextContent('You pay $215.40 on loan 10001-001 now.');
    expect(terms).toHaveTextContent('Paid now$215.40');
    expect(terms).toHaveTextContent('Ending in 1111');
    expect(terms).toHaveTextContent('New loan amount$1,034.60');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Review and sign' }));
    expect(await currentPath()).toBe(renewalPath('DocuSignView'));
    expect(bodyOf(fetchMock, 'POST /loanSigning')).toEqual({
      loanId: A1_ID,
      documentType: 'refinanceDisclosure',
      paymentAmountCents: 21540,
    });
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('asks for the store state’s consent, refuses to go on without it, and records it exactly once ticked', async () => {
    const fetchMock = api({
      'GET /refiallowedstatus': () => jsonResponse(refiAllowed({ consentRequired: true })),
      'POST /refiallowedstatus': () =>
        jsonResponse({
          recorded: true,
          consentId: 'c0000000-0000-4000-8000-000000000001',
          didConsent: true,
        }),
    });
    show();
    const box = await screen.findByRole('checkbox', {
      name: 'I agree to renew my loan electronically while in Texas',
    });
    await screen.findByRole('region', { name: 'What you are signing' });
    await userEvent.click(screen.getByRole('button', { name: 'Review and sign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tick the box to agree, or renew at your store.',
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await userEvent.click(box);
    const before = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'Review and sign' }));
    expect(await currentPath()).toBe(renewalPath('DocuSignView'));
    const consent = bodyOf(fetchMock, 'POST /refiallowedstatus');
    expect(Object.keys(consent).sort()).toEqual([
      'didConsent',
      'lmsId',
      'loanId',
      'state',
      'storeId',
      'timestamp',
      'transactionType',
    ]);
    expect(consent).toMatchObject({
      loanId: A1_ID,
      lmsId: '10001-001',
      didConsent: true,
      state: 'TX',
      storeId: 101,
      transactionType: 'refinance',
    });
    expect(new Date(String(consent.timestamp)).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(String(consent.timestamp)).toMatch(/Z$/);
    expect(usePaymentStore.getState().refiConsented).toBe(true);
  });

  it('stops out of the store’s state, with the position sent when the refinance check is on', async () => {
    stubGeolocation({ permission: 'granted', answer: AT_THE_STORE });
    const fetchMock = api({
      'GET /configsettings': () =>
        configSettings({ gpsCheckRefinance: true, gpsForceRefinance: true }),
      'GET /refiallowedstatus': () =>
        jsonResponse(
          refiAllowed({ allowed: false, refusal: 'outOfStoreState', positionState: 'LA' }),
        ),
    });
    show();
    // both places named: where she is, and her store (issue 48)
    expect(
      await screen.findByText(
        "You are in Louisiana. A renewal is made in your store's state: your store, Houston Westheimer in Houston, is in Texas. Renew when you are in Texas, or call your store.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review and sign' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my loan' })).toHaveAttribute(
      'href',
      renewalPath('AccountDetails'),
    );
    const check = calledUrls(fetchMock).find((url) => url.startsWith('/api/refiallowedstatus'));
    expect(check).toContain(`latitude=${AT_THE_STORE.latitude}`);
    await i18next.changeLanguage('es');
    expect(
      await screen.findByText(
        'Usted está en Louisiana. La renovación se hace en el estado de su tienda: su tienda, Houston Westheimer en Houston, está en Texas. Renueve cuando esté en Texas o llame a su tienda.',
      ),
    ).toBeInTheDocument();
  });

  it('sends a refused position while the check is forced to the location help, which comes back here', async () => {
    stubGeolocation({ permission: 'denied', answer: 'denied' });
    api({
      'GET /configsettings': () =>
        configSettings({ gpsCheckRefinance: true, gpsForceRefinance: true }),
    });
    show();
    expect(await currentPath()).toBe(
      `${renewalPath('GpsLocationDisabled')}?for=refinance&next=AccountDisclosures`,
    );
  });

  it('says why the disclosure could not be sent, and lets the borrower try again', async () => {
    let calls = 0;
    api({
      'POST /loanSigning': () =>
        ++calls === 1
          ? jsonResponse(
              { statusCode: 409, error: 'Conflict', message: 'The envelope service is busy' },
              409,
            )
          : jsonResponse(envelope()),
    });
    show();
    await screen.findByRole('region', { name: 'What you are signing' });
    await userEvent.click(screen.getByRole('button', { name: 'Review and sign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The disclosures could not be opened: The envelope service is busy',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Review and sign' }));
    expect(await currentPath()).toBe(renewalPath('DocuSignView'));
  });

  it('after signing, offers to go on without signing again', async () => {
    startRenewal({ disclosureEnvelopeId: 'e0000000-0000-4000-8000-000000000001' });
    api();
    show();
    expect(
      await screen.findByText(/You already signed the disclosures for this renewal\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue without signing again' })).toHaveAttribute(
      'href',
      renewalPath('AncillaryProducts'),
    );
  });

  it('shows the loan error with a retry', async () => {
    let calls = 0;
    api({
      'GET /accountdetail': () =>
        ++calls <= 2
          ? jsonResponse({ statusCode: 500, error: 'x', message: 'down' }, 500)
          : jsonResponse(loanDetail()),
    });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get account information');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Review and sign' })).toBeInTheDocument();
  });

  it('without a renewal of this loan in progress, says to start again from the loan', async () => {
    usePaymentStore.getState().clear();
    const fetchMock = api();
    show();
    expect(
      screen.getByText(
        'There is no loan renewal in progress for this loan. Please start again from your loan.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my loan' })).toHaveAttribute(
      'href',
      renewalPath('AccountDetails'),
    );
    expect(calledUrls(fetchMock).some((url) => url.includes('refiallowedstatus'))).toBe(false);
    startRenewal({ loanId: 'a0000000-0000-4000-8000-000000000009' });
    expect(screen.getByText(/There is no loan renewal in progress/)).toBeInTheDocument();
  });

  it('has no serious accessibility violation in English or Spanish', async () => {
    api({ 'GET /refiallowedstatus': () => jsonResponse(refiAllowed({ consentRequired: true })) });
    show();
    await screen.findByRole('checkbox');
    await screen.findByRole('region', { name: 'What you are signing' });
    await expectAccessibleInBothLanguages();
  });
});
