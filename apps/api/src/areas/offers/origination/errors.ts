/** Origination refusals: a 4xx naming the domain's rule (errorCode, ORIGINATION_ERROR_CODES of the contract) and the field. */
import {
  formatPhoneDisplay,
  type DisbursementMethodRefusal,
  type IdentityCheckRefusal,
  type OriginationAmountRefusal,
} from '@lender/domain';
import { ORIGINATION_ERROR_CODES as CODES } from '@lender/contract';
import { text } from '../../../i18n';
import { CodedError, NotFoundError, ValidationError } from '../../../lib/errors';

export const originationErrors = {
  /** not the caller's appraisal (or no such application): answered as absent */
  notFound: () => new NotFoundError(text('origination.notFound')),
  originationNotFound: () => new NotFoundError(text('origination.originationNotFound')),
  amount(refusal: OriginationAmountRefusal): CodedError {
    switch (refusal.code) {
      case 'origination.belowMinimum':
        return new CodedError(
          422,
          CODES.belowMinimum,
          text('origination.belowMinimum', { amount: { cents: refusal.params.minCents } }),
          'body.amount',
        );
      case 'origination.aboveMaximum':
        return new CodedError(
          422,
          CODES.aboveMaximum,
          text('origination.aboveMaximum', { amount: { cents: refusal.params.maxCents } }),
          'body.amount',
        );
      case 'origination.amountNotCents':
        return new CodedError(
          422,
          CODES.amountNotCents,
          text('origination.amountNotCents'),
          'body.amount',
        );
    }
  },
  method(refusal: DisbursementMethodRefusal): CodedError {
    switch (refusal.code) {
      case 'origination.methodUnavailable':
        return new CodedError(
          422,
          CODES.methodUnavailable,
          text('origination.methodUnavailable'),
          'body.type',
        );
      case 'origination.cardRequired':
        return new CodedError(
          422,
          CODES.cardRequired,
          text('origination.cardRequired'),
          'body.disburseCardIds',
        );
      case 'origination.tooManyCards':
        return new CodedError(
          422,
          CODES.tooManyCards,
          text('origination.tooManyCards', { max: refusal.params.max }),
          'body.disburseCardIds',
        );
      case 'origination.cardCannotReceive':
        return new CodedError(
          422,
          CODES.cardCannotReceive,
          text('origination.cardCannotReceive'),
          'body.disburseCardIds',
        );
    }
  },
  notYourCard: () => new ValidationError(text('funds.notYourCard'), 'body.disburseCardIds'),
  /** a field that does not match the offer's (appraisalId, productId, storeId, locationId, brand) */
  mismatch: (field: string) => new ValidationError(text('origination.mismatch'), `body.${field}`),
  offerExpired: (docExp: Date) =>
    new CodedError(
      409,
      CODES.offerExpired,
      text('origination.offerExpired', { date: docExp.toISOString().slice(0, 10) }),
      'body.appraisalId',
    ),
  offerDeclined: () =>
    new CodedError(409, CODES.offerDeclined, text('origination.offerDeclined'), 'body.appraisalId'),
  inProgress: () =>
    new CodedError(409, CODES.inProgress, text('origination.inProgress'), 'body.appraisalId'),
  keyReused: () =>
    new CodedError(409, CODES.keyReused, text('origination.keyReused'), 'body.idempotencyKey'),
  notAwaitingSignature: () =>
    new CodedError(
      409,
      CODES.notAwaitingSignature,
      text('origination.notAwaitingSignature'),
      'body.loanId',
    ),
  /** the identity check does not pass (decision 064): what is missing, and who can complete it (her profile, her store) */
  identityIncomplete: ({ params }: IdentityCheckRefusal, store: { name: string; phone: string }) =>
    new CodedError(
      409,
      CODES.identityIncomplete,
      params.fixers.length === 2
        ? text('identity.incomplete.both', {
            store: store.name,
            phone: formatPhoneDisplay(store.phone),
          })
        : params.fixers[0] === 'profile'
          ? text('identity.incomplete.profile')
          : text('identity.incomplete.store', {
              store: store.name,
              phone: formatPhoneDisplay(store.phone),
            }),
      'body.applicationId',
      { extra: { missing: params.missing } },
    ),
  declineInProgress: () =>
    new CodedError(409, CODES.inProgress, text('origination.declineInProgress'), 'body.status'),
};
