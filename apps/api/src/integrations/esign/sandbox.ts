/**
 * The e-sign sandbox (DESIGN.md §7): envelopes in the database, the signed PDF behind the storage port under
 * `<loanId>/esign-<envelopeId>.pdf`, an envelope expiring after ESIGN_ENVELOPE_TTL_MINUTES. Besides the port it
 * answers its signing page (signing-page.ts): what the page shows, and the signer's sign / decline / finish later.
 */
import { randomUUID } from 'node:crypto';
import type { TLanguage } from '@lender/contract';
import type { DbOrTx } from '../../db/client';
import { renderPdf, type PdfDocumentModel } from '../pdf';
import type { StoragePort } from '../storage';
import type { Envelope, EnvelopePurpose, ESignPort, NewEnvelope } from './port';
import { createEnvelopesRepo, type EnvelopeRow } from './sandbox-repo';
import { documentOf, signedDocumentOf } from './signed-document';

export const SIGNING_PAGE_BASE_PATH = '/esign/sign';

export type SigningPageState =
  | { state: 'unknown' }
  | {
      state: 'open';
      envelope: Envelope;
      signerName: string;
      /** the version asked for (the English original when asked and kept), and its language */
      document: PdfDocumentModel;
      version: TLanguage;
    }
  | { state: 'closed'; envelope: Envelope };

export type SignerAction =
  | { action: 'sign'; initials: string; name: string; version?: TLanguage | undefined }
  | { action: 'decline' }
  | { action: 'later' };

const languageOf = (value: string | null): TLanguage => (value === 'es' ? 'es' : 'en');

/** The version of the envelope's document asked for: the English original when asked and kept, else the one sent. */
function versionOf(row: EnvelopeRow, asked: TLanguage | undefined) {
  if (asked === 'en' && row.englishDocument)
    return { version: 'en' as const, document: documentOf(row.englishDocument) };
  return { version: languageOf(row.language), document: documentOf(row.document) };
}

const toEnvelope = (row: EnvelopeRow): Envelope => ({
  envelopeId: row.id,
  purpose: row.purpose as EnvelopePurpose,
  reference: row.reference,
  loanId: row.loanId,
  signerProfileId: row.signerProfileId,
  status: row.status,
  signingUrl: `${SIGNING_PAGE_BASE_PATH}/${row.id}`,
  expiresAt: row.expiresAt,
  completedAt: row.completedAt,
  signedStorageKey: row.signedStorageKey,
  language: languageOf(row.language),
  signedLanguage: row.signedLanguage === null ? null : languageOf(row.signedLanguage),
});

const signedKeyOf = (row: EnvelopeRow) => `${row.loanId}/esign-${row.id}.pdf`;

export function createSandboxESign({
  db,
  storage,
  ttlMs,
}: {
  db: DbOrTx;
  storage: StoragePort;
  ttlMs: number;
}) {
  const repo = createEnvelopesRepo(db);

  const port: ESignPort = {
    async createEnvelope(input: NewEnvelope) {
      const row = await repo.insert({
        id: randomUUID(),
        purpose: input.purpose,
        reference: input.reference,
        loanId: input.loanId,
        signerProfileId: input.signer.profileId,
        signerName: input.signer.name,
        document: input.document,
        language: input.language ?? 'en',
        englishDocument: input.english ?? null,
        expiresAt: new Date(input.now.getTime() + ttlMs),
        createdAt: input.now,
      });
      return toEnvelope(row);
    },
    async envelope(envelopeId, now) {
      const row = await repo.current(envelopeId, now);
      return row ? toEnvelope(row) : null;
    },
    async latestEnvelope(input, now) {
      const row = await repo.latest(input, now);
      return row ? toEnvelope(row) : null;
    },
    async signedEnvelopesOf(loanIds) {
      return (await repo.signedOf(loanIds)).map(toEnvelope);
    },
    async signedDocument(envelopeId) {
      const row = await repo.current(envelopeId, new Date(0));
      return row?.status === 'signing_complete' && row.signedStorageKey
        ? storage.get(row.signedStorageKey)
        : null;
    },
  };

  return {
    ...port,

    /** What the signing page shows; opening an open envelope records that the signer viewed it. */
    async pageState(envelopeId: string, now: Date, asked?: TLanguage): Promise<SigningPageState> {
      const row = await repo.current(envelopeId, now);
      if (!row) return { state: 'unknown' };
      if (row.status !== 'sent' && row.status !== 'viewing_complete')
        return { state: 'closed', envelope: toEnvelope(row) };
      await repo.markViewed(row.id, now);
      return {
        state: 'open',
        envelope: toEnvelope(row),
        signerName: row.signerName,
        ...versionOf(row, asked),
      };
    },

    /** The document the signer reads, as a PDF, in the version asked for (an unknown envelope: null). */
    async documentPdf(envelopeId: string, now: Date, asked?: TLanguage): Promise<Buffer | null> {
      const row = await repo.current(envelopeId, now);
      return row ? renderPdf(versionOf(row, asked).document) : null;
    },

    /**
     * The signer's action, once: signing stores the signed PDF first, then moves the envelope (a second submit
     * or one after the expiry changes nothing). Answers the envelope as it now is; null when unknown.
     */
    async act(envelopeId: string, action: SignerAction, now: Date): Promise<Envelope | null> {
      const row = await repo.current(envelopeId, now);
      if (!row) return null;
      if (row.status !== 'sent' && row.status !== 'viewing_complete') return toEnvelope(row);
      if (action.action === 'sign') {
        const key = signedKeyOf(row);
        // the version on the page when she signed: the language she signed in (decision 062)
        const { version, document } = versionOf(row, action.version);
        const signature = {
          envelopeId: row.id,
          name: action.name,
          initials: action.initials,
          signedAt: now,
        };
        const signed = signedDocumentOf(document, signature, version);
        await storage.put(key, await renderPdf(signed), 'application/pdf');
        await repo.decide(row.id, now, {
          status: 'signing_complete',
          initials: action.initials,
          signedName: action.name,
          signedStorageKey: key,
          signedLanguage: version,
        });
      } else {
        await repo.decide(row.id, now, {
          status: action.action === 'decline' ? 'decline' : 'viewing_complete',
        });
      }
      const after = await repo.current(row.id, now);
      return after ? toEnvelope(after) : null;
    },
  };
}

export type SandboxESign = ReturnType<typeof createSandboxESign>;
