import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { TAccountDetailResponse } from '@lender/contract';
import { LoanStatus } from '@lender/domain';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { fakeApi, type FakeRoute } from '../test/fake-api';
import { A1_ID, configSettings, detail } from '../test/fixtures';
import { renderScreen, signInAs } from '../test/render-screen';
import AccountDetails from './AccountDetails';

const LOAN_PATH = `/inl/Accounts/${A1_ID}`;
const risk = (refinanceDenied: boolean) => ({
  loanId: A1_ID,
  rateChanged: false,
  creditLimitChanged: false,
  refinanceDenied,
  dialog: refinanceDenied ? 'refinanceDenied' : null,
  creditLimitCents: null,
  previousCreditLimitCents: null,
});
const autoPay = (enrolled: boolean) => ({
  loanId: A1_ID,
  enrolled,
  method: enrolled ? 'card' : null,
  methodId: enrolled ? 'card-1' : null,
  methodCardType: enrolled ? 'visa' : null,
  methodDisplayNumber: enrolled ? '1111' : null,
  methodExpirationMonth: enrolled ? 12 : null,
  methodExpirationYear: enrolled ? 2030 : null,
});

function show(
  loan: TAccountDetailResponse = detail(),
  extra: Record<string, FakeRoute> = {},
  settings = configSettings(),
) {
  const api = fakeApi({
    'GET /accountdetail': { body: loan },
    'GET /configsettings': { body: settings },
    'GET /riskInfo': { body: risk(false) },
    ...extra,
  });
  renderScreen(<AccountDetails />, { path: LOAN_PATH, route: '/inl/Accounts/:loanId' });
  return api;
}

const actions = async () =>
  within(await screen.findByRole('navigation', { name: 'What you can do' }));

