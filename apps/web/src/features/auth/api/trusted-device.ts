/** Trusted device (spec §7): GET /checktrusteddevice, GET /sendtrusteddevice, POST /confirmtrusteddevice. */
import type {
  TCodeSentResponse,
  TConfirmTrustedDeviceRequest,
  TConfirmTrustedDeviceResponse,
} from '@lender/contract';
import { apiGet, apiSend } from '../../../shared/http/client';
import { loadDeviceKey } from '../../../shared/session/token-storage';
import { authSchema } from './auth-schema';

/** A missing device key means untrusted (spec §4), without asking the server. */
export async function isTrustedDevice(): Promise<boolean> {
  if (!loadDeviceKey()) return false;
  return (await apiGet('/checktrusteddevice', authSchema('ZCheckTrustedDeviceResponseSchema')))
    .trusted;
}

export function sendTrustedDeviceCode(
  method: 'email' | 'phone',
  voice: boolean,
): Promise<TCodeSentResponse> {
  return apiGet('/sendtrusteddevice', authSchema('ZCodeSentResponseSchema'), {
    query: { method, voice: String(voice) },
  });
}

export function confirmTrustedDevice(
  body: TConfirmTrustedDeviceRequest,
): Promise<TConfirmTrustedDeviceResponse> {
  return apiSend(
    'POST',
    '/confirmtrusteddevice',
    authSchema('ZConfirmTrustedDeviceResponseSchema'),
    body,
  );
}
