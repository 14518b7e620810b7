/**
 * The borrower's answers to an appraisal offer besides taking the loan (spec §7): PUT /appraisalStatus takes it up or
 * says no (no while a loan from it is being made: 409), POST /phoneQueue asks her store to call her about it.
 */
import { parseStoreHours, phoneCallExpectedBy } from '@lender/domain';
import type { TPhoneQueueResponse } from '@lender/contract';
import type { LoanSystemOffers } from '../../../integrations/loan-systems';
import type { Clock } from '../../../lib/clock';
import type { AuthContext } from '../../../plugins/authenticate';
import type { ownAppraisals } from './appraisal';
import { originationErrors as errors } from './errors';
import type { OriginationsRepo } from './repo';

export function createOfferAnswers({
  repo,
  offers,
  clock,
  appraisalById,
}: {
  repo: OriginationsRepo;
  offers: Pick<LoanSystemOffers, 'setAppraisalStatus'>;
  clock: Clock;
  appraisalById: ReturnType<typeof ownAppraisals>['appraisalById'];
}) {
  return {
    /** PUT /appraisalStatus: the borrower takes the offer up or says no (no while a loan from it is being made: 409). */
    async appraisalStatus(
      auth: AuthContext,
      body: { appraisalId: number; status: 'accepted' | 'declined' },
    ) {
      const { offer } = await appraisalById(auth, body.appraisalId);
      if (
        body.status === 'declined' &&
        ((await repo.liveOf(offer.offerKey)) || (await repo.failedWithLoan(offer.offerKey)))
      )
        throw errors.declineInProgress();
      await offers.setAppraisalStatus(offer.offerKey, body.status, clock());
      return { appraisalId: offer.offerKey, status: body.status };
    },

    /** POST /phoneQueue: the store calls the borrower back about the offer; once while queued (the open entry again). */
    async phoneQueue(auth: AuthContext, appraisalId: number): Promise<TPhoneQueueResponse> {
      const { offer, store } = await appraisalById(auth, appraisalId);
      const now = clock();
      const open = await repo.openPhoneQueueEntry(offer.offerKey);
      const entry =
        open ??
        (await repo.queuePhoneCall({
          appraisalId: offer.offerKey,
          profileId: auth.profileId,
          storeId: store.id,
          queuedAt: now,
          expectedBy: phoneCallExpectedBy(now, parseStoreHours(store.hoursRaw), store.timeZone),
        }));
      return {
        appraisalId: offer.offerKey,
        queuedAt: entry.queuedAt.toISOString(),
        expectedBy: entry.expectedBy.toISOString(),
        storeName: store.name,
        storePhoneNumber: store.phone,
      };
    },
  };
}
