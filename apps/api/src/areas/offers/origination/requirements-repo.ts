/** The spouse and demographics answers of an application (origination_requirements; decision 060). All SQL here. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { originationRequirements } from '../../../db/schema';

export type RequirementsRow = typeof originationRequirements.$inferSelect;
type Answer = Partial<Pick<RequirementsRow, 'married' | 'spouse' | 'demographics'>>;

export function createRequirementsRepo(db: DbOrTx) {
  return {
    async of(applicationId: string): Promise<RequirementsRow | null> {
      const [row] = await db
        .select()
        .from(originationRequirements)
        .where(eq(originationRequirements.applicationId, applicationId));
      return row ?? null;
    },
    /** One row per application: a second answer replaces the first (the same answer twice is one effect). */
    async save(applicationId: string, answer: Answer, now: Date): Promise<void> {
      await db
        .insert(originationRequirements)
        .values({ applicationId, ...answer, updatedAt: now })
        .onConflictDoUpdate({
          target: originationRequirements.applicationId,
          set: { ...answer, updatedAt: now },
        });
    },
  };
}
export type RequirementsRepo = ReturnType<typeof createRequirementsRepo>;
