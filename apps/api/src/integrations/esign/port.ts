/**
 * The e-signature port (DESIGN.md §1, §7; spec §4 signing statuses). Real life: a DocuSign-style service with
 * embedded signing; here a sandbox behind the same interface. The app sends a document for one signer (an
 * envelope), shows the signer the envelope's signing page, and polls its status: 'sent' until the signer acts,
 * then signing_complete, viewing_complete (read, left to finish later), decline, or ttl_expired. A signed
 * envelope's PDF is stored with the loan's documents.
 */
import type { TLanguage } from '@lender/contract';
import { text } from '../../i18n';
import { CodedError } from '../../lib/errors';
import type { SigningStatusValue } from '@lender/domain';
import type { PdfDocumentModel } from '../pdf';

export type EnvelopeStatus = 'sent' | SigningStatusValue;

/** What the app signs through this port. */
export type EnvelopePurpose = 'settlementAgreement' | 'loanAgreement' | 'refinanceDisclosure';

export interface Envelope {
  envelopeId: string;
  purpose: EnvelopePurpose;
  /** the app's own reference of the document (an offer id, an application id) */
  reference: string;
  loanId: string;
  signerProfileId: string;
  status: EnvelopeStatus;
  /** the signing page's path on this origin (the app adds ?lang=) */
  signingUrl: string;
  expiresAt: Date;
  completedAt: Date | null;
  /** the signed PDF's key in the loan documents' storage, once signed */
  signedStorageKey: string | null;
  /** the language the document was sent in (the reader's); not English: the English original is kept beside it */
  language: TLanguage;
  /** the language of the version signed, once signed (decision 062) */
  signedLanguage: TLanguage | null;
}

/**
 * A document in the reader's language and, when that is not English, its English original: both made by the same
 * template from the same figures, so they can never differ (decision 062).
 */
export interface DocumentVersions {
  language: TLanguage;
  /** the version in `language` */
  document: PdfDocumentModel;
  /** the English original; null when `document` is it */
  english: PdfDocumentModel | null;
}

export interface NewEnvelope {
  purpose: EnvelopePurpose;
  reference: string;
  loanId: string;
  signer: { profileId: string; name: string };
  /** the document in `language` (English when absent) */
  document: PdfDocumentModel;
  language?: TLanguage;
  /** the English original of a translated document (documentVersions) */
  english?: PdfDocumentModel | null;
  now: Date;
}

export interface ESignPort {
  /** Sends the document to its signer: a new envelope, 'sent', expiring after the configured time. */
  createEnvelope(input: NewEnvelope): Promise<Envelope>;
  /** The envelope now (an unsigned one past its expiry answers ttl_expired); null when unknown. */
  envelope(envelopeId: string, now: Date): Promise<Envelope | null>;
  /** The signer's newest envelope for this purpose and reference, as envelope() answers it; null when none. */
  latestEnvelope(
    input: { signerProfileId: string; purpose: EnvelopePurpose; reference: string },
    now: Date,
  ): Promise<Envelope | null>;
  /** The loans' signed envelopes (signing_complete), oldest first: their signed PDFs are the loans' documents. */
  signedEnvelopesOf(loanIds: readonly string[]): Promise<Envelope[]>;
  /** The signed PDF of a signed envelope; null when not signed. */
  signedDocument(envelopeId: string): Promise<Uint8Array | null>;
}

/** An envelope still waiting for its signer. */
export const isOpenEnvelope = (status: EnvelopeStatus) =>
  status === 'sent' || status === 'viewing_complete';

/** seconds the borrower is asked to wait before trying again */
export const ESIGN_RETRY_AFTER_SECONDS = 5;

/**
 * The e-sign service did not answer (a timeout, a 5xx, a reset). A request that meets it answers 503 `esignUnavailable`
 * with Retry-After, in the borrower's language: nothing she signed is lost (a signature is the service's own page's),
 * and she asks again. The sandbox in this process never throws it; tests put faults before it (decision 079).
 */
export class ESignUnavailableError extends CodedError {
  constructor(options?: ErrorOptions) {
    super(503, 'esignUnavailable', text('esign.unavailable'), undefined, {
      retryAfterSeconds: ESIGN_RETRY_AFTER_SECONDS,
    });
    if (options?.cause !== undefined) this.cause = options.cause;
    this.name = 'ESignUnavailableError';
  }
}
