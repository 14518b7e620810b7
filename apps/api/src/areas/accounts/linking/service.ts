/**
 * GET /customer links the unlinked customer record matching every verification field to the
 * caller's profile; POST/PUT/GET /replaceCustomer replace the linked record after re-verification.
 * A wrong field, or a record another profile holds, is the same 404; failures are throttled.
 */
import { retryAfterSeconds } from '@lender/domain';
import type {
  TAccountVerification,
  TLinkCustomerResponse,
  TLinkedCustomer,
  TReplaceCustomerResponse,
} from '@lender/contract';
import type { CustomerRecord, LoanSystemRegistry } from '../../../integrations/loan-systems';
import type { Clock } from '../../../lib/clock';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/authenticate';
import { NO_MATCHING_ACCOUNT_MESSAGE, TooManyAttemptsError } from './errors';
import type { LinkingRepo } from './repo';

export const LINK_MAX_FAILURES = 5;
export const LINK_WINDOW_MINUTES = 15;
export const REPLACEMENT_TTL_MINUTES = 30;
const MINUTE_MS = 60_000;
const LINK_WINDOW_MS = LINK_WINDOW_MINUTES * MINUTE_MS;

export interface LinkingServiceDeps {
  loans: Pick<LoanSystemRegistry, 'adapters' | 'listLoans'>;
  repo: Pick<
    LinkingRepo,
    | 'failuresSince'
    | 'recordAttempt'
    | 'keepCustomerCopy'
    | 'link'
    | 'createReplacement'
    | 'pendingReplacement'
    | 'cancelReplacement'
    | 'completeReplacement'
  >;
  clock: Clock;
}

const dobOf = (yyyymmdd: string) =>
  `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;

export function createLinkingService({ loans, repo, clock }: LinkingServiceDeps) {
  async function summary(record: CustomerRecord): Promise<TLinkedCustomer> {
    const held = (await loans.listLoans(record.customerIds)).filter(
      (loan) => loan.borrower.recordId === record.recordId,
    );
    return {
      customerId: record.customerIds.TLXe ?? record.customerIds.NLS ?? record.customerId,
      customerIds: record.customerIds,
      customerName: `${record.firstName} ${record.lastName}`,
      lmsIds: held.map((loan) => loan.lmsId),
      brands: [...new Set(held.map((loan) => loan.brandCode))].sort(),
    };
  }

  /** The unlinked record matching every field; counts failures and throttles. */
  async function verify(auth: AuthContext, fields: TAccountVerification): Promise<CustomerRecord> {
    const now = clock();
    const failures = await repo.failuresSince(
      auth.profileId,
      new Date(now.getTime() - LINK_WINDOW_MS),
    );
    if (failures.count >= LINK_MAX_FAILURES) {
      // a sliding window: another try is possible once the oldest counted failure leaves it
      const windowStartMs = failures.oldestAt?.getTime() ?? now.getTime();
      throw new TooManyAttemptsError(
        retryAfterSeconds({ count: failures.count, windowStartMs }, LINK_WINDOW_MS, now.getTime()),
      );
    }
    const verification = {
      phone: fields.phoneNumber,
      dob: dobOf(fields.dateOfBirth),
      ssn: fields.ssn.replace(/-/g, ''),
      loanNumber: fields.loanId,
    };
    const found = (
      await Promise.all(loans.adapters.map((adapter) => adapter.findCustomerForLink(verification)))
    ).find((record) => record !== null);
    const usable =
      found && (found.profileId === null || found.profileId === auth.profileId) ? found : null;
    await repo.recordAttempt(auth.profileId, usable !== null, now);
    if (!usable) throw new NotFoundError(NO_MATCHING_ACCOUNT_MESSAGE);
    // the app's own copy of the record, which its profile, session and screens read: behind the loan-systems service
    // the app holds none until the record is first linked (decision 076)
    await repo.keepCustomerCopy(usable, now);
    return usable;
  }

  async function replacementView(
    row: {
      id: string;
      currentCustomerId: string | null;
      newCustomerId: string;
      state: 'pending' | 'completed' | 'cancelled';
      expiresAt: Date;
    },
    current: CustomerRecord | null,
    next: CustomerRecord,
  ) {
    return {
      requestId: row.id,
      current: current ? await summary(current) : null,
      replacement: await summary(next),
      state: row.state,
      expiresAt: row.expiresAt.toISOString(),
    };
  }

  async function currentRecord(auth: AuthContext): Promise<CustomerRecord | null> {
    return auth.customerId ? findRecord(auth.customerId) : null;
  }

  return {
    async link(
      auth: AuthContext,
      query: TAccountVerification & { cognitoUserId: string },
    ): Promise<TLinkCustomerResponse> {
      if (query.cognitoUserId !== auth.profileId) throw new ForbiddenError();
      if (auth.customerId)
        throw new ConflictError(
          'This profile is already linked to an account. Replace the account instead.',
        );
      const record = await verify(auth, query);
      if (!(await repo.link(auth.profileId, record.recordId)))
        throw new NotFoundError(NO_MATCHING_ACCOUNT_MESSAGE);
      return { linked: true, ...(await summary({ ...record, profileId: auth.profileId })) };
    },

    async requestReplacement(
      auth: AuthContext,
      fields: TAccountVerification,
    ): Promise<TReplaceCustomerResponse> {
      const current = await currentRecord(auth);
      if (!current)
        throw new ConflictError(
          'This profile has no linked account to replace. Link an account instead.',
        );
      const next = await verify(auth, fields);
      if (next.recordId === current.recordId)
        throw new ConflictError('This account is already linked to your profile.');
      const now = clock();
      const row = await repo.createReplacement({
        profileId: auth.profileId,
        currentCustomerId: current.recordId,
        newCustomerId: next.recordId,
        expiresAt: new Date(now.getTime() + REPLACEMENT_TTL_MINUTES * MINUTE_MS),
        now,
      });
      return { replacement: await replacementView(row, current, next) };
    },

    async pending(auth: AuthContext): Promise<TReplaceCustomerResponse> {
      const row = await repo.pendingReplacement(auth.profileId, clock());
      if (!row) return { replacement: null };
      const next = await findRecord(row.newCustomerId);
      return {
        replacement: next ? await replacementView(row, await currentRecord(auth), next) : null,
      };
    },

    async decide(
      auth: AuthContext,
      requestId: string,
      confirm: boolean,
    ): Promise<TReplaceCustomerResponse> {
      const now = clock();
      const row = await repo.pendingReplacement(auth.profileId, now);
      if (!row || row.id !== requestId)
        throw new NotFoundError('No pending account replacement was found.');
      const current = await currentRecord(auth);
      const next = await findRecord(row.newCustomerId);
      if (!next) throw new NotFoundError(NO_MATCHING_ACCOUNT_MESSAGE);
      if (!confirm)
        return {
          replacement: await replacementView(
            await repo.cancelReplacement(row.id, now),
            current,
            next,
          ),
        };
      const done = await repo.completeReplacement(row, now);
      if (!done) throw new ConflictError('The account can no longer be linked to your profile.');
      return {
        replacement: await replacementView(done, current, { ...next, profileId: auth.profileId }),
      };
    },
  };

  async function findRecord(recordId: string): Promise<CustomerRecord | null> {
    for (const adapter of loans.adapters) {
      const record = await adapter.customerRecord(recordId);
      if (record) return record;
    }
    return null;
  }
}

export type LinkingService = ReturnType<typeof createLinkingService>;
