/** Spec §5 Card expiry: MM/YY; a card is expired if its month is before the current month. */
export interface CardExpiry {
  month: number;
  /** Four-digit year. */
  year: number;
}

/** Two-digit years are 20YY. */
export function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** How a borrower types an expiry: 'MM/YY', 'MMYY' or 'MM / YY' (spaces around the slash). */
const CARD_EXPIRY_PATTERN = /^(\d{2})\s*\/?\s*(\d{2})$/;

/** Parses 'MM/YY', 'MMYY' or 'MM / YY' (month 01–12); null otherwise. */
export function parseCardExpiry(text: string): CardExpiry | null {
  const match = CARD_EXPIRY_PATTERN.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** Expiry month and year shown as 2 digits each. */
export function formatCardExpiry(month: number, year: number): string {
  const mm = String(month).padStart(2, '0');
  const yy = String(fullYear(year) % 100).padStart(2, '0');
  return `${mm}/${yy}`;
}

/** Expired if its month (year 2 or 4 digits) is before the current month of `now` (local calendar). */
export function isCardExpired(month: number, year: number, now: Date): boolean {
  const expiryIndex = fullYear(year) * 12 + (month - 1);
  const currentIndex = now.getFullYear() * 12 + now.getMonth();
  return expiryIndex < currentIndex;
}

/** Only the last 4 digits of a card number are kept (spec §5). */
export function cardLastFour(cardNumber: string): string {
  return cardNumber.replace(/\D/g, '').slice(-4);
}

/** The card bin is the first 8 digits (spec §9). */
export function cardBin(cardNumber: string): string {
  return cardNumber.replace(/\D/g, '').slice(0, 8);
}

export const CARD_TOKEN_REQUIRED_MESSAGE = 'Please confirm card information is entered correctly';

/** Adding a card needs a card token (spec §5). */
export function validateCardToken(token: string | null | undefined): string | null {
  return token && token.trim() !== '' ? null : CARD_TOKEN_REQUIRED_MESSAGE;
}
