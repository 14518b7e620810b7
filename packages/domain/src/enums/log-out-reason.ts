/** Why a session ended (spec §4), logged with the sign-out event. */
export const LogOutReason = {
  ReviewPayment: 'reviewPayment',
  SideBarButton: 'sideBarButton',
  SessionTimeout: 'sessionTimeout',
  TrustedDeviceFailure: 'trustedDeviceFailure',
  NetworkError: 'networkError',
  ProfileLock: 'profileLock',
} as const;
export type LogOutReasonValue = (typeof LogOutReason)[keyof typeof LogOutReason];
export const LOG_OUT_REASONS = Object.values(LogOutReason) as LogOutReasonValue[];

export function isLogOutReason(value: unknown): value is LogOutReasonValue {
  return typeof value === 'string' && (LOG_OUT_REASONS as string[]).includes(value);
}
