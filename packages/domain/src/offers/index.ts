export * from './offers';
export * from './settlement';
export * from './settlement-payments';
