import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZDevOutboxResponseSchema,
  ZErrorResponseSchema,
  ZSendVerificationCodeResponseSchema,
  ZVerificationCodeStatusResponseSchema,
} from '@lender/contract';
import { ALTERNATE_VERIFICATION_MINUTES } from '@lender/domain';
import { loanIdOf, profileIdOf } from '../../../db/seed';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { signInEach } from '../../../testing/sign-in';
import { CODE_SEND_WINDOW_MS, CODE_SENDS_PER_WINDOW, CODE_TTL_MS } from '../auth/codes';
import { createAlternateVerificationCheck } from '.';

const EMAILS = {
  P1: 'ana.tlxe@example.com',
  P4: 'dev.cosigner@example.com',
  P5: 'erin.settle@example.com',
} as const;
type Who = keyof typeof EMAILS;
const A1 = loanIdOf('A1');
const T1 = loanIdOf('T1');
const P4 = profileIdOf('P4');
const DEVON_PHONE = '3125550104';
const MINUTE = 60_000;

let now = new Date('2026-03-04T16:00:00Z');
let t: TestApp;
const headers = new Map<Who, { authorization: string }>();
/** Sign in again (access tokens last 15 minutes of the injected clock). */
async function signInAll() {
  await signInEach(t.app, EMAILS, headers);
}
beforeAll(async () => {
  t = await buildTestApp({}, { clock: () => now });
  await signInAll();
});
afterAll(() => t.close());

const send = (who: Who, body: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sendverificationcode',
    headers: headers.get(who),
    payload: { customerId: 'T100004', loanId: A1, requesterName: 'Devon Park', ...body },
  });
const status = (who: Who, code: string, loanId = A1) =>
  t.app.inject({
    method: 'GET',
    url: `/api/verificationcodestatus?loanId=${loanId}&verificationCode=${code}`,
    headers: headers.get(who),
  });
