/** Referral refusals: a 4xx naming the rule (errorCode, REFERRAL_ERROR_CODES of the contract) and the field when there is one. */
import { formatCents, type CashOutRefusal, type EnrolmentRefusal } from '@lender/domain';
import { REFERRAL_ERROR_CODES as CODES } from '@lender/contract';
import { CodedError } from '../../lib/errors';

const ENROLMENT_MESSAGES: Record<EnrolmentRefusal, string> = {
  programmeClosed: 'Referral rewards are not open to new members right now.',
  alreadyEnrolled: 'You are already a referral rewards member.',
  nlsUser: 'Referral rewards for non-customers are not available with your account.',
  customer: 'As a customer, you have referral rewards when your lender offers them.',
};

export const referralErrors = {
  notEnrolled: () => new CodedError(403, CODES.notEnrolled, 'Referral rewards are not available for this account.'),
  enrolment: (reason: EnrolmentRefusal) => new CodedError(403, CODES.enrolmentNotAllowed, ENROLMENT_MESSAGES[reason]),
  codeNotFound: (field = 'body.shortCode') => new CodedError(404, CODES.codeNotFound, 'No referral programme member has this code.', field),
  notYourCode: () => new CodedError(403, CODES.notYourCode, 'shortCode: this is not your referral code.', 'body.shortCode'),
  historyOff: () => new CodedError(404, CODES.historyOff, 'The balance history is not available right now.'),
  cardNotFound: () => new CodedError(404, CODES.cardNotFound, 'transactionUuid: we could not find that card. Add the card again.', 'body.transactionUuid'),
  formUsed: () => new CodedError(409, CODES.cashOutPending, 'transactionUuid: this card was already used for another cash-out. Add the card again.', 'body.transactionUuid'),
  cardMismatch: () => new CodedError(422, CODES.cardNotFound, 'cardNumber: does not match the card you added.', 'body.cardNumber'),
  cashOut: (refusal: CashOutRefusal) => {
    switch (refusal.code) {
      case 'cashOutPending':
        return new CodedError(409, CODES.cashOutPending, 'A cash-out is already being paid. Wait for it to finish.');
      case 'zeroAmount':
        return new CodedError(422, CODES.zeroAmount, 'amount: must be more than $0.00.', 'body.amount');
      case 'exceedsBalance':
        return new CodedError(422, CODES.exceedsBalance, `amount: is more than your balance of ${formatCents(refusal.availableCents)}.`, 'body.amount');
      case 'cardCannotReceive':
        return new CodedError(422, CODES.cardCannotReceive, 'This card cannot receive funds. Use a debit card.', 'body.transactionUuid');
      case 'profileIncomplete':
        return new CodedError(422, CODES.profileIncomplete, `Complete your profile first: ${refusal.missing.join(', ')}.`);
    }
  },
};
