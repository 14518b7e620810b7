export * from './loan-status';
export * from './signing-status';
export * from './payment';
export * from './offer-id';
export * from './refer-state';
export * from './log-out-reason';
export * from './card-processor';
export * from './communication-preference';
