/**
 * POST /api/authenticate (spec §7 Authentication and session): username, password, rememberMe and
 * the legacy flag; answers with the session result (spec §3). The Identity issue adds the contract
 * schema and the full session build; this file is the one place the Login screen calls.
 */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiSend } from '../../shared/http/client';

export interface AuthenticateRequest {
  username: string;
  password: string;
  rememberMe: boolean;
  legacy: boolean;
}

export const ZSessionResultSchema = z.object({
  accessToken: z.string(),
  idToken: z.string().optional(),
  refreshToken: z.string().optional(),
  deviceKey: z.string().optional(),
  deviceGroupKey: z.string().optional(),
});
export type TSessionResult = z.infer<typeof ZSessionResultSchema>;

export function authenticate(body: AuthenticateRequest): Promise<TSessionResult> {
  return apiSend('POST', '/authenticate', ZSessionResultSchema, body);
}

export function useAuthenticate() {
  return useMutation({ mutationKey: ['authenticate'], mutationFn: authenticate });
}
