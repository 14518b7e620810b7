export * from './brands/brands';
export * from './brands/brand-navigation';
export * from './enums';
export * from './constants';
export * from './menu';
export * from './validation';
export * from './customer';
export * from './referral';
export * from './funds';
export * from './location';
export * from './origination';
export * from './session';
export * from './brands/themes';
export * from './loans';
export * from './documents';
export * from './stores';
// payments re-exports enums' PaymentAmountType value with its type of the same name; the explicit line settles the star-export overlap
export * from './payments';
export { PaymentAmountType } from './payments';
