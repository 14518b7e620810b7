/**
 * Card processor types 1 to 5 (spec §4). The spec names only Mixed (3) and None (5); the other
 * three are provider types whose names it does not give, so they are named by role here.
 */
export const CardProcessorType = {
  /** The primary card gateway. */
  Primary: 1,
  /** The secondary card gateway. */
  Secondary: 2,
  /** Payments through one gateway, disbursements through another. */
  Mixed: 3,
  /** Disbursement-only push-to-card processor. */
  PushToCard: 4,
  None: 5,
} as const;
export type CardProcessorTypeCode = (typeof CardProcessorType)[keyof typeof CardProcessorType];
export const CARD_PROCESSOR_TYPE_CODES = Object.values(
  CardProcessorType,
) as CardProcessorTypeCode[];

export function isCardProcessorType(value: unknown): value is CardProcessorTypeCode {
  return (CARD_PROCESSOR_TYPE_CODES as unknown[]).includes(value);
}

/** A brand with processor type None cannot take card payments. */
export function acceptsCards(type: CardProcessorTypeCode): boolean {
  return type !== CardProcessorType.None;
}
