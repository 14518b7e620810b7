/**
 * The envelope's document as a PDF model (stored as JSON: its date revived here), and the signed copy: the same
 * document with a signature page naming the signer, their initials, the time (on the document's store clock), the
 * language of the version signed and the envelope, written in that language (decision 062).
 */
import type { TLanguage } from '@lender/contract';
import { DEFAULT_TIME_ZONE, formatLocalDateTime } from '@lender/domain';
import type { PdfDocumentModel } from '../pdf';

export const SIGNATURE_TEXTS = {
  en: {
    heading: 'Electronic signature',
    signedBy: 'Signed by',
    initials: 'Initials',
    signedAt: 'Signed at',
    language: 'Language signed in',
    languageName: 'English',
    envelope: 'Envelope',
    adopted:
      'The signer adopted the typed name and initials above as their signature and agreed to sign this document electronically.',
  },
  es: {
    heading: 'Firma electrónica',
    signedBy: 'Firmado por',
    initials: 'Iniciales',
    signedAt: 'Fecha y hora de la firma',
    language: 'Idioma en que se firmó',
    languageName: 'Español',
    envelope: 'Sobre',
    adopted:
      'El firmante adoptó el nombre y las iniciales escritos arriba como su firma y aceptó firmar este documento electrónicamente.',
  },
} as const satisfies Record<TLanguage, unknown>;

export function documentOf(stored: unknown): PdfDocumentModel {
  const model = stored as PdfDocumentModel & { createdAt: string | Date };
  return { ...model, createdAt: new Date(model.createdAt) };
}

export function signedDocumentOf(
  model: PdfDocumentModel,
  signature: { envelopeId: string; name: string; initials: string; signedAt: Date },
  language: TLanguage,
): PdfDocumentModel {
  const t = SIGNATURE_TEXTS[language];
  return {
    ...model,
    blocks: [
      ...model.blocks,
      { kind: 'heading', text: t.heading },
      {
        kind: 'rows',
        rows: [
          { label: t.signedBy, value: signature.name, bold: true },
          { label: t.initials, value: signature.initials },
          // on the store's clock like every time of the document (issue 48: never UTC)
          {
            label: t.signedAt,
            value: formatLocalDateTime(
              signature.signedAt,
              model.timeZone ?? DEFAULT_TIME_ZONE,
              language,
            ),
          },
          { label: t.language, value: t.languageName },
          { label: t.envelope, value: signature.envelopeId },
        ],
      },
      { kind: 'paragraph', text: t.adopted, small: true },
    ],
  };
}
