/**
 * A payment's receipt when the app stops waiting (POST /paymentTimeout: to the profile's sign-in email or by the
 * customer's communication preference) and sent again (POST /sendConfirmation).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments } from '../../../db/schema';
import { customerIdOf, loanIdOf, profileIdOf } from '../../../db/seed';
import { signIn } from '../../../testing/sign-in';
import { addCard, paymentBody, settle, submit } from './payments-test-kit';
import { createPaymentsRepo } from './repo';
import { usePaymentsApp } from './payments-app-test-kit';

const T1 = loanIdOf('T1');
const paymentsApp = usePaymentsApp();

describe('POST /api/payment and GET /api/payment', () => {
  it('POST /paymentTimeout keeps the job going and sends the receipt when done; POST /sendConfirmation resends it', async () => {
    const { t, ben } = paymentsApp;
    const card = await addCard(t, ben, profileIdOf('P2'), '4111111111111111', true);
    const res = await submit(t, ben, paymentBody(T1, card, '310.00'));
    const { messageKey } = res.json() as { messageKey: string };
    const timeout = await t.app.inject({
      method: 'POST',
      url: '/api/paymentTimeout',
      headers: ben,
      payload: { messageKey },
    });
    expect(timeout.statusCode).toBe(200);
    const result = await settle(t, ben, messageKey);
    expect(result.confirmationNumber).toBeTruthy();
    const [row] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.messageKey, messageKey));
    if (timeout.json().receiptWhenDone) expect(row!.receiptEmail).toBe('ben.multi@example.com');
    const sms = await t.app.inject({
      method: 'POST',
      url: '/api/sendConfirmation',
      headers: ben,
      payload: { messageKey, phoneNumber: '3125550102' },
    });
    expect(sms.json()).toEqual({ sent: true, channel: 'sms' });
    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=3125550102' });
    expect(outbox.body).toContain(result.confirmationNumber!);
    const both = await t.app.inject({
      method: 'POST',
      url: '/api/sendConfirmation',
      headers: ben,
      payload: { messageKey, phoneNumber: '3125550102', email: 'a@b.co' },
    });
    expect(both.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/paymentTimeout',
      headers: ben,
      payload: { messageKey: 'pay_nope' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('POST /paymentTimeout on a payment still pending with no contact: the receipt is to go to the profile’s sign-in email', async () => {
    const { t, ben } = paymentsApp;
    const repo = createPaymentsRepo(t.database.db);
    // stored without its job, so it is surely still pending when the app stops waiting
    const { row } = await repo.insertOnce(
      {
        idempotencyKey: randomUUID(),
        profileId: profileIdOf('P2'),
        customerId: customerIdOf('P2'),
        payerRole: 'borrower',
        loanId: T1,
        amountCents: 31_000,
        paymentType: 2,
        processorToken: 'tok_timeout',
        cardLast4: '1111',
        cardType: 'visa',
        cardholderName: 'Ben Okafor',
      },
      new Date(),
    );
    try {
      const timeout = await t.app.inject({
        method: 'POST',
        url: '/api/paymentTimeout',
        headers: ben,
        payload: { messageKey: row.messageKey },
      });
      expect(timeout.json()).toEqual({
        messageKey: row.messageKey,
        pending: true,
        receiptWhenDone: true,
      });
      const [after] = await t.database.db.select().from(payments).where(eq(payments.id, row.id));
      expect(after).toMatchObject({ receiptEmail: 'ben.multi@example.com', receiptPhone: null });
    } finally {
      await repo.markFailed(row.id, 'test payment: never processed', new Date()); // so no recovery posts it later
    }
  });

  it('POST /paymentTimeout sends the receipt by the customer’s communication preference: both email and text for P1', async () => {
    const { t } = paymentsApp;
    const repo = createPaymentsRepo(t.database.db);
    const { row } = await repo.insertOnce(
      {
        idempotencyKey: randomUUID(),
        profileId: profileIdOf('P1'),
        customerId: customerIdOf('P1'),
        payerRole: 'borrower',
        loanId: loanIdOf('A1'),
        amountCents: 1_000,
        paymentType: 2,
        processorToken: 'tok_timeout_p1',
        cardLast4: '1111',
        cardType: 'visa',
        cardholderName: 'Ana Rivera',
      },
      new Date(),
    );
    try {
      const ana = (await signIn(t.app, 'ana.tlxe@example.com')).headers;
      await t.app.inject({
        method: 'POST',
        url: '/api/paymentTimeout',
        headers: ana,
        payload: { messageKey: row.messageKey },
      });
      const [after] = await t.database.db.select().from(payments).where(eq(payments.id, row.id));
      expect(after).toMatchObject({
        receiptEmail: 'ana.tlxe@example.com',
        receiptPhone: '3125550101',
      });
    } finally {
      await repo.markFailed(row.id, 'test payment: never processed', new Date());
    }
  });
});
