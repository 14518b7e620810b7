/**
 * Accounts: loans as the borrower sees them, and linking a loan system's customer record to a profile.
 * In the one table (decision 014): messages.ts spreads each in its place.
 */
/** accounts and loans */
export const ACCOUNT_MESSAGES = {
  'accounts.loanNotFound': {
    en: 'Error fetching latest loan data.',
    es: 'Error al obtener los datos más recientes del préstamo.',
  },
  'accounts.customerNotFound': {
    en: 'Failed to get customer details',
    es: 'No se pudieron obtener los datos del cliente',
  },
  'accounts.unknownBrand': { en: 'Unknown brand.', es: 'Marca desconocida.' },
  'accounts.loanSystemsUnavailable': {
    en: 'Your loan records cannot be reached right now. Nothing was charged. Please try again in a minute.',
    es: 'No podemos consultar los registros de su préstamo en este momento. No se hizo ningún cargo. Inténtelo de nuevo en un minuto.',
  },
  'accounts.noApplication': {
    en: 'No application in progress was found.',
    es: 'No se encontró ninguna solicitud en curso.',
  },
  'accounts.noRepossessionInfo': {
    en: 'No repossession information was found for this loan.',
    es: 'No se encontró información de recuperación del vehículo para este préstamo.',
  },
  'accounts.pickupAfterRepossession': {
    en: 'Personal property pickup is available once the vehicle is repossessed.',
    es: 'La recogida de pertenencias personales está disponible una vez que se recupera el vehículo.',
  },
  'accounts.addOnBorrowerOnly': {
    en: 'Only the borrower can add on to this loan.',
    es: 'Solo el prestatario puede ampliar este préstamo.',
  },
  'accounts.notLoanStore': {
    en: 'The store is not the loan’s store',
    es: 'La tienda no es la tienda del préstamo',
  },
  'accounts.addOnLocked': {
    en: 'This loan is locked for an add-on. Please try again later.',
    es: 'Este préstamo está bloqueado por una ampliación. Inténtelo de nuevo más tarde.',
  },
  'accounts.noStoreOfBrand': {
    en: 'No store of this brand funds loans.',
    es: 'Ninguna tienda de esta marca otorga préstamos.',
  },
  'accounts.notYourUsername': {
    en: 'The username is not yours.',
    es: 'El nombre de usuario no es suyo.',
  },
} as const satisfies Record<string, { en: string; es: string }>;

/** linking */
export const LINKING_MESSAGES = {
  'linking.noMatchingAccount': {
    en: 'No matching account was found.',
    es: 'No se encontró ninguna cuenta que coincida.',
  },
  'linking.alreadyLinked': {
    en: 'This profile is already linked to an account. Replace the account instead.',
    es: 'Este perfil ya está vinculado a una cuenta. Reemplace la cuenta en su lugar.',
  },
  'linking.nothingToReplace': {
    en: 'This profile has no linked account to replace. Link an account instead.',
    es: 'Este perfil no tiene una cuenta vinculada que reemplazar. Vincule una cuenta en su lugar.',
  },
  'linking.sameAccount': {
    en: 'This account is already linked to your profile.',
    es: 'Esta cuenta ya está vinculada a su perfil.',
  },
  'linking.noPendingReplacement': {
    en: 'No pending account replacement was found.',
    es: 'No se encontró ningún reemplazo de cuenta pendiente.',
  },
  'linking.noLongerLinkable': {
    en: 'The account can no longer be linked to your profile.',
    es: 'La cuenta ya no se puede vincular a su perfil.',
  },
} as const satisfies Record<string, { en: string; es: string }>;
