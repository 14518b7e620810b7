/**
 * Sign-in, codes and passkeys: what the server says about signing in, one-time codes (on screen and in the
 * messages that carry them) and trusted devices (spec §8; issue 15, decision 019).
 * In the one table (decision 014): messages.ts spreads each in its place.
 */
/** sign-in and codes (spec §8) */
export const SIGN_IN_MESSAGES = {
  'auth.incorrectCredentials': {
    en: 'Incorrect username or password.',
    es: 'Usuario o contraseña incorrectos.',
  },
  'auth.invalidSession': { en: 'Invalid session', es: 'Sesión no válida' },
  'auth.userNotConfirmed': { en: 'User is not confirmed.', es: 'El usuario no está confirmado.' },
  'auth.passwordResetRequired': {
    en: 'Password reset required for the user.',
    es: 'El usuario debe restablecer su contraseña.',
  },
  'auth.profileLocked': {
    en: 'Your profile is locked. Please contact customer service.',
    es: 'Su perfil está bloqueado. Comuníquese con servicio al cliente.',
  },
  'auth.locked': {
    en: 'User is locked. Please contact customer service.',
    es: 'El usuario está bloqueado. Comuníquese con servicio al cliente.',
  },
  'auth.missingDeviceKey': { en: 'MissingDeviceKey', es: 'Falta la clave del dispositivo' },
  'auth.deviceKeyNotFound': {
    en: 'Device key not found',
    es: 'No se encontró la clave del dispositivo',
  },
  'auth.codeMismatch': {
    en: 'Invalid verification code provided, please try again.',
    es: 'El código de verificación no es válido. Inténtelo de nuevo.',
  },
  'auth.expiredCode': {
    en: 'Invalid code provided, please request a code again.',
    es: 'El código no es válido. Solicite un código nuevo.',
  },
  'auth.linkExpired': { en: 'The link has expired.', es: 'El enlace venció.' },
  'auth.attemptsExceeded': {
    en: 'Attempt limit exceeded, please request a new code.',
    es: 'Se superó el límite de intentos. Solicite un código nuevo.',
  },
  'auth.tooManySignIns': {
    en: 'Too many sign-in attempts. Please wait and try again.',
    es: 'Demasiados intentos de inicio de sesión. Espere e inténtelo de nuevo.',
  },
  'auth.tooManyCodes': {
    en: 'Too many codes were requested. Please wait and try again.',
    es: 'Se solicitaron demasiados códigos. Espere e inténtelo de nuevo.',
  },
  'auth.usernameExists': {
    en: 'An account with the given email or phone number already exists.',
    es: 'Ya existe una cuenta con ese correo electrónico o número de teléfono.',
  },
  'auth.invalidSignature': {
    en: 'The link is invalid or has expired.',
    es: 'El enlace no es válido o ha vencido.',
  },
  'auth.linkAlreadyUsed': {
    en: 'This link was already used. Sign in, or ask for a new link.',
    es: 'Este enlace ya se usó. Inicie sesión o solicite un enlace nuevo.',
  },
  'auth.deviceNotTrusted': {
    en: 'Confirm this device with the code we send you before going on.',
    es: 'Confirme este dispositivo con el código que le enviamos antes de continuar.',
  },
  'auth.deviceOfAnotherProfile': {
    en: 'This device belongs to another profile.',
    es: 'Este dispositivo pertenece a otro perfil.',
  },
  'auth.confirmSignInDevice': {
    en: 'Confirm the device this session was signed in on.',
    es: 'Confirme el dispositivo en el que se inició esta sesión.',
  },
  'auth.signInNotChangeable': {
    en: 'Your sign-in cannot be changed online. Please contact customer service.',
    es: 'Sus datos de inicio de sesión no se pueden cambiar en línea. Comuníquese con servicio al cliente.',
  },
  'auth.guestOneLoan': {
    en: 'This link is valid for one loan only.',
    es: 'Este enlace es válido solo para un préstamo.',
  },
  'auth.guestCannot': {
    en: 'A guest session cannot do this.',
    es: 'Una sesión de invitado no puede hacer esto.',
  },
  'auth.usernameRequired': {
    en: 'Email or Phone Number is required',
    es: 'El correo electrónico o el número de teléfono es obligatorio',
  },
  'auth.usernameInvalid': {
    en: 'Invalid Email or Phone Number',
    es: 'Correo electrónico o número de teléfono no válido',
  },
  'auth.emailNotFound': {
    en: 'Your email was not found.',
    es: 'No se encontró su correo electrónico.',
  },
  'auth.phoneNotFound': {
    en: 'Your phone number was not found.',
    es: 'No se encontró su número de teléfono.',
  },
  'auth.passwordRequired': { en: 'Password is required', es: 'La contraseña es obligatoria' },
  'auth.passwordRequirements': {
    en: 'Your password does not meet our requirements.',
    es: 'Su contraseña no cumple con nuestros requisitos.',
  },
  'auth.noVerifiedEmail': {
    en: 'there is no verified email on this profile',
    es: 'no hay un correo electrónico verificado en este perfil',
  },
  'auth.noVerifiedPhone': {
    en: 'there is no verified phone number on this profile',
    es: 'no hay un número de teléfono verificado en este perfil',
  },
  'auth.loanPath': {
    en: 'must be a loan path such as /inl/Accounts/<loanId>/MakePayment',
    es: 'debe ser la ruta de un préstamo, como /inl/Accounts/<loanId>/MakePayment',
  },
} as const satisfies Record<string, { en: string; es: string }>;

