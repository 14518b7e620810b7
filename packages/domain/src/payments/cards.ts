/** Spec §3 Payment card: card equality, the card-count validations and the masked number. */
import { MAX_DISBURSE_CARDS } from '../constants/thresholds';
import { cardLastFour } from '../validation/card-expiry';

export interface CardIdRef {
  type: string;
  id: string;
}

/**
 * Two cards are equal only if their id lists have the same length and every type's id matches
 * (the order of the list does not matter).
 */
export function cardsEqual(a: readonly CardIdRef[], b: readonly CardIdRef[]): boolean {
  if (a.length !== b.length) return false;
  const idsByType = (list: readonly CardIdRef[]) => {
    const map = new Map<string, string[]>();
    for (const { type, id } of list) map.set(type, [...(map.get(type) ?? []), id].sort());
    return map;
  };
  const left = idsByType(a);
  const right = idsByType(b);
  if (left.size !== right.size) return false;
  for (const [type, ids] of left) {
    const other = right.get(type);
    if (!other || other.length !== ids.length || ids.some((id, i) => id !== other[i])) return false;
  }
  return true;
}

/** How many cards a customer may hold: any use, and cards that may receive a disbursement. */
export const CARD_LIMITS = { payment: 10, disburse: MAX_DISBURSE_CARDS } as const;

export interface CardUseValidation {
  /** another card of this use may be added */
  allowed: boolean;
  maxCardLimit: number;
}
export interface CardValidations {
  payment: CardUseValidation;
  disburse: CardUseValidation;
}

/** The validations of GET /cards for the caller's current cards. */
export function cardValidations(cards: readonly { canDisburse: boolean }[]): CardValidations {
  const disburseCount = cards.filter((card) => card.canDisburse).length;
  return {
    payment: { allowed: cards.length < CARD_LIMITS.payment, maxCardLimit: CARD_LIMITS.payment },
    disburse: { allowed: disburseCount < CARD_LIMITS.disburse, maxCardLimit: CARD_LIMITS.disburse },
  };
}

export const CARD_MASK = '••••';

/** Only the last 4 digits are ever shown: '•••• 1111'. */
export function maskedCardNumber(last4: string): string {
  return `${CARD_MASK} ${cardLastFour(last4)}`;
}
