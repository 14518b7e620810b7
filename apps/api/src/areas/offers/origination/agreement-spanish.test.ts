/**
 * Decision 062 (issue 52): P6 asks for his loan agreement in Spanish. The envelope is sent in Spanish with the English
 * original beside it, both from the one template: the Spanish PDF prints exactly the English one's figures. He signs
 * the Spanish version: the envelope records Spanish and the signed PDF he downloads is Spanish and says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { esignEnvelopes } from '../../../db/schema';
import { TRANSLATION_NOTES } from '../../../integrations/esign';
import { readPdf } from '../../../testing/pdf-text';
import { bothVersions, figuresOf } from '../../../testing/translations';
import { cardsTestApp, type CardsTestApp, type Headers } from '../../cards/test-kit';
import { onSigningPage, originate, originateBody, polled } from './origination-test-kit';

let t: CardsTestApp;
let spanish: Headers & { 'accept-language': string };

beforeAll(async () => {
  t = await cardsTestApp();
  spanish = { ...(await t.headers('P6')), 'accept-language': 'es-US,es;q=0.9' };
});
afterAll(async () => t.close());

describe('the loan agreement in Spanish', () => {
  it('is sent in Spanish with the English original, the same figures in both, and signed in Spanish', async () => {
    const res = await originate(
      t,
      spanish,
      await originateBody(t, { amount: '1,500.00', type: 2 }),
    );
    expect(res.statusCode, res.body).toBe(202);
    const made = await polled(t, spanish, (res.json() as { messageKey: string }).messageKey);
    const loanId = made.loanId!;
    const started = await t.call(spanish, 'POST', '/loanSigning', {
      loanId,
      documentType: 'loanAgreement',
    });
    expect(started.statusCode, started.body).toBe(200);
    const envelope = started.json() as { envelopeId: string; signingUrl: string };
    expect(started.json()).toMatchObject({ language: 'es', signed: false });

    // the two versions of the one template: the translation says it is one; the figures are the same
    const { sent: es, english: en } = await bothVersions(t.app, envelope.signingUrl);
    expect(es.info).toMatchObject({
      title: 'Contrato de préstamo con garantía de título',
      language: 'es-US',
    });
    expect(en.info).toMatchObject({ title: 'Title loan agreement', language: 'en-US' });
    expect(es.lines.join(' ')).toContain('Esta es una traducción al español');
    expect(es.lines).toEqual(
      expect.arrayContaining([
        'Tasa de porcentaje anual | 304.17%',
        'Monto financiado | $1,500.00',
        'Cargo financiero | $375.00',
        'Total de pagos | $1,875.00',
        'Número VIN | 2HGFC2F59LH000620',
      ]),
    );
    expect(figuresOf(es.lines).sort()).toEqual(figuresOf(en.lines).sort());
    expect(figuresOf(en.lines)).toEqual(expect.arrayContaining(['$1,500.00', '$1,875.00']));

    expect((await onSigningPage(t, `${envelope.signingUrl}?lang=es`)).statusCode).toBe(200);
    const after = await t.call(spanish, 'GET', `/loanSigning?envelopeId=${envelope.envelopeId}`);
    expect(after.json()).toMatchObject({
      status: 'signing_complete',
      language: 'es',
      signedLanguage: 'es',
    });
    const [row] = await t.database.db
      .select()
      .from(esignEnvelopes)
      .where(eq(esignEnvelopes.id, envelope.envelopeId));
    expect(row).toMatchObject({ language: 'es', signedLanguage: 'es' });
    expect(row!.englishDocument).toMatchObject({ title: 'Title loan agreement' });

    const signed = await t.call(
      spanish,
      'GET',
      `/loanSigning/document?envelopeId=${envelope.envelopeId}`,
    );
    expect(signed.statusCode).toBe(200);
    const lines = (await readPdf(signed.rawPayload)).lines;
    expect(lines).toEqual(
      expect.arrayContaining([
        'Contrato de préstamo con garantía de título',
        'Firma electrónica',
        'Idioma en que se firmó | Español',
        'Firmado por | Frank Mendez',
      ]),
    );
    expect(lines.join(' ')).toContain(TRANSLATION_NOTES.es.slice(0, 40));
    expect(figuresOf(lines).sort()).toEqual(figuresOf(en.lines).sort());
  });

  it('keeps the English original as issued: no note of a translation in it', async () => {
    const [row] = await t.database.db.select().from(esignEnvelopes).limit(1);
    expect(row?.language).toBe('es');
    const english = await t.app.inject({
      method: 'GET',
      url: `/esign/sign/${row!.id}/document.pdf?document=en`,
    });
    expect((await readPdf(english.rawPayload)).lines.join(' ')).not.toContain('traducción');
  });
});
