/** Registration and verification (spec §7): POST /registerUser, POST /confirmuser, POST /resendVerificationCode. */
import type {
  TCodeSentResponse,
  TConfirmUserRequest,
  TRegisterUserRequest,
  TRegisterUserResponse,
  TResendVerificationCodeRequest,
  TSessionResult,
} from '@lender/contract';
import { apiSend } from '../../../shared/http/client';
import { authSchema } from './auth-schema';

export function registerUser(body: TRegisterUserRequest): Promise<TRegisterUserResponse> {
  return apiSend('POST', '/registerUser', authSchema('ZRegisterUserResponseSchema'), body, {
    skipAuthRefresh: true,
  });
}

export function confirmUser(body: TConfirmUserRequest): Promise<TSessionResult> {
  return apiSend('POST', '/confirmuser', authSchema('ZSessionResultSchema'), body, {
    skipAuthRefresh: true,
  });
}

export function resendVerificationCode(
  body: TResendVerificationCodeRequest,
): Promise<TCodeSentResponse> {
  return apiSend('POST', '/resendVerificationCode', authSchema('ZCodeSentResponseSchema'), body, {
    skipAuthRefresh: true,
  });
}
