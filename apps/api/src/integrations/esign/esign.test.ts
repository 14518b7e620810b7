/** The e-sign sandbox and its signing page, through inject: an envelope per document and signer, sign / decline / later / expiry, the signed PDF stored. */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanIdOf, profileIdOf } from '../../db/seed';
import { createTestDatabase } from '../../db/test-db';
import type { DatabaseHandle } from '../../db/client';
import { readPdf } from '../../testing/pdf-text';
import type { PdfDocumentModel } from '../pdf';
import { createMemoryStorage } from '../storage';
import { createSandboxESign, type SandboxESign } from './sandbox';
import { SIGNING_PAGE_CSP, signingPages } from './signing-page';

const S1 = loanIdOf('S1');
const ERIN = profileIdOf('P5');
const TTL_MS = 30 * 60_000;
let now = new Date('2026-03-10T15:00:00Z');
const clock = () => now;

const document: PdfDocumentModel = {
  title: 'Settlement agreement',
  author: 'Oak Loans',
  language: 'en-US',
  createdAt: new Date('2026-03-10T15:00:00Z'),
  letterhead: {
    name: 'Oak Loans',
    address: '200 West Madison Street, Chicago, IL 60606',
    licence: 'Licence CI.000707',
  },
  blocks: [{ kind: 'paragraph', text: 'You agree to pay $900.00 to settle loan S1 <in full>.' }],
};

let database: DatabaseHandle;
let esign: SandboxESign;
let app: FastifyInstance;
const storage = createMemoryStorage();

