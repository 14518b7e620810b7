/**
 * Stores and appointments.
 * In the one table (decision 014): messages.ts spreads each in its place.
 */
/** stores and appointments */
export const STORE_MESSAGES = {
  'stores.notFound': { en: 'Store not found', es: 'No se encontró la tienda' },
  'stores.closed': { en: 'Closed', es: 'Cerrado' },
  'appointments.notFound': { en: 'Appointment not found', es: 'No se encontró la cita' },
  'appointments.borrowerOnly': {
    en: 'Only the borrower can book an appointment for this loan.',
    es: 'Solo el prestatario puede reservar una cita para este préstamo.',
  },
  'appointments.notOpenSlot': {
    en: 'is not an open appointment time at this store',
    es: 'no es un horario de cita disponible en esta tienda',
  },
  'appointments.taken': {
    en: 'This appointment time is no longer available. Please choose another time.',
    es: 'Este horario de cita ya no está disponible. Elija otro horario.',
  },
  'appointments.otherStore': {
    en: 'does not match the appointment’s store',
    es: 'no coincide con la tienda de la cita',
  },
} as const satisfies Record<string, { en: string; es: string }>;