async function newestMessage(to: string) {
  const [message] = ZDevOutboxResponseSchema.parse(
    (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${to}` })).json(),
  ).messages;
  if (!message?.code) throw new Error(`no code for ${to}`);
  return { ...message, code: message.code };
}
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const check = createAlternateVerificationCheck;

describe('POST /sendverificationcode and GET /verificationcodestatus (co-signer P4 on A1)', () => {
  it('sends a 6-digit code to the co-signer’s own phone naming the requester and the loan number', async () => {
    const res = await send('P4');
    expect(res.statusCode).toBe(200);
    const body = ZSendVerificationCodeResponseSchema.parse(res.json());
    expect(body).toEqual({
      sent: true,
      channel: 'sms',
      destination: '(***) ***-0104',
      expiresAt: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
    });
    const message = await newestMessage(DEVON_PHONE);
    expect(message).toMatchObject({
      channel: 'sms',
      to: DEVON_PHONE,
      template: 'alternatePaymentCode',
    });
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.body).toContain('Devon Park');
    expect(message.body).toContain('10001-001');
  });

  it('counts wrong codes down, verifies the right one for 15 minutes, and uses it once', async () => {
    await send('P4');
    const { code } = await newestMessage(DEVON_PHONE);
    const wrong1 = ZVerificationCodeStatusResponseSchema.parse(
      (await status('P4', wrongOf(code))).json(),
    );
    expect(wrong1).toEqual({ verified: false, attemptsLeft: 4, verifiedUntil: null });
    expect(
      ZVerificationCodeStatusResponseSchema.parse((await status('P4', wrongOf(code))).json())
        .attemptsLeft,
    ).toBe(3);
    expect(await check(t.database.db).isVerified(P4, A1, now)).toBe(false);

    const right = ZVerificationCodeStatusResponseSchema.parse((await status('P4', code)).json());
    const until = new Date(now.getTime() + ALTERNATE_VERIFICATION_MINUTES * MINUTE);
    expect(right).toEqual({ verified: true, attemptsLeft: 0, verifiedUntil: until.toISOString() });
    const verification = check(t.database.db);
    expect(await verification.isVerified(P4, A1, now)).toBe(true);
    expect(await verification.isVerified(P4, A1, new Date(until.getTime() - 1))).toBe(true);
    expect(await verification.isVerified(P4, A1, until)).toBe(false);
    expect(await verification.isVerified(P4, T1, now)).toBe(false);
    expect(await verification.isVerified(profileIdOf('P1'), A1, now)).toBe(false);

    expect(ZVerificationCodeStatusResponseSchema.parse((await status('P4', code)).json())).toEqual({
      verified: false,
      attemptsLeft: 0,
      verifiedUntil: null,
    });
  });

  it('stops after 5 wrong attempts: the right code no longer verifies', async () => {
    now = new Date(now.getTime() + 20 * MINUTE);
    await signInAll();
    await send('P4');
    const { code } = await newestMessage(DEVON_PHONE);
    const left: number[] = [];
    for (let i = 0; i < 5; i += 1)
      left.push(
        ZVerificationCodeStatusResponseSchema.parse((await status('P4', wrongOf(code))).json())
          .attemptsLeft,
      );
    expect(left).toEqual([4, 3, 2, 1, 0]);
    expect(
      ZVerificationCodeStatusResponseSchema.parse((await status('P4', code)).json()),
    ).toMatchObject({ verified: false, attemptsLeft: 0 });
    expect(await check(t.database.db).isVerified(P4, A1, now)).toBe(false);
  });

  it('a code replaced by a newer one is not a verification, and an expired code does not verify', async () => {
    now = new Date(now.getTime() + 20 * MINUTE);
    await signInAll();
    await send('P4');
    const first = await newestMessage(DEVON_PHONE);
    await send('P4');
    expect(await check(t.database.db).isVerified(P4, A1, now)).toBe(false);
    expect(
      ZVerificationCodeStatusResponseSchema.parse((await status('P4', first.code)).json()).verified,
    ).toBe(false);
    const second = await newestMessage(DEVON_PHONE);
    now = new Date(now.getTime() + CODE_TTL_MS);
    await signInAll();
    expect(
      ZVerificationCodeStatusResponseSchema.parse((await status('P4', second.code)).json()),
    ).toEqual({ verified: false, attemptsLeft: 0, verifiedUntil: null });
  });

  it('reads the code by voice when asked', async () => {
    now = new Date(now.getTime() + 20 * MINUTE);
    await signInAll();
    const body = ZSendVerificationCodeResponseSchema.parse(
      (await send('P4', { isVoice: true })).json(),
    );
    expect(body.channel).toBe('voice');
    const message = await newestMessage(DEVON_PHONE);
    expect(message.channel).toBe('voice');
    expect(message.body).toContain(message.code.split('').join(' '));
    expect(
      ZVerificationCodeStatusResponseSchema.parse((await status('P4', message.code)).json())
        .verified,
    ).toBe(true);
  });

  it('refuses the borrower (403), a stranger (404), another customer id (403) and unknown fields (400)', async () => {
    expect((await send('P1', { customerId: 'T100001' })).statusCode).toBe(403);
    expect((await status('P1', '123456')).statusCode).toBe(403);
    expect((await send('P5', { customerId: 'T100005' })).statusCode).toBe(404);
    expect((await status('P5', '123456')).statusCode).toBe(404);
    expect((await send('P4', { customerId: 'T100001' })).statusCode).toBe(403);
    expect((await send('P4', { loanId: T1 })).statusCode).toBe(404);
    const extra = await send('P4', { color: 'red' });
    expect(extra.statusCode).toBe(400);
    expect(extra.body).toContain('color');
    expect((await status('P4', '12345')).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/verificationcodestatus?loanId=${A1}&verificationCode=123456`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('throttles after 5 sends in 15 minutes per profile, then allows again', async () => {
    now = new Date(now.getTime() + CODE_SEND_WINDOW_MS + MINUTE);
    await signInAll();
    for (let i = 0; i < CODE_SENDS_PER_WINDOW; i += 1)
      expect((await send('P4')).statusCode).toBe(200);
    const throttled = await send('P4');
    expect(ZErrorResponseSchema.parse(throttled.json())).toMatchObject({
      statusCode: 429,
      errorCode: 'LimitExceededException',
    });
    now = new Date(now.getTime() + CODE_SEND_WINDOW_MS + 1);
    await signInAll();
    expect((await send('P4')).statusCode).toBe(200);
  });
});
