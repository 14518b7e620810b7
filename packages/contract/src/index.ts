export * from './common/error';
export * from './common/headers';
export * from './config/config';
export * from './config/service-status';
export * from './auth';
export * from './accounts';
export * from './linking';
