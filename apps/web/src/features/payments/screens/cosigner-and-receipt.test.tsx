import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { usePaymentStore } from '../../../shared/session/payment-store';
import { stubXhr } from '../../../test/fake-xhr';
import { jsonResponse, mockApi } from '../../../test/render-screen';
import { A1_ID, confirmation, loanDetail } from '../test/fixtures';
import { renderPaymentScreen, setPayment, signIn } from '../test/render';
import Code from './Code';
import ConfirmPayment from './ConfirmPayment';
import CustomerDetails from './CustomerDetails';
import VerificationMethod from './VerificationMethod';

const cosigned = () =>
  loanDetail({ isAlternate: true, alternateName: 'Ana Rivera', cosignerId: 'T100004' });
const personalInfo = {
  customerId: 'T100001',
  customerFirstName: 'Devon',
  customerLastName: 'Park',
  fullCustomerName: 'Devon Park',
  dob: '01/02/1990',
  displaySsn: null,
  phoneNumber: '3125550104',
  email: 'dev.cosigner@example.com',
  address: null,
  homeAddress: null,
  mailingAddress: null,
  sameAddresses: true,
  banks: [],
  communicationSettings: { preference: 0, voice: false },
  voiceMessagesAllowed: true,
  canUpdateUserLogin: true,
  customerStoreId: null,
  isAlternate: true,
};
const bodyOf = (api: ReturnType<typeof mockApi>, path: string) =>
  JSON.parse(
    String(api.mock.calls.find(([url]) => String(url).startsWith(`/api${path}`))?.[1]?.body),
  );

beforeEach(async () => {
  await i18next.changeLanguage('en');
  signIn();
  setPayment({ loanId: A1_ID, paymentAmount: 2000 });
});
afterEach(() => vi.unstubAllGlobals());

describe('co-signer verification (spec §7 Address and verification)', () => {
  it('VerificationMethod sends the code by voice for the caller as requester, then asks for it', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /accountdetail': () => jsonResponse(cosigned()),
      'GET /personalInfo': () => jsonResponse(personalInfo),
      'POST /sendverificationcode': () =>
        jsonResponse({
          sent: true,
          channel: 'voice',
          destination: '(***) ***-0104',
          expiresAt: '2026-06-01T12:10:00.000Z',
        }),
    });
    renderPaymentScreen(<VerificationMethod />, 'VerificationMethod');
    await user.click(await screen.findByRole('radio', { name: 'Voice call' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      `/inl/Accounts/${A1_ID}/Payment/Code`,
    );
    expect(bodyOf(api, '/sendverificationcode')).toEqual({
      customerId: 'T100001',
      loanId: A1_ID,
      requesterName: 'Devon Park',
      isVoice: true,
    });
    expect(usePaymentStore.getState().verificationDestination).toBe('(***) ***-0104');
  });

  it('Code: a wrong code says how many tries are left; the right one goes on to the cards', async () => {
    const user = userEvent.setup();
    const answers = [
      { verified: false, attemptsLeft: 2, verifiedUntil: null },
      { verified: true, attemptsLeft: 2, verifiedUntil: '2026-06-01T12:15:00.000Z' },
    ];
    const api = mockApi({ 'GET /verificationcodestatus': () => jsonResponse(answers.shift()) });
    renderPaymentScreen(<Code />, 'Code');
    const input = screen.getByRole('textbox', { name: 'Verification code' });
    await user.type(input, '12a34');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    await user.type(input, '56');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('That code is not correct. You have 2 tries left.'),
    ).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      '/Payment/SelectPaymentMethod',
    );
    expect(usePaymentStore.getState().alternateVerified).toBe(true);
    expect(String(api.mock.calls.at(-1)?.[0])).toContain('verificationCode=654321');
  });
});

