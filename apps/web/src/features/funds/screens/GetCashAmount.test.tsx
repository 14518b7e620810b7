import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import {
  cardsResponse,
  fundsApi,
  l1Detail,
  limits,
  mastercardCredit,
  riskInfo,
  visaDebit,
} from '../test/fixtures';
import { fundsPath, renderFundsScreen } from '../test/render';
import { AT_THE_STORE, restoreGeolocation, stubGeolocation } from '../../../test/geolocation';
import { resetFundsStore, useFundsStore } from '../store';
import GetCashAmount from './GetCashAmount';

beforeEach(async () => {
  stubGeolocation({ permission: 'granted', answer: AT_THE_STORE });
  resetFundsStore();
  await i18next.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  restoreGeolocation();
});

const show = () => renderFundsScreen(<GetCashAmount />, 'GetCashAmount');
const amountBox = () => screen.findByRole('textbox', { name: /Amount|Cantidad/ });

describe('GetCashAmount', () => {
  it('shows the available credit and the first card that can receive funds, refuses amounts as they are typed, and continues with a valid one', async () => {
    const api = fundsApi({ 'GET /cards': { body: cardsResponse([mastercardCredit, visaDebit]) } });
    show();
    const amount = await amountBox();
    expect(screen.getByText('$2,000.00')).toBeInTheDocument();
    expect(screen.getByText('From $1.00 to $2,000.00')).toBeInTheDocument();
    expect(await screen.findByText('Visa ending 1111')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change card' })).toHaveAttribute(
      'href',
      fundsPath('ManageDisburseMethod'),
    );
    expect(api.callsTo('GET /drawLimits')[0]?.url.searchParams.get('loanId')).toBe(
      l1Detail().loanId,
    );

    await userEvent.type(amount, '0.5');
    expect(screen.getByText('The smallest amount you can get is $1.00.')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '2000.01');
    expect(screen.getByText('You have $2,000.00 of available credit.')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(amount);
    await userEvent.type(amount, '250');
    expect(screen.queryByText(/smallest amount|available credit\./)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(fundsPath('GetCashNotice'));
    expect(useFundsStore.getState()).toMatchObject({
      loanId: l1Detail().loanId,
      amountCents: 25000,
      card: { cardIds: visaDebit.cardIds, cardNumber: '1111', cardType: 'visa' },
    });
  });

  it('shows the credit limit change dialog over the screen before going on (GET /riskInfo?isAddon=true); OK acknowledges it once', async () => {
    const changed = riskInfo({
      creditLimitChanged: true,
      dialog: 'creditLimitChanged',
      previousCreditLimitCents: 400000,
    });
    const api = fundsApi({
      'GET /riskInfo': { body: changed },
      'POST /riskInfo/acknowledge': { body: riskInfo() },
    });
    show();
    const dialog = await screen.findByRole('dialog', { name: 'Your credit limit has changed' });
    expect(dialog).toHaveAccessibleDescription(/now \$5,000\.00\. It was \$4,000\.00\./);
    expect(api.callsTo('GET /riskInfo')[0]?.url.searchParams.get('isAddon')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'OK, got it' }));
    expect(await amountBox()).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /riskInfo/acknowledge').map((call) => call.body)).toEqual([
      {
        loanId: l1Detail().loanId,
        isAddon: true,
        migrateProduct: false,
        flag: 'creditLimitChanged',
      },
    ]);
  });

  it('goes through GpsLocation first while the browser does not share the position yet', async () => {
    stubGeolocation({ permission: 'prompt', answer: AT_THE_STORE });
    fundsApi({});
    show();
    await userEvent.type(await amountBox(), '250');
    await screen.findByText('Visa ending 1111');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      `${fundsPath('GpsLocation')}?for=addOn&next=GetCashNotice`,
    );
  });

  it('says the disbursement maximum and the minimum on Continue with no amount', async () => {
    fundsApi({
      'GET /drawLimits': { body: limits({ availableCreditCents: 1500000, maxDrawCents: 1000000 }) },
    });
    show();
    const amount = await amountBox();
    expect(screen.getByText('From $1.00 to $10,000.00')).toBeInTheDocument();
    await screen.findByText('Visa ending 1111');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('The smallest amount you can get is $1.00.')).toBeInTheDocument();
    await userEvent.type(amount, '10000.01');
    expect(screen.getByText('The most you can get at once is $10,000.00.')).toBeInTheDocument();
    expect(screen.queryByTestId('current-path')).not.toBeInTheDocument();
  });

  it('refuses in Spanish too', async () => {
    await i18next.changeLanguage('es');
    fundsApi({});
    show();
    const amount = await amountBox();
    expect(await screen.findByText('Visa con terminación 1111')).toBeInTheDocument();
    await userEvent.type(amount, '0.99');
    expect(
      screen.getByText('La cantidad más pequeña que puede obtener es $1.00.'),
    ).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '3000');
    expect(screen.getByText('Tiene $2,000.00 de crédito disponible.')).toBeInTheDocument();
  });

  it('keeps the amount typed so far when the card is changed', async () => {
    fundsApi({});
    show();
    await userEvent.type(await amountBox(), '75.5');
    await userEvent.click(await screen.findByRole('link', { name: 'Change card' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      fundsPath('ManageDisburseMethod'),
    );
    expect(useFundsStore.getState().amountCents).toBe(7550);
  });

  it('asks for a debit card when none can receive funds', async () => {
    fundsApi({ 'GET /cards': { body: cardsResponse([mastercardCredit]) } });
    show();
    expect(
      await screen.findByText('Add a debit card that can receive funds to get cash.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a debit card' })).toHaveAttribute(
      'href',
      fundsPath('ManageDisburseMethod'),
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('shows a failed limits call with a retry', async () => {
    let calls = 0;
    fundsApi({
      'GET /drawLimits': () => {
        calls += 1;
        return calls <= 2
          ? { status: 500, body: { statusCode: 500, error: 'Internal', message: 'down' } }
          : { body: limits() };
      },
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await amountBox()).toBeInTheDocument();
  });
});
