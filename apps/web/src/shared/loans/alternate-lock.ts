/** POST /loanlock (shared: MakePayment and the renewal's ProductSwitch take it, the payment's success releases it) with lockType 'alternateParty' (spec §4 Alternate-party lockout, §7 Loan locks). */
import type { TLoanLockRequest, TLoanLockResponse } from '@lender/contract';
import { apiSend } from '../http/client';
import { lockSchema } from './lock-schema';

function postLoanLock(body: TLoanLockRequest): Promise<TLoanLockResponse> {
  return apiSend('POST', '/loanlock', lockSchema('ZLoanLockResponseSchema'), body);
}

/** Take the lock; the call is retried once on error (spec §4). */
export async function takeAlternateLock(
  loanId: string,
  profileId?: string,
): Promise<TLoanLockResponse> {
  const body: TLoanLockRequest = { loanId, value: true, lockType: 'alternateParty', profileId };
  try {
    return await postLoanLock(body);
  } catch {
    return postLoanLock(body);
  }
}

/** Release the caller's own lock after the payment (a failure is harmless: the lock expires). */
export async function releaseAlternateLock(loanId: string, profileId?: string): Promise<void> {
  await postLoanLock({
    loanId,
    value: false,
    delete: true,
    lockType: 'alternateParty',
    profileId,
  }).catch(() => undefined);
}
