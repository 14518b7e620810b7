/**
 * A new title loan from an appraisal offer (spec §3 Origination state, §4 Origination, §7; decision 025). Only the
 * customer whose appraisal offer it is reaches it (anyone else: 404). POST /loanOriginate checks the request with
 * the domain's rules (amount, disbursement method) and stores one origination per idempotency key, at most one live
 * per appraisal (a unique index: ten concurrent submits are one loan); the job 'originateLoan' makes the loan, Open
 * but hidden from the loan lists until its agreement is signed (POST/GET /loanSigning 'loanAgreement'). Every read
 * looks at the agreement's envelope (refreshed): signed → funding (the loan shows) and the job 'disburseOrigination'
 * sends the money once; declined or expired → the loan is voided and the appraisal free again.
 * The appraisal offer is read in appraisal.ts, the progress in progress.ts, the agreement's signing is in signing.ts
 * and the offer's other answers (PUT /appraisalStatus, POST /phoneQueue) in offer-answers.ts.
 */
import {
  disbursementMethodRefusal,
  isSettlementOfferExpired,
  originationAmountRefusal,
  PayMethod,
  titleLoanDisclosure,
} from '@lender/domain';
import type {
  TLanguage,
  TLoanOriginateRequestParsed,
  TLoanOriginateStatusResponse,
  TOriginationInfoResponse,
} from '@lender/contract';
import type { ESignPort } from '../../../integrations/esign';
import {
  TLXE_SCHEME,
  type LoanSystemOffers,
  type LoanSystemRegistry,
} from '../../../integrations/loan-systems';
import type { Clock } from '../../../lib/clock';
import type { JobSender } from '../../../jobs/queue';
import type { AuthContext } from '../../../plugins/authenticate';
import type { CardRow } from '../../cards';
import type { Lenders } from '../../documents';
import type { IdentityCheck } from '../../profile';
import { ownAppraisals } from './appraisal';
import { originationErrors as errors } from './errors';
import type { RequirementsService } from './requirements';
import { isUniqueViolation, type OriginationRow, type OriginationsRepo } from './repo';
import { assertNewLoanAllowed } from './new-credit';
import { createAgreementSigning } from './signing';
import { ORIGINATE_LOAN_JOB } from './job-names';
import { createOfferAnswers } from './offer-answers';
import { createOriginationProgress, openedOnAt } from './progress';

export interface OriginationServiceDeps {
  repo: OriginationsRepo;
  loans: Pick<LoanSystemRegistry, 'findLoan' | 'adapter'>;
  offers: Pick<LoanSystemOffers, 'offer' | 'appraisalOfApplication' | 'setAppraisalStatus'>;
  cards: {
    findUserCard(query: {
      profileId: string;
      customerId?: string | undefined;
      cardIds: readonly { type: string; id: string }[];
    }): Promise<CardRow | null>;
  };
  esign: ESignPort;
  jobs: JobSender;
  lenders: Lenders;
  clock: Clock;
  /** what the identity check lacks on a customer record (the profile's one source; decision 064) */
  identityMissing: IdentityCheck;
  /** what the offer's product asks before the loan is made (requirements.ts; decision 060) */
  requirements: Pick<RequirementsService, 'of' | 'gate'>;
}

