export * from './brands/brands';
export * from './enums/loan-status';
export * from './constants/server-settings';
