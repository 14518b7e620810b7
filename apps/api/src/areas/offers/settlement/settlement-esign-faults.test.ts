/**
 * A settlement's signing across an e-sign service that fails (issue 51, decision 079): the e-sign sandbox behind
 * faultyPort (the signing page itself is the service's own and stays as it is). For each fault on the envelope's
 * making — a timeout before or after the service made it, a 5xx, a reset, a lost answer, a slow answer, a duplicate —
 * P5's start of the signing answers her envelope or a clear 503 in her language (never another 5xx), and the envelope
 * her next start gives her is the one the settlement counts her signature on — before, an envelope made by a start
 * whose answer was lost was resumed without being recorded, and her signature on it was never seen. A status read
 * that fails answers 503 too, and her signature, once given, is kept: the settlement is signed once.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { esignEnvelopes, settlements } from '../../../db/schema';
import { faultyESign } from '../../../testing/faulty-sandboxes';
import { WRITE_FAULTS } from '../../../testing/faulty-loan-systems';
import { cardsTestApp, type CardsTestApp, type Headers } from '../../cards/test-kit';
import { ERIN, S1, settlementStatus, signOnPage, startSigning } from './settlement-test-kit';

const esign = faultyESign();
let t: CardsTestApp;
let erin: Headers;

beforeAll(async () => {
  t = await cardsTestApp({
    esignPort: esign.esignPort,
  });
  erin = await t.headers('P5');
});
afterAll(async () => t?.close());
afterEach(() => esign.clear());

const start = (language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/loanSigning',
    headers: { ...erin, 'accept-language': language },
    payload: { loanId: S1 },
  });
/** her open settlement envelopes: the ones a start may resume */
const openEnvelopes = async () =>
  (
    await t.database.db
      .select()
      .from(esignEnvelopes)
      .where(and(eq(esignEnvelopes.signerProfileId, ERIN), eq(esignEnvelopes.loanId, S1)))
  ).filter((envelope) => envelope.status === 'sent' || envelope.status === 'viewing_complete');

function expectUnavailable(res: Awaited<ReturnType<typeof start>>, saying: RegExp) {
  expect(res.statusCode, res.body).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.json()).toMatchObject({
    errorCode: 'esignUnavailable',
    message: expect.stringMatching(saying),
  });
}

/** the envelope the settlement counts her signature on */
const recordedEnvelope = async () =>
  (await t.database.db.select().from(settlements).where(eq(settlements.loanId, S1)))[0]?.envelopeId;

/** every open envelope of hers declined on the service's page: the next start makes a new one */
async function declineOpen(signingUrl: string, envelopeId: string) {
  for (const open of await openEnvelopes())
    expect(
      (await signOnPage(t, signingUrl.replace(envelopeId, open.id), { action: 'decline' }))
        .statusCode,
    ).toBe(200);
  expect(await openEnvelopes()).toEqual([]);
}

describe('the settlement agreement’s envelope, its making meeting a fault', () => {
  it.each(WRITE_FAULTS)(
    '%s: her envelope or a clear 503, then the envelope she is given is the one her signature counts on',
    async (_name, fault) => {
      esign.inject({ method: 'createEnvelope', fault });
      const first = await start();
      if (first.statusCode !== 200)
        expectUnavailable(first, /Nothing was charged, and anything you already signed is kept/);
      const again = await startSigning(t, erin);
      expect(await recordedEnvelope()).toBe(again.envelopeId);
      // a lost answer left no second envelope: the start resumed the one made
      if (fault.kind !== 'duplicate') expect(await openEnvelopes()).toHaveLength(1);
      await declineOpen(again.signingUrl, again.envelopeId);
    },
  );

  it('an answer lost: she signs the envelope her next start resumes, a status read that fails answers 503 in her language, and the settlement is signed once', async () => {
    esign.inject({ method: 'createEnvelope', fault: { kind: 'lostAnswer' } });
    expectUnavailable(await start('es'), /No se cobró nada y lo que ya firmó se conserva/);
    const envelope = await startSigning(t, erin);
    expect((await signOnPage(t, envelope.signingUrl)).statusCode).toBe(200);
    esign.inject({ method: 'envelope', fault: { kind: 'serverError' } });
    const read = await t.call(erin, 'GET', `/loanSigning?envelopeId=${envelope.envelopeId}`);
    expectUnavailable(read, /Nothing was charged, and anything you already signed is kept/);
    const again = await t.call(erin, 'GET', `/loanSigning?envelopeId=${envelope.envelopeId}`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: 'signing_complete' });
    try {
      expect((await settlementStatus(t, erin)).docSigned).toBe(true);
    } finally {
      // put back: the other tests start her signing again, whichever runs first
      await t.database.db
        .update(settlements)
        .set({ docSignedAt: null, envelopeId: null })
        .where(eq(settlements.loanId, S1));
    }
  });
});
