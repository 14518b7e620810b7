/**
 * The loan facts the payment rules read (spec §3 Loan amounts and validations), in integer cents.
 * paymentFactsOfLoan reads the contract's loan shape structurally, so the domain imports no contract.
 */
import {
  PaymentAmountType as PaymentAmountTypes,
  type PaymentAmountTypeValue,
} from '../enums/payment';

/** Spec §3 Payment state paymentAmountType: onlineProduct or other. */
export const PaymentAmountType = PaymentAmountTypes;
export type PaymentAmountType = PaymentAmountTypeValue;

export interface PaymentLoanFacts {
  payoffCents: number;
  minimumAmountDueCents: number;
  minimumRequiredAmountCents: number;
  productSwitchAmountDueCents: number;
  daysLate: number;
  partialPayConfirmViewable: boolean;
  isOfrReinstateAmount: boolean;
  reinstatementAmountCents: number | null;
  payable: boolean;
  paidOff: boolean;
}

/** The fields of the API's loan (contract TLoan) that the payment rules need. */
export interface PaymentLoanLike {
  payoffAmountCents: number;
  minimumAmountDueCents: number;
  minimumRequiredAmountCents: number;
  productSwitchAmountDueCents: number;
  daysLate: number;
  reinstatementAmountCents: number | null;
  payable: boolean;
  paidOff: boolean;
  validations: { partialPayConfirmViewable: boolean; isOfrReinstateAmount: boolean };
}

export function paymentFactsOfLoan(loan: PaymentLoanLike): PaymentLoanFacts {
  return {
    payoffCents: loan.payoffAmountCents,
    minimumAmountDueCents: loan.minimumAmountDueCents,
    minimumRequiredAmountCents: loan.minimumRequiredAmountCents,
    productSwitchAmountDueCents: loan.productSwitchAmountDueCents,
    daysLate: loan.daysLate,
    partialPayConfirmViewable: loan.validations.partialPayConfirmViewable,
    isOfrReinstateAmount: loan.validations.isOfrReinstateAmount,
    reinstatementAmountCents: loan.reinstatementAmountCents,
    payable: loan.payable,
    paidOff: loan.paidOff,
  };
}
