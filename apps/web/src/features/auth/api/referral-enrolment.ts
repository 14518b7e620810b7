/** POST /referralEnrolment (signed in, no body): a non-customer joins referral rewards (spec §4 Referral). */
import { ZReferralEnrolmentResponseSchema, type TReferralEnrolmentResponse } from '@lender/contract';
import { apiSend } from '../../../shared/http/client';
import { loadUserAttributes } from '../../../shared/session/user-attributes';

/** Enrols, then reloads the user attributes so the session knows it is a referral user now. */
export async function enrolInReferral(): Promise<TReferralEnrolmentResponse> {
  const enrolment = await apiSend('POST', '/referralEnrolment', ZReferralEnrolmentResponseSchema);
  await loadUserAttributes();
  return enrolment;
}
