import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePaymentStore } from '../../../shared/session/payment-store';
import { jsonResponse, mockApi } from '../../../test/render-screen';
import { A1_ID, T1_ID, loanDetail, t1Detail } from '../test/fixtures';
import { renderPaymentScreen, signIn } from '../test/render';
import MakePayment from './MakePayment';

const lockState = (overrides: Record<string, unknown> = {}) => ({
  loanId: A1_ID,
  lockType: 'alternateParty',
  locked: true,
  lockedByMe: true,
  lockedByName: null,
  expiresAt: '2026-06-01T12:15:00.000Z',
  alreadyLocked: false,
  ...overrides,
});

function show(detail = loanDetail(), lock: () => Response = () => jsonResponse(lockState())) {
  const api = mockApi({
    'GET /accountdetail': () => jsonResponse(detail),
    'POST /loanlock': lock,
    'POST /paymentRemoteState': () => jsonResponse({ state: null, route: null }),
  });
  renderPaymentScreen(<MakePayment />, 'MakePayment', detail.loanId);
  return api;
}

const other = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('radio', { name: 'Other amount' }));
  return screen.getByRole('textbox', { name: 'Amount to pay' });
};

beforeEach(() => {
  signIn();
  usePaymentStore.getState().clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('MakePayment amount choices and the currency input (spec §5)', () => {
  it('offers the minimum due and the payoff of the loan', async () => {
    show();
    expect(
      await screen.findByRole('radio', { name: /Minimum due\s*\$215\.40/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Payoff amount\s*\$1,250\.00/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Reinstatement/ })).not.toBeInTheDocument();
  });

  it('keeps digits and one dot, 2 decimals, strips a leading zero, groups thousands and pads on blur', async () => {
    const user = userEvent.setup();
    show();
    const input = await other(user);
    await user.type(input, 'a0$1x234.567');
    expect(input).toHaveValue('1,234.56');
    await user.clear(input);
    await user.type(input, '12');
    await user.tab();
    expect(input).toHaveValue('12.00');
    await user.clear(input);
    await user.type(input, '.5');
    expect(input).toHaveValue('0.5');
  });

  it('refuses an amount above the payoff, inline', async () => {
    const user = userEvent.setup();
    show();
    const input = await other(user);
    await user.type(input, '1300');
    await user.tab();
    expect(
      await screen.findByText('The payment cannot be more than the payoff amount of $1,250.00.'),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for an amount when none is chosen', async () => {
    const user = userEvent.setup();
    const api = show();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose a payment amount.')).toBeInTheDocument();
    expect(api.mock.calls.some(([url]) => String(url).includes('/loanlock'))).toBe(false);
    // the error belongs to the radio group: invalid and described by it, not a loose alert
    const group = screen.getByRole('group', { name: 'Payment amount' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose a payment amount.');
    await user.click(screen.getByRole('radio', { name: /Minimum due/ }));
    expect(group).not.toHaveAttribute('aria-invalid');
  });
});

describe('MakePayment partial payment (spec §4)', () => {
  it('a late loan paid below the minimum required shows the partial-payment note and continues as partial', async () => {
    const user = userEvent.setup();
    show(t1Detail());
    const input = await other(user);
    await user.type(input, '100');
    await user.tab();
    expect(
      await screen.findByRole('note', { name: 'This is a partial payment' }),
    ).toHaveTextContent('less than the minimum required of $310.00');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      `/inl/Accounts/${T1_ID}/Payment/SelectPaymentMethod`,
    );
    const state = usePaymentStore.getState();
    expect([state.paymentAmount, state.paymentAmountType, state.isPartial, state.isPayoff]).toEqual(
      [10000, 'other', true, false],
    );
  });

  it('the minimum required itself is not partial', async () => {
    const user = userEvent.setup();
    show(t1Detail());
    await user.click(await screen.findByRole('radio', { name: /Minimum due\s*\$310\.00/ }));
    expect(
      screen.queryByRole('note', { name: 'This is a partial payment' }),
    ).not.toBeInTheDocument();
  });
});

describe('MakePayment alternate-party lockout (spec §4)', () => {
  it('takes the lock for a refinance-eligible loan, then goes on to the cards', async () => {
    const user = userEvent.setup();
    const api = show();
    await user.click(await screen.findByRole('radio', { name: /Payoff amount/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      `/inl/Accounts/${A1_ID}/Payment/SelectPaymentMethod`,
    );
    const lockCall = api.mock.calls.find(([url]) => String(url).includes('/loanlock'));
    expect(JSON.parse(String(lockCall?.[1]?.body))).toMatchObject({
      loanId: A1_ID,
      value: true,
      lockType: 'alternateParty',
    });
    expect(usePaymentStore.getState()).toMatchObject({
      paymentAmount: 125000,
      isPayoff: true,
      alternateLockTaken: true,
      paymentAmountType: 'onlineProduct',
    });
  });

  it('held by the other party: AlternateBlocked with isLocked and the holder name, payment data cleared', async () => {
    const user = userEvent.setup();
    show(loanDetail(), () =>
      jsonResponse(lockState({ lockedByMe: false, lockedByName: 'Ana', alreadyLocked: true })),
    );
    await user.click(await screen.findByRole('radio', { name: /Payoff amount/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      `/inl/Accounts/${A1_ID}/AlternateBlocked?isLocked=true&alternateName=Ana`,
    );
    expect(usePaymentStore.getState().paymentAmount).toBeUndefined();
  });

  it('retries the lock call once on error, then says it failed', async () => {
    const user = userEvent.setup();
    const api = show(loanDetail(), () => jsonResponse({ statusCode: 500, message: 'boom' }, 500));
    await user.click(await screen.findByRole('radio', { name: /Payoff amount/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Failed to make lock request')).toBeInTheDocument();
    expect(api.mock.calls.filter(([url]) => String(url).includes('/loanlock'))).toHaveLength(2);
  });

  it('a loan that is not refinance-eligible takes no lock', async () => {
    const user = userEvent.setup();
    const api = show(t1Detail());
    await user.click(await screen.findByRole('radio', { name: /Payoff amount/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      '/Payment/SelectPaymentMethod',
    );
    expect(api.mock.calls.some(([url]) => String(url).includes('/loanlock'))).toBe(false);
  });
});
