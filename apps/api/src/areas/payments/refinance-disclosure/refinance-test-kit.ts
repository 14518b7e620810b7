/** Helpers the renewal-step tests share (imported by *.test.ts only): A1, the disclosure's signing, positions. */
import { expect } from 'vitest';
import { ZLoanSigningResponseSchema } from '@lender/contract';
import { loanIdOf } from '../../../db/seed';
import type { CardsTestApp, Headers } from '../../cards/test-kit';

export const A1 = loanIdOf('A1');
export const T1 = loanIdOf('T1');
/** $215.40: A1's minimum due and product-switch amount due, the least a renewal pays */
export const RENEWAL_CENTS = 21_540;
/** downtown Houston, TX (A1's store state) and Chicago, IL */
export const HOUSTON = { latitude: 29.7604, longitude: -95.3698 };
export const CHICAGO = { latitude: 41.8781, longitude: -87.6298 };

export const startDisclosure = (
  t: CardsTestApp,
  who: Headers,
  paymentAmountCents: number | undefined,
  loanId = A1,
) =>
  t.call(who, 'POST', '/loanSigning', {
    loanId,
    documentType: 'refinanceDisclosure',
    ...(paymentAmountCents === undefined ? {} : { paymentAmountCents }),
  });

export async function disclosureEnvelope(
  t: CardsTestApp,
  who: Headers,
  paymentAmountCents = RENEWAL_CENTS,
) {
  const res = await startDisclosure(t, who, paymentAmountCents);
  expect(res.statusCode, res.body).toBe(200);
  return ZLoanSigningResponseSchema.parse(res.json());
}

/** Signs on the sandbox's signing page as the browser would (urlencoded POST). */
export function signOnPage(
  t: CardsTestApp,
  signingUrl: string,
  form: Record<string, string> = {
    action: 'sign',
    initials: 'AR',
    name: 'Ana Rivera',
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

/** P1 signs the refinance disclosure of A1 for the amount. */
export async function signDisclosure(
  t: CardsTestApp,
  who: Headers,
  paymentAmountCents = RENEWAL_CENTS,
) {
  const envelope = await disclosureEnvelope(t, who, paymentAmountCents);
  expect((await signOnPage(t, envelope.signingUrl)).statusCode).toBe(200);
  return envelope;
}

/** P4, A1's co-signer, signs his own copy of the refinance disclosure of A1 for the amount (decision 054). */
export async function cosignerSigns(
  t: CardsTestApp,
  devon: Headers,
  paymentAmountCents = RENEWAL_CENTS,
) {
  const envelope = await disclosureEnvelope(t, devon, paymentAmountCents);
  const page = await signOnPage(t, envelope.signingUrl, {
    action: 'sign',
    initials: 'DP',
    name: 'Devon Park',
    consent: 'yes',
  });
  expect(page.statusCode).toBe(200);
  return envelope;
}
