/**
 * Issue 13: the gate POST /payment isRefi calls before the card is charged, on the real app's database and e-sign
 * sandbox: P1's renewal of A1 at $215.40 passes only with the disclosure she signed for A1 and that amount today,
 * an acceptable choice of ancillary products, a position in Texas and her Texas consent recorded today (and P4, her
 * co-signer, having signed his own copy: decision 054).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ZRefinanceDetailsSchema, type TRefinanceDetails } from '@lender/contract';
import { loans } from '../../../db/schema';
import { PERSONA_STORES, profileIdOf } from '../../../db/seed';
import { createESign } from '../../../integrations/esign';
import type { LoanRecord } from '../../../integrations/loan-systems';
import { CodedError } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/authenticate';
import { testConfig } from '../../../testing/build-test-app';
import { testLoanSystems } from '../../../testing/loan-systems';
import { cardsTestApp, type CardsTestApp, type Headers } from '../../cards/test-kit';
import {
  A1,
  CHICAGO,
  HOUSTON,
  RENEWAL_CENTS,
  cosignerSigns,
  disclosureEnvelope,
  signDisclosure,
} from '../refinance-disclosure/refinance-test-kit';
import { createRefinanceSteps, refinanceStepsDepsOf, type RefinanceSteps } from '.';

let t: CardsTestApp;
let ana: Headers;
let steps: RefinanceSteps;
let signedEnvelopeId: string;

const auth = (persona: 'P1' | 'P4'): AuthContext => ({
  profileId: profileIdOf(persona),
  sessionId: randomUUID(),
  scope: 'user',
});
const loanA1 = async (): Promise<LoanRecord> =>
  (await testLoanSystems(t.database.db).findLoan(A1))!;

beforeAll(async () => {
  t = await cardsTestApp();
  ana = await t.headers('P1');
  const config = testConfig();
  steps = createRefinanceSteps(
    refinanceStepsDepsOf({
      database: t.database,
      config,
      esign: createESign(t.database.db, config),
      clock: () => new Date(),
      loans: testLoanSystems(t.database.db),
    }),
  );
  signedEnvelopeId = (await signDisclosure(t, ana)).envelopeId;
  // A1's co-signer signs his own copy of the same renewal (decision 054; cosigner-signs.test.ts: before he does)
  await cosignerSigns(t, await t.headers('P4'));
});
afterAll(async () => t.close());

/** The gate's answer: null when it passes, else [status, errorCode, field]. */
async function gate(
  details: Partial<TRefinanceDetails>,
  options: { who?: 'P1' | 'P4'; amountCents?: number; loan?: LoanRecord } = {},
) {
  const input = {
    loan: options.loan ?? (await loanA1()),
    amountCents: options.amountCents ?? RENEWAL_CENTS,
    details: ZRefinanceDetailsSchema.parse({
      disclosureEnvelopeId: signedEnvelopeId,
      ...HOUSTON,
      ...details,
    }),
    now: new Date(),
  };
  try {
    await steps.checkBeforePayment(auth(options.who ?? 'P1'), input);
    return null;
  } catch (error) {
    if (!(error instanceof CodedError)) throw error;
    return [error.statusCode, error.errorCode, error.field];
  }
}

const consent = (didConsent: boolean) =>
  t.call(ana, 'POST', '/refiallowedstatus', {
    loanId: A1,
    lmsId: '10001-001',
    timestamp: new Date().toISOString(),
    didConsent,
    state: 'TX',
    storeId: PERSONA_STORES.houstonInl,
    transactionType: 'refinance',
  });

describe('checkBeforePayment', () => {
  it('refuses a disclosure not signed, unknown, for another amount, or signed by someone else (409 naming the envelope)', async () => {
    const notSigned = [409, 'refinance.disclosureNotSigned', 'body.refinance.disclosureEnvelopeId'];
    const open = await disclosureEnvelope(t, ana, 30_000);
    expect(await gate({ disclosureEnvelopeId: open.envelopeId }, { amountCents: 30_000 })).toEqual(
      notSigned,
    );
    expect(await gate({ disclosureEnvelopeId: randomUUID() })).toEqual(notSigned);
    expect(await gate({}, { amountCents: 30_000 })).toEqual(notSigned);
    // P4 co-signs A1 but did not sign this disclosure
    expect(await gate({}, { who: 'P4' })).toEqual(notSigned);
    // the envelope of A1 for another loan
    const other = { ...(await loanA1()), loanId: randomUUID() };
    expect(await gate({}, { loan: other })).toEqual(notSigned);
  });

  it('refuses a product not offered with the loan (400 naming the products)', async () => {
    expect(await gate({ ancillaryProductIds: ['gapCoverage'] })).toEqual([
      400,
      'refinance.ancillaryProducts',
      'body.refinance.ancillaryProductIds',
    ]);
    expect(await gate({ ancillaryProductIds: ['nope'] })).toEqual([
      400,
      'refinance.ancillaryProducts',
      'body.refinance.ancillaryProductIds',
    ]);
  });

  it('refuses no position while the refinance GPS check is forced, and one outside Texas (422)', async () => {
    expect(await gate({ latitude: undefined, longitude: undefined })).toEqual([
      422,
      'location.locationRequired',
      'body.refinance.latitude',
    ]);
    expect(await gate(CHICAGO)).toEqual([
      422,
      'location.outOfStoreState',
      'body.refinance.latitude',
    ]);
  });

  it('refuses a Texas renewal without the consent given today (409), and passes once it is', async () => {
    expect(await gate({ ancillaryProductIds: ['paymentProtection'] })).toEqual([
      409,
      'refinance.consentRequired',
      'body.refinance',
    ]);
    expect((await consent(false)).statusCode).toBe(200);
    expect(await gate({})).toEqual([409, 'refinance.consentRequired', 'body.refinance']);
    expect((await consent(true)).statusCode).toBe(200);
    expect(
      await gate({ ancillaryProductIds: ['paymentProtection', 'identityProtection'] }),
    ).toBeNull();
    // P4 never consented, and this envelope is P1's, not his: still refused
    expect(await gate({}, { who: 'P4' })).toEqual([
      409,
      'refinance.disclosureNotSigned',
      'body.refinance.disclosureEnvelopeId',
    ]);
  });

  it('refuses a required product left out (a title loan in New Mexico must take GAP coverage)', async () => {
    await t.database.db
      .update(loans)
      .set({ productType: 'title', storeId: 136 })
      .where(eq(loans.id, A1)); // Albuquerque, NM
    try {
      expect(await gate({ ancillaryProductIds: ['roadsideAssistance'] })).toEqual([
        400,
        'refinance.ancillaryProducts',
        'body.refinance.ancillaryProductIds',
      ]);
      // with it, the next step speaks: Houston is not in New Mexico
      expect(await gate({ ancillaryProductIds: ['gapCoverage'] })).toEqual([
        422,
        'location.outOfStoreState',
        'body.refinance.latitude',
      ]);
    } finally {
      await t.database.db
        .update(loans)
        .set({ productType: 'instalment', storeId: PERSONA_STORES.houstonInl })
        .where(eq(loans.id, A1));
    }
  });
});
