/**
 * A new loan's agreement across an e-sign service that fails (issue 51, decision 079): the e-sign sandbox behind
 * faultyPort. P6's start of the signing loses its answer after the service made the envelope: he is told plainly to try
 * again (503), his next start resumes that envelope, and his signature on it funds the loan — before, the resumed
 * envelope was not the one the origination watched, and his signature was never seen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultyESign } from '../../../testing/faulty-sandboxes';
import { cardsTestApp, type CardsTestApp, type Headers } from '../../cards/test-kit';
import {
  onSigningPage,
  originate,
  originateBody,
  polled,
  startSigning,
} from './origination-test-kit';

const esign = faultyESign();
let t: CardsTestApp;
let frank: Headers;

beforeAll(async () => {
  t = await cardsTestApp({
    esignPort: esign.esignPort,
  });
  frank = await t.headers('P6');
});
afterAll(async () => t?.close());

describe('a loan agreement whose envelope’s answer was lost', () => {
  it('tells him to try again, resumes the envelope made, and his signature funds the loan', async () => {
    const res = await originate(t, frank, await originateBody(t, { amount: '500.00', type: 2 }));
    expect(res.statusCode, res.body).toBe(202);
    const { messageKey } = res.json() as { messageKey: string };
    const made = await polled(t, frank, messageKey);
    expect(made.origination).toMatchObject({ status: 'awaitingSignature' });
    esign.inject({ method: 'createEnvelope', fault: { kind: 'lostAnswer' } });
    const lost = await t.call(frank, 'POST', '/loanSigning', {
      loanId: made.loanId,
      documentType: 'loanAgreement',
    });
    expect([lost.statusCode, lost.json().errorCode]).toEqual([503, 'esignUnavailable']);
    expect(esign.made('createEnvelope')).toBe(1);
    const envelope = await startSigning(t, frank, made.loanId!);
    expect(esign.made('createEnvelope')).toBe(1);
    expect((await onSigningPage(t, envelope.signingUrl)).statusCode).toBe(200);
    // the money waits at the store (type 2): signed, the loan is funded
    const funded = await polled(t, frank, messageKey, (s) => s.origination?.status === 'funded');
    expect(funded).toMatchObject({ pending: false, Error: null, loanId: made.loanId });
  });
});
