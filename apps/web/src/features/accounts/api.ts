/** The accounts feature's calls: one file per group of operations under api/, re-exported here. */
export * from './api/accounts';
export * from './api/documents';
export * from './api/uploads';
export { rawRequest, rawRequestHeaders } from './api/raw-request';
export * from './api/user-cache';