/** passkeys and trusted devices (issue 15, decision 019) */
export const PASSKEY_MESSAGES = {
  'auth.passkeyNotRecognized': {
    en: 'We could not sign you in with this passkey. Sign in with your password, or try another passkey.',
    es: 'No pudimos iniciar su sesión con esta llave de acceso. Inicie sesión con su contraseña o pruebe otra llave de acceso.',
  },
  'auth.passkeyChallengeInvalid': {
    en: 'This passkey request has expired. Please try again.',
    es: 'Esta solicitud de llave de acceso venció. Inténtelo de nuevo.',
  },
  'passkey.unavailable': {
    en: 'Passkeys are not available right now.',
    es: 'Las llaves de acceso no están disponibles en este momento.',
  },
  'passkey.invalid': {
    en: 'The passkey could not be added. Please try again.',
    es: 'No se pudo agregar la llave de acceso. Inténtelo de nuevo.',
  },
  'passkey.alreadyRegistered': {
    en: 'This passkey is already on your profile.',
    es: 'Esta llave de acceso ya está en su perfil.',
  },
  'passkey.nameEmpty': {
    en: 'Enter a name for the passkey.',
    es: 'Ingrese un nombre para la llave de acceso.',
  },
  'passkey.nameTooLong': { en: 'Use at most 60 characters.', es: 'Use 60 caracteres como máximo.' },
  'passkey.nameControlCharacters': {
    en: 'Use letters, digits, spaces and punctuation only.',
    es: 'Use solo letras, dígitos, espacios y signos de puntuación.',
  },
  'passkey.notFound': {
    en: 'This passkey is not on your profile.',
    es: 'Esta llave de acceso no está en su perfil.',
  },
  'device.notFound': {
    en: 'This device is not on your profile.',
    es: 'Este dispositivo no está en su perfil.',
  },
} as const satisfies Record<string, { en: string; es: string }>;

/** one-time codes by email, SMS and voice (the code before any other number) */
export const CODE_DELIVERY_MESSAGES = {
  'codes.subject.verificationCode': { en: 'Verify your account', es: 'Verifique su cuenta' },
  'codes.subject.passwordResetCode': { en: 'Reset your password', es: 'Restablezca su contraseña' },
  'codes.subject.trustedDeviceCode': { en: 'Confirm this device', es: 'Confirme este dispositivo' },
  'codes.subject.updateUserCode': {
    en: 'Confirm your new sign-in',
    es: 'Confirme sus nuevos datos de inicio de sesión',
  },
  'codes.subject.alternate': {
    en: 'Your co-signer verification code',
    es: 'Su código de verificación de codeudor',
  },
  'codes.written': {
    en: 'Your verification code is {code}. It expires in {minutes} minutes.',
    es: 'Su código de verificación es {code}. Vence en {minutes} minutos.',
  },
  'codes.spoken': {
    en: 'Your verification code is {code}. Again, your code is {code}.',
    es: 'Su código de verificación es {code}. Repito, su código es {code}.',
  },
  'codes.alternatePurpose': {
    en: '{requester} asked to verify you as the co-signer paying loan {loan}.',
    es: '{requester} pidió verificarle como el codeudor que paga el préstamo {loan}.',
  },
  'codes.alternateIgnore': {
    en: 'If you did not ask for it, ignore this message.',
    es: 'Si usted no lo pidió, ignore este mensaje.',
  },
} as const satisfies Record<string, { en: string; es: string }>;
