/** The built-in ledger's offers (the seeded `offers` table): a customer's, one by key, a loan's settlement offer. */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { offers, OfferTypeId } from '../../../db/schema';
import { lazily, perDatabase } from '../../../lib/prepared';
import type { LoanSystemOffers, OfferRecord } from '../port';

type OfferRow = typeof offers.$inferSelect;

const toRecord = (row: OfferRow): OfferRecord => ({
  offerKey: row.id,
  offerTypeId: row.offerTypeId,
  customerId: row.customerId,
  targetLoanId: row.targetLoanId,
  settlementAmountCents: row.settlementAmountCents,
  qualifiedAmountCents: row.qualifiedAmountCents,
  minLoanAmountCents: row.minLoanAmountCents,
  maxLoanAmountCents: row.maxLoanAmountCents,
  collateral: row.collateral
    ? { year: row.collateral.year, make: row.collateral.make, model: row.collateral.model }
    : null,
  docExp: row.docExp,
  vin: row.collateral?.vin ?? null,
  applicationId: row.applicationId,
  storeId: row.storeId,
  disbursementOptions: row.disbursementOptions,
  declinedAt: row.declinedAt,
  acceptedAt: row.acceptedAt,
  productCode: row.productCode,
});

/** A payment's read of the loan's settlement offer, prepared once per connection (lib/prepared.ts). */
const prepared = perDatabase((db: DbOrTx) =>
  lazily({
    settlementOfferOn: () =>
      db
        .select()
        .from(offers)
        .where(
          and(
            eq(offers.targetLoanId, sql.placeholder('loanId')),
            eq(offers.offerTypeId, OfferTypeId.settlement),
          ),
        )
        .orderBy(desc(offers.id))
        .limit(1)
        .prepare('ledger_settlement_offer_on'),
  }),
);

export function createLedgerOffers(db: DbOrTx): LoanSystemOffers {
  return {
    async offersOf(customerId) {
      const rows = await db
        .select()
        .from(offers)
        .where(eq(offers.customerId, customerId))
        .orderBy(offers.id);
      return rows.map(toRecord);
    },
    async offer(offerKey) {
      const [row] = await db.select().from(offers).where(eq(offers.id, offerKey));
      return row ? toRecord(row) : null;
    },
    async settlementOfferOn(loanId) {
      const [row] = await prepared(db).settlementOfferOn.execute({ loanId });
      return row ? toRecord(row) : null;
    },
    async appraisalOfApplication(applicationId) {
      const [row] = await db
        .select()
        .from(offers)
        .where(
          and(
            eq(offers.applicationId, applicationId),
            eq(offers.offerTypeId, OfferTypeId.appraisal),
          ),
        )
        .orderBy(desc(offers.id))
        .limit(1);
      return row ? toRecord(row) : null;
    },
    async setAppraisalStatus(offerKey, status, now) {
      if (status === 'declined')
        await db
          .update(offers)
          .set({ declinedAt: now })
          .where(and(eq(offers.id, offerKey), isNull(offers.declinedAt)));
      else
        await db
          .update(offers)
          .set({ acceptedAt: now })
          .where(and(eq(offers.id, offerKey), isNull(offers.acceptedAt)));
    },
  };
}