beforeEach(async () => {
  signInAs();
  await i18next.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('AccountDetails: renewing and auto-pay', () => {
  it('offers "Renew my loan" (ProductSwitch) for a refinance-eligible open loan, and shows auto-pay with its card', async () => {
    show(detail(), { 'GET /autoPay': { body: autoPay(true) } });
    expect((await actions()).getByRole('link', { name: 'Renew my loan' })).toHaveAttribute(
      'href',
      `${LOAN_PATH}/Payment/ProductSwitch`,
    );
    expect(await screen.findByText('Auto-pay')).toBeInTheDocument();
    expect(screen.getByText('Auto-pay').nextElementSibling).toHaveTextContent('On, card •••• 1111');
  });

  it('auto-pay off says so; a 404 of GET /autoPay hides the line', async () => {
    show(detail(), { 'GET /autoPay': { body: autoPay(false) } });
    expect(await screen.findByText('Auto-pay')).toBeInTheDocument();
    expect(screen.getByText('Auto-pay').nextElementSibling).toHaveTextContent('Off');
    cleanup();
    vi.unstubAllGlobals();
    const api = show();
    await actions();
    await vi.waitFor(() => expect(api.callsTo('GET /autoPay')).toHaveLength(1));
    expect(screen.queryByText('Auto-pay')).not.toBeInTheDocument();
  });

  it('leads to the loan’s auto-pay: "Manage auto-pay" when on, "Set up auto-pay" when she may enrol (decision 056)', async () => {
    show(detail(), { 'GET /autoPay': { body: autoPay(true) } });
    expect(await screen.findByRole('link', { name: 'Manage auto-pay' })).toBeInTheDocument();
    cleanup();
    vi.unstubAllGlobals();
    show(detail(), { 'GET /autoPay': { body: { ...autoPay(false), canAutoPay: true } } });
    expect(await screen.findByRole('link', { name: 'Set up auto-pay' })).toBeInTheDocument();
    cleanup();
    vi.unstubAllGlobals();
    show(detail(), { 'GET /autoPay': { body: { ...autoPay(false), canAutoPay: false } } });
    expect(await screen.findByText('Auto-pay')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Set up auto-pay' })).not.toBeInTheDocument();
  });

  it('says an automatic payment that did not go through, in both languages', async () => {
    const lastCharge = {
      dueDate: '2026-11-12',
      status: 'failed',
      amountCents: 21_540,
      cardLast4: '1111',
      reason: 'Card declined',
    };
    show(detail(), { 'GET /autoPay': { body: { ...autoPay(true), lastCharge } } });
    expect(
      await screen.findByText(
        /^Your automatic payment of \$215\.40 due 11\/12\/2026 did not go through\./,
      ),
    ).toBeInTheDocument();
    await expectNoSeriousA11yViolations();
    await i18next.changeLanguage('es');
    expect(
      await screen.findByText(
        /^Su pago automático de .*215.40 con vencimiento el .* no se realizó\./,
      ),
    ).toBeInTheDocument();
    await expectNoSeriousA11yViolations('es');
  });

  it('no renewal for a loan the lender refused to refinance (its dialog shows)', async () => {
    show(detail(), { 'GET /riskInfo': { body: risk(true) } });
    await screen.findByRole('dialog');
    expect(
      (await actions()).queryByRole('link', { name: 'Renew my loan' }),
    ).not.toBeInTheDocument();
  });

  it.each([
    ['not refinance-eligible', detail({ refinanceEligible: false })],
    ['seen by its co-signer', detail({ isAlternate: true, cosignerId: 'T100001' })],
    [
      'paid off',
      detail({
        status: LoanStatus.PaidOff,
        paidOffDate: '2026-02-20',
        payable: false,
        payoffAmountCents: 0,
      }),
    ],
    // issue 48 (decision 051): a line of credit is drawn on, never renewed
    [
      'that is a line of credit',
      detail({ productType: 'lineOfCredit', productId: 3, loanSystem: 'NLS' }),
    ],
  ])('no renewal for a loan %s', async (_case, loan) => {
    show(loan);
    expect((await actions()).getAllByRole('link').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Renew my loan' })).not.toBeInTheDocument();
  });

  it('no renewal for a loan opened (or renewed) today; the next business day it is offered (decision 051)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-01T15:00:00Z'));
    show(detail({ openedOn: '2026-06-01' }));
    expect((await actions()).getByRole('link', { name: 'Make a payment' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Renew my loan' })).not.toBeInTheDocument();
    cleanup();
    vi.unstubAllGlobals();
    vi.setSystemTime(new Date('2026-06-02T15:00:00Z'));
    show(detail({ openedOn: '2026-06-01' }));
    expect(
      await (await actions()).findByRole('link', { name: 'Renew my loan' }),
    ).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('on the loan a renewal opened, the day it posted: "Cancel this renewal" leads to CancelRenewal of the old loan with the payment’s key', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-01T15:00:00Z'));
    const OLD = 'a0000000-0000-4000-8000-000000000077';
    show(detail({ renewedFrom: { oldLoanId: OLD, messageKey: 'msg-1', postedOn: '2026-06-01' } }));
    const notice = await screen.findByRole('region', { name: 'You renewed your loan today' });
    expect(within(notice).getByRole('link', { name: 'Cancel this renewal' })).toHaveAttribute(
      'href',
      `/inl/Accounts/${OLD}/Payment/CancelRenewal?key=msg-1`,
    );
    await expectNoSeriousA11yViolations('en');
    // the next business day it is gone (the server would refuse it)
    cleanup();
    vi.unstubAllGlobals();
    vi.setSystemTime(new Date('2026-06-02T15:00:00Z'));
    show(detail({ renewedFrom: { oldLoanId: OLD, messageKey: 'msg-1', postedOn: '2026-06-01' } }));
    await actions();
    expect(
      screen.queryByRole('region', { name: 'You renewed your loan today' }),
    ).not.toBeInTheDocument();
    vi.useRealTimers();
  });

  it('has no serious accessibility violations, in English and in Spanish', async () => {
    show(detail(), { 'GET /autoPay': { body: autoPay(true) } });
    await screen.findByText('Auto-pay');
    await expectNoSeriousA11yViolations('en');
    await i18next.changeLanguage('es');
    expect(await screen.findByRole('link', { name: 'Renovar mi préstamo' })).toBeInTheDocument();
    expect(screen.getByText('Activado, tarjeta •••• 1111')).toBeInTheDocument();
    await expectNoSeriousA11yViolations('es');
  });
});
