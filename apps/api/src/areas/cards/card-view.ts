/** A cards row as the contract's payment card (spec §3): last 4 only, expiry month and 4-digit year. */
import { randomBytes } from 'node:crypto';
import type { TCardId, TPaymentCard } from '@lender/contract';
import type { AuthContext } from '../../plugins/authenticate';
import type { CardRow } from './repo';

/** The owner's loan-system customer ids (TLXe first), from the session. */
export function customerIdsOf(
  auth: Pick<AuthContext, 'scope' | 'tlxeCustomerId' | 'nlsCustomerId'>,
): string[] {
  if (auth.scope === 'guest') return [];
  return [auth.tlxeCustomerId, auth.nlsCustomerId].filter((id): id is string => Boolean(id));
}

/**
 * A new card's ids, one per loan system the customer has ('TC-100001-…' for TLXe customer T100001,
 * 'NC-200001-…' for NLS customer N200001); a profile without one gets a processor card id.
 */
export function newCardIds(auth: Pick<AuthContext, 'tlxeCustomerId' | 'nlsCustomerId'>): TCardId[] {
  const suffix = randomBytes(4).toString('hex');
  const digits = (id: string) => id.replace(/^[A-Za-z]+/, '');
  const ids: TCardId[] = [];
  if (auth.tlxeCustomerId)
    ids.push({ type: 'TLXe', id: `TC-${digits(auth.tlxeCustomerId)}-${suffix}` });
  if (auth.nlsCustomerId)
    ids.push({ type: 'NLS', id: `NC-${digits(auth.nlsCustomerId)}-${suffix}` });
  if (ids.length === 0) ids.push({ type: 'Processor', id: `PC-${randomBytes(8).toString('hex')}` });
  return ids;
}

export function cardView(
  row: CardRow,
  options: { customerIds: string[]; newCard: boolean },
): TPaymentCard {
  return {
    cardToken: row.processorToken,
    cardIds: row.cardIds,
    cardNumber: row.last4,
    cardType: row.cardType,
    fundingType: row.fundingType,
    cardholderName: row.cardholderName,
    customerId: row.customerId,
    customerIds: options.customerIds,
    expirationMonth: row.expirationMonth,
    expirationYear: row.expirationYear,
    guestCard: row.guestCard,
    newCard: options.newCard,
    canDisburse: row.canDisburse,
    cardBin: row.bin8,
  };
}
