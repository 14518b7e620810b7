/**
 * Decision 062: a document in the reader's language with its English original one tap away (?document=en), both from
 * one template; the envelope records the language of the version signed, and the signed PDF says it in that language.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLanguage } from '@lender/contract';
import { loanIdOf, profileIdOf } from '../../db/seed';
import { createTestDatabase } from '../../db/test-db';
import { readPdf } from '../../testing/pdf-text';
import { expectCompleteTranslation } from '../../testing/translations';
import type { PdfDocumentModel } from '../pdf';
import { createMemoryStorage } from '../storage';
import { createSandboxESign } from './sandbox';
import { SIGNATURE_TEXTS } from './signed-document';
import { signingPages } from './signing-page';
import { documentVersions, TRANSLATION_NOTES } from './versions';

const at = new Date('2026-03-10T15:00:00Z');
const database = await createTestDatabase();
const esign = createSandboxESign({
  db: database.db,
  storage: createMemoryStorage(),
  ttlMs: 60_000 * 30,
});
const app = Fastify();

beforeAll(async () => {
  await app.register(signingPages, { esign, clock: () => at });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** One template, its words by language, one figure. */
const agreement = (language: TLanguage): PdfDocumentModel => ({
  title: language === 'es' ? 'Acuerdo de liquidación' : 'Settlement agreement',
  author: 'Oak Loans',
  language: language === 'es' ? 'es-US' : 'en-US',
  createdAt: at,
  letterhead: { name: 'Oak Loans', address: 'Chicago', licence: 'CI.000707' },
  blocks: [
    {
      kind: 'paragraph',
      text: language === 'es' ? 'Usted paga $900.00.' : 'You pay $900.00.',
    },
  ],
});

const send = (reference: string, language: TLanguage) =>
  esign.createEnvelope({
    purpose: 'settlementAgreement',
    reference,
    loanId: loanIdOf('S1'),
    signer: { profileId: profileIdOf('P5'), name: 'Erin Walsh' },
    ...documentVersions(language, agreement),
    now: at,
  });

const sign = (url: string, version?: TLanguage) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      action: 'sign',
      initials: 'EW',
      name: 'Erin Walsh',
      consent: 'yes',
      ...(version ? { version } : {}),
    }).toString(),
  });

describe('a document in Spanish with its English original', () => {
  it('shows the Spanish translation (saying it is one) and, with ?document=en, the English original, each in its lang', async () => {
    const envelope = await send('versions-1', 'es');
    expect(envelope).toMatchObject({ language: 'es', signedLanguage: null });
    const es = (await app.inject({ method: 'GET', url: `${envelope.signingUrl}?lang=es` })).body;
    expect(es).toContain('<section aria-labelledby="document-title" class="document" lang="es">');
    expect(es).toContain(TRANSLATION_NOTES.es);
    expect(es).toContain('Usted paga $900.00.');
    expect(es).toContain('<input type="hidden" name="version" value="es">');
    expect(es).toContain(`href="${envelope.signingUrl}/document.pdf"`);
    const en = (
      await app.inject({ method: 'GET', url: `${envelope.signingUrl}?lang=es&document=en` })
    ).body;
    expect(en).toContain('class="document" lang="en">');
    expect(en).toContain('You pay $900.00.');
    expect(en).not.toContain(TRANSLATION_NOTES.es);
    expect(en).toContain('<input type="hidden" name="version" value="en">');
    expect(en).toContain(`action="${envelope.signingUrl}?lang=es&amp;document=en"`);
    expect(en).toContain(`href="${envelope.signingUrl}/document.pdf?document=en"`);
    const pdf = async (query: string) =>
      readPdf(
        (await app.inject({ method: 'GET', url: `${envelope.signingUrl}/document.pdf${query}` }))
          .rawPayload,
      );
    expect((await pdf('')).info.language).toBe('es-US');
    expect((await pdf('?document=en')).lines).toContain('You pay $900.00.');
  });

  it('records Spanish when she signs the Spanish version, and the signed PDF says so in Spanish', async () => {
    const envelope = await send('versions-2', 'es');
    expect((await sign(`${envelope.signingUrl}?lang=es`, 'es')).statusCode).toBe(200);
    expect(await esign.envelope(envelope.envelopeId, at)).toMatchObject({
      status: 'signing_complete',
      language: 'es',
      signedLanguage: 'es',
    });
    const { lines } = await readPdf((await esign.signedDocument(envelope.envelopeId))!);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Usted paga $900.00.',
        'Firma electrónica',
        'Firmado por | Erin Walsh',
        'Idioma en que se firmó | Español',
      ]),
    );
    expect(lines.join('\n')).not.toMatch(/Electronic signature|You pay/);
  });

  it('records English when she signs while reading the English original; an English document has no other version', async () => {
    const envelope = await send('versions-3', 'es');
    await sign(`${envelope.signingUrl}?lang=es&document=en`, 'en');
    expect(await esign.envelope(envelope.envelopeId, at)).toMatchObject({ signedLanguage: 'en' });
    const { lines } = await readPdf((await esign.signedDocument(envelope.envelopeId))!);
    expect(lines).toEqual(
      expect.arrayContaining(['You pay $900.00.', 'Language signed in | English']),
    );

    const english = await send('versions-4', 'en');
    // asking for another version of an English document, or posting one, changes nothing
    const page = (await app.inject({ method: 'GET', url: `${english.signingUrl}?document=en` }))
      .body;
    expect(page).toContain('You pay $900.00.');
    await sign(english.signingUrl, 'es');
    expect(await esign.envelope(english.envelopeId, at)).toMatchObject({
      language: 'en',
      signedLanguage: 'en',
    });
  });

  it('the signature page has every English text in Spanish', () => {
    expectCompleteTranslation(SIGNATURE_TEXTS.en, SIGNATURE_TEXTS.es);
  });
});
