/** Screens of the auth feature, by route name (picked up by the app's route table). */
import type { ScreenRegistry } from '../../shared/routing/types';

export const screens: ScreenRegistry = {
  Login: () => import('./screens/Login'),
  Register: () => import('./screens/Register'),
  VerifyWarning: () => import('./screens/VerifyWarning'),
  VerifyEmail: () => import('./screens/VerifyEmail'),
  RegisterVerificationCode: () => import('./screens/RegisterVerificationCode'),
  RegisterVerificationMethod: () => import('./screens/RegisterVerificationMethod'),
  VerifyConfirm: () => import('./screens/VerifyConfirm'),
  ForgotPassword: () => import('./screens/ForgotPassword'),
  RecoveryEmail: () => import('./screens/RecoveryEmail'),
  ResetPassword: () => import('./screens/ResetPassword'),
  SecureAccount: () => import('./screens/SecureAccount'),
  ForgotPasswordVerificationCode: () => import('./screens/ForgotPasswordVerificationCode'),
  ForgotPasswordVerificationMethod: () => import('./screens/ForgotPasswordVerificationMethod'),
  Home: () => import('./screens/Home'),
  ExternalBrowserAuth: () => import('./screens/ExternalBrowserAuth'),
  AccountSelect: () => import('./screens/AccountSelect'),
  TrustedDeviceWarning: () => import('./screens/TrustedDeviceWarning'),
  TrustedDeviceVerificationMethod: () => import('./screens/TrustedDeviceVerificationMethod'),
  VerificationCode: () => import('./screens/VerificationCode'),
  TrustedDeviceEmail: () => import('./screens/TrustedDeviceEmail'),
  UpdateUserEmail: () => import('./screens/UpdateUserEmail'),
  UpdateUserCode: () => import('./screens/UpdateUserCode'),
  UpdateUserVerificationMethod: () => import('./screens/UpdateUserVerificationMethod'),
};
