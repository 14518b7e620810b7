/**
 * Auto-pay of a loan (spec §3 Payment state autoPay, §6 auto-pay for standard payment and refinance; decision 026):
 * GET /autoPay reads the enrolment of a loan the caller reaches (borrower or co-signer); PUT /autoPay enrols it with a
 * card the caller owns and that has not expired, or leaves auto-pay. Only the borrower changes it. A renewal enrols
 * its new loan at its posting (areas/payments/refinance enrolAutoPay), on the same table.
 */
import type { TAutoPay, TCardId } from '@lender/contract';
import { CARD_INFO_FAILED_MESSAGE, isCardExpired } from '@lender/domain';
import type { DbOrTx } from '../../../db/client';
import type { LoanSystemRegistry } from '../../../integrations/loan-systems';
import type { Clock } from '../../../lib/clock';
import { ForbiddenError, NotFoundError, ValidationError } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/authenticate';
import { accessibleLoan } from '../../accounts';
import { CARD_EXPIRED_MESSAGE } from '../../cards';
import { createPaymentCards } from '../payments/card-access';
import { enrolAutoPay, removeAutoPay } from '../refinance';
import type { AutoPayRepo } from './repo';

export interface AutoPayServiceDeps {
  db: DbOrTx;
  repo: Pick<AutoPayRepo, 'enrolledCard'>;
  loans: Pick<LoanSystemRegistry, 'findLoan'>;
  clock: Clock;
}

const notEnrolled = (loanId: string): TAutoPay => ({
  loanId,
  enrolled: false,
  method: null,
  methodId: null,
  methodCardType: null,
  methodDisplayNumber: null,
  methodExpirationMonth: null,
  methodExpirationYear: null,
});

export function createAutoPayService({ db, repo, loans, clock }: AutoPayServiceDeps) {
  async function read(loanId: string): Promise<TAutoPay> {
    const row = await repo.enrolledCard(loanId);
    if (!row) return notEnrolled(loanId);
    return {
      loanId,
      enrolled: true,
      method: 'card',
      methodId: row.cardId,
      methodCardType: row.cardType,
      methodDisplayNumber: row.last4,
      methodExpirationMonth: row.month,
      methodExpirationYear: row.year,
    };
  }

  return {
    async get(auth: AuthContext, loanId: string): Promise<TAutoPay> {
      await accessibleLoan(loans, auth, loanId);
      return read(loanId);
    },

    async update(
      auth: AuthContext,
      body: {
        loanId: string;
        enrolled: boolean;
        paymentCardToken?: string | undefined;
        paymentCardIds?: TCardId[] | undefined;
      },
    ): Promise<TAutoPay> {
      const { isAlternate } = await accessibleLoan(loans, auth, body.loanId);
      if (isAlternate)
        throw new ForbiddenError('Only the borrower can change auto-pay on this loan.');
      const now = clock();
      if (!body.enrolled) {
        await removeAutoPay(db, body.loanId, now);
        return read(body.loanId);
      }
      if (!body.paymentCardToken || !body.paymentCardIds)
        throw new ValidationError('is required to enrol in auto-pay', 'body.paymentCardToken');
      const card = await createPaymentCards(db).findOwnedCard({
        profileId: auth.profileId,
        customerId: auth.customerId,
        scope: auth.scope,
        sessionId: auth.sessionId,
        token: body.paymentCardToken,
        cardIds: body.paymentCardIds,
      });
      if (!card || card.guestCard) throw new NotFoundError(CARD_INFO_FAILED_MESSAGE);
      if (isCardExpired(card.expirationMonth, card.expirationYear, now))
        throw new ValidationError(CARD_EXPIRED_MESSAGE, 'body.paymentCardToken');
      await enrolAutoPay(
        db,
        { loanId: body.loanId, profileId: auth.profileId, cardId: card.id },
        now,
      );
      return read(body.loanId);
    },
  };
}

export type AutoPayService = ReturnType<typeof createAutoPayService>;
