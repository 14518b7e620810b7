/**
 * GET/POST /loanlock (with the alternate-party lockout) and GET/POST /addOnLock (spec §4, §7).
 * Locks are rows with an expiry; an expired lock is free. Each loan id is authorized first.
 */
import type {
  TAddOnLockRequest,
  TAddOnLockResponse,
  TAddOnLockStatusResponse,
  TLoanLockListResponse,
  TLoanLockState,
  TLoanLockResponse,
  TLoanLockType,
} from '@lender/contract';
import { ADD_ON_LOCKED_CODE, LOCATION_ERROR_CODES } from '@lender/contract';
import {
  locationRefusal,
  locationRequirement,
  type LocationRefusal,
  type ServerSettings,
} from '@lender/domain';
import { usStateAt } from '../../../integrations/geo';
import type { LoanSystemRegistry } from '../../../integrations/loan-systems';
import type { Clock } from '../../../lib/clock';
import { CodedError, ForbiddenError, ValidationError } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/authenticate';
import { accessibleLoan } from '../accounts';
import type { LoanLocksRepo, LockRow } from './repo';

const MINUTE_MS = 60_000;
/** How long a lock lasts unless renewed or released. */
export const LOCK_TTL_MINUTES: Readonly<Record<TLoanLockType | 'addOn', number>> = {
  alternateParty: 15,
  payment: 15,
  refinance: 15,
  draw: 10,
  addOn: 30,
};
export const ADD_ON_LOCKED_MESSAGE = 'This loan is locked for an add-on. Please try again later.';

export interface LoanLocksServiceDeps {
  loans: Pick<LoanSystemRegistry, 'findLoan'>;
  /** the server settings (the GPS flags) */
  settings: () => Promise<ServerSettings>;
  repo: Pick<LoanLocksRepo, 'liveLocks' | 'tryAcquire' | 'release'>;
  clock: Clock;
}

function assertSelf(
  auth: AuthContext,
  profileId: string | undefined,
  customerId: string | undefined,
) {
  if (profileId !== undefined && profileId !== auth.profileId) throw new ForbiddenError();
  const own = [auth.customerId, auth.nlsCustomerId, auth.tlxeCustomerId].filter(Boolean);
  if (customerId !== undefined && !own.includes(customerId)) throw new ForbiddenError();
}

function stateOf(
  loanId: string,
  lockType: TLoanLockType,
  lock: LockRow | undefined,
  profileId: string,
): TLoanLockState {
  const mine = lock?.profileId === profileId;
  return {
    loanId,
    lockType,
    locked: Boolean(lock),
    lockedByMe: mine,
    lockedByName: lock && !mine ? (lock.holderFirstName ?? 'Another party') : null,
    expiresAt: lock ? lock.expiresAt.toISOString() : null,
  };
}

/** The location refusal as a 422 naming the rule (the spec's sentence for the state). */
function locationError(refusal: LocationRefusal): CodedError {
  return refusal.code === 'locationRequired'
    ? new CodedError(
        422,
        LOCATION_ERROR_CODES.locationRequired,
        'Your location is needed to continue. Turn on location for this site and try again.',
        'body.latitude',
      )
    : new CodedError(
        422,
        LOCATION_ERROR_CODES.outOfStoreState,
        'You must be located in the same state as your store to continue.',
        'body.latitude',
      );
}

export function createLoanLocksService({ loans, repo, clock, settings }: LoanLocksServiceDeps) {
  return {
    async list(
      auth: AuthContext,
      query: { loanIds: string[]; profileId?: string | undefined; lockType: TLoanLockType },
    ): Promise<TLoanLockListResponse> {
      assertSelf(auth, query.profileId, undefined);
      for (const loanId of query.loanIds) await accessibleLoan(loans, auth, loanId);
      const live = await repo.liveLocks(query.loanIds, query.lockType, clock());
      return {
        locks: query.loanIds.map((loanId) =>
          stateOf(
            loanId,
            query.lockType,
            live.find((lock) => lock.loanId === loanId),
            auth.profileId,
          ),
        ),
      };
    },

    async set(
      auth: AuthContext,
      body: {
        loanId: string;
        value: boolean;
        lockType: TLoanLockType;
        profileId?: string | undefined;
        customerId?: string | undefined;
        delete?: boolean | undefined;
      },
    ): Promise<TLoanLockResponse> {
      assertSelf(auth, body.profileId, body.customerId);
      await accessibleLoan(loans, auth, body.loanId);
      const now = clock();
      if (body.value && !body.delete) {
        const expiresAt = new Date(now.getTime() + LOCK_TTL_MINUTES[body.lockType] * MINUTE_MS);
        await repo.tryAcquire({
          loanId: body.loanId,
          lockType: body.lockType,
          profileId: auth.profileId,
          customerId: auth.customerId ?? null,
          expiresAt,
          now,
          renew: 'profile',
        });
      } else {
        await repo.release(body.loanId, body.lockType, auth.profileId);
      }
      const [lock] = await repo.liveLocks([body.loanId], body.lockType, now);
      const state = stateOf(body.loanId, body.lockType, lock, auth.profileId);
      return { ...state, alreadyLocked: state.locked && !state.lockedByMe };
    },

    async addOnStatus(auth: AuthContext, loanId: string): Promise<TAddOnLockStatusResponse> {
      await accessibleLoan(loans, auth, loanId);
      const [lock] = await repo.liveLocks([loanId], 'addOn', clock());
      return { loanId, isLocked: Boolean(lock) };
    },

    /**
     * The try-lock: 400 while another session holds a live add-on lock (spec: a 400 means locked) — the same
     * borrower on another device included; the holding session renews it. First the location check of the GPS
     * flags for add-on: a position outside the store's state, or none while forced, is a 422 (not "locked").
     */
    async tryAddOnLock(auth: AuthContext, body: TAddOnLockRequest): Promise<TAddOnLockResponse> {
      const { loan, isAlternate } = await accessibleLoan(loans, auth, body.loanId);
      if (isAlternate) throw new ForbiddenError('Only the borrower can add on to this loan.');
      if (body.storeId !== loan.storeId)
        throw new ValidationError('The store is not the loan’s store', 'body.storeId');
      const hasPosition = body.latitude !== undefined && body.longitude !== undefined;
      const refusal = locationRefusal({
        requirement: locationRequirement(await settings(), 'addOn'),
        hasPosition,
        positionState: hasPosition ? usStateAt(body.latitude!, body.longitude!) : null,
        storeState: loan.storeState,
      });
      if (refusal) throw locationError(refusal);
      const now = clock();
      const expiresAt = new Date(now.getTime() + LOCK_TTL_MINUTES.addOn * MINUTE_MS);
      const acquired = await repo.tryAcquire({
        loanId: body.loanId,
        lockType: 'addOn',
        profileId: auth.profileId,
        customerId: auth.customerId ?? null,
        storeId: body.storeId,
        sessionId: auth.sessionId,
        expiresAt,
        now,
        renew: 'session',
      });
      if (!acquired) throw new CodedError(400, ADD_ON_LOCKED_CODE, ADD_ON_LOCKED_MESSAGE);
      return { loanId: body.loanId, locked: true, expiresAt: expiresAt.toISOString() };
    },
  };
}

export type LoanLocksService = ReturnType<typeof createLoanLocksService>;
