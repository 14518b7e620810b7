/**
 * The sandbox card processor (DESIGN.md §7) over its own tables: hosted-form sessions that expire
 * after 15 minutes, a token vault that keeps only last 4, BIN, brand, expiry, names and the test
 * card's behaviour, and authorizations that are idempotent per key (one row per key: the same key
 * again answers the first outcome and bumps attempts; never two approved charges for a key). A void marks
 * an approved authorization voided once; the same key afterwards answers declined.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DbOrTx } from '../../db/client';
import type { AcceptedCard } from './form-validation';
import {
  ProcessorUnavailableError,
  type AuthorizationResult,
  type CardFormSession,
  type CardProcessorPort,
  type DisbursementResult,
  type KeyVoidResult,
  type TokenizedCard,
  type VoidResult,
} from './port';
import {
  createSandboxRepo,
  type AuthorizationRow,
  type CardFormRow,
  type VaultRow,
} from './sandbox-repo';
import { binInfo, declineReasonOf, DECLINE_REASONS } from './test-cards';

export const CARD_FORM_BASE_PATH = '/card-processor/form';
export const CARD_FORM_TTL_MS = 15 * 60_000;
/** The slow test card answers after this long by default: longer than the 30 s payment timeout. */
export const DEFAULT_SLOW_MS = 35_000;
export const UNKNOWN_TOKEN_REASON = 'Card not recognized';
/** A credit card cannot receive a push-to-card disbursement. */
export const CANNOT_RECEIVE_REASON = 'This card cannot receive funds';

export interface SandboxOptions {
  /** how long the slow test card (4000 0000 0000 3220) takes to approve */
  slowMs?: number;
}

/** The processor's token format. */
export const newSandboxToken = () => `tok_sandbox_${randomBytes(12).toString('hex')}`;

export type CardFormState =
  | { state: 'open'; form: CardFormRow }
  | { state: 'completed'; form: CardFormRow }
  | { state: 'expired' }
  | { state: 'unknown' };

export interface SandboxCardProcessor extends CardProcessorPort {
  /** where a hosted form session stands (the form pages use it) */
  formState(transactionUuid: string, now: Date): Promise<CardFormState>;
  /** stores an accepted card for an open form; false when the form is no longer open */
  completeForm(transactionUuid: string, card: AcceptedCard, now: Date): Promise<boolean>;
}

export function tokenizedCardOf(row: VaultRow): TokenizedCard {
  return {
    token: row.token,
    firstName: row.firstName,
    lastName: row.lastName,
    last4: row.last4,
    bin8: row.bin8,
    cardType: row.cardType,
    fundingType: row.fundingType,
    expirationMonth: row.expirationMonth,
    expirationYear: row.expirationYear,
    canDisburse: row.fundingType === 'debit',
  };
}

/** A repeated idempotency key with another token or amount: a caller bug, never a processor fault. */
export class IdempotencyKeyReuseError extends Error {
  constructor() {
    super('idempotency key reused with a different token or amount');
    this.name = 'IdempotencyKeyReuseError';
  }
}

