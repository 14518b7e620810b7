import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { LOAN_VALIDATIONS } from '../../../test/loan-fixtures';
import { jsonResponse } from '../../../test/render-screen';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { usePaymentStore } from '../../../shared/session/payment-store';
import {
  A1_ID,
  loanDetail,
  lockState,
  refinanceApi,
  renderRefinanceScreen,
  riskInfo,
  signIn,
} from '../test/render';
import ProductSwitch from './ProductSwitch';

// Monday 06/01/2026, 10:00 AM Central: a renewal made now posts today
const NOW = new Date('2026-06-01T15:00:00Z');

function show(...args: Parameters<typeof refinanceApi>) {
  const api = refinanceApi(...args);
  renderRefinanceScreen(<ProductSwitch />, 'ProductSwitch');
  return api;
}

const lockPosts = (api: ReturnType<typeof refinanceApi>) =>
  api.mock.calls.filter(
    ([url, init]) => String(url).startsWith('/api/loanlock') && init?.method === 'POST',
  );

const otherAmount = async (user: ReturnType<typeof userEvent.setup>, text: string) => {
  await user.click(await screen.findByRole('radio', { name: 'Another amount' }));
  const input = screen.getByRole('textbox', { name: 'Amount to pay today' });
  await user.clear(input);
  await user.type(input, text);
};

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  signIn();
  usePaymentStore.getState().clear();
  await i18next.changeLanguage('en');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ProductSwitch', () => {
  it('asks for the location first (issue 48): a renewable loan not yet checked goes to GpsLocation, which comes back here', async () => {
    signIn({ locationPassed: false });
    show();
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      `/inl/Accounts/${A1_ID}/Payment/GpsLocation?for=refinance&next=ProductSwitch`,
    );
  });

  it('shows the loan, the renewal minimum chosen, and the new loan it would make before anything is committed', async () => {
    show();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Renew your loan' }),
    ).toBeInTheDocument();
    const loan = await screen.findByRole('region', { name: 'Loan 10001-001' });
    expect(within(loan).getByText('Payoff today').nextElementSibling).toHaveTextContent(
      '$1,250.00',
    );
    expect(within(loan).getByText('Due date').nextElementSibling).toHaveTextContent('06/10/2026');
    expect(screen.getByRole('radio', { name: /^Renewal minimum\s*\$215\.40$/ })).toBeChecked();
    const preview = screen.getByRole('region', { name: 'Your new loan' });
    expect(within(preview).getByText('You pay today').nextElementSibling).toHaveTextContent(
      '$215.40',
    );
    expect(within(preview).getByText('New loan amount').nextElementSibling).toHaveTextContent(
      '$1,034.60',
    );
    expect(within(preview).getByText('Finance charge').nextElementSibling).toHaveTextContent(
      '$258.65',
    );
    expect(within(preview).getByText('Estimated payment').nextElementSibling).toHaveTextContent(
      '$1,293.25',
    );
    expect(within(preview).getByText('New due date').nextElementSibling).toHaveTextContent(
      '07/01/2026',
    );
    expect(screen.getByText(/Nothing is charged yet/)).toBeInTheDocument();
  });

  it('Continue asks the product switch dialog; Yes sets the renewal in the payment slice, takes the lock once and goes to the card', async () => {
    const user = userEvent.setup();
    usePaymentStore.getState().update({
      loanId: A1_ID,
      isRefi: true,
      paymentAmount: 30000,
      disclosureEnvelopeId: 'd0000000-0000-4000-8000-000000000001',
      ancillaryProductIds: ['paymentProtection'],
      autoPay: { enrolled: true },
    });
    let release: (r: Response) => void = () => undefined;
    const api = show(loanDetail(), {
      'POST /loanlock': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Renew loan 10001-001?' });
    expect(dialog).toHaveTextContent(
      'You pay $215.40 today. Loan 10001-001 then closes and a new loan of $1,034.60 starts, due 07/01/2026.',
    );
    const yes = within(dialog).getByRole('button', { name: 'Yes, continue' });
    await user.dblClick(yes);
    // the lock is sent once its answer's schema has loaded (a write's loader runs first, decision 033)
    await vi.waitFor(() => expect(lockPosts(api)).toHaveLength(1));
    release(jsonResponse(lockState()));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      `/inl/Accounts/${A1_ID}/Payment/SelectPaymentMethod`,
    );
    expect(lockPosts(api)).toHaveLength(1);
    expect(usePaymentStore.getState()).toMatchObject({
      loanId: A1_ID,
      paymentAmount: 21540,
      paymentAmountType: 'onlineProduct',
      paymentType: 3,
      isRefi: true,
      isPayoff: false,
      isPartial: false,
      alternateLockTaken: true,
      disclosureEnvelopeId: undefined,
      ancillaryProductIds: undefined,
      autoPay: undefined,
    });
  });

  it('Go back closes the dialog and stays', async () => {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(usePaymentStore.getState().isRefi).toBeUndefined();
  });

  it('another amount is checked as it is typed, each refusal in plain words, and a good one previews and goes on as "other"', async () => {
    const user = userEvent.setup();
    show();
    await otherAmount(user, '1250.00');
    expect(
      screen.getByText(
        'That amount pays off the whole loan, so nothing is left to renew. To pay off the loan, make a payment instead.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make a payment instead' })).toHaveAttribute(
      'href',
      `/inl/Accounts/${A1_ID}/Payment`,
    );
    expect(screen.queryByRole('region', { name: 'Your new loan' })).not.toBeInTheDocument();
    await otherAmount(user, '100.00');
    expect(screen.getByText('To renew, pay at least $215.40 today.')).toBeInTheDocument();
    await otherAmount(user, '1200.00');
    expect(screen.getByText(/To renew, pay no more than \$1,150.00 today/)).toBeInTheDocument();
    await otherAmount(user, '500.00');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Your new loan' })).getByText('New loan amount')
        .nextElementSibling,
    ).toHaveTextContent('$750.00');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Yes, continue' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      '/Payment/SelectPaymentMethod',
    );
    expect(usePaymentStore.getState()).toMatchObject({
      paymentAmount: 50000,
      paymentAmountType: 'other',
      otherAmountText: '500.00',
    });
  });

  it('an empty other amount asks for one on Continue, and nothing opens', async () => {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('radio', { name: 'Another amount' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter how much you want to pay today.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a loan that cannot be renewed says why, with the store to call and the store visit, and no form', async () => {
    show(loanDetail({ refinanceEligible: false }));
    const panel = await screen.findByRole('region', { name: 'This loan cannot be renewed online' });
    expect(panel).toHaveTextContent(
      'This loan cannot be renewed online at this time. Your store may be able to renew it with you.',
    );
    expect(
      within(panel).getByRole('link', { name: 'Call your store at (713) 555-0101' }),
    ).toHaveAttribute('href', 'tel:+17135550101');
    expect(within(panel).getByRole('link', { name: 'Renew at your store' })).toHaveAttribute(
      'href',
      `/inl/Accounts/${A1_ID}/Payment/ProductSwitchAppointment`,
    );
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('a refinance the lender denied (risk info) says so, and stays refused after its dialog is acknowledged', async () => {
    const user = userEvent.setup();
    show(loanDetail(), {
      'GET /riskInfo': () =>
        jsonResponse(riskInfo({ refinanceDenied: true, dialog: 'refinanceDenied' })),
      'POST /riskInfo/acknowledge': () => jsonResponse(riskInfo()),
    });
    expect(
      await screen.findByText(/Your lender cannot renew this loan at this time/),
    ).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'OK, got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(/Your lender cannot renew this loan at this time/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('a guest whose loan does not allow a guest renewal is told to sign in or call', async () => {
    signIn({ guest: true });
    show(
      loanDetail({
        validations: { ...LOAN_VALIDATIONS, guestFeatures: { guestRefinanceEnabled: false } },
      }),
    );
    expect(
      await screen.findByText(
        'To renew this loan, sign in to your account first, or call your store.',
      ),
    ).toBeInTheDocument();
  });

  it('a loan that cannot take a payment says so', async () => {
    show(loanDetail({ payable: false }));
    expect(
      await screen.findByText(
        'Loan 10001-001 cannot take a payment right now, so it cannot be renewed.',
      ),
    ).toBeInTheDocument();
  });

  it('a co-signer is told only the borrower renews, and may pay instead', async () => {
    show(loanDetail({ isAlternate: true, cosignerId: 'T100001' }));
    expect(
      await screen.findByText(
        'Only the borrower can renew this loan. You can still make a payment on it.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make a payment instead' })).toBeInTheDocument();
  });

  it('a lock held by the other party goes to AlternateBlocked with nothing kept', async () => {
    const user = userEvent.setup();
    show(loanDetail(), {
      'POST /loanlock': () =>
        jsonResponse(lockState({ lockedByMe: false, lockedByName: 'Luis', alreadyLocked: true })),
    });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Yes, continue' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      `/inl/Accounts/${A1_ID}/AlternateBlocked?isLocked=true&alternateName=Luis`,
    );
    expect(usePaymentStore.getState().isRefi).toBeUndefined();
  });

  it('loading, then the loan’s error with a retry', async () => {
    show(500);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your loan…');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching latest loan data.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('has no serious accessibility violations, in English and in Spanish', async () => {
    show();
    await screen.findByRole('region', { name: 'Your new loan' });
    await expectNoSeriousA11yViolations('en');
    await i18next.changeLanguage('es');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Renueve su préstamo' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Mínimo para renovar')).toBeInTheDocument();
    await expectNoSeriousA11yViolations('es');
  });
});
