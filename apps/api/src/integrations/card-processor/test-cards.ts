/**
 * The sandbox processor's card rules (DESIGN.md §7): the test card numbers decide what the
 * processor does with a token, once, at tokenization; any other Luhn-valid number of a known
 * brand is approved. The BIN (first digits) gives the brand; visa is debit, every other brand credit.
 */
import { passesLuhn } from '@lender/domain';
import type { ProcessorBehavior } from '../../db/schema';
import type { CardFundingType, ProcessorCardType } from './port';

export interface SandboxDecision {
  behavior: ProcessorBehavior;
  /** the reason a declining card gives at authorization */
  declineReason: string | null;
}

/** The test cards of DESIGN.md §7 (full numbers live only here and in tests, never in a table or log). */
export const TEST_CARDS = {
  visaDebit: '4111111111111111',
  mastercardCredit: '5555555555554444',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  errorOnce: '4000000000000119',
  slow: '4000000000003220',
} as const;

export const DECLINE_REASONS = {
  decline: 'Card declined',
  insufficientFunds: 'Insufficient funds',
} as const;

const BEHAVIORS: ReadonlyMap<string, ProcessorBehavior> = new Map([
  [TEST_CARDS.declined, 'decline'],
  [TEST_CARDS.insufficientFunds, 'insufficientFunds'],
  [TEST_CARDS.errorOnce, 'errorOnce'],
  [TEST_CARDS.slow, 'slow'],
]);

/** Digits only: spaces and hyphens a person types are dropped. */
export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

/** The Luhn check of a 12 to 19 digit card number (domain passesLuhn). */
export function isLuhnValid(digits: string): boolean {
  return /^\d{12,19}$/.test(digits) && passesLuhn(digits);
}

/** What the sandbox does with a (Luhn-valid) card number. */
export function sandboxDecision(digits: string): SandboxDecision {
  const behavior = BEHAVIORS.get(digits) ?? 'approve';
  return { behavior, declineReason: declineReasonOf(behavior) };
}

export function declineReasonOf(behavior: ProcessorBehavior): string | null {
  if (behavior === 'decline') return DECLINE_REASONS.decline;
  if (behavior === 'insufficientFunds') return DECLINE_REASONS.insufficientFunds;
  return null;
}

/** The brand of a BIN (or of any leading digits): 4 visa, 51–55 / 2221–2720 mastercard, 34/37 amex, 6011/65 discover. */
export function cardTypeOfBin(bin: string): ProcessorCardType | null {
  if (/^4/.test(bin)) return 'visa';
  if (/^5[1-5]/.test(bin)) return 'mastercard';
  const four = Number(bin.slice(0, 4));
  if (bin.length >= 4 && four >= 2221 && four <= 2720) return 'mastercard';
  if (/^3[47]/.test(bin)) return 'amex';
  if (/^(6011|65)/.test(bin)) return 'discover';
  return null;
}

export interface BinInfo {
  cardType: ProcessorCardType | null;
  fundingType: CardFundingType | null;
  /** debit cards may receive disbursements */
  canDisburse: boolean;
}

export function binInfo(bin: string): BinInfo {
  const cardType = cardTypeOfBin(bin);
  if (!cardType) return { cardType: null, fundingType: null, canDisburse: false };
  const fundingType: CardFundingType = cardType === 'visa' ? 'debit' : 'credit';
  return { cardType, fundingType, canDisburse: fundingType === 'debit' };
}
