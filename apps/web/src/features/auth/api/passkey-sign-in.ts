/**
 * Sign-in with a passkey alone (issue 15, decision 019): POST /passkeys/authentication/options (the challenge, bound to
 * this browser's device key), the browser's passkey prompt (@simplewebauthn/browser startAuthentication: the borrower
 * picks her passkey, no username), then POST /passkeys/authentication → the Session result of a trusted device.
 */
import { startAuthentication } from '@simplewebauthn/browser';
import {
  ZPasskeyRequestOptionsSchema,
  ZSessionResultSchema,
  type TSessionResult,
} from '@lender/contract';
import { apiSend } from '../../../shared/http/client';

export async function passkeySignIn(rememberMe: boolean): Promise<TSessionResult> {
  const optionsJSON = await apiSend(
    'POST',
    '/passkeys/authentication/options',
    ZPasskeyRequestOptionsSchema,
    undefined,
    { skipAuthRefresh: true },
  );
  const response = await startAuthentication({ optionsJSON });
  return apiSend(
    'POST',
    '/passkeys/authentication',
    ZSessionResultSchema,
    { response, rememberMe },
    { skipAuthRefresh: true },
  );
}
