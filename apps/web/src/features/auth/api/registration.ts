/** Registration and verification (spec §7): POST /registerUser, POST /confirmuser, POST /resendVerificationCode. */
import {
  ZCodeSentResponseSchema,
  ZRegisterUserResponseSchema,
  ZSessionResultSchema,
  type TCodeSentResponse,
  type TConfirmUserRequest,
  type TRegisterUserRequest,
  type TRegisterUserResponse,
  type TResendVerificationCodeRequest,
  type TSessionResult,
} from '@lender/contract';
import { apiSend } from '../../../shared/http/client';

export function registerUser(body: TRegisterUserRequest): Promise<TRegisterUserResponse> {
  return apiSend('POST', '/registerUser', ZRegisterUserResponseSchema, body, {
    skipAuthRefresh: true,
  });
}

export function confirmUser(body: TConfirmUserRequest): Promise<TSessionResult> {
  return apiSend('POST', '/confirmuser', ZSessionResultSchema, body, { skipAuthRefresh: true });
}

export function resendVerificationCode(
  body: TResendVerificationCodeRequest,
): Promise<TCodeSentResponse> {
  return apiSend('POST', '/resendVerificationCode', ZCodeSentResponseSchema, body, {
    skipAuthRefresh: true,
  });
}
