/** POST /referralEnrolment (signed in, no body): a non-customer joins referral rewards (spec §4 Referral). */
import type { TReferralEnrolmentResponse } from '@lender/contract';
import { apiSend } from '../../../shared/http/client';
import { loadUserAttributes } from '../../../shared/session/user-attributes';
import { authSchema } from './auth-schema';

/** Enrols, then reloads the user attributes so the session knows it is a referral user now. */
export async function enrolInReferral(): Promise<TReferralEnrolmentResponse> {
  const enrolment = await apiSend(
    'POST',
    '/referralEnrolment',
    authSchema('ZReferralEnrolmentResponseSchema'),
  );
  await loadUserAttributes();
  return enrolment;
}