beforeAll(async () => {
  database = await createTestDatabase();
  esign = createSandboxESign({ db: database.db, storage, ttlMs: TTL_MS });
  app = Fastify();
  await app.register(signingPages, { esign, clock });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const send = (reference: string) =>
  esign.createEnvelope({
    purpose: 'settlementAgreement',
    reference,
    loanId: S1,
    signer: { profileId: ERIN, name: 'Erin Walsh' },
    document,
    now,
  });
const post = (url: string, form: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
const signForm = { action: 'sign', initials: 'ew', name: ' erin  walsh ', consent: 'yes' };

describe('the signing page', () => {
  it('shows the document to read (escaped), its PDF, and the signing form, in English or Spanish; framed by this app only', async () => {
    const envelope = await send('offer-1');
    expect(envelope).toMatchObject({
      status: 'sent',
      signingUrl: `/esign/sign/${envelope.envelopeId}`,
      expiresAt: new Date(now.getTime() + TTL_MS),
      signedStorageKey: null,
    });
    const page = await app.inject({ method: 'GET', url: envelope.signingUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe(SIGNING_PAGE_CSP);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('settle loan S1 &lt;in full&gt;.');
    expect(page.body).toMatch(/<label for="initials">Your initials/);
    expect(page.body).not.toContain('<script');
    const es = await app.inject({ method: 'GET', url: `${envelope.signingUrl}?lang=es` });
    expect(es.body).toContain('<html lang="es">');
    expect(es.body).toContain('Revisar y firmar');
    expect(es.body).toContain(`action="${envelope.signingUrl}?lang=es"`);
    const fromHeader = await app.inject({
      method: 'GET',
      url: envelope.signingUrl,
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(fromHeader.body).toContain('Firmar');
    const pdf = await app.inject({ method: 'GET', url: `${envelope.signingUrl}/document.pdf` });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect((await readPdf(pdf.rawPayload)).lines).toContain('Settlement agreement');
  });

  it('reads as part of the app’s page: headings under its own (h3 on), no scroll box, a styled link, times on the store’s clock (never UTC)', async () => {
    const envelope = await esign.createEnvelope({
      purpose: 'settlementAgreement',
      reference: 'offer-zone',
      loanId: S1,
      signer: { profileId: ERIN, name: 'Erin Walsh' },
      document: { ...document, timeZone: 'America/Denver' },
      now,
    });
    const page = await app.inject({ method: 'GET', url: envelope.signingUrl });
    expect(page.body).not.toMatch(/<h[12][ >]/);
    expect(page.body).toContain('<h3 class="title">Review and sign</h3>');
    expect(page.body).not.toContain('tabindex');
    expect(page.body).toContain('<a class="link" href=');
    // 15:00 UTC + 30 min: 09:30 in Denver (MDT in March)
    expect(page.body).toContain('This signing session closes at 03/10/2026, 9:30 AM MDT.');
    expect(page.body).not.toContain('UTC');
    const css = await app.inject({ method: 'GET', url: '/esign/signing.css' });
    expect(css.body).not.toMatch(/max-height|overflow:\s*auto/);
    // no zone on the document: the business zone (Chicago)
    const plain = await app.inject({ method: 'GET', url: (await send('offer-plain')).signingUrl });
    expect(plain.body).toContain('closes at 03/10/2026, 10:30 AM CDT.');
  });

  it('refuses a sign without initials, the signer’s name or consent, naming each (in the page’s language), and signs nothing', async () => {
    const envelope = await send('offer-2');
    const res = await post(`${envelope.signingUrl}?lang=es`, {
      action: 'sign',
      initials: '1',
      name: 'Someone Else',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Ingrese sus iniciales');
    expect(res.body).toContain('aria-invalid="true"');
    expect(res.body).toMatch(/consent-error/);
    expect((await esign.envelope(envelope.envelopeId, now))?.status).toBe('sent');
  });

  it('signs once: signing_complete, the signed PDF stored with the loan’s documents naming the signer; a second submit changes nothing', async () => {
    const envelope = await send('offer-3');
    const res = await post(envelope.signingUrl, signForm);
    expect([res.statusCode, res.body]).toEqual([200, expect.stringContaining('Document signed')]);
    const signed = await esign.envelope(envelope.envelopeId, now);
    expect(signed).toMatchObject({
      status: 'signing_complete',
      completedAt: now,
      signedStorageKey: `${S1}/esign-${envelope.envelopeId}.pdf`,
    });
    const bytes = await esign.signedDocument(envelope.envelopeId);
    const pdf = await readPdf(bytes!);
    expect(pdf.lines).toEqual(
      expect.arrayContaining([
        'Electronic signature',
        'Signed by | erin walsh',
        'Initials | EW',
        `Envelope | ${envelope.envelopeId}`,
      ]),
    );
    const again = await post(envelope.signingUrl, { action: 'decline' });
    expect(again.body).toContain('Document signed');
    expect((await esign.envelope(envelope.envelopeId, now))?.status).toBe('signing_complete');
  });

  it('decline ends it unsigned; finish later keeps it signable (viewing_complete) until it expires (ttl_expired, 410)', async () => {
    const declined = await send('offer-4');
    expect((await post(declined.signingUrl, { action: 'decline' })).body).toContain(
      'Signing declined',
    );
    expect(await esign.signedDocument(declined.envelopeId)).toBeNull();
    expect(
      (
        await esign.latestEnvelope(
          { signerProfileId: ERIN, purpose: 'settlementAgreement', reference: 'offer-4' },
          now,
        )
      )?.status,
    ).toBe('decline');

    const later = await send('offer-5');
    expect((await post(later.signingUrl, { action: 'later' })).body).toContain(
      'Signing saved for later',
    );
    expect((await esign.envelope(later.envelopeId, now))?.status).toBe('viewing_complete');
    expect((await app.inject({ method: 'GET', url: later.signingUrl })).body).toContain(
      'Your initials',
    );
    now = new Date(now.getTime() + TTL_MS);
    expect((await esign.envelope(later.envelopeId, now))?.status).toBe('ttl_expired');
    const closed = await post(later.signingUrl, signForm);
    expect([closed.statusCode, closed.body]).toEqual([
      410,
      expect.stringContaining('Signing session expired'),
    ]);
    expect(await esign.signedDocument(later.envelopeId)).toBeNull();
  });

  it('an unknown or malformed envelope is 404', async () => {
    expect((await app.inject({ method: 'GET', url: '/esign/sign/not-a-uuid' })).statusCode).toBe(
      404,
    );
    expect(
      (await app.inject({ method: 'GET', url: '/esign/sign/00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/esign/sign/00000000-0000-4000-8000-000000000000/document.pdf',
        })
      ).statusCode,
    ).toBe(404);
  });
});
