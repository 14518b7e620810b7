import { describe, expect, it, vi } from 'vitest';
import type { TPaymentConfirmation } from '@lender/contract';
import { receiptMessage } from './receipt-message';

const confirmation = {
  productBrand: 'Oak Loans',
  confirmationNumber: 'C-1',
  amountPaidCents: 1234,
  lmsId: '10001-001',
  cardNumber: '1111',
  paymentDate: '2026-03-10',
  isPayoff: false,
  remainingPayoffCents: 100,
  settlementRemainingCents: null,
  reinstated: false,
} as TPaymentConfirmation;
const loan = {
  brandCode: 'inl',
  brandDisplayName: 'Oak Loans',
  lmsId: '10001-001',
  storeState: 'TX',
};
const pdf = {
  fileName: 'receipt-C-1.pdf',
  contentType: 'application/pdf' as const,
  bytes: Buffer.from('%PDF-1.7'),
};

describe('receiptMessage', () => {
  it('attaches the receipt PDF, in the reader’s language, to an email', async () => {
    const receipts = { render: vi.fn(async () => pdf) };
    const message = await receiptMessage(receipts, confirmation, loan, {
      channel: 'email',
      address: 'a@b.co',
      language: 'es',
    });
    expect(receipts.render).toHaveBeenCalledWith(confirmation, loan, 'es');
    expect(message).toMatchObject({
      channel: 'email',
      to: 'a@b.co',
      template: 'paymentReceipt',
      subject: expect.any(String),
    });
    expect(message.subject).toBe('Recibo de pago de Oak Loans C-1');
    expect(message.body).toBe(
      'Oak Loans: recibimos su pago de $12.34 en el préstamo 10001-001 (tarjeta que termina en 1111) el 10 de marzo de 2026. Número de confirmación C-1. Saldo de liquidación restante: $1.00.',
    );
    expect(message.attachments).toEqual([
      { filename: 'receipt-C-1.pdf', contentType: 'application/pdf', content: pdf.bytes },
    ]);
  });

  it('sends a text message without one', async () => {
    const receipts = { render: vi.fn(async () => pdf) };
    const message = await receiptMessage(receipts, confirmation, loan, {
      channel: 'sms',
      address: '3125550100',
      language: 'en',
    });
    expect(receipts.render).not.toHaveBeenCalled();
    expect(message.attachments).toBeUndefined();
    expect(message.body).toBe(
      'Oak Loans: we received your payment of $12.34 on loan 10001-001 (card ending 1111) on March 10, 2026. Confirmation number C-1. Remaining payoff: $1.00.',
    );
  });

  it('says what is left of a signed settlement, or that the loan is settled, instead of the payoff (decision 045)', async () => {
    const receipts = { render: vi.fn(async () => pdf) };
    const sms = (c: Partial<TPaymentConfirmation>, language: 'en' | 'es') =>
      receiptMessage(receipts, { ...confirmation, ...c }, loan, {
        channel: 'sms',
        address: '3125550100',
        language,
      });
    expect((await sms({ settlementRemainingCents: 60_000 }, 'en')).body).toMatch(
      /Left to pay on your settlement: \$600\.00\.$/,
    );
    expect((await sms({ settlementRemainingCents: 60_000 }, 'es')).body).toMatch(
      /Falta pagar de su acuerdo de liquidación: \$600\.00\.$/,
    );
    expect(
      (await sms({ settlementRemainingCents: 0, remainingPayoffCents: 0 }, 'en')).body,
    ).toMatch(/Your loan is settled: nothing more is owed on it\.$/);
  });
});

describe('the receipt of a payment that reinstated the loan (issue 48)', () => {
  it('says the repossession stopped, then the payoff left, in both languages', async () => {
    const receipts = { render: vi.fn(async () => pdf) };
    const sms = (language: 'en' | 'es') =>
      receiptMessage(
        receipts,
        { ...confirmation, reinstated: true, remainingPayoffCents: 121_000 },
        loan,
        { channel: 'sms', address: '3125550100', language },
      );
    expect((await sms('en')).body).toMatch(
      /Confirmation number C-1\. The repossession has stopped: your loan is up to date and you keep your vehicle\. Remaining payoff: \$1,210\.00\.$/,
    );
    expect((await sms('es')).body).toMatch(
      /El embargo se detuvo: su préstamo está al día y usted conserva su vehículo\. Saldo de liquidación restante: \$1,210\.00\.$/,
    );
  });
});
