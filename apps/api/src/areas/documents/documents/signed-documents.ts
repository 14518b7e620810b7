/**
 * The documents a person signed through the e-sign port (issue 12): each signed envelope's PDF, stored with the
 * loan's documents, is listed among them as a 'signedAgreement' (`esign-<envelopeId>`, dated the business day it
 * was signed) and served from storage as it was signed.
 */
import type { TLanguage } from '@lender/contract';
import {
  DEFAULT_TIME_ZONE,
  envelopeIdOf,
  signedDocumentId,
  zonedParts,
  type AccountDocumentRef,
} from '@lender/domain';
import type { Envelope, ESignPort } from '../../../integrations/esign';
import { text, translate } from '../../../i18n';

export type SignedDocumentsPort = Pick<ESignPort, 'signedEnvelopesOf' | 'signedDocument'>;

export type SignedDocumentRef = AccountDocumentRef & {
  loanId: string;
  purpose: Envelope['purpose'];
};

export function signedRefsOf(envelopes: readonly Envelope[]): SignedDocumentRef[] {
  return envelopes.map((envelope) => ({
    documentId: signedDocumentId(envelope.envelopeId),
    kind: 'signedAgreement',
    documentDate: zonedParts(envelope.completedAt ?? envelope.expiresAt, DEFAULT_TIME_ZONE).date,
    loanId: envelope.loanId,
    purpose: envelope.purpose,
  }));
}

export const signedDocumentName = (purpose: Envelope['purpose'], language: TLanguage) =>
  translate(language, text(`documents.name.signed.${purpose}`));

/** The loan's signed document with this id, if it is one: its ref and its PDF. */
export async function signedDocumentOf(
  port: SignedDocumentsPort,
  loanId: string,
  documentId: string,
): Promise<{ ref: SignedDocumentRef; bytes: Uint8Array } | null> {
  const envelopeId = envelopeIdOf(documentId);
  if (!envelopeId) return null;
  const ref = signedRefsOf(await port.signedEnvelopesOf([loanId])).find(
    (r) => r.documentId === documentId,
  );
  const bytes = ref ? await port.signedDocument(envelopeId) : null;
  return ref && bytes ? { ref, bytes } : null;
}
