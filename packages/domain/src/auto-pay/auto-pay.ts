/**
 * Auto-pay (issue 49, decision 056; spec §3 autoPay and canAutoPay, §6 "auto-pay for standard payment and
 * refinance"): who may enrol a loan, with which card, and what a due date's charge is. Only the borrower (never the
 * co-signer) enrols an open loan that is payable and owes something; a loan out for repossession (its reinstatement is
 * a conversation with the store, not a minimum due), charged-off, repossessed, settled, bankrupt, sold, paid-off or
 * closed cannot be enrolled, and an enrolled loan that becomes one is not charged. The card must be the
 * borrower's own saved card (not a guest card; any network and funding type the processor takes) and still valid in the month of the loan's
 * next due date (an auto-payment on an expired card is a certain decline). Rules speak in codes with parameters.
 */
import { loanStatusGroup } from '../loans/status-groups';
import { reminderAmountCents } from '../loans/reminders';
import { isCardExpired } from '../validation/card-expiry';

export const AUTO_PAY_CODES = [
  'autoPay.unavailable',
  'autoPay.alternateParty',
  'autoPay.loanNotServiced',
  'autoPay.notPayable',
  'autoPay.nothingOwed',
  'autoPay.guestCard',
  'autoPay.cardRemoved',
  'autoPay.cardExpiresBeforeDueDate',
] as const;
export type AutoPayCode = (typeof AUTO_PAY_CODES)[number];

export type AutoPayRefusal =
  | {
      code: Exclude<AutoPayCode, 'autoPay.cardExpiresBeforeDueDate'>;
      params: Record<string, never>;
    }
  | { code: 'autoPay.cardExpiresBeforeDueDate'; params: { dueDate: string } };

export interface AutoPayLoanFacts {
  status: number;
  payable: boolean;
  payoffCents: number;
  dueDate: string;
  /** the caller is the loan's co-signer */
  isAlternate: boolean;
}

export interface AutoPayCardFacts {
  guestCard: boolean;
  /** the borrower removed the card from her profile since she enrolled */
  removed?: boolean;
  expirationMonth: number;
  expirationYear: number;
}

/** May this loan be enrolled at all (spec canAutoPay), by this caller; `enabled` is the server setting autoPayStandardPayment. */
export function autoPayLoanRefusal(
  loan: AutoPayLoanFacts,
  enabled: boolean,
): AutoPayRefusal | null {
  if (!enabled) return { code: 'autoPay.unavailable', params: {} };
  if (loan.isAlternate) return { code: 'autoPay.alternateParty', params: {} };
  if (loanStatusGroup(loan.status) !== 'open')
    return { code: 'autoPay.loanNotServiced', params: {} };
  if (!loan.payable) return { code: 'autoPay.notPayable', params: {} };
  if (loan.payoffCents <= 0) return { code: 'autoPay.nothingOwed', params: {} };
  return null;
}

export const canAutoPay = (loan: AutoPayLoanFacts, enabled: boolean): boolean =>
  autoPayLoanRefusal(loan, enabled) === null;

/** The day before the first of the due date's month: a card valid in that month is valid on the due date. */
const dueMonthStart = (dueDate: string): Date =>
  new Date(Number(dueDate.slice(0, 4)), Number(dueDate.slice(5, 7)) - 1, 1, 12);

/** May this card pay this loan's due dates: the loan's rule first, then the card's. */
export function autoPayRefusal(
  loan: AutoPayLoanFacts,
  card: AutoPayCardFacts,
  enabled: boolean,
): AutoPayRefusal | null {
  const refusal = autoPayLoanRefusal(loan, enabled);
  if (refusal) return refusal;
  if (card.guestCard) return { code: 'autoPay.guestCard', params: {} };
  if (card.removed) return { code: 'autoPay.cardRemoved', params: {} };
  if (isCardExpired(card.expirationMonth, card.expirationYear, dueMonthStart(loan.dueDate)))
    return { code: 'autoPay.cardExpiresBeforeDueDate', params: { dueDate: loan.dueDate } };
  return null;
}

/**
 * The amount an auto-payment charges on a due date: the amount the borrower is told is due (the due-date reminder's
 * amount: the minimum due, else the scheduled instalment, else the payoff) — one computation for both.
 */
export const autoPayAmountCents = reminderAmountCents;

/** Is the loan charged by the pass of day `on`: due that very day (a late loan is not charged again by auto-pay). */
export const isDueForAutoPay = (loan: { dueDate: string }, on: string): boolean =>
  loan.dueDate === on;
