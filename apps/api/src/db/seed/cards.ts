/** The seed's saved cards (P1, P3, P9) and the card processor sandbox's vault rows that let them be charged. */
import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Transaction } from '../client';
import { cards, processorVault } from '../schema';
import { calendarDate } from './dates';
import { cardIdOf, customerIdOf, profileIdOf } from './ids';

/** The processor's token for a card (the sandbox card processor's format). */
export const sandboxToken = () => `tok_sandbox_${randomBytes(12).toString('hex')}`;

type CardRow = typeof cards.$inferInsert;

const VISA_DEBIT = {
  last4: '1111',
  bin8: '41111111',
  cardType: 'visa',
  fundingType: 'debit',
  canDisburse: true,
} as const;
const MASTERCARD_CREDIT = {
  last4: '4444',
  bin8: '55555555',
  cardType: 'mastercard',
  fundingType: 'credit',
  canDisburse: false,
} as const;

/** Saved cards: P1 Visa debit ••1111 + Mastercard credit ••4444; P3 and P9 Visa debit ••1111. */
export function cardRows(now: Date): CardRow[] {
  const expirationYear = Number(calendarDate(now).slice(0, 4)) + 3;
  const base = {
    expirationMonth: 12,
    expirationYear,
    guestCard: false,
    processorType: 1,
    createdAt: now,
  };
  return [
    {
      ...base,
      ...VISA_DEBIT,
      id: cardIdOf(1),
      customerId: customerIdOf('P1'),
      profileId: profileIdOf('P1'),
      cardholderName: 'Ana Rivera',
      processorToken: sandboxToken(),
      cardIds: [{ type: 'TLXe', id: 'TC-100001-1' }],
    },
    {
      ...base,
      ...MASTERCARD_CREDIT,
      id: cardIdOf(2),
      customerId: customerIdOf('P1'),
      profileId: profileIdOf('P1'),
      cardholderName: 'Ana Rivera',
      processorToken: sandboxToken(),
      cardIds: [{ type: 'TLXe', id: 'TC-100001-2' }],
    },
    {
      ...base,
      ...VISA_DEBIT,
      id: cardIdOf(3),
      customerId: customerIdOf('P3'),
      profileId: profileIdOf('P3'),
      cardholderName: 'Carla Nguyen',
      processorToken: sandboxToken(),
      cardIds: [{ type: 'NLS', id: 'NC-200001-1' }],
    },
    {
      ...base,
      ...VISA_DEBIT,
      id: cardIdOf(4),
      customerId: customerIdOf('P9'),
      profileId: profileIdOf('P9'),
      cardholderName: 'Iris Cole',
      processorToken: sandboxToken(),
      cardIds: [{ type: 'TLXe', id: 'TC-100009-1' }],
    },
  ];
}

/** The seeded cards' ids (cardRows). */
export const SEEDED_CARD_IDS = [cardIdOf(1), cardIdOf(2), cardIdOf(3), cardIdOf(4)];

type SeededCard = Pick<
  CardRow,
  | 'processorToken'
  | 'cardholderName'
  | 'last4'
  | 'bin8'
  | 'cardType'
  | 'fundingType'
  | 'expirationMonth'
  | 'expirationYear'
>;

/** Sandbox vault rows for the seeded cards' tokens (behaviour 'approve'), so they can be charged. */
export function vaultRowsOf(
  seeded: readonly SeededCard[],
  now: Date,
): (typeof processorVault.$inferInsert)[] {
  return seeded.map((card) => {
    const [firstName = card.cardholderName, ...rest] = card.cardholderName.split(' ');
    return {
      token: card.processorToken,
      behavior: 'approve',
      firstName,
      lastName: rest.join(' ') || firstName,
      last4: card.last4,
      bin8: card.bin8,
      cardType: card.cardType,
      fundingType: card.fundingType,
      expirationMonth: card.expirationMonth,
      expirationYear: card.expirationYear,
      createdAt: now,
    };
  });
}

/** Gives the card processor sandbox a vault row for each seeded card's token (idempotent). */
export async function seedSandboxVault(tx: Transaction, now: Date): Promise<void> {
  const seeded = await tx.select().from(cards).where(inArray(cards.id, SEEDED_CARD_IDS));
  if (seeded.length > 0)
    await tx.insert(processorVault).values(vaultRowsOf(seeded, now)).onConflictDoNothing();
}
