export * from './distance';
export * from './store-hours';
export * from './time-zone';
export * from './slots';
export * from './store-time-zone';