/** The sandbox's store failing is the processor being unavailable (as a real gateway's 5xx or timeout is). */
async function available<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProcessorUnavailableError || error instanceof IdempotencyKeyReuseError)
      throw error;
    throw new ProcessorUnavailableError(
      `The card processor is unavailable: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

export const VOIDED_REASON = 'Authorization voided';

function resultOf(row: AuthorizationRow): AuthorizationResult {
  if (row.status === 'approved' && row.voidedAt)
    return { status: 'declined', authorizationId: row.id, reason: VOIDED_REASON };
  if (row.status === 'approved') return { status: 'approved', authorizationId: row.id };
  if (row.status === 'declined')
    return {
      status: 'declined',
      authorizationId: row.id,
      reason: row.declineReason ?? 'Card declined',
    };
  throw new ProcessorUnavailableError();
}

export function createSandboxCardProcessor(
  db: DbOrTx,
  options: SandboxOptions = {},
): SandboxCardProcessor {
  const repo = createSandboxRepo(db);
  const slowMs = options.slowMs ?? DEFAULT_SLOW_MS;

  /** The call that lost the insert race, or a retry: the stored outcome (an errorOnce retry approves). */
  async function repeat(
    idempotencyKey: string,
    input: { token: string; amountCents: number },
    now: Date,
  ): Promise<AuthorizationResult> {
    const approved = await repo.approveAfterError(idempotencyKey, now);
    const row = approved ?? (await repo.repeatAuthorization(idempotencyKey, now));
    if (!row) throw new ProcessorUnavailableError();
    // a key closed by voidByKey before this authorize: declined, whatever the card
    if (row.status === 'declined' && row.declineReason === VOIDED_REASON) return resultOf(row);
    if (row.token !== input.token || row.amountCents !== input.amountCents)
      throw new IdempotencyKeyReuseError();
    return resultOf(row);
  }

  return {
    async createCardForm({ transactionType, origin, profileId, now }): Promise<CardFormSession> {
      const row = await available(() =>
        repo.insertForm({
          transactionType,
          origin,
          profileId,
          expiresAt: new Date(now.getTime() + CARD_FORM_TTL_MS),
          createdAt: now,
        }),
      );
      return {
        transactionUuid: row.transactionUuid,
        formUrl: `${CARD_FORM_BASE_PATH}/${row.transactionUuid}`,
        expiresAt: row.expiresAt,
      };
    },

    async cardForTransaction(transactionUuid, profileId, now) {
      return available(async () => {
        const form = await repo.form(transactionUuid);
        if (
          !form?.token ||
          !form.completedAt ||
          form.expiresAt.getTime() <= now.getTime() ||
          form.profileId !== profileId
        )
          return null;
        const vault = await repo.vault(form.token);
        return vault ? { ...tokenizedCardOf(vault), transactionType: form.transactionType } : null;
      });
    },

    async cardForToken(token) {
      const vault = await available(() => repo.vault(token));
      return vault ? tokenizedCardOf(vault) : null;
    },

    async lookupBin(bin8) {
      return binInfo(bin8);
    },

    async authorize({ token, amountCents, idempotencyKey, now }): Promise<AuthorizationResult> {
      if (!Number.isInteger(amountCents) || amountCents <= 0)
        throw new Error('amountCents must be a positive integer');
      const vault = await available(() => repo.vault(token));
      if (vault?.behavior === 'slow') await sleep(slowMs);
      const reason = vault ? declineReasonOf(vault.behavior) : UNKNOWN_TOKEN_REASON;
      const status = vault?.behavior === 'errorOnce' ? 'error' : reason ? 'declined' : 'approved';
      const first = await available(() =>
        repo.insertAuthorization({
          idempotencyKey,
          token,
          amountCents,
          status,
          declineReason: reason,
          createdAt: now,
          updatedAt: now,
        }),
      );
      if (!first) return available(() => repeat(idempotencyKey, { token, amountCents }, now));
      return resultOf(first);
    },

    async voidAuthorization({ authorizationId, now }): Promise<VoidResult> {
      const row = await available(() => repo.voidAuthorization(authorizationId, now));
      if (!row) throw new Error(`unknown authorization ${authorizationId}`);
      if (row.status === 'error') throw new ProcessorUnavailableError();
      if (row.status === 'declined' || !row.voidedAt) return { status: 'notHeld', authorizationId };
      return { status: 'voided', authorizationId, voidedAt: row.voidedAt };
    },

    async voidByKey({ idempotencyKey, now }): Promise<KeyVoidResult> {
      const row = await available(() => repo.voidByKey(idempotencyKey, VOIDED_REASON, now));
      return row.status === 'approved' && row.voidedAt
        ? { status: 'voided', authorizationId: row.id, voidedAt: row.voidedAt }
        : { status: 'notHeld', authorizationId: null };
    },

    async pushToCard({ token, amountCents, idempotencyKey, now }): Promise<DisbursementResult> {
      if (!Number.isInteger(amountCents) || amountCents <= 0)
        throw new Error('amountCents must be a positive integer');
      const vault = await available(() => repo.vault(token));
      if (vault?.behavior === 'slow') await sleep(slowMs);
      const reason = !vault
        ? UNKNOWN_TOKEN_REASON
        : vault.fundingType !== 'debit'
          ? CANNOT_RECEIVE_REASON
          : declineReasonOf(vault.behavior);
      const status = vault?.behavior === 'errorOnce' ? 'error' : reason ? 'declined' : 'approved';
      const row = await available(() =>
        repo.disbursement({
          idempotencyKey,
          token,
          amountCents,
          status,
          declineReason: reason,
          createdAt: now,
          updatedAt: now,
        }),
      );
      if (row.token !== token || row.amountCents !== amountCents)
        throw new IdempotencyKeyReuseError();
      if (row.status === 'error') throw new ProcessorUnavailableError();
      return row.status === 'approved'
        ? { status: 'approved', disbursementId: row.id }
        : {
            status: 'declined',
            disbursementId: row.id,
            reason: row.declineReason ?? DECLINE_REASONS.decline,
          };
    },

    async formState(transactionUuid, now) {
      const form = await available(() => repo.form(transactionUuid));
      if (!form) return { state: 'unknown' };
      if (form.completedAt && form.token) return { state: 'completed', form };
      if (form.expiresAt.getTime() <= now.getTime()) return { state: 'expired' };
      return { state: 'open', form };
    },

    async completeForm(transactionUuid, card, now) {
      return available(() =>
        repo.completeForm(
          transactionUuid,
          { token: newSandboxToken(), ...card, createdAt: now },
          now,
        ),
      );
    },
  };
}

/** Approved push-to-card disbursements, of one token or all: referral tests assert one payout. */
export function approvedDisbursements(db: DbOrTx, token?: string) {
  return createSandboxRepo(db).approvedDisbursements(token);
}

/** Approved charges still standing (one per idempotency key, voided ones left out), of one token or all: payments tests assert one charge. */
export function approvedChargeCount(db: DbOrTx, token?: string): Promise<number> {
  return createSandboxRepo(db).approvedCount(token);
}
