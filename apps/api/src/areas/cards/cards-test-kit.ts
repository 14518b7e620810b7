/** Helpers the card tests share (imported by *.test.ts only): personas, guest sessions, the hosted form. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  ZCardFormKeyResponseSchema,
  ZCardResponseSchema,
  type TPaymentCard,
  type ZCardTransactionTypeSchema,
} from '@lender/contract';
import type { z } from 'zod';

type TCardTransactionType = z.infer<typeof ZCardTransactionTypeSchema>;
import { loanIdOf, profileIdOf } from '../../db/seed';
import type { AppDeps } from '../../app';
import type { Clock } from '../../lib/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { guestSignIn, signIn } from '../../testing/sign-in';
import { PERSONA_EMAILS, type Persona } from '../accounts/test-kit';

/** The origin app.inject requests come to (Host localhost:80 over http). */
export const TEST_ORIGIN = 'http://localhost';

export type Headers = { authorization: string };

export interface CardsTestApp extends TestApp {
  headers(who: Persona): Promise<Headers>;
  call(
    headers: Headers,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
}

export function testClock(start = Date.now()) {
  let now = start;
  const clock: Clock = () => new Date(now);
  return {
    clock,
    advance: (ms: number) => void (now += ms),
    set: (at: Date) => void (now = at.getTime()),
  };
}

export async function cardsTestApp(
  options: {
    clock?: Clock;
    env?: Record<string, string>;
    jobs?: AppDeps['jobs'];
    logStream?: AppDeps['logStream'];
    esignPort?: AppDeps['esignPort'];
  } = {},
): Promise<CardsTestApp> {
  const t = await buildTestApp(options.env ?? {}, {
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.esignPort ? { esignPort: options.esignPort } : {}),
    ...(options.jobs ? { jobs: options.jobs } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  const signedIn = new Map<Persona, Headers>();
  return {
    ...t,
    async headers(who) {
      const known = signedIn.get(who);
      if (known) return known;
      const { headers } = await signIn(t.app, PERSONA_EMAILS[who]);
      signedIn.set(who, headers);
      return headers;
    },
    call: (headers, method, url, payload) =>
      t.app.inject({
        method,
        url: `/api${url}`,
        headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}

/** A guest session through a signed link to A1 (the profile of P1, scope 'guest'). */
export async function guestHeaders(
  app: FastifyInstance,
  now: Date,
  loanKey: 'A1' | 'T1' = 'A1',
): Promise<Headers> {
  const profile = loanKey === 'A1' ? profileIdOf('P1') : profileIdOf('P2');
  return (await guestSignIn(app, profile, loanIdOf(loanKey), now)).headers;
}

export interface TypedCard {
  cardNumber: string;
  expiry?: string;
  cvv?: string;
  firstName?: string;
  lastName?: string;
}

/** A future expiry 'MM/YY' two years on. */
export const futureExpiry = (now = new Date()) =>
  `${String(now.getMonth() + 1).padStart(2, '0')}/${String((now.getFullYear() + 2) % 100).padStart(2, '0')}`;

/** Opens a hosted form session for the caller (GET /cardFormKey). */
export async function openCardForm(
  t: Pick<CardsTestApp, 'call'>,
  headers: Headers,
  transactionType: TCardTransactionType = 'payment',
) {
  const res = await t.call(
    headers,
    'GET',
    `/cardFormKey?transactionType=${transactionType}&origin=${encodeURIComponent(TEST_ORIGIN)}`,
  );
  if (res.statusCode !== 200) throw new Error(`cardFormKey failed: ${res.statusCode} ${res.body}`);
  return ZCardFormKeyResponseSchema.parse(res.json());
}

/** Types a card into the hosted form as a browser would (urlencoded POST). */
export function submitCardForm(app: FastifyInstance, formUrl: string, card: TypedCard) {
  const body = new URLSearchParams({
    cardNumber: card.cardNumber,
    expiry: card.expiry ?? futureExpiry(),
    cvv: card.cvv ?? '123',
    firstName: card.firstName ?? 'Ana',
    lastName: card.lastName ?? 'Rivera',
  });
  return app.inject({
    method: 'POST',
    url: formUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body.toString(),
  });
}

/** Form session → typed card → bridge token (the form's transactionUuid). */
export async function tokenize(
  t: CardsTestApp,
  headers: Headers,
  card: TypedCard,
): Promise<string> {
  const form = await openCardForm(t, headers);
  const res = await submitCardForm(t.app, form.formUrl, card);
  if (res.statusCode !== 200) throw new Error(`card form refused the card: ${res.statusCode}`);
  return form.transactionUuid;
}

/** The whole add-a-card flow: form, then POST /cards. */
export async function addCard(
  t: CardsTestApp,
  headers: Headers,
  card: TypedCard,
  save = true,
): Promise<TPaymentCard> {
  const bridgeToken = await tokenize(t, headers, card);
  const res = await t.call(headers, 'POST', '/cards', { save, bridgeToken });
  if (res.statusCode !== 200) throw new Error(`POST /cards failed: ${res.statusCode} ${res.body}`);
  return ZCardResponseSchema.parse(res.json()).card;
}
