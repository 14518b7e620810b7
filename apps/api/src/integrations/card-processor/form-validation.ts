/**
 * The hosted card form's checks: a Luhn-valid number of a known brand, an expiry (MM/YY, MMYY or
 * MM / YY: domain parseCardExpiry) that is not in the past (domain isCardExpired), a 3 or 4 digit CVV and names per the spec §5 name rule.
 * The result keeps only what the vault may hold: never the full number or the CVV.
 */
import { cardBin, cardLastFour, isCardExpired, isValidName, parseCardExpiry } from '@lender/domain';
import type { ProcessorBehavior } from '../../db/schema';
import type { TokenizedCard } from './port';
import { binInfo, cardDigits, isLuhnValid, sandboxDecision } from './test-cards';

export const CARD_FORM_FIELDS = ['cardNumber', 'expiry', 'cvv', 'firstName', 'lastName'] as const;
export type CardFormField = (typeof CARD_FORM_FIELDS)[number];
export type CardFormInput = Partial<Record<CardFormField, unknown>>;
export type CardFormErrors = Partial<Record<CardFormField, string>>;

export const CARD_FORM_MESSAGES = {
  cardNumber: 'Enter a valid card number.',
  cardBrand:
    'This card type is not accepted. Use a Visa, Mastercard, American Express or Discover card.',
  expiry: 'Enter the expiry date as MM/YY.',
  expired: 'This card has expired.',
  cvv: 'Enter the 3 or 4 digit security code from the back of the card.',
  firstName: 'Enter the first name on the card (letters, spaces, apostrophes and hyphens only).',
  lastName: 'Enter the last name on the card (letters, spaces, apostrophes and hyphens only).',
} as const;

/** What the vault keeps of an accepted card: the card the port hands out, less its token and disburse flag, plus its sandbox behaviour. */
export interface AcceptedCard extends Omit<TokenizedCard, 'token' | 'canDisburse'> {
  behavior: ProcessorBehavior;
}

export type CardFormResult =
  { ok: true; card: AcceptedCard } | { ok: false; errors: CardFormErrors };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const NAME_MAX = 50;

function nameError(value: string, message: string): string | undefined {
  return value.length > 0 && value.length <= NAME_MAX && isValidName(value) ? undefined : message;
}

export function validateCardForm(input: CardFormInput, now: Date): CardFormResult {
  const errors: CardFormErrors = {};
  const digits = cardDigits(text(input.cardNumber));
  const bin8 = cardBin(digits);
  const brand = binInfo(bin8);
  if (!isLuhnValid(digits)) errors.cardNumber = CARD_FORM_MESSAGES.cardNumber;
  else if (!brand.cardType || !brand.fundingType) errors.cardNumber = CARD_FORM_MESSAGES.cardBrand;

  const expiry = parseCardExpiry(text(input.expiry));
  if (!expiry) errors.expiry = CARD_FORM_MESSAGES.expiry;
  else if (isCardExpired(expiry.month, expiry.year, now))
    errors.expiry = CARD_FORM_MESSAGES.expired;

  if (!/^\d{3,4}$/.test(text(input.cvv))) errors.cvv = CARD_FORM_MESSAGES.cvv;
  const firstName = text(input.firstName);
  const lastName = text(input.lastName);
  const firstError = nameError(firstName, CARD_FORM_MESSAGES.firstName);
  const lastError = nameError(lastName, CARD_FORM_MESSAGES.lastName);
  if (firstError) errors.firstName = firstError;
  if (lastError) errors.lastName = lastError;

  if (Object.keys(errors).length > 0 || !expiry || !brand.cardType || !brand.fundingType)
    return { ok: false, errors };
  return {
    ok: true,
    card: {
      behavior: sandboxDecision(digits).behavior,
      firstName,
      lastName,
      last4: cardLastFour(digits),
      bin8,
      cardType: brand.cardType,
      fundingType: brand.fundingType,
      expirationMonth: expiry.month,
      expirationYear: expiry.year,
    },
  };
}
