/**
 * The co-signer's verification is the consumed 'alternatePayment' code row itself: on success its
 * subject gains verifiedAt and verifiedUntil (ISO instants). A code replaced by a newer one is also
 * consumed, but never carries verifiedUntil, so it never counts as a verification.
 */
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { verificationCodes } from '../../../db/schema';

export const ALTERNATE_CODE_PURPOSE = 'alternatePayment' as const;

export function createAlternateVerificationRepo(db: DbOrTx) {
  const ofProfile = (profileId: string) =>
    and(
      eq(verificationCodes.profileId, profileId),
      eq(verificationCodes.purpose, ALTERNATE_CODE_PURPOSE),
    );
  return {
    /** Records the verification on the code row the caller just used up (found by its reference). */
    async markVerified(input: {
      profileId: string;
      codeRef: string;
      verifiedAt: Date;
      verifiedUntil: Date;
    }): Promise<boolean> {
      const patch = {
        verifiedAt: input.verifiedAt.toISOString(),
        verifiedUntil: input.verifiedUntil.toISOString(),
      };
      const rows = await db
        .update(verificationCodes)
        .set({
          subject: sql`coalesce(${verificationCodes.subject}, '{}'::jsonb) || ${JSON.stringify(patch)}::jsonb`,
        })
        .where(
          and(
            ofProfile(input.profileId),
            isNotNull(verificationCodes.consumedAt),
            sql`${verificationCodes.subject} ->> 'codeRef' = ${input.codeRef}`,
          ),
        )
        .returning({ id: verificationCodes.id });
      return rows.length === 1;
    },
    /** The end of the newest verification of this profile for this loan that is live at `now`, or null. */
    async liveVerificationUntil(
      profileId: string,
      loanId: string,
      now: Date,
    ): Promise<Date | null> {
      const until = sql<string>`(${verificationCodes.subject} ->> 'verifiedUntil')`;
      const at = sql<string>`(${verificationCodes.subject} ->> 'verifiedAt')`;
      const [row] = await db
        .select({ until })
        .from(verificationCodes)
        .where(
          and(
            ofProfile(profileId),
            isNotNull(verificationCodes.consumedAt),
            sql`${verificationCodes.subject} ->> 'loanId' = ${loanId}`,
            sql`${at}::timestamptz <= ${now.toISOString()}::timestamptz`,
            sql`${until}::timestamptz > ${now.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(desc(verificationCodes.id))
        .limit(1);
      return row ? new Date(row.until) : null;
    },
  };
}

export type AlternateVerificationRepo = ReturnType<typeof createAlternateVerificationRepo>;