export function createOriginationService({
  repo,
  loans,
  offers,
  cards,
  esign,
  jobs,
  lenders,
  clock,
  requirements,
  identityMissing,
}: OriginationServiceDeps) {
  const { appraisalOfApplication, appraisalById } = ownAppraisals({ repo, offers });
  const { refreshed, progressOf } = createOriginationProgress({ repo, loans, esign, jobs, clock });

  const signing = createAgreementSigning({ repo, loans, esign, lenders, clock, refreshed });

  /** A repeat of a started origination (same appraisal, amount, type and card) answers its messageKey; anything else is refused. */
  function sameRequest(
    row: OriginationRow,
    appraisalId: number,
    body: TLoanOriginateRequestParsed,
    cardId: string | null,
  ): boolean {
    return (
      row.appraisalId === appraisalId &&
      row.amountCents === body.amount &&
      row.disbursementType === body.type &&
      row.cardId === cardId
    );
  }

  return {
    signing,
    ...createOfferAnswers({ repo, offers, clock, appraisalById }),

    /** GET /originationInfo?applicationId= */
    async info(
      auth: AuthContext,
      applicationId: string,
      language: TLanguage = 'en',
    ): Promise<TOriginationInfoResponse> {
      const { offer, store, options } = await appraisalOfApplication(auth, applicationId);
      const now = clock();
      const newest = await repo.newestOf(offer.offerKey);
      const origination = newest
        ? (await progressOf(await refreshed(newest), language)).progress
        : null;
      const queued = await repo.openPhoneQueueEntry(offer.offerKey);
      const customer = await loans.adapter('TLXe').customerRecord(offer.customerId);
      return {
        applicationId: offer.applicationId,
        appraisalId: offer.offerKey,
        customerId: customer?.customerId ?? offer.customerId,
        qualifiedAmountCents: offer.qualifiedAmountCents,
        minLoanAmountCents: offer.minLoanAmountCents,
        maxLoanAmountCents: offer.maxLoanAmountCents,
        productId: TLXE_SCHEME.productIds.title,
        loanTypeCode: 'title',
        loanStatusId: origination?.loanStatusId ?? null,
        locationId: store.id,
        locationBrand: store.brandCode,
        storeId: store.id,
        storeName: store.name,
        storePhoneNumber: store.phone,
        collateral: {
          year: offer.collateral?.year ?? 0,
          make: offer.collateral?.make ?? '',
          model: offer.collateral?.model ?? '',
        },
        docExp: offer.docExp.toISOString(),
        expired: isSettlementOfferExpired(offer.docExp, now),
        declined: offer.declinedAt !== null,
        loanValidations: { disbursementOptions: options },
        origination,
        phoneQueue: queued
          ? { queuedAt: queued.queuedAt.toISOString(), expectedBy: queued.expectedBy.toISOString() }
          : null,
        disclosure: titleLoanDisclosure(offer.maxLoanAmountCents, openedOnAt(now)),
        requirements: await requirements.of({ offer, store, options }),
      };
    },

    /** POST /loanOriginate: checked, stored (one live per appraisal), then made by the job; the same key again answers the same messageKey. */
    async start(
      auth: AuthContext,
      body: TLoanOriginateRequestParsed,
    ): Promise<{ messageKey: string }> {
      const { offer, store, options } = await appraisalOfApplication(auth, body.applicationId);
      if (body.appraisalId !== offer.offerKey) throw errors.mismatch('appraisalId');
      if (body.productId !== TLXE_SCHEME.productIds.title) throw errors.mismatch('productId');
      if (body.storeId !== store.id) throw errors.mismatch('storeId');
      if (body.locationId !== store.id) throw errors.mismatch('locationId');
      if (body.brand !== store.brandCode) throw errors.mismatch('brand');
      const debit = body.type === PayMethod.Debit;
      const card =
        debit && body.disburseCardIds.length > 0
          ? await cards.findUserCard({
              profileId: auth.profileId,
              customerId: auth.customerId,
              cardIds: body.disburseCardIds,
            })
          : null;
      if (debit && body.disburseCardIds.length > 0 && !card) throw errors.notYourCard();
      const cardId = card?.id ?? null;
      const earlier = await repo.byIdempotencyKey(auth.profileId, body.idempotencyKey);
      if (earlier) {
        if (!sameRequest(earlier, offer.offerKey, body, cardId)) throw errors.keyReused();
        return started(earlier);
      }
      const now = clock();
      if (offer.declinedAt) throw errors.offerDeclined();
      // a new loan is new credit: her standing (decision 059) and the identity check (decision 064)
      await assertNewLoanAllowed(loans, identityMissing, auth, { offer, store });
      if (isSettlementOfferExpired(offer.docExp, now)) throw errors.offerExpired(offer.docExp);
      const amount = originationAmountRefusal(body.amount, {
        minCents: offer.minLoanAmountCents,
        maxCents: offer.maxLoanAmountCents,
      });
      if (amount) throw errors.amount(amount);
      const method = disbursementMethodRefusal({
        type: body.type,
        options,
        cardCount: debit ? body.disburseCardIds.length : 0,
        cardCanDisburse: card ? card.canDisburse : null,
      });
      if (method) throw errors.method(method);
      await requirements.gate({ offer, store, options }, body.demographicData);
      const holding = async () => {
        const live = await repo.liveOf(offer.offerKey);
        if (live) {
          if (live.profileId === auth.profileId && sameRequest(live, offer.offerKey, body, cardId))
            return live;
          throw errors.inProgress();
        }
        if (await repo.failedWithLoan(offer.offerKey)) throw errors.inProgress();
        return null;
      };
      const live = await holding();
      if (live) return started(live);
      try {
        const row = await repo.insert({
          idempotencyKey: body.idempotencyKey,
          profileId: auth.profileId,
          customerId: offer.customerId,
          appraisalId: offer.offerKey,
          applicationId: offer.applicationId,
          storeId: store.id,
          amountCents: body.amount,
          disbursementType: body.type,
          cardId,
          processorToken: card?.processorToken ?? null,
          cardLast4: card?.last4 ?? null,
          cardType: card?.cardType ?? null,
          createdAt: now,
        });
        return started(row);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // another submit won the race: the same key again, or the live origination of the appraisal
        const same = await repo.byIdempotencyKey(auth.profileId, body.idempotencyKey);
        if (same) {
          if (!sameRequest(same, offer.offerKey, body, cardId)) throw errors.keyReused();
          return started(same);
        }
        const raced = await holding();
        if (raced) return started(raced);
        throw error;
      }
    },

    /** GET /loanOriginate?key= */
    async status(
      auth: AuthContext,
      messageKey: string,
      language: TLanguage = 'en',
    ): Promise<TLoanOriginateStatusResponse> {
      const found = await repo.byMessageKey(messageKey);
      if (!found || found.profileId !== auth.profileId || auth.scope !== 'user')
        throw errors.originationNotFound();
      const row = await refreshed(found);
      const { progress, loan } = await progressOf(row, language);
      return {
        messageKey: row.messageKey,
        pending: row.status === 'originating',
        Error: progress.Error,
        loanId: progress.loanId,
        collateral: loan?.collateral
          ? { year: loan.collateral.year, make: loan.collateral.make, model: loan.collateral.model }
          : null,
        dueDate: progress.dueDate,
        loanAmountCents: progress.loanAmountCents,
        origination: progress,
      };
    },
  };

  /** The job makes the loan (its id is the origination's: a repeated submit never makes a second job). */
  async function started(row: OriginationRow): Promise<{ messageKey: string }> {
    if (row.status === 'originating')
      await jobs.run(ORIGINATE_LOAN_JOB, { originationId: row.id }, { id: row.id });
    return { messageKey: row.messageKey };
  }
}

export type OriginationService = ReturnType<typeof createOriginationService>;
