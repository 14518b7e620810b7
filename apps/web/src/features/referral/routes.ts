/** Screens of the referral rewards feature (spec §2 Referral group, and the referral link's landing page). */
import type { ScreenRegistry } from '../../shared/routing/types';

export const screens: ScreenRegistry = {
  ReferralRewardsHome: () => import('./screens/ReferralRewardsHome'),
  ReferCompleteProfile: () => import('./screens/ReferCompleteProfile'),
  ReferRedeemAddCard: () => import('./screens/ReferRedeemAddCard'),
  ReferRedeemReview: () => import('./screens/ReferRedeemReview'),
  ReferRedeemSuccess: () => import('./screens/ReferRedeemSuccess'),
  ReferralLink: () => import('./screens/ReferralLink'),
};
