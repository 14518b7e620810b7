/** Password recovery and policy (spec §5, §7): POST /resetpassword, POST /confirmpassword, GET /passwordPolicy. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  TCodeSentResponse,
  TConfirmPasswordRequest,
  TConfirmPasswordResponse,
  TPasswordPolicyResponse,
  TResetPasswordRequest,
} from '@lender/contract';
import { apiGet, apiSend } from '../../../shared/http/client';
import { cacheTier } from '../../../shared/query/cache-tiers';
import { authSchema } from './auth-schema';

export function resetPassword(body: TResetPasswordRequest): Promise<TCodeSentResponse> {
  return apiSend('POST', '/resetpassword', authSchema('ZCodeSentResponseSchema'), body, {
    skipAuthRefresh: true,
  });
}

export function confirmPassword(body: TConfirmPasswordRequest): Promise<TConfirmPasswordResponse> {
  return apiSend('POST', '/confirmpassword', authSchema('ZConfirmPasswordResponseSchema'), body, {
    skipAuthRefresh: true,
  });
}

export const passwordPolicyQuery = () =>
  queryOptions({
    queryKey: ['auth', 'passwordPolicy'],
    queryFn: ({ signal }): Promise<TPasswordPolicyResponse> =>
      apiGet('/passwordPolicy', authSchema('ZPasswordPolicyResponseSchema'), {
        signal,
        retryOnce: true,
      }),
    ...cacheTier('long'),
  });

/** The server policy once loaded (the fixed client rule applies on its own until then). */
export function usePasswordPolicy(): TPasswordPolicyResponse | undefined {
  return useQuery(passwordPolicyQuery()).data;
}
