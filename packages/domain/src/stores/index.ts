export * from './distance';
export * from './store-hours';
export * from './time-zone';
export * from './slots';
