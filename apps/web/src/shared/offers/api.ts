/**
 * GET /offers (spec §7 Offers): the signed-in customer's offers, short cache tier. The menu badge, the Offers
 * screens, the loan's details and MakePayment all read this one query; settling or signing invalidates it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOffer } from '@lender/contract';
import { OfferId } from '@lender/domain';
import { apiGet } from '../http/client';
import { cacheTier } from '../query/cache-tiers';
import { shellSchema } from '../http/shell-schema';

/** The prefix of the offers' keys: a payment, a signature or an answer to an appraisal refreshes them. */
export const offerKeys = {
  all: ['offers'] as const,
};

export const offersQuery = () =>
  queryOptions({
    queryKey: [...offerKeys.all, 'list'] as const,
    queryFn: ({ signal }) =>
      apiGet('/offers', shellSchema('ZOffersResponseSchema'), { signal, retryOnce: true }),
    ...cacheTier('short'),
  });

export const useOffers = (enabled = true) => useQuery({ ...offersQuery(), enabled });

/** The loan's settlement offer still to act on (sign or pay), if any. */
export function openSettlementOfferOn(
  offers: readonly TOffer[] | undefined,
  loanId: string,
): TOffer | undefined {
  return offers?.find(
    (offer) =>
      offer.offerId === OfferId.Settlement &&
      offer.targetLoanId === loanId &&
      (offer.settlementStep === 'sign' || offer.settlementStep === 'pay'),
  );
}

/** The loan's open settlement offer, for the loan's pages (AccountDetails, MakePayment). */
export function useSettlementOfferOn(loanId: string, enabled = true): TOffer | undefined {
  return openSettlementOfferOn(useOffers(enabled && loanId !== '').data?.offers, loanId);
}

/** An appraisal offer that may still be taken online (not ended, not said no to, with its application). */
export const isOpenAppraisal = (offer: TOffer): boolean =>
  offer.offerId === OfferId.Appraisal &&
  !offer.expired &&
  !offer.declined &&
  offer.applicationId !== null;

/** The first appraisal offer that may still be taken, for the Dashboard's empty state. */
export function useOpenAppraisalOffer(enabled = true): TOffer | undefined {
  return useOffers(enabled).data?.offers.find(isOpenAppraisal);
}
