/** Auto-pay's refusals (decision 056): the domain rule's code and parameters, a 4xx naming the field, the message from the one table. */
import type { AutoPayRefusal } from '@lender/domain';
import { text } from '../../../i18n';
import { CodedError } from '../../../lib/errors';

const STATUS: Record<AutoPayRefusal['code'], number> = {
  'autoPay.unavailable': 403,
  'autoPay.alternateParty': 403,
  'autoPay.loanNotServiced': 409,
  'autoPay.notPayable': 409,
  'autoPay.nothingOwed': 409,
  'autoPay.guestCard': 400,
  'autoPay.cardRemoved': 400,
  'autoPay.cardExpiresBeforeDueDate': 400,
};

/** spec §5: dates shown MM/DD/YYYY */
const usDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

const isCardRule = (code: AutoPayRefusal['code']) => STATUS[code] === 400;

export const autoPayErrors = {
  refused: (refusal: AutoPayRefusal) =>
    new CodedError(
      STATUS[refusal.code],
      refusal.code,
      refusal.code === 'autoPay.cardExpiresBeforeDueDate'
        ? text(refusal.code, { date: usDate(refusal.params.dueDate) })
        : text(refusal.code),
      isCardRule(refusal.code) ? 'body.paymentCardToken' : 'body.loanId',
    ),
};
