/** Leaving the trusted-device challenge ends the session (LogOutReason trustedDeviceFailure). */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { LogOutReason } from '@lender/domain';
import { signedOutPath } from '../../shared/session/sign-out-navigation';
import { endSession } from '../../shared/session/sign-out';

export const TRUSTED_DEVICE_FLOW = 'trustedDevice';

export function useCancelTrustedDevice(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    void endSession(LogOutReason.TrustedDeviceFailure).then(() => navigate(signedOutPath()));
  }, [navigate]);
}
