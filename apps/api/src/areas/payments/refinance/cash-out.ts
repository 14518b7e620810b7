/**
 * A renewal's cash out as POST /payment isRefi asks for it (spec §7 payload: disbursementAmount, disburseCardIds,
 * disbursementType; decision 057): only the borrower, in her own session, on a loan that may pay money out, within
 * the funds path's limits and the product's maximum (refinance-disclosure cash-out.ts), to one of her saved debit
 * cards that may receive money (domain cashOutMethodRefusal). Refusals are coded 4xx naming the field.
 */
import type { TPaymentRequestParsed } from '@lender/contract';
import { cashOutMethodRefusal } from '@lender/domain';
import { text } from '../../../i18n';
import { ValidationError } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/authenticate';
import type { AccessibleLoan } from '../../accounts';
import type { CardRow } from '../../cards';
import { assertCashOut, cashOutError } from '../refinance-disclosure';

export interface CashOutCards {
  findUserCard(query: {
    profileId: string;
    customerId?: string | undefined;
    cardIds: readonly { type: string; id: string }[];
  }): Promise<CardRow | null>;
}

export interface CashOutPlan {
  cents: number;
  cardId: string;
}

/** The cash out the renewal asks for, checked; null when it asks for none. */
export async function cashOutOf(
  cards: CashOutCards,
  auth: AuthContext,
  access: AccessibleLoan,
  body: TPaymentRequestParsed,
): Promise<CashOutPlan | null> {
  const cents = body.disbursementAmount ?? 0;
  const cardIds = body.disburseCardIds ?? [];
  if (cents === 0) {
    // cards or a type without an amount: refused, never silently dropped
    if (cardIds.length > 0 || body.disbursementType !== undefined)
      throw new ValidationError(text('field.required'), 'body.disbursementAmount');
    return null;
  }
  // a co-signer pays, never borrows; a guest link cannot take money out
  if (access.isAlternate || auth.scope === 'guest')
    throw cashOutError({ code: 'cashOut.unavailable', params: {} });
  assertCashOut(access.loan, body.paymentAmount, cents);
  const card =
    cardIds.length > 0
      ? await cards.findUserCard({
          profileId: auth.profileId,
          customerId: auth.customerId,
          cardIds,
        })
      : null;
  if (cardIds.length > 0 && !card)
    throw new ValidationError(text('funds.notYourCard'), 'body.disburseCardIds');
  const method = cashOutMethodRefusal({
    disbursementType: body.disbursementType,
    cardCount: cardIds.length,
    cardCanDisburse: card ? card.canDisburse : null,
  });
  if (method || !card) throw cashOutError(method ?? { code: 'cashOut.cardRequired', params: {} });
  return { cents, cardId: card.id };
}
