export * from './offers';
export * from './settlement';
