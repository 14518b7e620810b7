/** A referral short code (a leaf module: registration imports it without the rest of referrals, which imports payments). */
import { z } from 'zod';
import { REFERRAL_SHORT_CODE_PATTERN } from '@lender/domain';

export const ZReferralShortCodeSchema = z
  .string()
  .regex(REFERRAL_SHORT_CODE_PATTERN, 'must be a referral code of 6 to 12 letters and digits');
