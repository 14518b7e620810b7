/** Helpers the referral tests share (imported by *.test.ts only). */
import type { LightMyRequestResponse } from 'fastify';
import {
  ZCashOutStatusResponseSchema,
  ZReferralStatsResponseSchema,
  type TCashOutStatusResponse,
  type TReferralStatsResponse,
} from '@lender/contract';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signIn } from '../../testing/sign-in';
import type { AppDeps } from '../../app';
import { openCardForm, submitCardForm } from '../cards/test-kit';

export const REFERRAL_EMAILS = {
  P1: 'ana.tlxe@example.com',
  P3: 'carla.nls@example.com',
  P7: 'gina.referral@example.com',
  P8: 'hank.new@example.com',
} as const;
export type ReferralPersona = keyof typeof REFERRAL_EMAILS;
export type Headers = { authorization: string };

export interface ReferralsTestApp extends TestApp {
  headers(who: ReferralPersona): Promise<Headers>;
  call(
    headers: Headers | undefined,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
}

export async function referralsTestApp(deps: AppDeps = {}): Promise<ReferralsTestApp> {
  const t = await buildTestApp({}, deps);
  const known = new Map<ReferralPersona, Headers>();
  return {
    ...t,
    async headers(who) {
      const found = known.get(who);
      if (found) return found;
      const { headers } = await signIn(t.app, REFERRAL_EMAILS[who]);
      known.set(who, headers);
      return headers;
    },
    call: (headers, method, url, payload) =>
      t.app.inject({
        method,
        url: `/api${url}`,
        ...(headers ? { headers } : {}),
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}

export async function stats(
  t: ReferralsTestApp,
  headers: Headers,
): Promise<TReferralStatsResponse> {
  const res = await t.call(headers, 'GET', '/referralStats');
  if (res.statusCode !== 200) throw new Error(`referralStats: ${res.statusCode} ${res.body}`);
  return ZReferralStatsResponseSchema.parse(res.json());
}

/** A completed hosted form of the caller's, for a cash-out: its transactionUuid. */
export async function cashOutCard(
  t: ReferralsTestApp,
  headers: Headers,
  cardNumber: string,
): Promise<string> {
  const form = await openCardForm(t, headers, 'cashOut');
  const res = await submitCardForm(t.app, form.formUrl, {
    cardNumber,
    firstName: 'Gina',
    lastName: 'Brooks',
  });
  if (res.statusCode !== 200) throw new Error(`card form refused the card: ${res.statusCode}`);
  return form.transactionUuid;
}

/** Polls GET /cashOut until it is no longer pending. */
export async function settled(
  t: ReferralsTestApp,
  headers: Headers,
  messageKey: string,
  timeoutMs = 10_000,
): Promise<TCashOutStatusResponse> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.call(headers, 'GET', `/cashOut?messageKey=${messageKey}`);
    if (res.statusCode !== 200) throw new Error(`cashOut status: ${res.statusCode} ${res.body}`);
    const status = ZCashOutStatusResponseSchema.parse(res.json());
    if (status.status !== 'pending') return status;
    if (Date.now() > deadline) throw new Error(`cash-out ${messageKey} still pending`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The referred person's qualifying event: a store funds their first loan today (the dev route). */
export async function fundLoan(t: ReferralsTestApp, username: string, firstName: string) {
  const res = await t.call(undefined, 'POST', '/dev/fundedLoans', {
    username,
    firstName,
    lastName: 'Referred',
  });
  if (res.statusCode !== 201) throw new Error(`fundedLoans: ${res.statusCode} ${res.body}`);
  return res.json() as { loanId: string; customerId: string };
}

/** A newcomer signs up with Gina's code (GINA50), then a store funds their first loan: a sign-up that qualifies. */
export async function referredWithLoan(t: ReferralsTestApp, username: string, firstName: string) {
  const res = await t.call(undefined, 'POST', '/registerUser', {
    username,
    password: 'NewcomerPass1',
    referralCode: 'GINA50',
  });
  if (res.statusCode !== 201) throw new Error(`registerUser: ${res.statusCode} ${res.body}`);
  return fundLoan(t, username, firstName);
}
