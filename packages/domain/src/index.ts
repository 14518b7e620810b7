export * from './brands/brands';
export * from './brands/brand-navigation';
export * from './enums';
export * from './constants';
export * from './menu';
export * from './validation';
export * from './customer';
export * from './origination';
