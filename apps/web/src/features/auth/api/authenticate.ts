/** POST /authenticate (spec §7): username (email or phone), password, rememberMe, legacy flag → Session result. */
import { useMutation } from '@tanstack/react-query';
import {
  ZSessionResultSchema,
  type TAuthenticateRequest,
  type TSessionResult,
} from '@lender/contract';
import { apiSend } from '../../../shared/http/client';

export function authenticate(body: TAuthenticateRequest): Promise<TSessionResult> {
  return apiSend('POST', '/authenticate', ZSessionResultSchema, body, { skipAuthRefresh: true });
}

export function useAuthenticate() {
  return useMutation({ mutationKey: ['authenticate'], mutationFn: authenticate });
}
