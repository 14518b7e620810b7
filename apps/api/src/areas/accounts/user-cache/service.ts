/** GET/POST /usercache: a small JSON object kept per customer record; only the caller's own. */
import type { TUserCacheResponse } from '@lender/contract';
import type { Clock } from '../../../lib/clock';
import { ForbiddenError, NotFoundError } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/authenticate';
import type { UserCacheRepo } from './repo';

/** The caller's customer record and the id it is shown by; refuses any other customer id. */
export function ownCustomer(
  auth: AuthContext,
  customerId: string | undefined,
): { recordId: string; displayId: string } {
  if (!auth.customerId) throw new NotFoundError('Failed to get customer details');
  const displayId = auth.tlxeCustomerId ?? auth.nlsCustomerId ?? auth.customerId;
  const own = [auth.customerId, auth.tlxeCustomerId, auth.nlsCustomerId].filter(
    (id): id is string => Boolean(id),
  );
  if (customerId !== undefined && !own.includes(customerId)) throw new ForbiddenError();
  return { recordId: auth.customerId, displayId: customerId ?? displayId };
}

export function createUserCacheService({
  repo,
  clock,
}: {
  repo: Pick<UserCacheRepo, 'read' | 'write'>;
  clock: Clock;
}) {
  return {
    async read(auth: AuthContext, customerId?: string): Promise<TUserCacheResponse> {
      const customer = ownCustomer(auth, customerId);
      const row = await repo.read(customer.recordId);
      return {
        customerId: customer.displayId,
        value: row?.value ?? null,
        updatedAt: row ? row.updatedAt.toISOString() : null,
      };
    },
    async write(
      auth: AuthContext,
      customerId: string | undefined,
      value: Record<string, unknown>,
    ): Promise<TUserCacheResponse> {
      const customer = ownCustomer(auth, customerId);
      const now = clock();
      await repo.write(customer.recordId, value, now);
      return { customerId: customer.displayId, value, updatedAt: now.toISOString() };
    },
  };
}

export type UserCacheService = ReturnType<typeof createUserCacheService>;
