/** The accounts feature's calls: one file per group of operations under api/, re-exported here. */
export * from './api/accounts';
export * from './api/documents';
export * from './api/uploads';
export * from './api/auto-pay';
export * from './api/applications';
export * from './api/account-history';