describe('receipt contact and the receipt', () => {
  it('CustomerDetails takes a 10-digit US phone for the receipt', async () => {
    const user = userEvent.setup();
    mockApi({});
    signIn({ guest: true });
    renderPaymentScreen(<CustomerDetails />, 'CustomerDetails');
    await user.click(screen.getByRole('radio', { name: 'Text message' }));
    const phone = screen.getByRole('textbox', { name: 'Mobile number' });
    await user.type(phone, '123-555-0101');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter a 10-digit US phone number')).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '(312) 555-0199');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/Payment/ReviewPayment');
    expect(usePaymentStore.getState().alternateContact).toEqual({ phoneNumber: '3125550199' });
  });

  it('ConfirmPayment shows the confirmation and emails the receipt for the payment key', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /sendConfirmation': () => jsonResponse({ sent: true, channel: 'email' }),
    });
    usePaymentStore.getState().update({
      paymentKey: 'msg-7',
      result: confirmation({
        confirmationNumber: 'CONF-7',
        amountPaidCents: 5000,
        remainingPayoffCents: 120000,
      }),
    });
    renderPaymentScreen(<ConfirmPayment />, 'ConfirmPayment');
    const details = screen.getByRole('region', { name: 'Payment details' });
    expect(details).toHaveTextContent('CONF-7');
    expect(details).toHaveTextContent('•••• 1111');
    expect(details).toHaveTextContent('$1,200.00');
    // the review's name for the date, and the same rule explained
    expect(within(details).getByText('Posting date')).toBeInTheDocument();
    expect(details).toHaveTextContent('Posting date06/01/2026');
    expect(details).toHaveTextContent(
      'Payments made after 5:00 PM Central time, on a weekend or on a holiday post on the next business day.',
    );
    await user.click(screen.getByRole('button', { name: 'Email my receipt' }));
    expect(
      await screen.findByText('Your receipt was sent to ana.tlxe@example.com.'),
    ).toBeInTheDocument();
    expect(bodyOf(api, '/sendConfirmation')).toEqual({
      messageKey: 'msg-7',
      email: 'ana.tlxe@example.com',
    });
  });

  it('ConfirmPayment links the payment’s receipt PDF and saves it with the session’s headers', async () => {
    const user = userEvent.setup();
    mockApi({});
    const xhr = stubXhr();
    const createObjectURL = vi.fn((blob: Blob) => `blob:receipt-${blob.type}`);
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const saved: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
    usePaymentStore
      .getState()
      .update({ paymentKey: 'msg 7', result: confirmation({ confirmationNumber: 'CONF-7' }) });
    renderPaymentScreen(<ConfirmPayment />, 'ConfirmPayment');
    const link = screen.getByRole('link', { name: 'Download receipt (PDF)' });
    expect(link).toHaveAttribute('href', '/api/paymentReceipt?key=msg%207');
    expect(link).toHaveAttribute('download', 'receipt-CONF-7.pdf');
    await user.click(link);
    await vi.waitFor(() => expect(xhr.last()).toBeDefined());
    expect(xhr.last()!.url).toBe('/api/paymentReceipt?key=msg+7');
    expect(xhr.last()!.responseType).toBe('blob');
    // the shared client's headers (the session's too, in the app)
    expect(xhr.last()!.headers['api-version']).toBe('2');
    xhr.last()!.respond(200, '%PDF-1.7 receipt', 'application/pdf');
    await vi.waitFor(() =>
      expect(saved).toEqual([
        { href: 'blob:receipt-application/pdf', download: 'receipt-CONF-7.pdf' },
      ]),
    );
    click.mockRestore();
  });

  it('ConfirmPayment names the receipt link in Spanish and says when the download failed', async () => {
    const user = userEvent.setup();
    mockApi({});
    const xhr = stubXhr();
    usePaymentStore
      .getState()
      .update({ paymentKey: 'msg-8', result: confirmation({ confirmationNumber: 'CONF-8' }) });
    await i18next.changeLanguage('es');
    renderPaymentScreen(<ConfirmPayment />, 'ConfirmPayment');
    const link = screen.getByRole('link', { name: 'Descargar recibo (PDF)' });
    expect(link).toHaveAttribute('href', '/api/paymentReceipt?key=msg-8');
    await user.click(link);
    await vi.waitFor(() => expect(xhr.last()).toBeDefined());
    xhr.last()!.respond(404, JSON.stringify({ message: 'Payment not found.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos descargar su recibo. Inténtelo de nuevo.',
    );
  });
});
