/** Helpers the origination tests share (imported by *.test.ts only): P6's appraisal offer, a submit, the poll, the signing page. */
import { expect } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  ZLoanOriginateStatusResponseSchema,
  ZLoanSigningResponseSchema,
  ZOriginationInfoResponseSchema,
  type TLoanOriginateStatusResponse,
  type TPaymentCard,
} from '@lender/contract';
import { P6_APPLICATION_ID, PERSONA_STORES } from '../../../db/seed';
import type { Database } from '../../../db/client';
import { offers } from '../../../db/schema';
import { addCard, type CardsTestApp, type Headers } from '../../cards/test-kit';
import { TEST_CARDS } from '../../../integrations/card-processor/test-cards';

export const APPLICATION = P6_APPLICATION_ID;
export const STORE = PERSONA_STORES.chicagoTmx;

/** P6's appraisal offer; `ledgerDb`: the database holding the offers (the loan-systems service's over HTTP) */
export async function appraisalId(
  t: CardsTestApp,
  ledgerDb: Database = t.database.db,
): Promise<number> {
  const [row] = await ledgerDb
    .select({ id: offers.id })
    .from(offers)
    .where(eq(offers.applicationId, APPLICATION));
  return row!.id;
}

export async function info(t: CardsTestApp, who: Headers) {
  const res = await t.call(who, 'GET', `/originationInfo?applicationId=${APPLICATION}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZOriginationInfoResponseSchema.parse(res.json());
}

export async function originateBody(
  t: CardsTestApp,
  extra: {
    amount?: string;
    type?: 16 | 14 | 2;
    card?: TPaymentCard | null;
    idempotencyKey?: string;
  } & Record<string, unknown> = {},
  ledgerDb: Database = t.database.db,
) {
  const {
    amount = '3,000.00',
    type = 16,
    card = null,
    idempotencyKey = randomUUID(),
    ...rest
  } = extra;
  return {
    applicationId: APPLICATION,
    appraisalId: await appraisalId(t, ledgerDb),
    disburseCardIds: card ? card.cardIds : [],
    amount,
    type,
    loanTypeCode: 'title',
    locationId: STORE,
    brand: 'tmx',
    productId: 102,
    storeId: STORE,
    idempotencyKey,
    ...rest,
  };
}

export const originate = (t: CardsTestApp, who: Headers, body: object) =>
  t.call(who, 'POST', '/loanOriginate', body);

/** Polls GET /loanOriginate until `done` holds (default: no longer pending). */
export async function polled(
  t: CardsTestApp,
  who: Headers,
  key: string,
  done: (s: TLoanOriginateStatusResponse) => boolean = (s) => !s.pending,
  timeoutMs = 20_000,
): Promise<TLoanOriginateStatusResponse> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.call(who, 'GET', `/loanOriginate?key=${key}`);
    expect(res.statusCode, res.body).toBe(200);
    const status = ZLoanOriginateStatusResponseSchema.parse(res.json());
    if (done(status)) return status;
    if (Date.now() > deadline) throw new Error(`origination not done: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function startSigning(t: CardsTestApp, who: Headers, loanId: string) {
  const res = await t.call(who, 'POST', '/loanSigning', { loanId, documentType: 'loanAgreement' });
  expect(res.statusCode, res.body).toBe(200);
  return ZLoanSigningResponseSchema.parse(res.json());
}

/** Signs (or declines) on the sandbox's signing page as the browser would (urlencoded POST). */
export function onSigningPage(
  t: CardsTestApp,
  signingUrl: string,
  action: 'sign' | 'decline' = 'sign',
) {
  const form: Record<string, string> =
    action === 'sign'
      ? { action, initials: 'FM', name: 'Frank Mendez', consent: 'yes' }
      : { action };
  return t.app.inject({
    method: 'POST',
    url: signingUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

/** P6 (Frank, who originates) and P1 (Ana, who reaches none of it) signed in, and Frank's Visa debit card added. */
export async function frankAnaAndVisa(
  t: CardsTestApp,
): Promise<{ frank: Headers; ana: Headers; visa: TPaymentCard }> {
  const [frank, ana] = await Promise.all([t.headers('P6'), t.headers('P1')]);
  const visa = await addCard(t, frank, {
    cardNumber: TEST_CARDS.visaDebit,
    firstName: 'Frank',
    lastName: 'Mendez',
  });
  return { frank, ana, visa };
}
