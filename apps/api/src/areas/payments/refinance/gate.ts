/**
 * The refinance gate of POST /payment with isRefi (spec §4 Refinance eligibility, decision 026), called by the
 * payment service: the payment type and flags, the amount through domain refinanceEligibility with a context the
 * server derives (guest scope, the loan's refinance-denied risk change, the allowNoSsnRefi setting, the SSNs on
 * file), a cash out (decision 057: its limits and the borrower's debit card, cash-out.ts), the steps before the payment (the signed disclosure, the ancillary products, the location and the consent:
 * `steps`, areas/payments/refinance-steps), and the auto-pay card. `hold` runs in the reservation's transaction, under the
 * loan's lock: one refinance of a loan in flight at a time, and its row written with the payment.
 */
import type { TPaymentRequestParsed } from '@lender/contract';
import { PaymentType, type ServerSettings } from '@lender/domain';
import { assertRefinanceable } from '../refinance-steps';
import { cashOutOf, type CashOutCards, type CashOutPlan } from './cash-out';
import type { DbOrTx } from '../../../db/client';
import type { LoanSystemRegistry } from '../../../integrations/loan-systems';
import { text } from '../../../i18n';
import { NotFoundError, ValidationError } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/authenticate';
import type { AccessibleLoan } from '../../accounts';
import type { CardRow } from '../../cards';
import type { PaymentCards } from '../payments/card-access';
import type { RefinanceSteps } from '../../types';
import { refinanceErrors } from './errors';
import { createRefinancesRepo } from './repo';

export type TRefinanceDetailsParsed = NonNullable<TPaymentRequestParsed['refinance']>;

/**
 * The checks of the steps before a renewal's payment (areas/payments/refinance-steps' createRefinanceSteps(deps)): throws a
 * CodedError (409/400/422) when the disclosure is not signed for this loan and amount, the ancillary products are
 * wrong, or the location or the consent is missing.
 */
export type { RefinanceSteps };

export interface RefinanceGateDeps {
  loans: Pick<LoanSystemRegistry, 'adapter'>;
  cards: Pick<PaymentCards, 'findOwnedCard'>;
  /** the borrower's saved cards a cash out may be pushed to (the funds path's card choice) */
  disburseCards: CashOutCards;
  settings: () => Promise<ServerSettings>;
  steps: RefinanceSteps;
}

/** What the gate decided for a refinance submit: the card its new loan's auto-pay uses ('payingCard', or none). */
export interface RefinancePlan {
  details: TRefinanceDetailsParsed;
  autoPay: 'payingCard' | { cardId: string } | null;
  /** the money the renewal pays out, and to which card (decision 057); null: none */
  cashOut: CashOutPlan | null;
}

