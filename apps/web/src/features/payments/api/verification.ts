/** The co-signer's code step (spec §7 Address and verification): POST /sendverificationcode, GET /verificationcodestatus. */
import {
  ZSendVerificationCodeResponseSchema,
  ZVerificationCodeStatusResponseSchema,
  type TSendVerificationCodeRequest,
  type TSendVerificationCodeResponse,
  type TVerificationCodeStatusResponse,
} from '@lender/contract';
import { apiGet, apiSend } from '../../../shared/http/client';

export function sendVerificationCode(
  body: TSendVerificationCodeRequest,
): Promise<TSendVerificationCodeResponse> {
  return apiSend('POST', '/sendverificationcode', ZSendVerificationCodeResponseSchema, body);
}

export function getVerificationCodeStatus(
  loanId: string,
  verificationCode: string,
): Promise<TVerificationCodeStatusResponse> {
  return apiGet('/verificationcodestatus', ZVerificationCodeStatusResponseSchema, {
    query: { loanId, verificationCode },
  });
}
