/**
 * The POST /payment payload (spec §7 Payment) from the payment slice and the loan. Amounts go as
 * '1,234.56' (spec §5); the card number as its last 4 digits; never a CVV (the hosted form keeps it).
 * The server recomputes payoff, partial and card ownership: these flags are checked there, not trusted.
 */
import type { TAccountDetailResponse, TCardType, TPaymentRequest } from '@lender/contract';
import { CARD_TYPES } from '@lender/contract';
import {
  PayMethod,
  PaymentType,
  cardLastFour,
  formatCentsForServer,
  normalizePhone,
} from '@lender/domain';
import type { PaymentContact, PaymentData } from '../../shared/session/payment-store';
import type { SessionPayer } from './use-payment-context';
import { refinanceDetailsOf, type Position } from './refinance-request';

export interface PaymentPayer {
  email?: string;
  phoneNumber?: string;
  customerName?: string;
  username?: string;
}

/**
 * Where the receipt goes and who pays: the contact given on CustomerDetails, else (signed in) the
 * profile's email, else its phone — a phone that is not a 10-digit US number is left out, so it
 * cannot fail the payment.
 */
export function paymentPayerOf(
  payer: SessionPayer,
  contact: PaymentContact | undefined,
  customerName: string | undefined,
): PaymentPayer {
  const email = contact?.email ?? (contact?.phoneNumber || payer.guest ? undefined : payer.email);
  const profilePhone = payer.phone ? (normalizePhone(payer.phone) ?? undefined) : undefined;
  const phoneNumber = email ? undefined : (contact?.phoneNumber ?? profilePhone);
  return { email, phoneNumber, customerName, username: payer.username };
}

const isCardType = (value: string | undefined): value is TCardType =>
  (CARD_TYPES as readonly string[]).includes(value ?? '');

/**
 * Null while the slice lacks the amount, the card or the submit key (a renewal: its signed disclosure). A renewal
 * (isRefi) is paymentType 3 with its `refinance` details and auto-pay choice; `position` is the location check's,
 * when it asked for one (a renewal's goes in `refinance`, a standard payment's beside the amount).
 */
export function buildPaymentRequest(
  state: PaymentData,
  loan: TAccountDetailResponse,
  payer: PaymentPayer,
  position?: Position,
): TPaymentRequest | null {
  const { paymentAmount, paymentCardToken, paymentCardIds, idempotencyKey, cardNumber } = state;
  if (
    !paymentAmount ||
    !paymentCardToken ||
    !paymentCardIds?.length ||
    !idempotencyKey ||
    !cardNumber
  )
    return null;
  const refinance = state.isRefi ? refinanceDetailsOf(state, position) : null;
  if (state.isRefi && !refinance) return null;
  const collateral = loan.collateralDetail;
  return {
    idempotencyKey,
    loanId: loan.loanId,
    lmsId: loan.lmsId,
    paymentAmount: formatCentsForServer(paymentAmount),
    paymentAmountType: state.paymentAmountType ?? 'other',
    paymentType: refinance ? PaymentType.Refinance : (state.paymentType ?? PaymentType.Payment),
    paymentCardToken,
    paymentCardIds,
    cardHolderName: state.cardHolderName?.trim() || payer.customerName || loan.customerName,
    cardNumber: cardLastFour(cardNumber),
    ...(isCardType(state.cardType) ? { cardType: state.cardType } : {}),
    isPayoff: !refinance && (state.isPayoff ?? false),
    isPartial: !refinance && (state.isPartial ?? false),
    ...(refinance
      ? { isRefi: true, refinance, ...(state.autoPay ? { autoPay: state.autoPay.enrolled } : {}) }
      : { isRefi: false, ...(position ?? {}) }),
    // a renewal's cash back to a debit card (spec §7 payload; decision 057)
    ...(refinance && state.cashOut
      ? {
          disbursementAmount: formatCentsForServer(state.cashOut.cents),
          disburseCardIds: state.cashOut.cardIds,
          disbursementType: PayMethod.Debit,
        }
      : {}),
    guestPayment: state.guestPayment ?? false,
    saveGuestCard: state.guestPayment ? false : (state.saveGuestCard ?? false),
    ...(payer.email
      ? { email: payer.email }
      : payer.phoneNumber
        ? { phoneNumber: payer.phoneNumber }
        : {}),
    customerName: payer.customerName ?? loan.customerName,
    storeId: loan.storeId,
    storePhoneNumber: loan.storePhoneNumber,
    productBrand: loan.brandName,
    ...(collateral
      ? {
          collateralYear: collateral.year,
          collateralMake: collateral.make,
          collateralModel: collateral.model,
        }
      : {}),
    paymentDueDate: loan.dueDate,
    intentId: loan.intentId,
    ...(payer.username ? { username: payer.username } : {}),
  };
}
