/** Spec §5 Phone: 10-digit US style, area code starting 2 to 9; displayed as (XXX) XXX-XXXX. */
export const PHONE_PATTERN = /^[2-9]\d{9}$/;

/**
 * Matches a US phone number: optional +1 / 1 prefix, optional parentheses around the area code,
 * and space, dot or hyphen separators.
 */
const LOOSE_PHONE = /^(?:\+?1[\s.-]?)?(?:\((\d{3})\)|(\d{3}))[\s.-]?(\d{3})[\s.-]?(\d{4})$/;

/** 10 digits for a US phone number written in any common style, else null. */
export function normalizePhone(value: string): string | null {
  const match = LOOSE_PHONE.exec(value.trim());
  if (!match) return null;
  const digits = `${match[1] ?? match[2]}${match[3]}${match[4]}`;
  return PHONE_PATTERN.test(digits) ? digits : null;
}

/** Exactly 10 digits with an area code starting 2 to 9. */
export function isValidPhone(digits: string): boolean {
  return PHONE_PATTERN.test(digits);
}

/** What the phone control keeps of a keystroke: digits only, at most 10. */
export function sanitizePhoneInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 10);
}

/** ddd-ddd-dddd for a phone value; a value that is not a phone number comes back unchanged. */
export function formatPhoneDashed(value: string): string {
  const d = normalizePhone(value);
  return d ? `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}` : value;
}

/** (XXX) XXX-XXXX for a phone value; a value that is not a phone number comes back unchanged. */
export function formatPhoneDisplay(value: string): string {
  const d = normalizePhone(value);
  return d ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : value;
}

/** tel: link that dials the number, or null when it is not a phone number. */
export function phoneTelHref(value: string): string | null {
  const d = normalizePhone(value);
  return d ? `tel:+1${d}` : null;
}

/** (***) ***-XXXX: a phone value shown on the code screens, only its last 4 digits readable. */
export function formatPhoneMasked(value: string): string {
  const d = normalizePhone(value) ?? value.replace(/\D/g, '');
  return `(***) ***-${d.slice(-4)}`;
}
