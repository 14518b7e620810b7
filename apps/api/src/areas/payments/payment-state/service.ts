/**
 * Spec §7 Payment: the payment remote state ("post username plus encoded state and route; clearing
 * sends an empty value") at GET/POST /paymentRemoteState, and GET /nextBusinessDate (lmsId).
 */
import type { TPaymentRemoteState } from '@lender/contract';
import {
  DEFAULT_TIME_ZONE,
  nextBusinessDate,
  normalizeUsername,
  paymentPostingDate,
  zonedParts,
} from '@lender/domain';
import type { LoanRecord, LoanSystemRegistry } from '../../../integrations/loan-systems';
import type { Clock } from '../../../lib/clock';
import { ForbiddenError, NotFoundError } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/authenticate';
import { callerCustomerIds, LOAN_NOT_FOUND_MESSAGE } from '../../accounts';
import type { PaymentStateRepo, StateOwner } from './repo';

export const NOT_YOUR_USERNAME_MESSAGE = 'The username is not yours.';
export const GUEST_ROUTE_MESSAGE = 'This link is valid for one loan only.';

/** Whose state the caller reaches: a guest session only its own (never the link owner's), a user the profile's. */
const ownerOf = (auth: AuthContext): StateOwner =>
  auth.scope === 'guest' ? { guestSessionId: auth.sessionId } : { profileId: auth.profileId };

/** A guest session saves only a state whose route is inside its link's loan. */
function withinGuestLoan(auth: AuthContext, route: string): boolean {
  if (auth.scope !== 'guest') return true;
  const segment = `/Accounts/${auth.guest?.loanId ?? '-'}`;
  return route.endsWith(segment) || route.includes(`${segment}/`);
}

export interface PaymentStateDeps {
  repo: Pick<PaymentStateRepo, 'find' | 'save' | 'remove' | 'usernamesOf'>;
  loans: Pick<LoanSystemRegistry, 'findLoan' | 'listLoans'>;
  clock: Clock;
}

export function createPaymentStateService({ repo, loans, clock }: PaymentStateDeps) {
  /** The loan with this loan number that the caller reaches: a guest only its link's loan. */
  async function loanByLmsId(auth: AuthContext, lmsId: string): Promise<LoanRecord> {
    const candidates =
      auth.scope === 'guest'
        ? [await loans.findLoan(auth.guest?.loanId ?? '')]
        : await loans.listLoans(callerCustomerIds(auth));
    const loan = candidates.find((candidate) => candidate?.lmsId === lmsId);
    if (!loan) throw new NotFoundError(LOAN_NOT_FOUND_MESSAGE);
    return loan;
  }

  return {
    async getState(auth: AuthContext): Promise<TPaymentRemoteState> {
      const row = await repo.find(ownerOf(auth));
      if (!row) return { state: null, route: null };
      return { state: row.state, route: row.route };
    },

    /**
     * Saves the caller's state and route; an empty state clears them. The username must be the
     * caller's own; a guest saves (and clears) only its session's own state, with a route inside its link's loan.
     */
    async saveState(
      auth: AuthContext,
      body: { username: string; state: string; route: string },
    ): Promise<TPaymentRemoteState> {
      const given = normalizeUsername(body.username);
      const own = await repo.usernamesOf(auth.profileId);
      if (
        given.value === '' ||
        !own.some((identity) => identity.kind === given.kind && identity.value === given.value)
      )
        throw new ForbiddenError(NOT_YOUR_USERNAME_MESSAGE);
      if (body.state === '') {
        await repo.remove(ownerOf(auth));
        return { state: null, route: null };
      }
      if (!withinGuestLoan(auth, body.route)) throw new ForbiddenError(GUEST_ROUTE_MESSAGE);
      await repo.save(ownerOf(auth), {
        username: given.value,
        state: body.state,
        route: body.route,
        now: clock(),
      });
      return { state: body.state, route: body.route };
    },

    /**
     * The next business date after today in the business time zone, and the posting date of a payment
     * made now (the one the ledger will use), for a loan the caller reaches.
     */
    async nextBusinessDate(
      auth: AuthContext,
      lmsId: string,
    ): Promise<{ businessDate: string; postingDate: string }> {
      await loanByLmsId(auth, lmsId);
      const now = clock();
      return {
        businessDate: nextBusinessDate(zonedParts(now, DEFAULT_TIME_ZONE).date),
        postingDate: paymentPostingDate(now),
      };
    },
  };
}

export type PaymentStateService = ReturnType<typeof createPaymentStateService>;