export function createRefinanceGate({
  loans,
  cards,
  disburseCards,
  settings,
  steps,
}: RefinanceGateDeps) {
  return {
    /** The flags of a submit: a renewal is payment type 3 with isRefi and a `refinance`, neither a payoff nor partial. */
    assertType(body: TPaymentRequestParsed): void {
      if (body.isRefi !== (body.paymentType === PaymentType.Refinance))
        throw new ValidationError(text('refinance.paymentType'), 'body.paymentType');
      if (!body.isRefi) return;
      if (body.isPayoff)
        throw new ValidationError('must be false for this amount', 'body.isPayoff');
      if (body.isPartial)
        throw new ValidationError('must be false for this amount', 'body.isPartial');
    },

    /** The renewal's rules for this caller, loan and amount (before any card is read), then the steps before the payment. */
    async check(
      auth: AuthContext,
      body: TPaymentRequestParsed,
      access: AccessibleLoan,
      now: Date,
    ): Promise<RefinancePlan> {
      const details = body.refinance;
      if (!details) throw new ValidationError(text('refinance.detailsRequired'), 'body.refinance');
      const { loan } = access;
      await assertRefinanceable(
        { loans, settings },
        auth,
        access,
        { amountCents: body.paymentAmount, amountType: body.paymentAmountType, now },
        'body.paymentAmount',
      );
      const cashOut = await cashOutOf(disburseCards, auth, access, body);
      await steps.checkBeforePayment(auth, {
        loan,
        amountCents: body.paymentAmount,
        cashOutCents: cashOut?.cents ?? 0,
        details,
        now,
      });
      // asked for by the payment's autoPay, or by naming its card
      const namesCard =
        details.autoPayCardToken !== undefined || details.autoPayCardIds !== undefined;
      if (body.autoPay !== true && !namesCard) return { details, autoPay: null, cashOut };
      if (!namesCard) return { details, autoPay: 'payingCard', cashOut };
      const card = await this.autoPayCard(auth, details);
      return { details, autoPay: { cardId: card.id }, cashOut };
    },

    /**
     * The renewal's rules on the loan as it is now, after the reservation refused the submit: the loan moved on since
     * `check` (another renewal of it posted meanwhile, leaving nothing to pay), so the answer is the rule's (a closed
     * loan: 409 notPayable), not the reservation's "more than the payoff of $0.00". Returns when the rules still pass.
     */
    async recheck(
      auth: AuthContext,
      body: TPaymentRequestParsed,
      access: AccessibleLoan,
      now: Date,
    ): Promise<void> {
      await assertRefinanceable(
        { loans, settings },
        auth,
        access,
        { amountCents: body.paymentAmount, amountType: body.paymentAmountType, now },
        'body.paymentAmount',
      );
    },

    /** The auto-pay card the renewal names: the payer's own (a guest session's only if it added it). */
    async autoPayCard(auth: AuthContext, details: TRefinanceDetailsParsed): Promise<CardRow> {
      const card = await cards.findOwnedCard({
        profileId: auth.profileId,
        customerId: auth.customerId,
        scope: auth.scope,
        sessionId: auth.sessionId,
        token: details.autoPayCardToken ?? '',
        cardIds: details.autoPayCardIds ?? [],
      });
      if (!card) throw new NotFoundError('Failed to get card information');
      return card;
    },

    /**
     * In the reservation's transaction (the old loan locked), for a new submit: one renewal of the loan in flight at a
     * time, one renewal per signed disclosure, and the refinance row written with its payment (`insertPayment`).
     */
    async hold<T extends { id: string }>(
      tx: DbOrTx,
      input: {
        loanId: string;
        amountCents: number;
        plan: RefinancePlan;
        payingCardId: string;
        insertPayment: () => Promise<T>;
      },
      now: Date,
    ): Promise<T> {
      const txRepo = createRefinancesRepo(tx);
      const { plan } = input;
      if (await txRepo.inProgress(input.loanId, now)) throw refinanceErrors.inProgress();
      if (await txRepo.envelopeUsed(plan.details.disclosureEnvelopeId))
        throw refinanceErrors.disclosureUsed();
      const payment = await input.insertPayment();
      await txRepo.insert(
        {
          paymentId: payment.id,
          oldLoanId: input.loanId,
          amountCents: input.amountCents,
          disclosureEnvelopeId: plan.details.disclosureEnvelopeId,
          ancillaryProductIds: plan.details.ancillaryProductIds,
          autoPayCardId:
            plan.autoPay === null
              ? null
              : plan.autoPay === 'payingCard'
                ? input.payingCardId
                : plan.autoPay.cardId,
          ...(plan.cashOut
            ? {
                cashOutCents: plan.cashOut.cents,
                cashOutCardId: plan.cashOut.cardId,
                cashOutStatus: 'pending' as const,
              }
            : {}),
        },
        now,
      );
      return payment;
    },
  };
}

export type RefinanceGate = ReturnType<typeof createRefinanceGate>;

/** Tests of the money path only: the steps before the payment pass (the app wires areas/payments/refinance-steps' real checks). */
export const STEPS_PASS_FOR_TESTS: RefinanceSteps = { checkBeforePayment: async () => undefined };
