/** The payments feature's calls: one file per group of operations under api/, re-exported here. */
export * from './api/loan';
export * from './api/locks';
export * from './api/payment';
export * from './api/receipt';
export * from './api/remote-state';
export * from './api/verification';
