/**
 * The envelope's document as a PDF model (stored as JSON: its date revived here), and the signed copy: the same
 * document with a signature page naming the signer, their initials, the time (on the document's store clock) and the envelope. Legal documents
 * stay English, as issued (decision 014).
 */
import { DEFAULT_TIME_ZONE, formatLocalDateTime } from '@lender/domain';
import type { PdfDocumentModel } from '../pdf';

export function documentOf(stored: unknown): PdfDocumentModel {
  const model = stored as PdfDocumentModel & { createdAt: string | Date };
  return { ...model, createdAt: new Date(model.createdAt) };
}

export function signedDocumentOf(
  model: PdfDocumentModel,
  signature: { envelopeId: string; name: string; initials: string; signedAt: Date },
): PdfDocumentModel {
  return {
    ...model,
    blocks: [
      ...model.blocks,
      { kind: 'heading', text: 'Electronic signature' },
      {
        kind: 'rows',
        rows: [
          { label: 'Signed by', value: signature.name, bold: true },
          { label: 'Initials', value: signature.initials },
          // on the store's clock like every time of the document (issue 48: never UTC)
          {
            label: 'Signed at',
            value: formatLocalDateTime(
              signature.signedAt,
              model.timeZone ?? DEFAULT_TIME_ZONE,
              'en',
            ),
          },
          { label: 'Envelope', value: signature.envelopeId },
        ],
      },
      {
        kind: 'paragraph',
        text: 'The signer adopted the typed name and initials above as their signature and agreed to sign this document electronically.',
        small: true,
      },
    ],
  };
}
