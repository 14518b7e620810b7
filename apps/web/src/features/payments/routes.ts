/**
 * Screens of the payments feature, by base route name (the route table adds the brand prefix).
 * AlternateBlocked is the accounts feature's screen (it lives under Accounts/:loanId).
 */
import type { ScreenRegistry } from '../../shared/routing/types';

export const screens: ScreenRegistry = {
  MakePayment: () => import('./screens/MakePayment'),
  AltPartyVerifyCode: () => import('./screens/AltPartyVerifyCode'),
  VerificationMethod: () => import('./screens/VerificationMethod'),
  Code: () => import('./screens/Code'),
  SelectPaymentMethod: () => import('./screens/SelectPaymentMethod'),
  AddPaymentMethod: () => import('./screens/AddPaymentMethod'),
  CustomerDetails: () => import('./screens/CustomerDetails'),
  ReviewPayment: () => import('./screens/ReviewPayment'),
  PaymentProcessing: () => import('./screens/PaymentProcessing'),
  ConfirmPayment: () => import('./screens/ConfirmPayment'),
};
