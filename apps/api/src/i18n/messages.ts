/**
 * The one table of what the server says to a person (decision 014): each message by its id, in English and in
 * Spanish, with {name} placeholders. Services throw errors naming an id (or, for a message without parameters,
 * its English text, found here by that text); the error handlers answer in the request's language.
 */
import { AUTO_PAY_MESSAGES } from './messages-auto-pay';
import { SIGN_IN_MESSAGES, PASSKEY_MESSAGES, CODE_DELIVERY_MESSAGES } from './messages-identity';
import { ACCOUNT_MESSAGES, LINKING_MESSAGES } from './messages-accounts';
import {
  CUSTOMER_PROFILE_MESSAGES,
  ADDRESS_AND_MARKETING_MESSAGES,
  REMINDER_MESSAGES,
} from './messages-profile';
import {
  PAYMENT_MESSAGES,
  LEDGER_MESSAGES,
  PROCESSOR_MESSAGES,
  CARD_MESSAGES,
  RECEIPT_MESSAGES,
  RENEWAL_RECEIPT_MESSAGES,
} from './messages-payments';
import { FUNDS_MESSAGES } from './messages-funds';
import { REFERRAL_MESSAGES } from './messages-referral';
import { DOCUMENT_MESSAGES, DOCUMENT_NAME_MESSAGES } from './messages-documents';
import { STORE_MESSAGES } from './messages-stores';
import { OFFER_MESSAGES } from './messages-offers';
import { REFINANCE_MESSAGES } from './messages-refinance';

export const MESSAGES = {
  // the renewal's steps (issue 13): their own file, spread first
  ...REFINANCE_MESSAGES,
  // auto-pay (issue 49; decision 056)
  ...AUTO_PAY_MESSAGES,
  // generic
  'generic.unauthorized': { en: 'Unauthorized', es: 'No autorizado' },
  'generic.accessDenied': { en: 'Access denied', es: 'Acceso denegado' },
  'generic.accessDeniedPeriod': { en: 'Access denied.', es: 'Acceso denegado.' },
  'generic.notFound': { en: 'Not found', es: 'No encontrado' },
  'generic.unavailable': { en: 'Service unavailable', es: 'Servicio no disponible' },
  'generic.internal': {
    en: 'There was an internal server error.',
    es: 'Hubo un error interno del servidor.',
  },
  'generic.internalRetry': {
    en: 'There was an internal server error. Please try again.',
    es: 'Hubo un error interno del servidor. Inténtelo de nuevo.',
  },
  'generic.busy': {
    en: 'The service is busy. Please try again shortly.',
    es: 'El servicio está ocupado. Inténtelo de nuevo en unos momentos.',
  },
  'generic.tooManyAttempts': {
    en: 'Too many attempts. Please wait and try again.',
    es: 'Demasiados intentos. Espere e inténtelo de nuevo.',
  },
  'generic.databaseUnavailable': { en: 'Database unavailable', es: 'Base de datos no disponible' },
  // field rules (the field name before them stays as the API names it)
  'field.required': { en: 'Required', es: 'Obligatorio' },
  'field.unknown': { en: 'Unknown field', es: 'Campo desconocido' },
  'field.unrecognizedKey': { en: 'Unrecognized key', es: 'Clave no reconocida' },
  'field.invalidUuid': { en: 'Invalid UUID', es: 'UUID no válido' },
  'field.invalidValue': { en: 'Invalid value', es: 'Valor no válido' },
  'field.malformed': { en: 'is malformed', es: 'tiene un formato incorrecto' },
  'field.tooLong': { en: 'is too long', es: 'es demasiado largo' },
  'field.controlCharacters': {
    en: 'must not contain control characters',
    es: 'no debe contener caracteres de control',
  },
  'field.loneSurrogate': {
    en: 'must not contain a broken character (half of an emoji or symbol)',
    es: 'no debe contener un carácter roto (la mitad de un emoji o un símbolo)',
  },
  'field.nestedTooDeep': {
    en: 'must not be nested more than {maxDepth} levels deep',
    es: 'no debe tener más de {maxDepth} niveles de anidamiento',
  },
  'field.dateRange': {
    en: 'must be a date from 1900 to 2999',
    es: 'debe ser una fecha entre 1900 y 2999',
  },
  'field.multipart': { en: 'must be multipart/form-data', es: 'debe ser multipart/form-data' },
  'field.mustBeTrue': { en: 'must be true for this amount', es: 'debe ser true para este monto' },
  'field.mustBeFalse': {
    en: 'must be false for this amount',
    es: 'debe ser false para este monto',
  },
  // sign-in and codes (spec §8)
  ...SIGN_IN_MESSAGES,
  // passkeys and trusted devices (issue 15, decision 019)
  ...PASSKEY_MESSAGES,
  // accounts and loans
  ...ACCOUNT_MESSAGES,
  // the customer profile (issue 15): the domain's rule codes, field by field
  ...CUSTOMER_PROFILE_MESSAGES,
  // the address type-ahead and the marketing events (issue 15, decision 021)
  ...ADDRESS_AND_MARKETING_MESSAGES,
  // linking
  ...LINKING_MESSAGES,
  // payments
  ...PAYMENT_MESSAGES,
  // the ledger's entry descriptions (a statement's activity); another loan system's own texts print as they are
  ...LEDGER_MESSAGES,
  // what the card processor answers (its reasons, said to the borrower)
  ...PROCESSOR_MESSAGES,
  // cards
  ...CARD_MESSAGES,
  // funds (draws and cash advances)
  ...FUNDS_MESSAGES,
  // referrals
  ...REFERRAL_MESSAGES,
  // the location step (spec §5 and issue 13: the borrower must be in the store's state)
  'location.required': {
    en: 'Your location is needed to continue. Turn on location for this site and try again.',
    es: 'Necesitamos su ubicación para continuar. Active la ubicación para este sitio e inténtelo de nuevo.',
  },
  'location.outOfStoreState': {
    en: 'You must be located in the same state as your store to continue.',
    es: 'Debe estar en el mismo estado que su tienda para continuar.',
  },
  // documents and uploads
  ...DOCUMENT_MESSAGES,
  // the offers (issue 12): settlement, e-signature and origination, their own file
  ...OFFER_MESSAGES,
  // stores and appointments
  ...STORE_MESSAGES,
  // one-time codes by email, SMS and voice (the code before any other number)
  ...CODE_DELIVERY_MESSAGES,
  // the payment receipt by email or SMS (the PDF has its own texts: areas/documents/documents/receipt-content.ts)
  ...RECEIPT_MESSAGES,
  // account documents' names (the loan agreement and disclosures themselves stay English: decision 014)
  ...DOCUMENT_NAME_MESSAGES,
  // due-date reminders (issue 15; decision 020)
  ...REMINDER_MESSAGES,
  // the receipt of a renewal
  ...RENEWAL_RECEIPT_MESSAGES,
} as const satisfies Record<string, { en: string; es: string }>;

export type MessageId = keyof typeof MESSAGES;
