export * from './loan';
export * from './accounts';
export * from './customer-status';
export * from './locks';
export * from './user-cache';
