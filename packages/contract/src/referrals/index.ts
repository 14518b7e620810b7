export * from './referrals';
export * from './referral-codes';
