/**
 * POST /payment (spec §4 Payment, §7): the server recomputes everything — the amount against the loan (domain
 * validatePaymentAmount), the payoff/partial flags, the card's owner, the co-signer's verification and the lock
 * holder; a settlement's or a renewal's own gate. The submit reserves the amount against the payoff minus the
 * payments in flight (money-reservations), records the request once per (profile, idempotency key) and enqueues the
 * job whose id is the payment's. An ordinary payment first passes its location check (location-check.ts).
 */
import type { TLanguage, TPaymentRequestParsed } from '@lender/contract';
import {
  CARD_INFO_FAILED_MESSAGE,
  isCardExpired,
  manualRetryRefusal,
  PAST_DUE_PHONE_DAY_LIMIT,
  paymentFactsOfLoan,
  PaymentType,
  validatePaymentAmount,
} from '@lender/domain';
import { ConflictError, NotFoundError, ValidationError } from '../../../lib/errors';
import { assertLoanAccess, type AuthContext } from '../../../plugins/authenticate';
import { accessibleLoan, type AccessibleLoan, loanView } from '../../accounts';
import { CARD_EXPIRED_MESSAGE } from '../../cards';
import { holdSettlementPayment, type SettlementGate } from '../../offers';
import { amountRefusalText, paymentErrors, retryRestricted } from './errors';
import { assertPaymentLocation } from './location-check';
import { guestSessionOf, isDone } from './payer';
import { createPaymentsRepo, type NewPayment, type PaymentRow } from './repo';
import type { PaymentsServiceDeps } from './deps';

export const PAYMENT_JOB = 'payment';

/** Whether a submit repeats the payment already made with its key: same caller, loan, amount and card. */
const isRepeatOf = (payment: PaymentRow, auth: AuthContext, body: TPaymentRequestParsed) =>
  payment.loanId === body.loanId &&
  payment.amountCents === body.paymentAmount &&
  payment.cardLast4 === body.cardNumber &&
  payment.guestSessionId === guestSessionOf(auth);

/** A payment toward a settlement pays (part of) the agreed sum, a renewal its own (refinance gate): neither a payoff nor a partial payment. */
const SETTLEMENT_AMOUNT = { ok: true, isPayoff: false, isPartial: false } as const;

/** An ordinary payment's amount rules (domain) on its loan; loanView's past-due phone limit is for display only. */
const amountCheck = (access: AccessibleLoan, body: TPaymentRequestParsed) =>
  validatePaymentAmount(
    paymentFactsOfLoan(loanView(access, PAST_DUE_PHONE_DAY_LIMIT)),
    body.paymentAmount,
    body.paymentAmountType,
  );

