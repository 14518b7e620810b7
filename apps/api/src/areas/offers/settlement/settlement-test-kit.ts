/** Helpers the settlement tests share (imported by *.test.ts only): P5's offer, the signing ceremony, a settlement payment. */
import { expect } from 'vitest';
import {
  ZLoanSigningResponseSchema,
  ZSettlementStatusResponseSchema,
  type TPaymentCard,
} from '@lender/contract';
import { loanIdOf, profileIdOf } from '../../../db/seed';
import { type CardsTestApp, type Headers } from '../../cards/test-kit';
import { addCard, pay, paymentBody } from '../../payments/test-kit';

export const S1 = loanIdOf('S1');
export const ERIN = profileIdOf('P5');

export async function settlementStatus(t: CardsTestApp, who: Headers) {
  const res = await t.call(who, 'GET', `/settlementStatus?loanId=${S1}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZSettlementStatusResponseSchema.parse(res.json());
}

export async function startSigning(t: CardsTestApp, who: Headers) {
  const res = await t.call(who, 'POST', '/loanSigning', { loanId: S1 });
  expect(res.statusCode, res.body).toBe(200);
  return ZLoanSigningResponseSchema.parse(res.json());
}

/** Signs on the sandbox's signing page as the browser would (urlencoded POST). */
export function signOnPage(
  t: CardsTestApp,
  signingUrl: string,
  form: Record<string, string> = {
    action: 'sign',
    initials: 'EW',
    name: 'Erin Walsh',
    consent: 'yes',
  },
) {
  return t.app.inject({
    method: 'POST',
    url: signingUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

/** P5 signs the settlement agreement. */
export async function signAgreement(t: CardsTestApp, who: Headers) {
  const envelope = await startSigning(t, who);
  expect((await signOnPage(t, envelope.signingUrl)).statusCode).toBe(200);
  return envelope;
}

export const settlementBody = (card: TPaymentCard, amount = '900.00') =>
  paymentBody(S1, card, amount, { paymentType: 5 });

export async function erinCard(t: CardsTestApp, who: Headers, cardNumber = '4111111111111111') {
  return addCard(t, who, ERIN, cardNumber);
}

export { pay };
