/**
 * The appraisal offer an origination is made from (spec §3 Offer, decision 025), read through the loan systems'
 * offers with its store and its disbursement options. Only the customer the offer is for reaches it (a guest
 * session never); anyone else, or an offer that is not a complete appraisal, is a 404.
 */
import { OfferId, type DisbursementOptions } from '@lender/domain';
import type { LoanSystemOffers, OfferRecord } from '../../../integrations/loan-systems';
import type { AuthContext } from '../../../plugins/authenticate';
import { originationErrors as errors } from './errors';
import type { OriginationsRepo, StoreRow } from './repo';

const NO_OPTIONS: DisbursementOptions = {
  isDebitDisbursementAvailable: false,
  isMoneyGramDisbursementAvailable: false,
  isStoreDisbursementAvailable: false,
};

/** An appraisal offer with what an origination needs of it. */
export interface Appraisal {
  offer: OfferRecord & {
    applicationId: string;
    storeId: number;
    minLoanAmountCents: number;
    maxLoanAmountCents: number;
    qualifiedAmountCents: number;
  };
  store: StoreRow;
  options: DisbursementOptions;
}

export interface AppraisalDeps {
  repo: Pick<OriginationsRepo, 'store'>;
  offers: Pick<LoanSystemOffers, 'offer' | 'appraisalOfApplication'>;
}

/** The caller's own appraisal offer by its application or by its id. */
export function ownAppraisals({ repo, offers }: AppraisalDeps) {
  /** The caller's own appraisal offer (the customer it is for; a guest session never), else 404. */
  async function ownAppraisal(auth: AuthContext, offer: OfferRecord | null): Promise<Appraisal> {
    if (
      !offer ||
      auth.scope !== 'user' ||
      !auth.customerId ||
      offer.customerId !== auth.customerId ||
      offer.offerTypeId !== OfferId.Appraisal
    )
      throw errors.notFound();
    const { applicationId, storeId, minLoanAmountCents, maxLoanAmountCents, qualifiedAmountCents } =
      offer;
    if (
      !applicationId ||
      storeId === null ||
      minLoanAmountCents === null ||
      maxLoanAmountCents === null ||
      qualifiedAmountCents === null
    )
      throw errors.notFound();
    const store = await repo.store(storeId);
    if (!store) throw errors.notFound();
    return {
      offer: {
        ...offer,
        applicationId,
        storeId,
        minLoanAmountCents,
        maxLoanAmountCents,
        qualifiedAmountCents,
      },
      store,
      options: offer.disbursementOptions ?? NO_OPTIONS,
    };
  }
  return {
    appraisalOfApplication: async (auth: AuthContext, applicationId: string) =>
      ownAppraisal(auth, await offers.appraisalOfApplication(applicationId)),
    appraisalById: async (auth: AuthContext, appraisalId: number) =>
      ownAppraisal(auth, await offers.offer(appraisalId)),
  };
}
