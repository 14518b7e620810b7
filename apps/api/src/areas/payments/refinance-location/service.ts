/**
 * GET/POST /refiallowedstatus (spec §6 GPS flags for refinance, §7 "the location check and the restricted-state
 * consent"; decision 026): whether the borrower's position may refinance the loan (domain locationRequirement for
 * 'refinance' and locationRefusal against the store's state), whether the store's state asks for their consent
 * (domain refinanceConsentRequired) and whether they gave it today; and the consent itself, recorded with the
 * loan's own lmsId, state and store. The same checks are the location part of the renewal's gate (refinance-steps).
 */
import {
  REFINANCE_ERROR_CODES,
  type TRefiAllowedStatus,
  type ZRefiConsentRequestSchema,
} from '@lender/contract';
import type { z } from 'zod';
import {
  locationRefusal,
  locationRequirement,
  paymentPostingDate,
  refinanceConsentRequired,
  type LocationRefusal,
  type ServerSettings,
} from '@lender/domain';
import { usStateAt } from '../../../integrations/geo';
import type { LoanRecord, LoanSystemRegistry } from '../../../integrations/loan-systems';
import { text } from '../../../i18n';
import type { Clock } from '../../../lib/clock';
import { CodedError, ValidationError } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/authenticate';
import { accessibleLoan } from '../../accounts';
import type { RefinanceConsentsRepo } from './repo';

export interface RefinanceLocationDeps {
  loans: Pick<LoanSystemRegistry, 'findLoan'>;
  repo: Pick<RefinanceConsentsRepo, 'insert' | 'latestOn'>;
  /** the server settings (the GPS flags) */
  settings: () => Promise<ServerSettings>;
  clock: Clock;
}

export interface Position {
  latitude?: number | undefined;
  longitude?: number | undefined;
}

/** A location refusal as the renewal's gate answers it: 422 with the location code, naming the position's field. */
export function locationError(refusal: LocationRefusal, field: string): CodedError {
  return refusal.code === 'locationRequired'
    ? new CodedError(422, REFINANCE_ERROR_CODES.locationRequired, text('location.required'), field)
    : new CodedError(
        422,
        REFINANCE_ERROR_CODES.outOfStoreState,
        text('location.outOfStoreState'),
        field,
      );
}

export function createRefinanceLocation({ loans, repo, settings, clock }: RefinanceLocationDeps) {
  /** Why the position stops a refinance of the loan (the GPS flags for refinance), or null. */
  async function refusalOf(
    loan: Pick<LoanRecord, 'storeState'>,
    position: Position,
  ): Promise<LocationRefusal | null> {
    const hasPosition = position.latitude !== undefined && position.longitude !== undefined;
    return locationRefusal({
      requirement: locationRequirement(await settings(), 'refinance'),
      hasPosition,
      positionState: hasPosition ? usStateAt(position.latitude!, position.longitude!) : null,
      storeState: loan.storeState,
    });
  }

  /** The person consented to refinancing the loan on the business date of `now` (their newest answer that day is yes). */
  async function consentedOn(loanId: string, profileId: string, now: Date): Promise<boolean> {
    return (await repo.latestOn(loanId, profileId, paymentPostingDate(now)))?.didConsent === true;
  }

  return {
    refusalOf,
    consentedOn,

    async status(
      auth: AuthContext,
      query: Position & { loanId: string },
    ): Promise<TRefiAllowedStatus> {
      const { loan } = await accessibleLoan(loans, auth, query.loanId);
      const refusal = await refusalOf(loan, query);
      const hasPosition = query.latitude !== undefined && query.longitude !== undefined;
      return {
        loanId: loan.loanId,
        allowed: refusal === null,
        refusal: refusal?.code ?? null,
        storeState: loan.storeState.toUpperCase(),
        storeName: loan.storeName,
        storeCity: loan.storeCity,
        positionState: hasPosition ? usStateAt(query.latitude!, query.longitude!) : null,
        consentRequired: refinanceConsentRequired(loan.storeState),
        consented: await consentedOn(loan.loanId, auth.profileId, clock()),
      };
    },

    /** Records the borrower's answer: the loan's own lmsId, store state and store (400 naming the field otherwise). */
    async consent(auth: AuthContext, body: z.output<typeof ZRefiConsentRequestSchema>) {
      const { loan } = await accessibleLoan(loans, auth, body.loanId);
      if (body.lmsId !== loan.lmsId)
        throw new ValidationError(text('refinance.lmsIdMismatch'), 'body.lmsId');
      if (body.state !== loan.storeState.toUpperCase())
        throw new ValidationError(text('refinance.stateMismatch'), 'body.state');
      if (body.storeId !== loan.storeId)
        throw new ValidationError(text('refinance.storeMismatch'), 'body.storeId');
      const now = clock();
      const row = await repo.insert({
        loanId: loan.loanId,
        profileId: auth.profileId,
        lmsId: loan.lmsId,
        state: body.state,
        storeId: loan.storeId,
        transactionType: body.transactionType,
        didConsent: body.didConsent,
        consentedAt: new Date(body.timestamp),
        businessDate: paymentPostingDate(now),
        recordedAt: now,
      });
      return { recorded: true as const, consentId: row.id, didConsent: row.didConsent };
    },
  };
}

export type RefinanceLocation = ReturnType<typeof createRefinanceLocation>;
