/** The signing page's texts in the app's language (the document is in the language it was sent in, its English original beside it: decision 062). */
import type { TLanguage } from '@lender/contract';
import type { EnvelopeStatus } from './port';

export type SigningField = 'initials' | 'name' | 'consent';

export const SIGNING_TEXTS = {
  en: {
    title: 'Review and sign',
    document: 'Document',
    openPdf: 'Open the document as a PDF',
    sign: 'Sign',
    decline: 'Decline',
    later: 'Finish later',
    correct: 'Please correct the following',
    expires: (at: string) => `This signing session closes at ${at}.`,
    fields: {
      initials: { label: 'Your initials', hint: '1 to 4 letters' },
      name: { label: 'Type your full name to sign', hint: '' },
      consent: { label: 'I agree to sign this document electronically.', hint: '' },
    },
    errors: {
      initials: 'Enter your initials (1 to 4 letters).',
      name: 'Type your full name as it appears on the document.',
      consent: 'Agree to sign electronically to continue.',
    },
    closed: {
      sent: 'Document waiting',
      signing_complete: 'Document signed',
      viewing_complete: 'Signing saved for later',
      decline: 'Signing declined',
      ttl_expired: 'Signing session expired',
      unknown: 'Document not found',
    },
    closedNote: {
      sent: 'Return to the app.',
      signing_complete: 'Thank you. You signed the document. Return to the app to continue.',
      viewing_complete:
        'You can come back and sign before the session closes. Return to the app to continue.',
      decline: 'You declined to sign. Nothing was signed. Return to the app to see your options.',
      ttl_expired: 'This signing session has closed. Return to the app and start again.',
      unknown: 'This signing link is not valid. Return to the app and start again.',
    },
  },
  es: {
    title: 'Revisar y firmar',
    document: 'Documento',
    openPdf: 'Abrir el documento en PDF',
    sign: 'Firmar',
    decline: 'Rechazar',
    later: 'Terminar después',
    correct: 'Corrija lo siguiente',
    expires: (at: string) => `Esta sesión de firma se cierra el ${at}.`,
    fields: {
      initials: { label: 'Sus iniciales', hint: 'De 1 a 4 letras' },
      name: { label: 'Escriba su nombre completo para firmar', hint: '' },
      consent: { label: 'Acepto firmar este documento electrónicamente.', hint: '' },
    },
    errors: {
      initials: 'Ingrese sus iniciales (de 1 a 4 letras).',
      name: 'Escriba su nombre completo tal como aparece en el documento.',
      consent: 'Acepte firmar electrónicamente para continuar.',
    },
    closed: {
      sent: 'Documento en espera',
      signing_complete: 'Documento firmado',
      viewing_complete: 'Firma guardada para después',
      decline: 'Firma rechazada',
      ttl_expired: 'La sesión de firma venció',
      unknown: 'No se encontró el documento',
    },
    closedNote: {
      sent: 'Regrese a la aplicación.',
      signing_complete: 'Gracias. Firmó el documento. Regrese a la aplicación para continuar.',
      viewing_complete:
        'Puede regresar y firmar antes de que se cierre la sesión. Regrese a la aplicación para continuar.',
      decline: 'Rechazó firmar. No se firmó nada. Regrese a la aplicación para ver sus opciones.',
      ttl_expired: 'Esta sesión de firma se cerró. Regrese a la aplicación y comience de nuevo.',
      unknown: 'Este enlace de firma no es válido. Regrese a la aplicación y comience de nuevo.',
    },
  },
} as const satisfies Record<TLanguage, unknown>;

export type ClosedReason = EnvelopeStatus | 'unknown';
