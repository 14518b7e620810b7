/** The card networks the app takes. No zod here, so a screen that only checks a card type does not load the contract's schemas with it (issue 11). */
export const CARD_TYPES = ['visa', 'mastercard', 'discover', 'amex'] as const;
