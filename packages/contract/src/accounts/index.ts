export * from './loan';
export * from './accounts';
export * from './application-status';
export * from './customer-status';
export * from './locks';
export * from './lock-codes';
export * from './user-cache';
