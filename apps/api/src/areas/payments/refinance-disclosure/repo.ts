/** SQL of the refinance disclosure's acknowledgements (POST /disclosureacknowledgement). */
import type { DbOrTx } from '../../../db/client';
import { disclosureAcknowledgements } from '../../../db/schema';

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