/** The submit of POST /payment; answers with the payment's messageKey (a repeat of a key, with its first payment's). */
export function createPaymentSubmit({
  loans,
  repo,
  reservations,
  cards,
  verification,
  locks,
  jobs,
  settlement,
  refinance,
  settings,
  clock,
}: Omit<PaymentsServiceDeps, 'messaging' | 'receipts' | 'renewals'>) {
  /** An ordinary payment's amount against the loan as it is now read (the check again after a lost race). */
  async function amountCheckOf(auth: AuthContext, body: TPaymentRequestParsed) {
    return amountCheck(await accessibleLoan(loans, auth, body.loanId, { lmsId: body.lmsId }), body);
  }

  return async function submit(
    auth: AuthContext,
    body: TPaymentRequestParsed,
    language: TLanguage = 'en',
  ): Promise<{ messageKey: string }> {
    const now = clock();
    assertLoanAccess(auth, body.loanId);
    const access = await accessibleLoan(loans, auth, body.loanId, { lmsId: body.lmsId });
    const isSettlement = body.paymentType === PaymentType.Settlement;
    refinance.assertType(body);
    if (body.isRefi) {
      // a repeat of a renewal payment already made is answered with it, though the loan is renewed since
      const earlier = await repo.byIdempotencyKey(auth.profileId, body.idempotencyKey);
      if (earlier && isRepeatOf(earlier, auth, body)) return { messageKey: earlier.messageKey };
    }
    // a settlement payment, or any payment while the loan's settlement is signed: the settlement's rules (decision 045)
    const payment = { amountCents: body.paymentAmount, paymentType: body.paymentType };
    let gate: SettlementGate = { hasSettlement: false, towardSettlement: false };
    try {
      if (!body.isRefi) gate = await settlement.checkPayment(auth, body.loanId, payment);
    } catch (refusal) {
      // a repeat of a payment already made toward the settlement is answered with it, though the loan is settled since
      const earlier = await repo.byIdempotencyKey(auth.profileId, body.idempotencyKey);
      if (earlier && isRepeatOf(earlier, auth, body)) return { messageKey: earlier.messageKey };
      throw refusal;
    }
    const plan = body.isRefi ? await refinance.check(auth, body, access, now) : null;
    const check = gate.towardSettlement || plan ? SETTLEMENT_AMOUNT : amountCheck(access, body);
    if (!check.ok || body.isPayoff !== check.isPayoff || body.isPartial !== check.isPartial) {
      // a repeat of a payment already made (its answer was lost) is answered with that payment, though the loan has
      // moved on since (a posted payoff leaves nothing to pay); looked up only here, off the common path
      const earlier = await repo.byIdempotencyKey(auth.profileId, body.idempotencyKey);
      if (earlier && isRepeatOf(earlier, auth, body)) return { messageKey: earlier.messageKey };
    }
    if (!check.ok) throw new ValidationError(amountRefusalText(check), 'body.paymentAmount');
    if (body.isPayoff !== check.isPayoff)
      throw new ValidationError(`must be ${check.isPayoff} for this amount`, 'body.isPayoff');
    if (body.isPartial !== check.isPartial)
      throw new ValidationError(`must be ${check.isPartial} for this amount`, 'body.isPartial');
    // the payment's location check (gpsCheckPayment/gpsForcePayment); a renewal's is one of its steps. A resubmit of a
    // payment already made (PaymentProcessing's pay after a lost answer, sent without a position) is answered with it
    const current = await settings();
    try {
      if (!body.isRefi) assertPaymentLocation(current, access.loan.storeState, body);
    } catch (refusal) {
      const earlier = await repo.byIdempotencyKey(auth.profileId, body.idempotencyKey);
      if (earlier && isRepeatOf(earlier, auth, body)) return { messageKey: earlier.messageKey };
      throw refusal;
    }

    const isGuest = auth.scope === 'guest';
    // a guest session reaches only the cards it added
    const card = await cards.findOwnedCard({
      profileId: auth.profileId,
      customerId: auth.customerId,
      scope: auth.scope,
      sessionId: auth.sessionId,
      token: body.paymentCardToken,
      cardIds: body.paymentCardIds,
    });
    if (!card) {
      // a repeat of a payment already made whose card is gone since (removed in another tab, or a guest's card kept
      // for that payment only) is answered with that payment
      const earlier = await repo.byIdempotencyKey(auth.profileId, body.idempotencyKey);
      if (earlier && isRepeatOf(earlier, auth, body)) return { messageKey: earlier.messageKey };
      throw new NotFoundError(CARD_INFO_FAILED_MESSAGE);
    }
    if (card.last4 !== body.cardNumber)
      throw new ValidationError('does not match the card', 'body.cardNumber');
    // the web marks expired cards and does not offer them; the server refuses them too (spec §5 Card expiry)
    if (isCardExpired(card.expirationMonth, card.expirationYear, now))
      throw new ValidationError(CARD_EXPIRED_MESSAGE, 'body.paymentCardToken');
    // restrictManualRetry: the card declined on this loan a moment ago may not pay it again yet (another card may);
    // a repeat of the declined payment's own key is answered with it below
    const retry = manualRetryRefusal(
      current,
      await repo.lastDeclinedAt(body.loanId, card.processorToken),
      now,
    );
    if (retry && !(await repo.byIdempotencyKey(auth.profileId, body.idempotencyKey)))
      throw retryRestricted(retry);

    if (access.isAlternate && !(await verification.isVerified(auth.profileId, body.loanId, now)))
      throw paymentErrors.verificationRequired();
    const [lock] = await locks.liveLocks([body.loanId], 'alternateParty', now);
    if (lock && lock.profileId !== auth.profileId)
      throw paymentErrors.alternateBlocked(lock.holderFirstName ?? 'Another party');

    const values: NewPayment = {
      idempotencyKey: body.idempotencyKey,
      profileId: auth.profileId,
      customerId: auth.customerId ?? null,
      payerRole: isGuest ? 'guest' : access.isAlternate ? 'alternate' : 'borrower',
      guestSessionId: guestSessionOf(auth),
      loanId: body.loanId,
      amountCents: body.paymentAmount,
      paymentType: body.paymentType,
      isPayoff: check.isPayoff,
      isPartial: check.isPartial,
      processorToken: card.processorToken,
      cardLast4: card.last4,
      cardType: card.cardType,
      cardholderName: body.cardHolderName,
      removeCardId: card.guestCard && (isGuest || !body.saveGuestCard) ? card.id : null,
      receiptEmail: body.email ?? null,
      receiptPhone: body.phoneNumber ?? null,
      language,
    };
    // the payment row is the reservation: written only when its amount fits what the payments in flight leave of
    // the payoff (a repeat of the same key answers its first payment, reserved once)
    const reserved = await reservations.reserve(
      { loanId: body.loanId, amountCents: body.paymentAmount },
      {
        existing: (tx) =>
          createPaymentsRepo(tx).byIdempotencyKey(auth.profileId, body.idempotencyKey),
        hold: async (tx) => {
          const txRepo = createPaymentsRepo(tx);
          if (gate.hasSettlement) {
            // the settlement's rules again under the loan's lock, counting the payments toward it in flight (a repeat
            // answers its first payment); a payment toward it is recorded as a settlement payment (type 5)
            const earlier = await txRepo.byIdempotencyKey(auth.profileId, body.idempotencyKey);
            if (earlier) return earlier;
            const limit = current.settlementPaymentRetryLimit;
            if (
              (
                await holdSettlementPayment(
                  tx,
                  loans.inTransaction(tx),
                  body.loanId,
                  payment,
                  now,
                  limit,
                )
              ).towardSettlement
            ) {
              return (
                await txRepo.insertOnce(
                  {
                    ...values,
                    paymentType: PaymentType.Settlement,
                    isPayoff: false,
                    isPartial: false,
                  },
                  now,
                )
              ).row;
            }
          }
          if (plan) {
            const earlier = await txRepo.byIdempotencyKey(auth.profileId, body.idempotencyKey);
            if (earlier) return earlier;
            const insertPayment = async () => (await txRepo.insertOnce(values, now)).row;
            return refinance.hold(
              tx,
              {
                loanId: body.loanId,
                amountCents: body.paymentAmount,
                plan,
                payingCardId: card.id,
                insertPayment,
              },
              now,
            );
          }
          return (await txRepo.insertOnce(values, now)).row;
        },
      },
    );
    if (!reserved.ok) {
      // a renewal or settlement payment whose loan another one closed since its check answers as its check now would
      // (409 notPayable, alreadySettled), not "more than the payoff of $0.00"
      if (plan)
        await refinance.recheck(
          auth,
          body,
          await accessibleLoan(loans, auth, body.loanId, { lmsId: body.lmsId }),
          now,
        );
      if (gate.hasSettlement) await settlement.checkPayment(auth, body.loanId, payment);
      // an ordinary one whose loan another payment paid off (or settled) since: "this loan cannot be paid", as its check now says
      if (!plan && !isSettlement && reserved.code === 'abovePayoff') {
        const recheck = await amountCheckOf(auth, body);
        if (!recheck.ok)
          throw new ValidationError(amountRefusalText(recheck), 'body.paymentAmount');
      }
      if (reserved.code === 'abovePayoff')
        throw new ValidationError(
          amountRefusalText({
            ok: false,
            code: 'abovePayoff',
            params: { payoffCents: reserved.params.payoffCents },
          }),
          'body.paymentAmount',
        );
      throw paymentErrors.inProgress(reserved.params.inFlightCents, reserved.params.remainingCents);
    }
    const row = reserved.value;
    if (
      row.loanId !== body.loanId ||
      row.amountCents !== body.paymentAmount ||
      row.processorToken !== card.processorToken ||
      row.guestSessionId !== guestSessionOf(auth)
    ) {
      throw new ConflictError('was already used for another payment', 'body.idempotencyKey');
    }
    // the job id is the payment id: a repeated submit never makes a second job (nor a second local run)
    if (!isDone(row)) await jobs.run(PAYMENT_JOB, { paymentId: row.id }, { id: row.id });
    return { messageKey: row.messageKey };
  };
}
