/** Starts password recovery for a username: POST /resetpassword, then where the code screen is. */
import { normalizeUsername } from '@lender/domain';
import { routePath } from '../../shared/routing/route-path';
import { resetPassword } from './api/password';
import { useAuthFlow } from './auth-flow-store';

/** An email gets its code at once (→ RecoveryEmail); a phone chooses text or voice first. */
export async function startPasswordRecovery(username: string): Promise<string> {
  const value = normalizeUsername(username).value;
  useAuthFlow.getState().update({ username: value, delivery: undefined, code: undefined });
  if (normalizeUsername(value).kind === 'phone')
    return routePath('ForgotPasswordVerificationMethod');
  const { codeDelivery } = await resetPassword({ username: value, voice: false });
  useAuthFlow.getState().update({ delivery: codeDelivery });
  return routePath('RecoveryEmail');
}
