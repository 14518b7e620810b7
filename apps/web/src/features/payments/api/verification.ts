/** The co-signer's code step (spec §7 Address and verification): POST /sendverificationcode, GET /verificationcodestatus. */
import type {
  TSendVerificationCodeRequest,
  TSendVerificationCodeResponse,
  TVerificationCodeStatusResponse,
} from '@lender/contract';
import { apiGet, apiSend } from '../../../shared/http/client';
import { paymentsSchema } from './payments-schema';

export function sendVerificationCode(
  body: TSendVerificationCodeRequest,
): Promise<TSendVerificationCodeResponse> {
  return apiSend(
    'POST',
    '/sendverificationcode',
    paymentsSchema('ZSendVerificationCodeResponseSchema'),
    body,
  );
}

export function getVerificationCodeStatus(
  loanId: string,
  verificationCode: string,
): Promise<TVerificationCodeStatusResponse> {
  return apiGet(
    '/verificationcodestatus',
    paymentsSchema('ZVerificationCodeStatusResponseSchema'),
    {
      query: { loanId, verificationCode },
    },
  );
}
