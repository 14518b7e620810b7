/** Payment types (spec §4). */
export const PaymentType = { None: 1, Payment: 2, Refinance: 3, Settlement: 5 } as const;
export type PaymentTypeCode = (typeof PaymentType)[keyof typeof PaymentType];
export const PAYMENT_TYPE_CODES = Object.values(PaymentType) as PaymentTypeCode[];

/** Pay methods, also used as disbursement types (spec §4). */
export const PayMethod = { None: 0, Store: 2, MoneyTransfer: 14, Debit: 16, Ach: 101 } as const;
export type PayMethodCode = (typeof PayMethod)[keyof typeof PayMethod];
export const PAY_METHOD_CODES = Object.values(PayMethod) as PayMethodCode[];

/** Payment amount types of the payment state (spec §3 Payment state). */
export const PaymentAmountType = { OnlineProduct: 'onlineProduct', Other: 'other' } as const;
export type PaymentAmountTypeValue = (typeof PaymentAmountType)[keyof typeof PaymentAmountType];

/** Cash advance pending codes (spec §4). */
export const CashAdvancePendingCode = { NotBatched: 1000, Batched: 1002 } as const;
export type CashAdvancePendingCodeValue =
  (typeof CashAdvancePendingCode)[keyof typeof CashAdvancePendingCode];

export function isPaymentType(value: unknown): value is PaymentTypeCode {
  return (PAYMENT_TYPE_CODES as unknown[]).includes(value);
}

export function isPayMethod(value: unknown): value is PayMethodCode {
  return (PAY_METHOD_CODES as unknown[]).includes(value);
}

export function isCashAdvancePending(code: unknown): code is CashAdvancePendingCodeValue {
  return code === CashAdvancePendingCode.NotBatched || code === CashAdvancePendingCode.Batched;
}
