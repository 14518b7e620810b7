/**
 * The card processor port (DESIGN.md §1, §7). Real life: a PCI-scoped gateway with a hosted card
 * form; here a sandbox behind the same interface. The app never sees a full card number or CVV:
 * it gets a bridge token (the form's transactionUuid), exchanges it for the processor's token, and
 * charges by token. Every authorization carries an idempotency key: the same key twice is one
 * charge (the second call answers the first call's outcome).
 */
export type CardFundingType = 'debit' | 'credit';
export type ProcessorCardType = 'visa' | 'mastercard' | 'discover' | 'amex';

export interface TokenizedCard {
  token: string;
  firstName: string;
  lastName: string;
  last4: string;
  bin8: string;
  cardType: ProcessorCardType;
  fundingType: CardFundingType;
  expirationMonth: number;
  expirationYear: number;
  /** debit cards may receive disbursements */
  canDisburse: boolean;
}

export interface CardFormSession {
  transactionUuid: string;
  formUrl: string;
  expiresAt: Date;
}

export type AuthorizationResult =
  | { status: 'approved'; authorizationId: string }
  | { status: 'declined'; authorizationId: string; reason: string };

/** A void answers 'voided' (the first void's time on a repeat) or 'notHeld' for a declined authorization (nothing was held). */
export type VoidResult =
  | { status: 'voided'; authorizationId: string; voidedAt: Date }
  | { status: 'notHeld'; authorizationId: string };

/** A push-to-card disbursement: 'approved' with the processor's reference, or 'declined' with why (nothing sent). */
export type DisbursementResult =
  | { status: 'approved'; disbursementId: string }
  | { status: 'declined'; disbursementId: string; reason: string };

/**
 * What a processor fault says of the request: `notApplied` (a 5xx, a refused connection: nothing was done) or
 * `unknown` (a timeout, a reset: the processor may have applied it and its answer was lost).
 */
export type ProcessorFaultOutcome = 'notApplied' | 'unknown';

/** A processor fault (timeout, 5xx): the caller may retry with the same idempotency key. */
export class ProcessorUnavailableError extends Error {
  readonly outcome: ProcessorFaultOutcome;
  constructor(
    message = 'The card processor is unavailable',
    options: { outcome?: ProcessorFaultOutcome } = {},
  ) {
    super(message);
    this.name = 'ProcessorUnavailableError';
    this.outcome = options.outcome ?? 'notApplied';
  }
}

/**
 * A void by the authorization's idempotency key, for an authorize whose answer was lost (a processor's "technical
 * cancel"): `voided` when an authorization was held under the key; `notHeld` when none was — and none will be: a later
 * authorize under the key answers declined.
 */
export type KeyVoidResult = VoidResult | { status: 'notHeld'; authorizationId: null };

/**
 * The queue policy of a job that pushes money to a debit card (draws, a renewal's cash out — decision 057): expiry
 * above the slow test card's 35 s; a crashed run is re-run after it (a push is idempotent by its key).
 */
export const PUSH_TO_CARD_JOB_POLICY = {
  retryLimit: 5,
  retryDelay: 1,
  retryBackoff: true,
  expireInSeconds: 60,
} as const;

export interface CardProcessorPort {
  /** starts a hosted form session for the page origin */
  createCardForm(input: {
    transactionType: string;
    origin: string;
    profileId: string | null;
    now: Date;
  }): Promise<CardFormSession>;
  /** the card a completed form produced, with the form's transaction type; null when unknown, expired or not completed */
  cardForTransaction(
    transactionUuid: string,
    profileId: string | null,
    now: Date,
  ): Promise<(TokenizedCard & { transactionType: string }) | null>;
  /** the card behind a token; null when unknown */
  cardForToken(token: string): Promise<TokenizedCard | null>;
  lookupBin(bin8: string): Promise<{
    cardType: ProcessorCardType | null;
    fundingType: CardFundingType | null;
    canDisburse: boolean;
  }>;
  /**
   * Charges `amountCents` to the token, once per idempotency key. Throws ProcessorUnavailableError
   * on a processor fault (nothing charged; retry with the same key).
   */
  authorize(input: {
    token: string;
    amountCents: number;
    idempotencyKey: string;
    now: Date;
  }): Promise<AuthorizationResult>;
  /**
   * Voids (reverses) an authorization before it settles: the borrower is not charged and the hold is released.
   * Idempotent: voiding again answers the first void; a later authorize with the same key answers declined.
   * Throws ProcessorUnavailableError on a processor fault (retry), an Error for an unknown authorization.
   */
  voidAuthorization(input: { authorizationId: string; now: Date }): Promise<VoidResult>;
  /** Voids what was authorized under `idempotencyKey`, if anything, and closes the key (KeyVoidResult). Idempotent. */
  voidByKey(input: { idempotencyKey: string; now: Date }): Promise<KeyVoidResult>;
  /**
   * Sends `amountCents` to a debit card's token (push to card), once per idempotency key: the same key
   * again answers the first outcome. A card that cannot receive funds is declined. Throws
   * ProcessorUnavailableError on a processor fault (nothing sent; retry with the same key).
   */
  pushToCard(input: {
    token: string;
    amountCents: number;
    idempotencyKey: string;
    now: Date;
  }): Promise<DisbursementResult>;
}
