/**
 * Documents: the documents and uploads, and the account documents' names (decision 014).
 * In the one table (decision 014): messages.ts spreads each in its place.
 */
/** documents and uploads */
export const DOCUMENT_MESSAGES = {
  'documents.notFound': { en: 'Document not found', es: 'No se encontró el documento' },
  'documents.payoffQuoteUnavailable': {
    en: 'This loan has no payoff to quote.',
    es: 'Este préstamo no tiene un saldo de liquidación que cotizar.',
  },
  'documents.payoffQuoteGoodThrough': {
    en: 'query.goodThrough: must be a date from {first} to {last}',
    es: 'query.goodThrough: debe ser una fecha del {first} al {last}',
  },
  'uploads.notBorrower': {
    en: 'Only the borrower can upload documents for this loan.',
    es: 'Solo el prestatario puede subir documentos para este préstamo.',
  },
  'uploads.closed': {
    en: 'This loan cannot take document uploads.',
    es: 'Este préstamo no admite que se suban documentos.',
  },
  'uploads.noFiles': {
    en: 'Choose at least one file to upload.',
    es: 'Elija al menos un archivo para subir.',
  },
  'uploads.unreadable': { en: 'File cannot be read', es: 'No se puede leer el archivo' },
  'uploads.unknownType': { en: 'Unknown mime type', es: 'Tipo de archivo desconocido' },
  'uploads.tooLarge': {
    en: 'File is larger than {maxSizeMb} MB',
    es: 'El archivo pesa más de {maxSizeMb} MB',
  },
  'uploads.incomplete': {
    en: 'The upload did not arrive whole (it was cut off or malformed). Please choose the files and send them again.',
    es: 'La carga no llegó completa (se cortó o tiene un formato incorrecto). Elija los archivos y envíelos de nuevo.',
  },
  'uploads.tooMany': {
    en: 'You can upload at most {maxFiles} files',
    es: 'Puede subir como máximo {maxFiles} archivos',
  },
} as const satisfies Record<string, { en: string; es: string }>;

/** account documents' names (the loan agreement and disclosures themselves stay English: decision 014) */
export const DOCUMENT_NAME_MESSAGES = {
  'documents.name.monthlyStatement': {
    en: 'Statement for {month}',
    es: 'Estado de cuenta de {month}',
  },
  'documents.name.loanAgreement': { en: 'Loan agreement', es: 'Contrato de préstamo' },
  'documents.name.signed.settlementAgreement': {
    en: 'Signed settlement agreement',
    es: 'Acuerdo de liquidación firmado',
  },
  'documents.name.signed.loanAgreement': {
    en: 'Signed loan agreement',
    es: 'Contrato de préstamo firmado',
  },
  'documents.name.signed.refinanceDisclosure': {
    en: 'Signed refinance disclosure',
    es: 'Divulgación de refinanciamiento firmada',
  },
  'documents.name.truth-in-lending': {
    en: 'Truth in Lending disclosure',
    es: 'Divulgación de veracidad en los préstamos (Truth in Lending)',
  },
  'documents.name.privacy-notice': { en: 'Privacy notice', es: 'Aviso de privacidad' },
} as const satisfies Record<string, { en: string; es: string }>;
