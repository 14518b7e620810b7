/**
 * Decision 062 (issue 52): P1's refinance disclosure in Spanish keeps its English original beside it, from the same
 * template and figures; signed in Spanish and recorded so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bothVersions, figuresOf } from '../../../testing/translations';
import { cardsTestApp, type CardsTestApp, type Headers } from '../../cards/test-kit';
import { RENEWAL_CENTS, signOnPage, startDisclosure } from './refinance-test-kit';

let t: CardsTestApp;
let ana: Headers & { 'accept-language': string };

beforeAll(async () => {
  t = await cardsTestApp();
  ana = { ...(await t.headers('P1')), 'accept-language': 'es' };
});
afterAll(async () => t.close());

describe('the refinance disclosure in Spanish', () => {
  it('prints the English original’s figures and is signed in Spanish', async () => {
    const started = await startDisclosure(t, ana, RENEWAL_CENTS);
    expect(started.statusCode, started.body).toBe(200);
    const envelope = started.json() as { envelopeId: string; signingUrl: string };
    expect(started.json()).toMatchObject({ language: 'es' });
    const { sent, english } = await bothVersions(t.app, envelope.signingUrl);
    expect(sent.info.title).toBe('Divulgación de refinanciamiento');
    expect(english.info.title).toBe('Refinance disclosure');
    expect(figuresOf(sent.lines)).toContain('$215.40');
    expect(figuresOf(sent.lines).sort()).toEqual(figuresOf(english.lines).sort());

    expect((await signOnPage(t, `${envelope.signingUrl}?lang=es`)).statusCode).toBe(200);
    const after = await t.call(ana, 'GET', `/loanSigning?envelopeId=${envelope.envelopeId}`);
    expect(after.json()).toMatchObject({ signed: true, signedLanguage: 'es' });
  });
});
