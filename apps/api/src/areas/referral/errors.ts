/** Referral refusals: a 4xx naming the rule (errorCode, REFERRAL_ERROR_CODES of the contract) and the field when there is one. */
import { type CashOutRefusal, type EnrolmentRefusal } from '@lender/domain';
import { REFERRAL_ERROR_CODES as CODES } from '@lender/contract';
import { text, type Text } from '../../i18n';
import { CodedError } from '../../lib/errors';

const ENROLMENT_MESSAGES: Record<EnrolmentRefusal, Text> = {
  programmeClosed: text('referrals.programmeClosed'),
  alreadyEnrolled: text('referrals.alreadyEnrolled'),
  nlsUser: text('referrals.nlsUser'),
  customer: text('referrals.customer'),
};

export const referralErrors = {
  notEnrolled: () => new CodedError(403, CODES.notEnrolled, text('referrals.notEnrolled')),
  enrolment: (reason: EnrolmentRefusal) =>
    new CodedError(403, CODES.enrolmentNotAllowed, ENROLMENT_MESSAGES[reason]),
  codeNotFound: (field = 'body.shortCode') =>
    new CodedError(404, CODES.codeNotFound, text('referrals.codeNotFound'), field),
  notYourCode: () =>
    new CodedError(403, CODES.notYourCode, text('referrals.notYourCode'), 'body.shortCode'),
  historyOff: () => new CodedError(404, CODES.historyOff, text('referrals.historyOff')),
  cardNotFound: () =>
    new CodedError(404, CODES.cardNotFound, text('referrals.cardNotFound'), 'body.transactionUuid'),
  formUsed: () =>
    new CodedError(409, CODES.cashOutPending, text('referrals.formUsed'), 'body.transactionUuid'),
  cardMismatch: () =>
    new CodedError(422, CODES.cardNotFound, text('referrals.cardMismatch'), 'body.cardNumber'),
  cashOut: (refusal: CashOutRefusal) => {
    switch (refusal.code) {
      case 'cashOutPending':
        return new CodedError(409, CODES.cashOutPending, text('referrals.cashOutPending'));
      case 'zeroAmount':
        return new CodedError(422, CODES.zeroAmount, text('referrals.zeroAmount'), 'body.amount');
      case 'exceedsBalance':
        return new CodedError(
          422,
          CODES.exceedsBalance,
          text('referrals.exceedsBalance', { amount: { cents: refusal.availableCents } }),
          'body.amount',
        );
      case 'cardCannotReceive':
        return new CodedError(
          422,
          CODES.cardCannotReceive,
          text('cards.cannotReceiveFunds'),
          'body.transactionUuid',
        );
      case 'profileIncomplete':
        return new CodedError(
          422,
          CODES.profileIncomplete,
          text('referrals.profileIncomplete', { missing: refusal.missing.join(', ') }),
        );
    }
  },
};
