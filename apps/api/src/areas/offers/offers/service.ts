/**
 * GET /offers (spec §7, §3 Offer): the signed-in customer's offers from the loan systems, each with its target
 * loan's number, brand and balance, whether it has expired (domain isSettlementOfferExpired: docExp before now)
 * and a settlement offer's step and what is left to pay of it (decision 045). Only the customer an offer is for sees it.
 */
import {
  OfferId,
  isSettlementOfferExpired,
  settlementRemainingCents,
  settlementStep,
} from '@lender/domain';
import type { TOffer, TOffersResponse } from '@lender/contract';
import type {
  LoanSystemOffers,
  LoanSystemRegistry,
  OfferRecord,
} from '../../../integrations/loan-systems';
import type { Clock } from '../../../lib/clock';
import type { AuthContext } from '../../../plugins/authenticate';
import { signedAccountOf, type SettlementsRepo } from '../settlement';

export interface OffersServiceDeps {
  loans: Pick<LoanSystemRegistry, 'findLoan'>;
  offers: Pick<LoanSystemOffers, 'offersOf' | 'offer'>;
  settlements: Pick<SettlementsRepo, 'ofOffer' | 'signedOf'>;
  clock: Clock;
}

const OFFER_IDS: readonly number[] = [OfferId.Settlement, OfferId.Appraisal, OfferId.Widget];

export function createOffersService({ loans, offers, settlements, clock }: OffersServiceDeps) {
  async function toOffer(record: OfferRecord, now: Date): Promise<TOffer> {
    const loan = record.targetLoanId ? await loans.findLoan(record.targetLoanId) : null;
    const isSettlement = record.offerTypeId === OfferId.Settlement;
    const row = isSettlement ? await settlements.ofOffer(record.offerKey) : undefined;
    const facts = {
      docExp: record.docExp,
      docSigned: Boolean(row?.docSignedAt),
      paymentMade: Boolean(row?.paymentMadeAt),
    };
    // once signed, what is left after the payments toward it (decision 045); before, the offer's sum (at most the balance)
    const signed =
      isSettlement && facts.docSigned && loan
        ? await signedAccountOf(settlements, { offers, findLoan: loans.findLoan }, loan.loanId)
        : undefined;
    const account = signed?.account ?? {
      settlementAmountCents: record.settlementAmountCents ?? 0,
      paidCents: 0,
      payoffCents: loan?.payoffCents ?? 0,
    };
    const settlementRemaining =
      !isSettlement || record.settlementAmountCents === null
        ? null
        : facts.paymentMade
          ? 0
          : settlementRemainingCents(account);
    return {
      offerKey: record.offerKey,
      offerId: record.offerTypeId as TOffer['offerId'],
      targetLoanId: record.targetLoanId,
      targetLmsId: loan?.lmsId ?? null,
      brandName: loan?.brandCode ?? null,
      settlementAmountCents: record.settlementAmountCents,
      settlementRemainingCents: settlementRemaining,
      balanceCents: loan ? loan.payoffCents : null,
      qualifiedAmountCents: record.qualifiedAmountCents,
      minLoanAmountCents: record.minLoanAmountCents,
      maxLoanAmountCents: record.maxLoanAmountCents,
      collateral: record.collateral,
      applicationId: record.offerTypeId === OfferId.Appraisal ? record.applicationId : null,
      declined: record.declinedAt !== null,
      docExp: record.docExp.toISOString(),
      expired: isSettlementOfferExpired(record.docExp, now),
      settlementStep: isSettlement ? settlementStep(facts, now) : null,
    };
  }

  return {
    async list(auth: AuthContext): Promise<TOffersResponse> {
      if (!auth.customerId) return { offers: [] };
      const now = clock();
      const records = (await offers.offersOf(auth.customerId)).filter((record) =>
        OFFER_IDS.includes(record.offerTypeId),
      );
      return { offers: await Promise.all(records.map((record) => toOffer(record, now))) };
    },
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
