/**
 * A document in the reader's language, with its English original one tap away (decision 062, California Civil Code
 * §1632): one template called once per language with the same figures, so the versions can never differ. The
 * translated version says first that it is a translation of the English original.
 */
import type { TLanguage } from '@lender/contract';
import type { PdfDocumentModel } from '../pdf';
import type { DocumentVersions } from './port';

/** What the translated version says first (every language but English). */
export const TRANSLATION_NOTES: Record<Exclude<TLanguage, 'en'>, string> = {
  es: 'Esta es una traducción al español del documento original en inglés, entregada antes de la firma como lo exige el artículo 1632 del Código Civil de California. Las cifras son las mismas en ambas versiones: se calculan una sola vez. Puede leer el original en inglés antes de firmar.',
};

export function documentVersions(
  language: TLanguage,
  template: (language: TLanguage) => PdfDocumentModel,
): DocumentVersions {
  if (language === 'en') return { language, document: template('en'), english: null };
  const translated = template(language);
  return {
    language,
    document: {
      ...translated,
      blocks: [
        { kind: 'paragraph', text: TRANSLATION_NOTES[language], small: true },
        ...translated.blocks,
      ],
    },
    english: template('en'),
  };
}

/** The document's language as the page's `lang` says it ('es-US' → 'es'). */
export const languageOfModel = (model: PdfDocumentModel): TLanguage =>
  model.language.toLowerCase().startsWith('es') ? 'es' : 'en';
