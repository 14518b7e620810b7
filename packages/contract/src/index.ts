export * from './common/error';
export * from './config/config';
