import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZDevOutboxResponseSchema } from '@lender/contract';
import { approvedChargeCount } from '../../../integrations/card-processor/sandbox';
import { cards, payments } from '../../../db/schema';
import { loanIdOf, profileIdOf } from '../../../db/seed';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { guestSignIn, signIn } from '../../../testing/sign-in';
import { ZPaymentErrorResponseSchema } from './errors';
import { addCard, pay, paymentBody, savedCards, submit, type Headers } from './payments-test-kit';

const A1 = loanIdOf('A1');
const T1 = loanIdOf('T1');
let t: TestApp;
let ana: Headers;
let ben: Headers;
let devon: Headers;
let erin: Headers;

beforeAll(async () => {
  t = await buildTestApp();
  ana = (await signIn(t.app, 'ana.tlxe@example.com')).headers;
  ben = (await signIn(t.app, 'ben.multi@example.com')).headers;
  devon = (await signIn(t.app, 'dev.cosigner@example.com')).headers;
  erin = (await signIn(t.app, 'erin.settle@example.com')).headers;
});
afterAll(async () => t.close());

const errorOf = (res: { json(): unknown }) => ZPaymentErrorResponseSchema.parse(res.json());

const guestSession = async (loanId: string): Promise<Headers> =>
  (await guestSignIn(t.app, profileIdOf('P1'), loanId)).headers;

