/**
 * Auto-pay of a loan (spec §3 Payment state autoPay and canAutoPay, §6 auto-pay for standard payment and refinance;
 * decisions 026, 056): GET /autoPay reads the enrolment of a loan the caller reaches (borrower or co-signer), whether
 * she may enrol it (domain autoPayLoanRefusal), what the next due date charges and what the last one did; PUT /autoPay
 * enrols it with a card the caller owns under the domain's rule (autoPayRefusal: a 4xx with the rule's code), or
 * leaves auto-pay. Only the borrower changes it. A renewal enrols its new loan at its posting (areas/payments/refinance
 * enrolAutoPay), on the same table.
 */
import type { TAutoPay, TCardId } from '@lender/contract';
import {
  autoPayAmountCents,
  autoPayLoanRefusal,
  autoPayRefusal,
  CARD_INFO_FAILED_MESSAGE,
  type AutoPayRefusal,
  type ServerSettings,
} from '@lender/domain';
import type { DbOrTx } from '../../../db/client';
import type { LoanSystemRegistry } from '../../../integrations/loan-systems';
import type { Clock } from '../../../lib/clock';
import { ValidationError, NotFoundError } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/authenticate';
import { accessibleLoan, type AccessibleLoan } from '../../accounts';
import { createPaymentCards } from '../payments/card-access';
import { enrolAutoPay, removeAutoPay } from '../refinance';
import type { AutoPayChargeRepo } from './charge-repo';
import { autoPayErrors } from './errors';
import type { AutoPayRepo } from './repo';

export interface AutoPayServiceDeps {
  db: DbOrTx;
  repo: Pick<AutoPayRepo, 'enrolledCard'>;
  charges: Pick<AutoPayChargeRepo, 'lastChargeOf'>;
  loans: Pick<LoanSystemRegistry, 'findLoan'>;
  settings: () => Promise<ServerSettings>;
  clock: Clock;
}

const notEnrolled = {
  enrolled: false,
  method: null,
  methodId: null,
  methodCardType: null,
  methodDisplayNumber: null,
  methodExpirationMonth: null,
  methodExpirationYear: null,
} as const;

const loanFacts = ({ loan, isAlternate }: AccessibleLoan) => ({ ...loan, isAlternate });
const refusalView = (refusal: AutoPayRefusal | null) =>
  refusal ? { code: refusal.code, params: { ...refusal.params } } : null;

export function createAutoPayService({
  db,
  repo,
  charges,
  loans,
  settings,
  clock,
}: AutoPayServiceDeps) {
  const enabled = async () => (await settings()).autoPayStandardPayment;

  async function lastCharge(loanId: string): Promise<TAutoPay['lastCharge']> {
    const row = await charges.lastChargeOf(loanId);
    if (!row) return null;
    const status = row.outcome === 'skipped' ? 'skipped' : (row.status ?? 'pending');
    return {
      dueDate: row.dueOn,
      status: status === 'authorized' ? 'pending' : status,
      amountCents: row.amountCents,
      cardLast4: row.cardLast4,
      reason: row.outcome === 'skipped' ? row.reason : row.error,
    };
  }

  async function read(access: AccessibleLoan): Promise<TAutoPay> {
    const { loan } = access;
    const [row, last, isEnabled] = await Promise.all([
      repo.enrolledCard(loan.loanId),
      lastCharge(loan.loanId),
      enabled(),
    ]);
    const refusal = autoPayLoanRefusal(loanFacts(access), isEnabled);
    const facts = {
      loanId: loan.loanId,
      canAutoPay: refusal === null,
      refusal: refusalView(refusal),
      nextCharge:
        refusal === null
          ? {
              dueDate: loan.dueDate,
              amountCents: Math.min(autoPayAmountCents(loan), loan.payoffCents),
            }
          : null,
      lastCharge: last,
    };
    if (!row) return { ...notEnrolled, ...facts };
    return {
      ...facts,
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
      return read(await accessibleLoan(loans, auth, loanId));
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
      const access = await accessibleLoan(loans, auth, body.loanId);
      const now = clock();
      if (access.isAlternate)
        throw autoPayErrors.refused({ code: 'autoPay.alternateParty', params: {} });
      if (!body.enrolled) {
        // leaving is always allowed to the borrower, whatever the loan's state
        await removeAutoPay(db, body.loanId, now);
        return read(access);
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
      if (!card) throw new NotFoundError(CARD_INFO_FAILED_MESSAGE);
      const refusal = autoPayRefusal(loanFacts(access), card, await enabled());
      if (refusal) throw autoPayErrors.refused(refusal);
      await enrolAutoPay(
        db,
        { loanId: body.loanId, profileId: auth.profileId, cardId: card.id },
        now,
      );
      return read(access);
    },
  };
}

export type AutoPayService = ReturnType<typeof createAutoPayService>;
