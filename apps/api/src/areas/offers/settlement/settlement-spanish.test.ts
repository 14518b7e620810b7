/**
 * Decision 062 (issue 52): P5 asks for her settlement agreement in Spanish: sent in Spanish with the English original
 * beside it, the same figures in both; signed in Spanish, recorded so, and the signed PDF is Spanish.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../../testing/pdf-text';
import { bothVersions, figuresOf } from '../../../testing/translations';
import { cardsTestApp, type CardsTestApp, type Headers } from '../../cards/test-kit';
import { S1, signOnPage } from './settlement-test-kit';

let t: CardsTestApp;
let erin: Headers & { 'accept-language': string };

beforeAll(async () => {
  t = await cardsTestApp();
  erin = { ...(await t.headers('P5')), 'accept-language': 'es' };
});
afterAll(async () => t.close());

describe('the settlement agreement in Spanish', () => {
  it('prints the English original’s figures and is signed in Spanish', async () => {
    const started = await t.call(erin, 'POST', '/loanSigning', { loanId: S1 });
    expect(started.statusCode, started.body).toBe(200);
    const envelope = started.json() as { envelopeId: string; signingUrl: string };
    expect(started.json()).toMatchObject({ language: 'es' });
    const { sent, english } = await bothVersions(t.app, envelope.signingUrl);
    expect(sent.info.title).toBe('Acuerdo de liquidación');
    expect(english.info.title).toBe('Settlement agreement');
    expect(sent.lines).toContain('Monto de liquidación | $900.00');
    expect(figuresOf(sent.lines).sort()).toEqual(figuresOf(english.lines).sort());

    expect((await signOnPage(t, `${envelope.signingUrl}?lang=es`)).statusCode).toBe(200);
    const after = await t.call(erin, 'GET', `/loanSigning?envelopeId=${envelope.envelopeId}`);
    expect(after.json()).toMatchObject({ signed: true, signedLanguage: 'es' });
    const pdf = await t.call(
      erin,
      'GET',
      `/loanSigning/document?envelopeId=${envelope.envelopeId}`,
    );
    expect((await readPdf(pdf.rawPayload)).lines).toEqual(
      expect.arrayContaining(['Firma electrónica', 'Idioma en que se firmó | Español']),
    );
  });
});
