/** SQL of the refinance disclosure's acknowledgements (POST /disclosureacknowledgement). */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  disclosureAcknowledgements,
  identities,
  renewalSignatureRequests,
} from '../../../db/schema';

export type NewDisclosureAcknowledgement = typeof disclosureAcknowledgements.$inferInsert;
export type DisclosureAcknowledgementRow = typeof disclosureAcknowledgements.$inferSelect;

export function createDisclosureAcknowledgementsRepo(db: DbOrTx) {
  return {
    async insert(values: NewDisclosureAcknowledgement): Promise<DisclosureAcknowledgementRow> {
      const [row] = await db.insert(disclosureAcknowledgements).values(values).returning();
      return row!;
    },
  };
}
export type DisclosureAcknowledgementsRepo = ReturnType<
  typeof createDisclosureAcknowledgementsRepo
>;

/** SQL of decision 054's requests to sign a renewal: one per signed envelope, and where the asked party's email is. */
export function createSignatureRequestsRepo(db: DbOrTx) {
  return {
    /** Records the request of this envelope; false when it was already recorded (the message went then). */
    async record(values: typeof renewalSignatureRequests.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(renewalSignatureRequests)
        .values(values)
        .onConflictDoNothing({ target: renewalSignatureRequests.envelopeId })
        .returning({ envelopeId: renewalSignatureRequests.envelopeId });
      return rows.length > 0;
    },
    /** The profile's sign-in email, or null when it signs in by phone only. */
    async emailOf(profileId: string): Promise<string | null> {
      const [row] = await db
        .select({ value: identities.value })
        .from(identities)
        .where(and(eq(identities.profileId, profileId), eq(identities.kind, 'email')))
        .limit(1);
      return row?.value ?? null;
    },
  };
}
export type SignatureRequestsRepo = ReturnType<typeof createSignatureRequestsRepo>;
