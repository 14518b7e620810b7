export * from './offers';
export * from './settlement';
export * from './origination';
export * from './offer-codes';
export * from './requirements';
