export * from './loan';
export * from './accounts';
export * from './customer-status';
export * from './locks';
export * from './lock-codes';
export * from './user-cache';
