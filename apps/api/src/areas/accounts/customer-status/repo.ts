/** Personal-property pickup requests of repossessed vehicles (PUT /repoInfo). */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { repoPickupRequests } from '../../../db/schema';

export function createCustomerStatusRepo(db: DbOrTx) {
  return {
    async pickupOf(loanId: string) {
      const [row] = await db
        .select()
        .from(repoPickupRequests)
        .where(eq(repoPickupRequests.loanId, loanId));
      return row;
    },
    async savePickup(input: {
      loanId: string;
      profileId: string;
      requested: boolean;
      preferredDate: string | null;
      contactPhone: string | null;
      now: Date;
    }) {
      const { now, ...values } = input;
      await db
        .insert(repoPickupRequests)
        .values({ ...values, requestedAt: now })
        .onConflictDoUpdate({
          target: repoPickupRequests.loanId,
          set: { ...values, requestedAt: now },
        });
    },
  };
}

export type CustomerStatusRepo = ReturnType<typeof createCustomerStatusRepo>;