describe('payment authorization', () => {
  it('P5 cannot pay A1, cannot pay with P1’s card, cannot read P1’s payment', async () => {
    const anaVisa = (await savedCards(t, ana)).find((card) => card.cardNumber === '1111')!;
    const denied = await submit(t, erin, paymentBody(A1, anaVisa, '215.40'));
    expect(denied.statusCode).toBe(404);
    const foreignCard = await submit(t, ben, paymentBody(T1, anaVisa, '310.00'));
    expect(foreignCard.statusCode).toBe(404);
    expect(await approvedChargeCount(t.database.db, anaVisa.cardToken)).toBe(0);
    const { messageKey } = await pay(t, ana, paymentBody(A1, anaVisa, '215.40'));
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/payment?key=${messageKey}`,
      headers: erin,
    });
    expect(peek.statusCode).toBe(404);
    const timeout = await t.app.inject({
      method: 'POST',
      url: '/api/paymentTimeout',
      headers: erin,
      payload: { messageKey },
    });
    expect(timeout.statusCode).toBe(404);
  });

  it('a guest pays its one loan through a signed link; the card is removed afterwards; other loans and P1’s cards are out of reach', async () => {
    const guest = await guestSession(A1);
    const card = await addCard(t, guest, profileIdOf('P1'), '4111111111111111', true);
    expect(card.guestCard).toBe(true);
    const { result } = await pay(t, guest, paymentBody(A1, card, '215.40', { guestPayment: true }));
    expect(result.confirmationNumber).toBeTruthy();
    const [row] = await t.database.db
      .select()
      .from(cards)
      .where(eq(cards.processorToken, card.cardToken));
    expect(row?.removedAt).not.toBeNull();
    expect((await submit(t, guest, paymentBody(T1, card, '310.00'))).statusCode).toBe(403);
    const anaVisa = (await savedCards(t, ana)).find((saved) => saved.cardNumber === '1111')!;
    expect((await submit(t, guest, paymentBody(A1, anaVisa, '215.40'))).statusCode).toBe(404);
  });

  it('the co-signer P4 needs the verification step, and meets AlternateBlocked while P1 holds the lock', async () => {
    const card = await addCard(t, devon, profileIdOf('P4'), '5555555555554444', true);
    const unverified = await submit(t, devon, paymentBody(A1, card, '215.40'));
    expect(errorOf(unverified)).toMatchObject({
      statusCode: 403,
      errorCode: 'AlternateVerificationRequired',
    });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/sendverificationcode',
      headers: devon,
      payload: { customerId: 'T100004', loanId: A1, requesterName: 'Devon Park' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [message] = ZDevOutboxResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=3125550104' })).json(),
    ).messages;
    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/verificationcodestatus?loanId=${A1}&verificationCode=${message!.code}`,
      headers: devon,
    });
    expect(verified.json()).toMatchObject({ verified: true });

    const lock = await t.app.inject({
      method: 'POST',
      url: '/api/loanlock',
      headers: ana,
      payload: { loanId: A1, value: true, lockType: 'alternateParty' },
    });
    expect(lock.json()).toMatchObject({ alreadyLocked: false, lockedByMe: true });
    const blocked = await submit(t, devon, paymentBody(A1, card, '215.40'));
    expect(errorOf(blocked)).toMatchObject({
      statusCode: 409,
      errorCode: 'AlternateBlocked',
      lockedByName: 'Ana',
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/loanlock',
      headers: ana,
      payload: { loanId: A1, value: false, lockType: 'alternateParty' },
    });

    // P4 takes the lock himself, pays, and the lock is released after the payment
    await t.app.inject({
      method: 'POST',
      url: '/api/loanlock',
      headers: devon,
      payload: { loanId: A1, value: true, lockType: 'alternateParty' },
    });
    const { result } = await pay(t, devon, paymentBody(A1, card, '215.40'));
    expect(result.confirmationNumber).toBeTruthy();
    const state = await t.app.inject({
      method: 'GET',
      url: `/api/loanlock?loanIds=${A1}&lockType=alternateParty`,
      headers: ana,
    });
    expect(state.json()).toMatchObject({ locks: [{ locked: false }] });
  });

  it('a guest session reaches only its own payments: not P1’s payment keys (status, timeout, receipt), nor another guest session’s; P1 not the guest’s (finding 7)', async () => {
    const anaVisa = (await savedCards(t, ana)).find((card) => card.cardNumber === '1111')!;
    const owners = await pay(t, ana, paymentBody(A1, anaVisa, '50.00'));
    const guest = await guestSession(A1);
    const read = (headers: Headers, messageKey: string) =>
      t.app.inject({ method: 'GET', url: `/api/payment?key=${messageKey}`, headers });
    const timeout = (headers: Headers, messageKey: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/paymentTimeout',
        headers,
        payload: { messageKey },
      });
    const receipt = (headers: Headers, messageKey: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sendConfirmation',
        headers,
        payload: { messageKey, email },
      });
    const outboxTo = async (to: string) =>
      ZDevOutboxResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${to}` })).json(),
      ).messages;

    expect((await read(guest, owners.messageKey)).statusCode).toBe(404);
    expect((await timeout(guest, owners.messageKey)).statusCode).toBe(404);
    expect((await receipt(guest, owners.messageKey, 'stranger@example.org')).statusCode).toBe(404);
    expect(await outboxTo('stranger@example.org')).toEqual([]);

    const card = await addCard(t, guest, profileIdOf('P1'), '4111111111111111', true);
    const guests = await pay(t, guest, paymentBody(A1, card, '50.00', { guestPayment: true }));
    expect((await read(guest, guests.messageKey)).statusCode).toBe(200);
    const other = await guestSession(A1);
    for (const stranger of [ana, other]) {
      expect((await read(stranger, guests.messageKey)).statusCode).toBe(404);
      expect((await receipt(stranger, guests.messageKey, 'stranger@example.org')).statusCode).toBe(
        404,
      );
    }
    expect(await outboxTo('stranger@example.org')).toEqual([]);
    expect((await receipt(guest, guests.messageKey, 'guest@example.org')).statusCode).toBe(200);
    expect((await read(ana, owners.messageKey)).statusCode).toBe(200);
    // the guest's session row removed (guest_session_id goes null): the payment is still not the owner's to read
    await t.database.db
      .update(payments)
      .set({ guestSessionId: null })
      .where(eq(payments.messageKey, guests.messageKey));
    expect((await read(ana, guests.messageKey)).statusCode).toBe(404);
    expect((await receipt(ana, guests.messageKey, 'stranger@example.org')).statusCode).toBe(404);
  });
});
