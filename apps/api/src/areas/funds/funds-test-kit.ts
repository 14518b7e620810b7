/** Tests of draws: the add-on lock a draw needs, taken as the web does, and the wait for a draw's end. */
import { eq } from 'drizzle-orm';
import { vi } from 'vitest';
import { ZDrawStatusResponseSchema, type TDrawStatusResponse } from '@lender/contract';
import type { Database } from '../../db/client';
import { loans, stores } from '../../db/schema';
import type { CardsTestApp, Headers } from '../cards/test-kit';

/**
 * The add-on lock a draw needs, taken as the web does: the loan's store and a position at that store. `ledgerDb`: the
 * database holding the loan's row (the loan-systems service's when the app asks it over HTTP).
 */
export async function takeAddOnLock(
  target: CardsTestApp,
  who: Headers,
  loanId: string,
  ledgerDb: Database = target.database.db,
) {
  const [store] = await ledgerDb
    .select({ id: stores.id, latitude: stores.latitude, longitude: stores.longitude })
    .from(loans)
    .innerJoin(stores, eq(stores.id, loans.storeId))
    .where(eq(loans.id, loanId));
  return target.call(who, 'POST', '/addOnLock', {
    loanId,
    storeId: store!.id,
    latitude: Number(store!.latitude),
    longitude: Number(store!.longitude),
  });
}

/** Waits until GET /draw says the draw is no longer pending (its job runs on the queue): that answer. */
export function drawSettled(
  target: CardsTestApp,
  who: Headers,
  key: string,
  timeout = 15_000,
): Promise<TDrawStatusResponse> {
  return vi.waitFor(
    async () => {
      const status = ZDrawStatusResponseSchema.parse(
        (await target.call(who, 'GET', `/draw?key=${key}`)).json(),
      );
      if (status.pending) throw new Error('draw still pending');
      return status;
    },
    { timeout, interval: 50 },
  );
}
