export * from './menu';
export * from './referral-sidebar';
